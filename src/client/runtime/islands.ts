/**
 * Every island: the interactive parts of the pages, each hydrated as a root of its own
 * (docs/rendering.md). The rest of a page is rendered on the server only and ships no code.
 * An island's props travel in the HTML as JSON, so they are plain data.
 *
 * `data`: the island uses TanStack Query (the page's data, or queries of its own): it gets the
 * page's query client, which holds the data the page was rendered with. The other islands load
 * none of TanStack Query's code.
 */
import type { ComponentType } from 'react';

export interface IslandDefinition<Props> {
  load(): Promise<ComponentType<Props>>;
  data: boolean;
}

function island<Props>(
  load: () => Promise<ComponentType<Props>>,
  { data = false } = {},
): IslandDefinition<Props> {
  return { load, data };
}

export const islands = {
  header: island(() => import('#client/components/layout/header.tsx').then((m) => m.Header)),
  'language-offer': island(() =>
    import('#client/components/layout/language-offer.tsx').then((m) => m.LanguageOffer),
  ),
  'footer-login': island(() =>
    import('#client/components/layout/footer-login.tsx').then((m) => m.FooterLogin),
  ),
  'jump-button': island(() =>
    import('#client/components/jump-button.tsx').then((m) => m.JumpButton),
  ),
  'hero-slider': island(() =>
    import('#client/features/home-sections/components/hero-slider.tsx').then((m) => m.HeroSlider),
  ),
  'impact-counters': island(() =>
    import('#client/features/home-sections/components/impact-counters.tsx').then(
      (m) => m.ImpactCounters,
    ),
  ),
  'donation-section': island(() =>
    import('#client/features/donations/index.ts').then((m) => m.DonationSection),
  ),
  'target-donation': island(() =>
    import('#client/features/donations/components/target-donation.tsx').then(
      (m) => m.TargetDonation,
    ),
  ),
  'copy-link': island(() =>
    import('#client/features/appeals/components/copy-link-button.tsx').then(
      (m) => m.CopyLinkButton,
    ),
  ),
  'start-fundraiser': island(() =>
    import('#client/features/appeals/components/start-fundraiser-form.tsx').then(
      (m) => m.StartFundraiserForm,
    ),
  ),
  'report-fundraiser': island(() =>
    import('#client/features/appeals/components/report-form.tsx').then((m) => m.ReportForm),
  ),
  'my-fundraisers': island(() =>
    import('#client/features/appeals/components/my-fundraisers.tsx').then((m) => m.MyFundraisers),
  ),
  'news-feed': island(() => import('#client/features/news/index.ts').then((m) => m.NewsFeed), {
    data: true,
  }),
  gallery: island(() => import('#client/features/gallery/index.ts').then((m) => m.GallerySection), {
    data: true,
  }),
  testimonials: island(
    () => import('#client/features/testimonials/index.ts').then((m) => m.TestimonialsCarousel),
    { data: true },
  ),
  leadership: island(
    () => import('#client/features/leadership/index.ts').then((m) => m.LeadershipSection),
    { data: true },
  ),
  'where-we-work': island(() =>
    import('#client/features/where-we-work/index.ts').then((m) => m.WhereWeWorkMap),
  ),
  'prayer-points': island(
    () => import('#client/features/prayer/index.ts').then((m) => m.PrayerPoints),
    { data: true },
  ),
  'events-list': island(
    () => import('#client/features/events/index.ts').then((m) => m.EventsList),
    {
      data: true,
    },
  ),
  'event-details': island(
    () => import('#client/features/events/index.ts').then((m) => m.EventPageDetails),
    { data: true },
  ),
  'stories-list': island(
    () => import('#client/features/stories/index.ts').then((m) => m.StoriesList),
    { data: true },
  ),
  'contact-section': island(() =>
    import('#client/features/contact/index.ts').then((m) => m.ContactSection),
  ),
  faq: island(() => import('#client/features/contact/index.ts').then((m) => m.ContactFaq)),
  'volunteer-application': island(() =>
    import('#client/features/volunteer/index.ts').then((m) => m.VolunteerApplication),
  ),
  login: island(() => import('#client/features/auth/login-panel.tsx').then((m) => m.LoginPanel)),
  'my-gifts': island(() => import('#client/features/my-gifts/index.ts').then((m) => m.MyGifts)),
  statement: island(() =>
    import('#client/features/my-gifts/index.ts').then((m) => m.StatementView),
  ),
  admin: island(() => import('#client/pages/admin-page.tsx').then((m) => m.AdminPage), {
    data: true,
  }),
};

export type IslandName = keyof typeof islands;
export type IslandProps<Name extends IslandName> =
  (typeof islands)[Name] extends IslandDefinition<infer Props> ? Props : never;

const loaded = new Map<IslandName, ComponentType<never>>();

/** An island's component, downloaded once. */
export async function loadIsland(name: IslandName): Promise<ComponentType<never>> {
  const found = loaded.get(name);
  if (found) return found;
  const component = (await islands[name].load()) as ComponentType<never>;
  loaded.set(name, component);
  return component;
}

/** The component of an island already loaded (loadIsland, preloadIslands), else undefined. */
export const loadedIsland = (name: IslandName) => loaded.get(name);

/** Loads every island: the server's render needs them at hand (it cannot wait inside one). */
export async function preloadIslands(): Promise<void> {
  await Promise.all(Object.keys(islands).map((name) => loadIsland(name as IslandName)));
}

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islands, name);
