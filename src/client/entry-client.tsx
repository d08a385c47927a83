import './lib/zod-jitless.ts';
import './styles/global.css';
import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '#client/lib/router.tsx';
import { localeOfPath } from '#shared/i18n/locale.ts';
import { PAGE_DATA_ID } from '#shared/page-html.ts';
import { App } from './app.tsx';
import { noteRenderedControls } from './lib/early-input.ts';
import { hydrateInTurns } from './lib/hydrate-later.tsx';
import { activateLocale } from './lib/i18n/catalog.ts';
import { fetchModuleStyles } from './lib/module-styles.ts';
import { currentAsOf, type ServedData } from './lib/page-data.ts';
import { matchPage } from './match-route.ts';
import { startOfflineSupport } from './offline/register-service-worker.ts';
import { isSavedCopy } from './offline/saved-copy.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

const applyModuleStyles = fetchModuleStyles();
// Load the first page's code and its language's messages before hydrating, so the pre-rendered
// HTML is kept as it is.
const { pathname } = window.location;
await Promise.all([
  matchPage(pathname).route.page.preload(),
  activateLocale(localeOfPath(pathname)),
]);

// A page the server rendered with its data carries that data, so it hydrates without loading.
const dataScript = document.getElementById(PAGE_DATA_ID);
const parsed = dataScript?.textContent
  ? (JSON.parse(dataScript.textContent) as ServedData)
  : undefined;
const served =
  parsed && !isSavedCopy(document.documentElement) ? currentAsOf(parsed, Date.now()) : parsed;

const renderedControls = noteRenderedControls();
// Preact hydrates in one pass; the parts marked <HydrateLater> follow in tasks of their own.
// `<html data-hydrated>` then says that every part of the page answers (the e2e tests wait for it).
await hydrateInTurns(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <BrowserRouter>
        <App served={served} i18n={i18n} />
      </BrowserRouter>
    </StrictMode>,
  );
});
renderedControls.handOver();
document.documentElement.dataset.hydrated = '';
setTimeout(applyModuleStyles);

startOfflineSupport();
