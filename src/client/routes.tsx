import type { ReactNode } from 'react';
import type { Params } from 'react-router';
import { brand } from '#shared/brand.ts';
import type { Event } from '#shared/content/events.ts';
import { programs } from '#shared/content/programs.ts';
import { formatDate } from '#shared/format-date.ts';
import { CardGridSkeleton } from './components/card-grid-skeleton.tsx';
import { type LazyPage, lazyPage } from './lib/lazy-page.tsx';

export interface PageMeta {
  /** Shown before the brand in the title; the Home page has none. */
  title?: string;
  description: string;
  /** A path under the site, for Open Graph; the default card when absent. */
  image?: string;
  /** Kept out of search engines (admin, login, thank-you pages). */
  noindex?: boolean;
  /** Drawn at build time into `image` (1200x630): the title over this illustration, with a label. */
  ogCard?: { art: string; label: string };
}

/** The built-in items behind a route with a parameter, such as /stories/:id. */
export interface RouteItems {
  /** One pre-rendered page each. */
  paths: string[];
  /** An item's own meta; undefined for an unknown item. */
  meta(params: Params): PageMeta | undefined;
}

export interface AppRoute {
  path: string;
  page: LazyPage;
  /** For a route with items: the meta of an unknown item. */
  meta: PageMeta;
  /** Loaded on demand, so the content stays out of the main bundle. */
  items?: () => Promise<RouteItems>;
  /** Shown while the page loads in the browser (a pre-rendered page never shows it). */
  loading?: ReactNode;
}

const page = lazyPage;

/** The pages of built-in items under `base` (/stories/:id), each with its own meta. */
function itemPages<Item extends { id: string }>(
  base: string,
  load: () => Promise<readonly Item[]>,
  metaOf: (item: Item) => PageMeta,
): () => Promise<RouteItems> {
  return async () => {
    const items = await load();
    return {
      paths: items.map((item) => `${base}/${item.id}`),
      meta({ id }) {
        const item = items.find((candidate) => candidate.id === id);
        return item && metaOf(item);
      },
    };
  };
}

/** A page with its own meta and nothing more. */
function route(path: string, load: Parameters<typeof lazyPage>[0], meta: PageMeta): AppRoute {
  return { path, page: page(load), meta };
}

export const routes: AppRoute[] = [
  route('/', () => import('./pages/home-page.tsx'), {
    description: `${brand.name} is a church-led charity working with partner churches in Sweden, Burundi, Rwanda and the DR Congo to support vulnerable children and families.`,
  }),
  route('/who-we-are', () => import('./pages/who-we-are-page.tsx'), {
    title: 'Who we are',
    description: `Our mission, vision and values, where we work, and the people who lead ${brand.name}.`,
  }),
  route('/our-history', () => import('./pages/our-history-page.tsx'), {
    title: 'Our History',
    description: `How ${brand.name} grew since 2011 from one friendship between churches into a partnership serving families in four countries.`,
  }),
  route('/our-work', () => import('./pages/our-work-page.tsx'), {
    title: 'Our Work',
    description:
      'Education, entrepreneurship and savings, agriculture, community development, Bible teaching and health: the six programs we run with our partner churches.',
  }),
  route('/our-approach', () => import('./pages/our-approach-page.tsx'), {
    title: 'Our Approach',
    description:
      'We work through local churches: long-term partnership, the good news shared in word and deed, and respect for every neighbour.',
  }),
  ...programs.map((program) =>
    route(`/programs/${program.slug}`, () => import('./pages/program-page.tsx'), {
      title: program.title,
      description: program.summary,
    }),
  ),
  {
    path: '/stories',
    page: page(() => import('./pages/stories-page.tsx')),
    meta: {
      title: 'Stories',
      description: 'Stories of children, families and churches whose lives have changed.',
    },
    loading: <CardGridSkeleton count={8} />,
  },
  {
    path: '/stories/:id',
    page: page(() => import('./pages/story-page.tsx')),
    meta: { title: 'Story not found', description: 'Story not found.', noindex: true },
    items: itemPages(
      '/stories',
      async () => (await import('#shared/content/stories.ts')).stories,
      (story) => ({
        title: story.title,
        description: story.excerpt,
        image: `/og/stories/${story.id}.png`,
        ogCard: { art: story.image, label: `${story.category} · ${formatDate(story.date)}` },
      }),
    ),
  },
  route('/events', () => import('./pages/events-page.tsx'), {
    title: 'Events',
    description: 'Retreats, festivals, concerts and walks: come and meet us, and bring a friend.',
  }),
  {
    path: '/events/:id',
    page: page(() => import('./pages/event-page.tsx')),
    meta: { title: 'Event not found', description: 'Event not found.', noindex: true },
    items: itemPages(
      '/events',
      // Events are data now: none is known at build time (the server renders their pages).
      async (): Promise<Event[]> => [],
      (event) => {
        const when = `${formatDate(event.startDate)}, ${event.startTime}`;
        return {
          title: event.title,
          description: `${when} in ${event.city}. ${event.description.split('\n')[0]}`,
          image: `/og/events/${event.id}.png`,
          ogCard: { art: event.image, label: `${event.category} · ${when} · ${event.city}` },
        };
      },
    ),
  },
  route('/contact-us', () => import('./pages/contact-page.tsx'), {
    title: 'Contact Us',
    description: `Write to ${brand.name}, call us, or find answers to common questions. We reply within 24-48 hours.`,
  }),
  route('/prayer', () => import('./pages/prayer-page.tsx'), {
    title: 'Prayer Points',
    description:
      'Pray with us for our partner churches, the children and families they serve, and our team.',
  }),
  route('/volunteer', () => import('./pages/volunteer-page.tsx'), {
    title: 'Become a Volunteer',
    description:
      'Give your time and skills: community support, education and mentoring, logistics and media.',
  }),
  route('/volunteer/thanks', () => import('./pages/volunteer-thanks-page.tsx'), {
    title: 'Thank you for applying',
    description: 'Thank you for applying to volunteer with us.',
    noindex: true,
  }),
  route('/login', () => import('./pages/login-page.tsx'), {
    title: 'Admin Login',
    description: 'Sign in to manage the website.',
    noindex: true,
  }),
  route('/admin', () => import('./pages/admin-page.tsx'), {
    title: 'Admin dashboard',
    description: 'Manage the website.',
    noindex: true,
  }),
  route('/privacy-policy', () => import('./pages/privacy-policy-page.tsx'), {
    title: 'Privacy Policy',
    description: `What personal information ${brand.name} collects, why, how we protect it and the rights you have.`,
  }),
  route('/cookie-policy', () => import('./pages/cookie-policy-page.tsx'), {
    title: 'Cookie Policy',
    description: `The few cookies ${brand.name} uses and how you can manage them.`,
  }),
];

export const notFoundRoute: AppRoute = {
  path: '*',
  page: page(() => import('./pages/not-found-page.tsx')),
  meta: {
    title: 'Page not found',
    description: 'The page you were looking for could not be found.',
    noindex: true,
  },
};
