// The app's entry, imported by the page's first script once the page has painted
// (start-after-paint.ts). The chunk catalogs' loader comes first: every chunk after it awaits it.
import './lib/i18n/chunk-messages.ts';

import('./entry-client.tsx');
