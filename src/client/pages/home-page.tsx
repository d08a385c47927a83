import { DonationSection } from '#client/features/donations/index.ts';
import { GallerySection } from '#client/features/gallery/index.ts';
import {
  FeaturedStory,
  GetInvolved,
  HeroSlider,
  ImpactCounters,
  IntroSection,
  MissionSection,
} from '#client/features/home-sections/index.ts';
import { NewsFeed } from '#client/features/news/index.ts';
import { PartnersSection } from '#client/features/partners/index.ts';
import { useFeaturedStory } from '#client/features/stories/index.ts';
import { TestimonialsCarousel } from '#client/features/testimonials/index.ts';
import { partners } from '#shared/content/partners.ts';

function HomeFeaturedStory() {
  const story = useFeaturedStory();
  return story ? <FeaturedStory story={story} /> : null;
}

export default function HomePage() {
  return (
    <>
      <HeroSlider />
      <MissionSection />
      <ImpactCounters churchPartners={partners.length} />
      <section id="donate" className="container section" aria-labelledby="donate-heading">
        <DonationSection headingId="donate-heading" />
      </section>
      <IntroSection>
        <NewsFeed />
      </IntroSection>
      <GallerySection />
      <HomeFeaturedStory />
      <TestimonialsCarousel />
      <PartnersSection />
      <GetInvolved />
    </>
  );
}
