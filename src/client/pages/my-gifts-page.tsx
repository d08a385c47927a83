import { Trans } from '@lingui/react/macro';
import { Island } from '#client/runtime/island.tsx';

export default function MyGiftsPage() {
  return (
    <div className="container section narrow-page">
      <h1>
        <Trans>My gifts</Trans>
      </h1>
      <p>
        <Trans>See your gifts, look after a monthly gift and download yearly statements.</Trans>
      </p>
      <Island name="my-gifts" />
    </div>
  );
}
