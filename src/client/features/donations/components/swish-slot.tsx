import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from '#client/lib/router.tsx';
import type { SwishPaymentProps } from '../swish/swish-payment.tsx';

// Swish's panel, its calls and texts load only when a visitor chooses Swish (or comes back from
// the Swish app), so Home's first load carries none of it.
const SwishPayment = lazy(() => import('../swish/swish-payment.tsx'));

/** Where Swish's panel appears in the donation form: for a gift, or on the return from the app. */
export function SwishSlot(props: Omit<SwishPaymentProps, 'returnId'>) {
  // The page was rendered without the address's query: the return is read once hydrated.
  const [returnId, setReturnId] = useState<string | null>(null);
  const navigate = useNavigate();
  useEffect(() => setReturnId(new URLSearchParams(window.location.search).get('swish')), []);
  if (!props.gift && !returnId) return null;
  return (
    <Suspense fallback={null}>
      <SwishPayment
        {...props}
        key={props.gift ? 'gift' : 'return'}
        returnId={props.gift ? null : returnId}
        onClose={() => {
          if (returnId) navigate({ search: '', hash: '#donate' }, { replace: true });
          setReturnId(null);
          props.onClose();
        }}
      />
    </Suspense>
  );
}
