import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '#client/lib/use-reduced-motion.ts';

export const COUNTER_TICK_MS = 20;
const STEPS = 100;

/**
 * The number to show for a counter: the target itself (so it is in the pre-rendered HTML),
 * and, once the element scrolls into view, a count from 0 in 20 ms ticks of 1/100 of the
 * target. Under reduced motion the target simply stays.
 */
export function useCountUp<E extends Element>(target: number) {
  const ref = useRef<E>(null);
  const [value, setValue] = useState(target);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    setValue(target);
    const element = ref.current;
    if (!element || reducedMotion || target <= 0 || typeof IntersectionObserver === 'undefined') {
      return;
    }
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      let ticks = 0;
      setValue(0);
      timer = setInterval(() => {
        ticks += 1;
        setValue(ticks >= STEPS ? target : Math.round((target * ticks) / STEPS));
        if (ticks >= STEPS) clearInterval(timer);
      }, COUNTER_TICK_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [target, reducedMotion]);

  return { ref, value };
}
