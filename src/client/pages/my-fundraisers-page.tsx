import { Trans } from '@lingui/react/macro';
import { Island } from '#client/runtime/island.tsx';

export default function MyFundraisersPage() {
  return (
    <div className="container section narrow-page">
      <h1>
        <Trans>My fundraisers</Trans>
      </h1>
      <p>
        <Trans>
          See where your fundraisers stand, change their text and photo, thank your givers and close
          a fundraiser early.
        </Trans>
      </p>
      <Island name="my-fundraisers" />
    </div>
  );
}
