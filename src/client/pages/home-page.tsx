import { CurrentAppeal, currentAppealsQuery } from '#client/features/appeals/index.ts';
import { galleryQuery } from '#client/features/gallery/index.ts';
import {
  FeaturedStory,
  GetInvolved,
  IntroSection,
  MissionSection,
} from '#client/features/home-sections/index.ts';
import { newsQuery } from '#client/features/news/index.ts';
import { PartnersSection } from '#client/features/partners/index.ts';
import { featuredStoryQuery, useFeaturedStory } from '#client/features/stories/index.ts';
import { testimonialsQuery } from '#client/features/testimonials/index.ts';
import type { PageData } from '#client/lib/page-data.ts';
import { Island } from '#client/runtime/island.tsx';
import { partners } from '#shared/content/partners.ts';

export const pageData: PageData = {
  topics: ['news', 'gallery', 'testimonials', 'stories', 'appeals'],
  queries: () => [
    newsQuery,
    galleryQuery,
    testimonialsQuery,
    featuredStoryQuery,
    currentAppealsQuery,
  ],
};

function HomeFeaturedStory() {
  const story = useFeaturedStory();
  return story ? <FeaturedStory story={story} /> : null;
}

// The hero hydrates with the page; the islands below it when they come near the screen.
export default function HomePage() {
  return (
    <>
      <Island name="hero-slider" />
      <MissionSection />
      <Island
        name="impact-counters"
        props={{ churchPartners: partners.length }}
        hydrate="visible"
      />
      <CurrentAppeal />
      <section id="donate" className="container section" aria-labelledby="donate-heading">
        <Island name="donation-section" props={{ headingId: 'donate-heading' }} hydrate="visible" />
      </section>
      <IntroSection>
        <Island name="news-feed" hydrate="visible" />
      </IntroSection>
      <Island name="gallery" hydrate="visible" />
      <HomeFeaturedStory />
      <Island name="testimonials" hydrate="visible" />
      <PartnersSection />
      <GetInvolved />
    </>
  );
}
