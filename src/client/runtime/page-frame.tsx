import type { ComponentType } from 'react';
import { Footer } from '#client/components/layout/footer.tsx';
import { SkipLink } from '#client/components/layout/skip-link.tsx';
import type { Params } from '#client/lib/match-path.ts';
import { OfflineNote } from '#client/offline/offline-note.tsx';
import { Island } from './island.tsx';

/**
 * What every page's body holds around its own content: the skip link, the notices, the header
 * (an island), the page in <main>, the footer (static, with its login island).
 */
export function PageFrame({
  Page,
  params,
}: {
  Page: ComponentType<{ params: Params }>;
  params: Params;
}) {
  return (
    <>
      <SkipLink />
      <Island name="language-offer" />
      <OfflineNote />
      <Island name="header" />
      <main id="main" tabIndex={-1}>
        <Page params={params} />
      </main>
      <Footer />
    </>
  );
}
