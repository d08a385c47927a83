import { DonationSection } from '#client/features/donations/index.ts';
import { GallerySection, galleryQuery } from '#client/features/gallery/index.ts';
import {
  FeaturedStory,
  GetInvolved,
  HeroSlider,
  ImpactCounters,
  IntroSection,
  MissionSection,
} from '#client/features/home-sections/index.ts';
import { NewsFeed, newsQuery } from '#client/features/news/index.ts';
import { PartnersSection } from '#client/features/partners/index.ts';
import { featuredStoryQuery, useFeaturedStory } from '#client/features/stories/index.ts';
import { TestimonialsCarousel, testimonialsQuery } from '#client/features/testimonials/index.ts';
import { HydrateLater } from '#client/lib/hydrate-later.tsx';
import type { PageData } from '#client/lib/page-data.ts';
import { partners } from '#shared/content/partners.ts';

export const pageData: PageData = {
  topics: ['news', 'gallery', 'testimonials', 'stories'],
  queries: () => [newsQuery, galleryQuery, testimonialsQuery, featuredStoryQuery],
};

function HomeFeaturedStory() {
  const story = useFeaturedStory();
  return story ? (
    <HydrateLater>
      <FeaturedStory story={story} />
    </HydrateLater>
  ) : null;
}

// The hero is hydrated with the page; the sections below it follow, each in a task of its own.
export default function HomePage() {
  return (
    <>
      <HeroSlider />
      <HydrateLater>
        <MissionSection />
      </HydrateLater>
      <HydrateLater>
        <ImpactCounters churchPartners={partners.length} />
      </HydrateLater>
      <HydrateLater>
        <section id="donate" className="container section" aria-labelledby="donate-heading">
          <DonationSection headingId="donate-heading" />
        </section>
      </HydrateLater>
      <HydrateLater>
        <IntroSection>
          <NewsFeed />
        </IntroSection>
      </HydrateLater>
      <HydrateLater>
        <GallerySection />
      </HydrateLater>
      <HomeFeaturedStory />
      <HydrateLater>
        <TestimonialsCarousel />
      </HydrateLater>
      <HydrateLater>
        <PartnersSection />
      </HydrateLater>
      <HydrateLater>
        <GetInvolved />
      </HydrateLater>
    </>
  );
}
