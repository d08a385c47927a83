import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cancelTicketOrder } from '../api/events-api.ts';
import { readOrderForEvent, removeOrder } from './order-storage.ts';

/** True when this page was reached with the browser's back (or forward) button. */
function cameBack(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
}

/**
 * A buyer who comes back from checkout without paying (its cancel link, `cancelled`, or the
 * browser's back button) gives the order's spots back at once, rather than holding them until
 * the checkout expires. Only the order this browser started for this event is cancelled.
 */
export function useReleaseLeftCheckout(eventId: string, cancelled: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const release = () => {
      // Back on the page of a paid checkout: the confirmation there deals with the order.
      if (new URLSearchParams(window.location.search).has('session_id')) return;
      const order = readOrderForEvent(eventId);
      if (!order) return;
      removeOrder();
      cancelTicketOrder(order.sessionId)
        .catch((failure: unknown) => console.error('Releasing the checkout failed', failure))
        .finally(() => queryClient.invalidateQueries({ queryKey: ['events'] }));
    };
    if (cancelled || cameBack()) release();
    // A page restored from the back-forward cache runs no effects: its pageshow says so.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) release();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [eventId, cancelled, queryClient]);
}
