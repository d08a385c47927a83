import { lazy, Suspense, useEffect, useState } from 'react';
import { replaceQuery } from '#client/lib/location.ts';
import type { SwishPaymentProps } from '../swish/swish-payment.tsx';

// Swish's panel, its calls and texts load only when a visitor chooses Swish (or comes back from
// the Swish app), so Home's first load carries none of it.
const SwishPayment = lazy(() => import('../swish/swish-payment.tsx'));

/** Where Swish's panel appears in the donation form: for a gift, or on the return from the app. */
export function SwishSlot(props: Omit<SwishPaymentProps, 'returnId'>) {
  // The page was rendered without the address's query: the return is read once hydrated.
  const [returnId, setReturnId] = useState<string | null>(null);
  useEffect(() => setReturnId(new URLSearchParams(window.location.search).get('swish')), []);
  if (!props.gift && !returnId) return null;
  return (
    <Suspense fallback={null}>
      <SwishPayment
        {...props}
        key={props.gift ? 'gift' : 'return'}
        returnId={props.gift ? null : returnId}
        onClose={() => {
          if (returnId) replaceQuery({}, '#donate');
          setReturnId(null);
          props.onClose();
        }}
      />
    </Suspense>
  );
}
