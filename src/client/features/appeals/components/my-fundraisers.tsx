import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { LocalizedLink } from '#client/lib/i18n/localized-link.tsx';
import type { OwnFundraiser } from '#shared/schemas/appeals.ts';
import { loadMyFundraisers } from '../api/fundraiser-calls.ts';
import { OwnFundraiserCard } from './own-fundraiser-card.tsx';

type State =
  | { step: 'loading' }
  | { step: 'signed-out' }
  | { step: 'failed' }
  | { step: 'signed-in'; fundraisers: OwnFundraiser[] };

/** The organiser's own fundraisers (signed in by the e-mailed link, as on My gifts). */
export function MyFundraisers() {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ step: 'loading' });

  useEffect(() => {
    loadMyFundraisers().then(
      (fundraisers) =>
        setState(fundraisers ? { step: 'signed-in', fundraisers } : { step: 'signed-out' }),
      (error: unknown) => {
        console.error('Loading the fundraisers failed', error);
        setState({ step: 'failed' });
      },
    );
  }, []);

  if (state.step === 'loading') return <p role="status">{t`Loading…`}</p>;
  if (state.step === 'failed') {
    return (
      <p role="alert">
        <Trans>Your fundraisers could not be loaded. Please reload the page.</Trans>
      </p>
    );
  }
  if (state.step === 'signed-out') {
    return (
      <p>
        <Trans>
          Sign in with the link we e-mail you on{' '}
          <LocalizedLink to="/my-gifts">My gifts</LocalizedLink>, then come back here.
        </Trans>
      </p>
    );
  }
  if (state.fundraisers.length === 0) {
    return (
      <p>
        <Trans>
          You have no fundraisers yet.{' '}
          <LocalizedLink to="/start-a-fundraiser">Start a fundraiser</LocalizedLink>
        </Trans>
      </p>
    );
  }
  const replace = (changed: OwnFundraiser) =>
    setState({
      step: 'signed-in',
      fundraisers: state.fundraisers.map((f) => (f.id === changed.id ? changed : f)),
    });
  return state.fundraisers.map((fundraiser) => (
    <OwnFundraiserCard key={fundraiser.id} fundraiser={fundraiser} onChange={replace} />
  ));
}
