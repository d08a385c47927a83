import { useEffect, useState } from 'react';
import { useRenderTime } from '#client/lib/render-time.ts';

/**
 * The current time, refreshed every `intervalMs`, so relative ages stay true on an open page.
 * A page rendered on the server starts from its render time, so that it hydrates unchanged.
 */
export function useNow(intervalMs = 60_000): number {
  const renderTime = useRenderTime();
  const [now, setNow] = useState(() => renderTime ?? Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
