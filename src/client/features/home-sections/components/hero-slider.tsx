import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Link } from 'react-router';
import { useCarousel } from '#client/lib/use-carousel.ts';
import { brand } from '#shared/brand.ts';
import { HeroArt, type HeroScene } from './hero-art.tsx';
import styles from './hero-slider.module.css';

export const HERO_INTERVAL_MS = 7000;

interface Slide {
  title: string;
  text: string;
  scene: HeroScene;
  link: { to: string; label: string };
}

export const heroSlides: Slide[] = [
  {
    title: 'Empowering Communities',
    text: 'Through partner churches in Rwanda and Burundi, families gain the education, skills and savings to shape their own future.',
    scene: 'community',
    link: { to: '/our-work', label: 'Our work' },
  },
  {
    title: 'Building Faith',
    text: 'We stand beside local churches as they teach the Bible, disciple young people and care for their neighbours.',
    scene: 'faith',
    link: { to: '/our-approach', label: 'Our approach' },
  },
  {
    title: 'Creating Opportunities',
    text: 'Savings groups, small businesses and school support open doors for children and parents alike.',
    scene: 'opportunity',
    link: { to: '/stories', label: 'Read their stories' },
  },
  {
    title: 'Making a Difference',
    text: `Since ${brand.activeSince}, gifts, prayers and volunteers have helped children stay in school and families thrive.`,
    scene: 'difference',
    link: { to: '/volunteer', label: 'Become a Volunteer' },
  },
];

/** The Home page's opening carousel: four slides, buttons, dots, arrow keys and swipe. */
export function HeroSlider() {
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
          aria-roledescription="carousel"
          aria-label="Highlights"
          {...carousel.containerProps}
        >
          <div className={styles.slides} aria-live={carousel.rotating ? 'off' : 'polite'}>
            {heroSlides.map((slide, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group.
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${heroSlides.length}`}
                className={styles.slide}
                data-active={i === carousel.index}
                inert={i !== carousel.index}
              >
                <div className={styles.text}>
                  <h2 className={styles.title}>{slide.title}</h2>
                  <p className={styles.lead}>{slide.text}</p>
                  <Link to={slide.link.to} className="button button-primary">
                    {slide.link.label}
                  </Link>
                </div>
                <div className={styles.art}>
                  <HeroArt scene={slide.scene} />
                </div>
              </div>
            ))}
          </div>
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.control}
              aria-label="Previous slide"
              onClick={carousel.previous}
            >
              <ChevronLeft aria-hidden="true" />
            </button>
            <div className={styles.dots}>
              {heroSlides.map((slide, i) => (
                <button
                  key={slide.title}
                  type="button"
                  className={styles.dot}
                  aria-label={`Slide ${i + 1}: ${slide.title}`}
                  aria-current={i === carousel.index ? 'true' : undefined}
                  onClick={() => carousel.goTo(i)}
                />
              ))}
            </div>
            <button
              type="button"
              className={styles.control}
              aria-label="Next slide"
              onClick={carousel.next}
            >
              <ChevronRight aria-hidden="true" />
            </button>
            <button
              type="button"
              className={styles.control}
              hidden={!carousel.canRotate}
              aria-label={carousel.paused ? 'Start automatic slides' : 'Stop automatic slides'}
              onClick={carousel.togglePaused}
            >
              {carousel.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            </button>
          </div>
        </section>
      </div>
    </div>
  );
}
