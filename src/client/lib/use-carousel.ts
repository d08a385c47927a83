import {
  type FocusEvent,
  type KeyboardEvent,
  type TouchEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useReducedMotion } from './use-reduced-motion.ts';

/** A horizontal swipe must travel further than this to change the slide. */
export const SWIPE_THRESHOLD_PX = 50;

interface Options {
  count: number;
  intervalMs: number;
  /** Whether the caller allows rotation at all (e.g. only for signed-out visitors). */
  autoRotate: boolean;
}

const isTextEntry = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * State of a rotating carousel (WAI-ARIA carousel pattern): rotation every `intervalMs`,
 * paused while hovered or focused, under reduced motion, or when the visitor pressed Pause;
 * manual navigation restarts the interval. Arrow keys and swipes move between slides.
 */
export function useCarousel({ count, intervalMs, autoRotate }: Options) {
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const touchStartX = useRef<number | null>(null);

  const index = count > 0 ? Math.min(rawIndex, count - 1) : 0;
  const canRotate = autoRotate && count > 1 && !reducedMotion;
  const rotating = canRotate && !paused && !hovered && !focused;

  // Keyed on `index`, so every slide change (manual or automatic) starts a fresh interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const goTo = useCallback(
    (target: number) => {
      if (count > 0) setIndex(((target % count) + count) % count);
    },
    [count],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  const containerProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (isTextEntry(event.target)) return;
      if (event.key === 'ArrowRight') next();
      else if (event.key === 'ArrowLeft') previous();
      else return;
      event.preventDefault();
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      touchStartX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const start = touchStartX.current;
      const end = event.changedTouches[0]?.clientX;
      touchStartX.current = null;
      if (start === null || end === undefined) return;
      if (end - start > SWIPE_THRESHOLD_PX) previous();
      else if (start - end > SWIPE_THRESHOLD_PX) next();
    },
  };

  return {
    index,
    goTo,
    next,
    previous,
    /** True while the interval is running: the slides' live region is then off. */
    rotating,
    /** Whether a Pause/Play control makes sense (rotation is possible at all). */
    canRotate,
    paused,
    togglePaused: () => setPaused((value) => !value),
    containerProps,
  };
}
