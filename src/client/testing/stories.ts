import type { Story } from '#shared/content/stories.ts';

const story = (fields: Partial<Story> & Pick<Story, 'id' | 'title' | 'category'>): Story => ({
  excerpt: `About ${fields.title}.`,
  image: '/images/stories/garden.svg',
  alt: 'A garden.',
  readTime: 2,
  date: '2026-01-01',
  tags: [],
  content: [{ type: 'text', text: 'The story.' }],
  featured: false,
  ...fields,
});

/** Stories as GET /api/stories answers them (newest first), for the tests of the stories views. */
export const testStories: Story[] = [
  story({
    id: 'hea-1',
    title: 'Health days in Kamenge',
    category: 'Health',
    date: '2026-10-20',
    tags: ['Burundi', 'nutrition'],
  }),
  story({
    id: 'edu-1',
    title: 'Amani’s first year at secondary school',
    category: 'Education',
    date: '2026-09-14',
    excerpt: `When Amani ${Array.from({ length: 58 }, (_, i) => `w${i}`).join(' ')}`,
    tags: ['Burundi', 'school'],
    featured: true,
  }),
  story({
    id: 'fai-1',
    title: 'The choir that sings on Tuesdays',
    category: 'Faith',
    date: '2026-08-03',
    tags: ['Rwanda', 'youth'],
  }),
  story({
    id: 'ent-1',
    title: 'Twelve women, one cash box and a bakery',
    category: 'Enterprise',
    date: '2026-06-02',
    excerpt: 'Twelve women meet under an acacia tree.',
    tags: ['Rwanda', 'savings group'],
    content: [{ type: 'text', text: 'She bakes mandazi.' }],
  }),
  story({
    id: 'com-1',
    title: 'A footbridge built by many hands',
    category: 'Community',
    date: '2026-04-11',
    tags: ['DR Congo'],
  }),
  story({
    id: 'fai-2',
    title: 'Two congregations, one prayer list',
    category: 'Faith',
    date: '2025-12-15',
    tags: ['Sweden', 'Burundi'],
  }),
];

/** One story with a picture in its text, as the editor's preview and the language tests use it. */
export const newWellStory = (fields: Partial<Story> = {}): Story => ({
  id: 'new-well',
  title: 'A new well',
  excerpt: 'Clean water.',
  image: '/images/stories/garden.svg',
  alt: 'A garden.',
  category: 'Community',
  readTime: 1,
  date: '2026-05-01',
  tags: [],
  content: [
    { type: 'text', text: 'It works.' },
    { type: 'image', src: '/images/stories/seedlings.svg', alt: 'Seedlings', caption: 'Young' },
  ],
  featured: false,
  ...fields,
});
