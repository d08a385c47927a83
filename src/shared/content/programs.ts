import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type ProgramSlug =
  | 'education-support'
  | 'entrepreneurship-savings'
  | 'bio-intensive-agriculture'
  | 'community-development'
  | 'outreach-bible-teaching'
  | 'health-nutrition';

/**
 * A program as the site lists it (menus, cards, route titles): messages of the catalogs
 * (src/locales), shown in the page's language through programText(). Its page's own texts are
 * in program-pages.ts, loaded with that page only.
 */
export interface Program {
  slug: ProgramSlug;
  title: MessageDescriptor;
  /** One sentence for cards and the meta description. */
  summary: MessageDescriptor;
  /** What each number counts, e.g. "Children kept in school". */
  impact: { value: number; label: MessageDescriptor }[];
}

/** A program in one language. */
export interface ProgramText {
  slug: ProgramSlug;
  title: string;
  summary: string;
  impact: { value: number; label: string }[];
}

export function programText(i18n: I18n, program: Program): ProgramText {
  return {
    slug: program.slug,
    title: i18n._(program.title),
    summary: i18n._(program.summary),
    impact: program.impact.map((figure) => ({ ...figure, label: i18n._(figure.label) })),
  };
}

/** The six programs, in the order the site lists them; the figures are the product's own (docs/product.md). */
export const programs: Program[] = [
  {
    slug: 'education-support',
    title: msg`Education Support`,
    summary: msg`Helping vulnerable children start school, stay in school and learn well, with their families and churches cheering them on.`,
    impact: [
      { value: 200, label: msg`Children kept in school` },
      { value: 150, label: msg`Families engaged` },
    ],
  },
  {
    slug: 'entrepreneurship-savings',
    title: msg`Entrepreneurship & Savings`,
    summary: msg`Savings groups and practical business training that help families build a steady income and a safety net of their own.`,
    impact: [
      { value: 120, label: msg`Entrepreneurs trained` },
      { value: 40, label: msg`Savings groups started` },
    ],
  },
  {
    slug: 'bio-intensive-agriculture',
    title: msg`Bio-Intensive Agriculture`,
    summary: msg`Teaching families to grow more nutritious food on small plots of land, using methods that restore the soil instead of exhausting it.`,
    impact: [
      { value: 80, label: msg`Families trained in bio-intensive farming` },
      { value: 60, label: msg`Demonstration gardens` },
    ],
  },
  {
    slug: 'community-development',
    title: msg`Community Development`,
    summary: msg`Equipping local leaders and neighbours to solve shared problems together, from clean water to safer paths to school.`,
    impact: [
      { value: 500, label: msg`Participants trained` },
      { value: 30, label: msg`Community projects completed` },
    ],
  },
  {
    slug: 'outreach-bible-teaching',
    title: msg`Outreach & Bible Teaching`,
    summary: msg`Equipping pastors, Sunday school teachers and youth leaders to share the good news and teach the Bible faithfully in their own communities.`,
    impact: [
      { value: 20, label: msg`Churches equipped` },
      { value: 300, label: msg`Children reached each month` },
    ],
  },
  {
    slug: 'health-nutrition',
    title: msg`Health & Nutrition`,
    summary: msg`Preventing illness with clean hands, safe water and good food, and helping families give their children a healthy start.`,
    impact: [
      { value: 400, label: msg`Hygiene kits distributed` },
      { value: 200, label: msg`Families trained in nutrition` },
    ],
  },
];
