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
  previous: 'Previous slide',
  next: 'Next slide',
  start: 'Start automatic slides',
  stop: 'Stop automatic slides',
};

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
          <CarouselSlides
            carousel={carousel}
            items={heroSlides}
            keyOf={(slide) => slide.title}
            slideClassName={styles.slide}
          >
            {(slide) => (
              <>
                <div className={styles.text}>
                  <h2 className={styles.title}>{slide.title}</h2>
                  <p className={styles.lead}>{slide.text}</p>
                  <ButtonLink to={slide.link.to} variant="primary">
                    {slide.link.label}
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
            dotLabels={heroSlides.map((slide, i) => `Slide ${i + 1}: ${slide.title}`)}
            labels={CONTROL_LABELS}
          />
        </section>
      </div>
    </div>
  );
}
