import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  const count = items.length;
  return (
    <div className={styles.slides} aria-live={carousel.rotating ? 'off' : 'polite'}>
      {items.map((item, i) => {
        const position = i + 1;
        return (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group.
          <div
            key={keyOf(item)}
            role="group"
            aria-roledescription={i18n._(msg`slide`)}
            aria-label={i18n._(msg`${position} of ${count}`)}
            className={slideClassName ? `${styles.slide} ${slideClassName}` : styles.slide}
            data-active={i === carousel.index}
            inert={i !== carousel.index}
          >
            {children(item)}
          </div>
        );
      })}
    </div>
  );
}

/** The accessible names of the controls, in the feature's own words (translated when shown). */
export interface CarouselLabels {
  previous: MessageDescriptor;
  next: MessageDescriptor;
  start: MessageDescriptor;
  stop: MessageDescriptor;
}

interface ControlsProps {
  carousel: Carousel;
  /** One accessible name per slide, for its dot. */
  dotLabels: readonly string[];
  labels: CarouselLabels;
  /** `dark` on a dark background (the hero), `light` on a light one. */
  tone: 'dark' | 'light';
}

interface ControlButtonProps {
  label: string;
  onClick(): void;
  hidden?: boolean;
  children: ReactNode;
}

/** A round icon button of the controls, named by `label`. */
function ControlButton({ label, onClick, hidden, children }: ControlButtonProps) {
  return (
    <button
      type="button"
      className={styles.control}
      hidden={hidden}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Previous, one dot per slide, Next, and Pause/Play when the carousel can rotate. */
export function CarouselControls({ carousel, dotLabels, labels, tone }: ControlsProps) {
  const { i18n } = useLingui();
  return (
    <div className={`${styles.controls} ${styles[tone]}`}>
      <ControlButton label={i18n._(labels.previous)} onClick={carousel.previous}>
        <ChevronLeft aria-hidden="true" />
      </ControlButton>
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
      <ControlButton label={i18n._(labels.next)} onClick={carousel.next}>
        <ChevronRight aria-hidden="true" />
      </ControlButton>
      <ControlButton
        label={i18n._(carousel.paused ? labels.start : labels.stop)}
        onClick={carousel.togglePaused}
        hidden={!carousel.canRotate}
      >
        {carousel.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
      </ControlButton>
    </div>
  );
}
