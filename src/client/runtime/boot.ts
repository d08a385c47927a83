// The page's one module script (docs/rendering.md): the page's language, then its islands, then
// the offline support. Everything else on the page is HTML that needs no code.
import '#client/lib/zod-jitless.ts';
import '#client/styles/global.css';
import { activateLocale } from '#client/lib/i18n/catalog.ts';
import { startOfflineSupport } from '#client/offline/register-service-worker.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';
import { hydrateIslands } from './hydrate-islands.tsx';

await activateLocale(localeOfPath(window.location.pathname));
await hydrateIslands(document);
startOfflineSupport();
