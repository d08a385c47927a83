import { Trans } from '@lingui/react/macro';
import type { GiftTarget } from '../lib/gift-target.ts';
import { DonationForm } from './donation-form.tsx';

/** The donation form of an appeal's or fundraiser's page: every gift goes to it. */
export function TargetDonation({ headingId, target }: { headingId: string; target: GiftTarget }) {
  return (
    <>
      <h2 id={headingId}>
        {'appeal' in target ? (
          <Trans>Give to this appeal</Trans>
        ) : (
          <Trans>Give to this fundraiser</Trans>
        )}
      </h2>
      <DonationForm labelledBy={headingId} target={target} />
    </>
  );
}
