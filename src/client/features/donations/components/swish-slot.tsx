import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Gift } from '../lib/flows.ts';

// Swish's panel and its calls load only when a visitor chooses Swish (or comes back from it).
const SwishPayment = lazy(() => import('../swish/swish-payment.tsx'));

interface SwishSlotProps {
  /** The Swish button: focus goes back to it when the panel closes. */
  buttonId: string;
  /** The gift to pay by Swish, once chosen; null otherwise. */
  gift: Gift | null;
  /** The request the Swish app returned the payer for (`?swish=`), if any. */
  returnId: string | null;
  solveChallenge(): Promise<string>;
  onClose(): void;
}

/** Where Swish's panel appears in the donation form. */
export function SwishSlot({ buttonId, gift, solveChallenge, onClose, ...props }: SwishSlotProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // The page was rendered without the address's query: the return is read once hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const returnId = hydrated ? props.returnId : null;
  const close = useCallback(() => {
    onClose();
    if (returnId) navigate({ search: '', hash: '#donate' }, { replace: true });
    document.getElementById(buttonId)?.focus();
  }, [onClose, returnId, navigate, buttonId]);
  if (!gift && !returnId) return null;
  return (
    <Suspense
      fallback={
        <p role="status">
          <Trans>Loading Swish…</Trans>
        </p>
      }
    >
      <SwishPayment
        key={gift ? 'new' : `return-${location.search}`}
        gift={gift}
        returnId={gift ? null : returnId}
        solveChallenge={solveChallenge}
        onClose={close}
      />
    </Suspense>
  );
}
