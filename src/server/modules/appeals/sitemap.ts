import { LOCALES, localizePath } from '#shared/i18n/locale.ts';
import type { Db } from '../../db/database.ts';
import { createFundraisersRepo } from './fundraiser-repo.ts';
import { createAppealsRepo } from './repo.ts';

/** The sitemap's pages of published (and ended) appeals and approved fundraisers, in both languages. */
export async function appealPagePaths(db: Db): Promise<string[]> {
  const appeals = (await createAppealsRepo(db).publicSlugs()).map((slug) => `/appeals/${slug}`);
  const fundraisers = (await createFundraisersRepo(db).publicSlugs()).map(
    (slug) => `/fundraisers/${slug}`,
  );
  return [...appeals, ...fundraisers].flatMap((path) =>
    LOCALES.map((locale) => localizePath(path, locale)),
  );
}
