import { Trans } from '@lingui/react/macro';
import { Island } from '#client/runtime/island.tsx';

export default function StartFundraiserPage() {
  return (
    <div className="container section narrow-page">
      <h1>
        <Trans>Start a fundraiser</Trans>
      </h1>
      <p>
        <Trans>
          A birthday, a wedding, a run, or a gift in memory of someone you loved: ask your friends
          to give in their name. Your fundraiser gets its own page, with its progress and the gifts.
        </Trans>
      </p>
      <Island name="start-fundraiser" />
    </div>
  );
}
