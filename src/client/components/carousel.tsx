import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import type { useCarousel } from '#client/lib/use-carousel.ts';
import styles from './carousel.module.css';

type Carousel = ReturnType<typeof useCarousel>;

interface SlidesProps<Item> {
  carousel: Carousel;
  items: readonly Item[];
  keyOf(item: Item): string | number;
  /** The feature's own layout of a slide, added to the stacking and the entrance. */
  slideClassName?: string;
  children(item: Item): ReactNode;
}

/**
 * The slides of the WAI-ARIA carousel pattern, stacked in one grid cell so the carousel is as
 * tall as its tallest slide; only the current one is visible and reachable.
 */
export function CarouselSlides<Item>({
  carousel,
  items,
  keyOf,
  slideClassName,
  children,
}: SlidesProps<Item>) {
  return (
    <div className={styles.slides} aria-live={carousel.rotating ? 'off' : 'polite'}>
      {items.map((item, i) => (
        // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group.
        <div
          key={keyOf(item)}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${items.length}`}
          className={slideClassName ? `${styles.slide} ${slideClassName}` : styles.slide}
          data-active={i === carousel.index}
          inert={i !== carousel.index}
        >
          {children(item)}
        </div>
      ))}
    </div>
  );
}

interface ControlsProps {
  carousel: Carousel;
  /** One accessible name per slide, for its dot. */
  dotLabels: readonly string[];
  labels: { previous: string; next: string; start: string; stop: string };
  /** `dark` on a dark background (the hero), `light` on a light one. */
  tone: 'dark' | 'light';
}

/** Previous, one dot per slide, Next, and Pause/Play when the carousel can rotate. */
export function CarouselControls({ carousel, dotLabels, labels, tone }: ControlsProps) {
  return (
    <div className={`${styles.controls} ${styles[tone]}`}>
      <button
        type="button"
        className={styles.control}
        aria-label={labels.previous}
        onClick={carousel.previous}
      >
        <ChevronLeft aria-hidden="true" />
      </button>
      <div className={styles.dots}>
        {dotLabels.map((label, i) => (
          <button
            key={label}
            type="button"
            className={styles.dot}
            aria-label={label}
            aria-current={i === carousel.index ? 'true' : undefined}
            onClick={() => carousel.goTo(i)}
          />
        ))}
      </div>
      <button
        type="button"
        className={styles.control}
        aria-label={labels.next}
        onClick={carousel.next}
      >
        <ChevronRight aria-hidden="true" />
      </button>
      <button
        type="button"
        className={styles.control}
        hidden={!carousel.canRotate}
        aria-label={carousel.paused ? labels.start : labels.stop}
        onClick={carousel.togglePaused}
      >
        {carousel.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
      </button>
    </div>
  );
}
