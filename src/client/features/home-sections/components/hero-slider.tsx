import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ButtonLink } from '#client/components/button-link.tsx';
import {
  CarouselControls,
  type CarouselLabels,
  CarouselSlides,
} from '#client/components/carousel.tsx';
import { useCarousel } from '#client/lib/use-carousel.ts';
import { brand } from '#shared/brand.ts';
import { HeroArt, type HeroScene } from './hero-art.tsx';
import styles from './hero-slider.module.css';

export const HERO_INTERVAL_MS = 7000;

const CONTROL_LABELS: CarouselLabels = {
  previous: msg`Previous slide`,
  next: msg`Next slide`,
  start: msg`Start automatic slides`,
  stop: msg`Stop automatic slides`,
};

interface Slide {
  title: MessageDescriptor;
  text: MessageDescriptor;
  scene: HeroScene;
  link: { to: string; label: MessageDescriptor };
}

const { activeSince } = brand;

const heroSlides: Slide[] = [
  {
    title: msg`Empowering Communities`,
    text: msg`Through partner churches in Rwanda and Burundi, families gain the education, skills and savings to shape their own future.`,
    scene: 'community',
    link: { to: '/our-work', label: msg`Our work` },
  },
  {
    title: msg`Building Faith`,
    text: msg`We stand beside local churches as they teach the Bible, disciple young people and care for their neighbours.`,
    scene: 'faith',
    link: { to: '/our-approach', label: msg`Our approach` },
  },
  {
    title: msg`Creating Opportunities`,
    text: msg`Savings groups, small businesses and school support open doors for children and parents alike.`,
    scene: 'opportunity',
    link: { to: '/stories', label: msg`Read their stories` },
  },
  {
    title: msg`Making a Difference`,
    text: msg`Since ${activeSince}, gifts, prayers and volunteers have helped children stay in school and families thrive.`,
    scene: 'difference',
    link: { to: '/volunteer', label: msg`Become a Volunteer` },
  },
];

/** The Home page's opening carousel: four slides, buttons, dots, arrow keys and swipe. */
export function HeroSlider() {
  const { i18n } = useLingui();
  const carousel = useCarousel({
    count: heroSlides.length,
    intervalMs: HERO_INTERVAL_MS,
    autoRotate: true,
  });

  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.brand}>{brand.name}</h1>
        <section
          className={styles.carousel}
          aria-roledescription={i18n._(msg`carousel`)}
          aria-label={i18n._(msg`Highlights`)}
          {...carousel.containerProps}
        >
          <CarouselSlides
            carousel={carousel}
            items={heroSlides}
            keyOf={(slide) => slide.scene}
            slideClassName={styles.slide}
          >
            {(slide) => (
              <>
                <div className={styles.text}>
                  <h2 className={styles.title}>{i18n._(slide.title)}</h2>
                  <p className={styles.lead}>{i18n._(slide.text)}</p>
                  <ButtonLink to={slide.link.to} variant="primary">
                    {i18n._(slide.link.label)}
                  </ButtonLink>
                </div>
                <div className={styles.art}>
                  <HeroArt scene={slide.scene} />
                </div>
              </>
            )}
          </CarouselSlides>
          <CarouselControls
            carousel={carousel}
            tone="dark"
            dotLabels={heroSlides.map((slide, i) => {
              const [number, title] = [i + 1, i18n._(slide.title)];
              return i18n._(msg`Slide ${number}: ${title}`);
            })}
            labels={CONTROL_LABELS}
          />
        </section>
      </div>
    </div>
  );
}
