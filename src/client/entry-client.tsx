import './lib/zod-jitless.ts';
import './styles/global.css';
import { i18n } from '@lingui/core';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { localeOfPath } from '#shared/i18n/locale.ts';
import { PAGE_DATA_ID } from '#shared/page-html.ts';
import { App } from './app.tsx';
import { activateLocale } from './lib/i18n/catalog.ts';
import type { ServedData } from './lib/page-data.ts';
import { matchPage } from './match-route.ts';
import { startOfflineSupport } from './offline/register-service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

// Load the first page's code and its language's messages before hydrating, so the pre-rendered
// HTML is kept as it is.
const { pathname } = window.location;
await Promise.all([
  matchPage(pathname).route.page.preload(),
  activateLocale(localeOfPath(pathname)),
]);

// A page the server rendered with its data carries that data, so it hydrates without loading.
const dataScript = document.getElementById(PAGE_DATA_ID);
const served = dataScript?.textContent
  ? (JSON.parse(dataScript.textContent) as ServedData)
  : undefined;

// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread in one long task: the page stays responsive while it becomes interactive.
startTransition(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <BrowserRouter>
        <App served={served} i18n={i18n} />
      </BrowserRouter>
    </StrictMode>,
  );
});

startOfflineSupport();
