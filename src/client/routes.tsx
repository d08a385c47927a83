import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { brand } from '#shared/brand.ts';
import { programs } from '#shared/content/programs.ts';
import type { Text } from '#shared/i18n/message.ts';
import type { Params } from './lib/match-path.ts';
import type { PageData } from './lib/page-data.ts';

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

/** A route's own meta, in the catalogs (`msg`): translated into the page's language when shown. */
export interface RouteMeta extends Omit<PageMeta, 'title' | 'description'> {
  title?: Text;
  description: Text;
}

/** A page's module: the component, and the data it shows when it shows managed content. */
export interface PageModule {
  default: ComponentType<{ params: Params }>;
  pageData?: PageData;
}

/**
 * The server's route table: the pre-render and the render with data find a path's page here.
 * The browser never loads a page's module, only its islands (runtime/islands.ts).
 */
export interface AppRoute {
  /** The English path; the Swedish page is the same path under /sv (#shared/i18n/locale.ts). */
  path: string;
  load(): Promise<PageModule>;
  /** For an item's route (/events/:id): the meta of an unknown item. */
  meta: RouteMeta;
}

const name = brand.name;

function route(path: string, load: () => Promise<PageModule>, meta: RouteMeta): AppRoute {
  return { path, load, meta };
}

export const routes: AppRoute[] = [
  route('/', () => import('./pages/home-page.tsx'), {
    description: msg`${name} is a church-led charity working with partner churches in Sweden, Burundi, Rwanda and the DR Congo to support vulnerable children and families.`,
  }),
  route('/who-we-are', () => import('./pages/who-we-are-page.tsx'), {
    title: msg`Who we are`,
    description: msg`Our mission, vision and values, where we work, and the people who lead ${name}.`,
  }),
  route('/our-history', () => import('./pages/our-history-page.tsx'), {
    title: msg`Our History`,
    description: msg`How ${name} grew since 2011 from one friendship between churches into a partnership serving families in four countries.`,
  }),
  route('/our-work', () => import('./pages/our-work-page.tsx'), {
    title: msg`Our Work`,
    description: msg`Education, entrepreneurship and savings, agriculture, community development, Bible teaching and health: the six programs we run with our partner churches.`,
  }),
  route('/our-approach', () => import('./pages/our-approach-page.tsx'), {
    title: msg`Our Approach`,
    description: msg`We work through local churches: long-term partnership, the good news shared in word and deed, and respect for every neighbour.`,
  }),
  ...programs.map((program) =>
    route(`/programs/${program.slug}`, () => import('./pages/program-page.tsx'), {
      title: program.title,
      description: program.summary,
    }),
  ),
  route('/stories', () => import('./pages/stories-page.tsx'), {
    title: msg`Stories`,
    description: msg`Stories of children, families and churches whose lives have changed.`,
  }),
  route('/stories/:id', () => import('./pages/story-page.tsx'), {
    title: msg`Story not found`,
    description: msg`Story not found.`,
    noindex: true,
  }),
  route('/events', () => import('./pages/events-page.tsx'), {
    title: msg`Events`,
    description: msg`Retreats, festivals, concerts and walks: come and meet us, and bring a friend.`,
  }),
  route('/events/:id', () => import('./pages/event-page.tsx'), {
    title: msg`Event not found`,
    description: msg`Event not found.`,
    noindex: true,
  }),
  route('/appeals/:id', () => import('./pages/appeal-page.tsx'), {
    title: msg`Appeal not found`,
    description: msg`Appeal not found.`,
    noindex: true,
  }),
  route('/start-a-fundraiser', () => import('./pages/start-fundraiser-page.tsx'), {
    title: msg`Start a fundraiser`,
    description: msg`A birthday, a wedding, a challenge or a memorial: ask your friends to give to ${name} in your name.`,
  }),
  route('/fundraisers/:id', () => import('./pages/fundraiser-page.tsx'), {
    title: msg`Fundraiser not found`,
    description: msg`Fundraiser not found.`,
    noindex: true,
  }),
  route('/contact-us', () => import('./pages/contact-page.tsx'), {
    title: msg`Contact Us`,
    description: msg`Write to ${name}, call us, or find answers to common questions. We reply within 24-48 hours.`,
  }),
  route('/prayer', () => import('./pages/prayer-page.tsx'), {
    title: msg`Prayer Points`,
    description: msg`Pray with us for our partner churches, the children and families they serve, and our team.`,
  }),
  route('/volunteer', () => import('./pages/volunteer-page.tsx'), {
    title: msg`Become a Volunteer`,
    description: msg`Give your time and skills: community support, education and mentoring, logistics and media.`,
  }),
  route('/volunteer/thanks', () => import('./pages/volunteer-thanks-page.tsx'), {
    title: msg`Thank you for applying`,
    description: msg`Thank you for applying to volunteer with us.`,
    noindex: true,
  }),
  route('/login', () => import('./pages/login-page.tsx'), {
    title: msg`Admin Login`,
    description: msg`Sign in to manage the website.`,
    noindex: true,
  }),
  route('/admin', () => import('./pages/admin-page.tsx'), {
    title: msg`Admin dashboard`,
    description: msg`Manage the website.`,
    noindex: true,
  }),
  route('/my-gifts', () => import('./pages/my-gifts-page.tsx'), {
    title: msg`My gifts`,
    description: msg`See your gifts to ${name}, look after a monthly gift and download yearly statements.`,
    noindex: true,
  }),
  route('/my-gifts/statement', () => import('./pages/my-gifts-statement-page.tsx'), {
    title: msg`Yearly statement`,
    description: msg`A statement of a year's gifts to ${name}.`,
    noindex: true,
  }),
  route('/my-fundraisers', () => import('./pages/my-fundraisers-page.tsx'), {
    title: msg`My fundraisers`,
    description: msg`Look after the fundraisers you have started for ${name}.`,
    noindex: true,
  }),
  route('/offline', () => import('./pages/offline-page.tsx'), {
    title: msg`You are offline`,
    description: msg`This page has not been saved on this device yet.`,
    noindex: true,
  }),
  route('/privacy-policy', () => import('./pages/privacy-policy-page.tsx'), {
    title: msg`Privacy Policy`,
    description: msg`What personal information ${name} collects, why, how we protect it and the rights you have.`,
  }),
  route('/cookie-policy', () => import('./pages/cookie-policy-page.tsx'), {
    title: msg`Cookie Policy`,
    description: msg`The few cookies ${name} uses and how you can manage them.`,
  }),
];

export const notFoundRoute: AppRoute = route('*', () => import('./pages/not-found-page.tsx'), {
  title: msg`Page not found`,
  description: msg`The page you were looking for could not be found.`,
  noindex: true,
});
