/** What a page's data is made of: each server module raises its own after a change, and each page lists the ones it shows. */
export const contentTopics = [
  'events',
  'stories',
  'news',
  'gallery',
  'testimonials',
  'leaders',
  'prayer',
  'appeals',
  'fundraisers',
] as const;

export type ContentTopic = (typeof contentTopics)[number];
