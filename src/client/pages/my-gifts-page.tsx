import { Trans } from '@lingui/react/macro';
import { MyGifts } from '#client/features/my-gifts/index.ts';

export default function MyGiftsPage() {
  return (
    <div className="container section narrow-page">
      <h1>
        <Trans>My gifts</Trans>
      </h1>
      <MyGifts />
    </div>
  );
}
