import type { Appeal, PublicFundraiser, PublicGift } from '#shared/schemas/appeals.ts';

/** An appeal as GET /api/appeals/:slug answers it, for the tests of the appeals' pages. */
export const testAppeal: Appeal = {
  slug: 'a-well-for-kamenge',
  title: 'A well for Kamenge',
  summary: 'Clean water for 400 families.',
  content: [{ type: 'text', text: 'The village walks an hour for water.' }],
  image: '/images/stories/garden.svg',
  alt: 'A village square.',
  startsOn: '2026-11-01',
  endsOn: '2026-12-24',
  status: 'published',
  lang: 'en',
  progress: { raisedOre: 1_250_000, gifts: 3, goalOre: 5_000_000, daysLeft: 26, ended: false },
};

export const testGifts: PublicGift[] = [
  { name: 'Anna', amountOre: 50_000, message: 'For the children.', at: '2026-11-20T10:00:00.000Z' },
  { name: null, amountOre: null, message: null, at: '2026-11-19T09:00:00.000Z' },
];

/** A memorial fundraiser for the appeal, with no goal. */
export const testFundraiser: PublicFundraiser = {
  slug: 'in-memory-of-karin',
  kind: 'memorial',
  title: 'Remembering Karin',
  inMemoryOf: 'Karin Larsson',
  story: 'Karin loved her garden.\nGive in her name.',
  organiserName: 'Erik',
  image: null,
  endsOn: '2026-12-31',
  appeal: { slug: testAppeal.slug, title: testAppeal.title },
  progress: { raisedOre: 300_000, gifts: 2, goalOre: null, daysLeft: 33, ended: false },
  updates: [{ text: 'Thank you all.', at: '2026-11-21T12:00:00.000Z' }],
};
