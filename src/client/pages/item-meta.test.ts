import { describe, expect, it } from 'vitest';
import { testStories } from '#client/testing/stories.ts';
import type { Event } from '#shared/content/events.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { pageData as eventPage } from './event-page.tsx';
import { pageData as storyPage } from './story-page.tsx';

const walk: Event = {
  id: 'community-food-walk',
  title: 'Community Food Walk',
  startDate: '2027-06-12',
  startTime: '11:00',
  endTime: '15:00',
  location: 'Medborgarplatsen',
  city: 'Stockholm',
  category: 'Upplevelse',
  price: 150,
  ticketPrices: { adult: 150, youth: 100, child: 50 },
  image: '/images/events/walk.svg',
  spotsLeft: 8,
  description: 'A walk through the city.\n\nMore about it.',
  past: false,
};

describe("an item page's meta", () => {
  it("is in the page's language for an event", () => {
    expect(eventPage.itemMeta?.(walk, i18nFor('en'))).toMatchObject({
      title: 'Community Food Walk',
      description: '12 June 2027, 11:00 in Stockholm. A walk through the city.',
      ogCard: { label: 'Upplevelse · 12 June 2027, 11:00 · Stockholm' },
    });
    expect(eventPage.itemMeta?.(walk, i18nFor('sv'))).toMatchObject({
      description: '12 juni 2027 kl. 11:00 i Stockholm. A walk through the city.',
      ogCard: { label: 'Upplevelse · 12 juni 2027 kl. 11:00 · Stockholm' },
    });
  });

  it("is in the page's language for a story", () => {
    const story = testStories[1]!;
    expect(storyPage.itemMeta?.(story, i18nFor('en'))?.ogCard?.label).toBe(
      'Education · 14 September 2026',
    );
    expect(storyPage.itemMeta?.(story, i18nFor('sv'))?.ogCard?.label).toBe(
      'Utbildning · 14 september 2026',
    );
  });
});
