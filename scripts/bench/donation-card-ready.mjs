// The donation section's cost (issue 4): Home's first-load JavaScript without the payment
// script, what the payment script adds once the section comes near, and the time from the
// section entering the viewport to the card field being ready (sandbox provider).
//
//   rows.push(...(await measureDonationCardReady(site.baseUrl)));   // from scripts/bench/run.mjs
//   node scripts/bench/donation-card-ready.mjs                         // alone: starts the built server
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startBuiltServer } from '../lib/built-server.mjs';
import { launchBenchBrowser } from '../lib/chromium.mjs';
import { median } from '../lib/percentile.mjs';

const RUNS = 5;
/** Chromium's CPU slowdowns to time under: none, and a mid-range phone's (Lighthouse uses 4×). */
const CPU_SLOWDOWNS = [1, 4];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Opens Home on a phone-sized page, recording every script it downloads. */
async function openHome(browser, baseUrl, cpuSlowdown = 1) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  return { context, page, scripts };
}

const weigh = (files) => ({
  count: files.length,
  raw: files.reduce((sum, { body }) => sum + body.length, 0),
  gzip: files.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0),
});

/**
 * Jumps to the section (so that it enters the viewport at once) and resolves with the time, in
 * ms, from its entering to the card field's `donation:card-ready` mark.
 */
async function timeCardReady(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const section = document.getElementById('donate');
        if (!section) return reject(new Error('#donate is missing'));
        let entered = 0;
        const observer = new IntersectionObserver((entries) => {
          if (!entered && entries.some((entry) => entry.isIntersecting))
            entered = performance.now();
        });
        observer.observe(section);
        const poll = () => {
          const [ready] = performance.getEntriesByName('donation:card-ready');
          if (ready && entered) {
            observer.disconnect();
            resolve(ready.startTime - entered);
          } else setTimeout(poll, 5);
        };
        section.scrollIntoView({ behavior: 'instant', block: 'start' });
        poll();
        setTimeout(() => reject(new Error('the card field was not ready within 30 s')), 30_000);
      }),
  );
}

/** The bench rows ({ measure, subject, result }) for the donation section. */
export async function measureDonationCardReady(baseUrl) {
  const browser = await launchBenchBrowser();
  try {
    const { context, page, scripts } = await openHome(browser, baseUrl);
    const before = await Promise.all(scripts);
    const loadedEarly = before.some(({ url }) =>
      /sandbox-kit|stripe-kit|js\.stripe\.com/.test(url),
    );
    await timeCardReady(page);
    await page.waitForLoadState('networkidle');
    const after = (await Promise.all(scripts)).slice(before.length);
    await context.close();

    const first = weigh(before);
    const payment = weigh(after);
    const rows = [
      {
        measure: 'Home first load: JavaScript without the payment script',
        subject: `${first.count} files${loadedEarly ? ' (payment script loaded early!)' : ''}`,
        result: `${kib(first.gzip)} gzip (${kib(first.raw)} raw)`,
      },
      {
        measure: 'Home: payment script, loaded when #donate comes near (sandbox card field)',
        subject: `${payment.count} file${payment.count === 1 ? '' : 's'}`,
        result: `+${kib(payment.gzip)} gzip (+${kib(payment.raw)} raw); with it ${kib(first.gzip + payment.gzip)} gzip`,
      },
    ];
    for (const slowdown of CPU_SLOWDOWNS) {
      const times = [];
      for (let run = 0; run < RUNS; run++) {
        const opened = await openHome(browser, baseUrl, slowdown);
        times.push(await timeCardReady(opened.page));
        // The scripts' bodies are read before the page goes (closing it would fail those reads).
        await Promise.allSettled(opened.scripts);
        await opened.context.close();
      }
      rows.push({
        measure: '#donate entering the viewport → card field ready (sandbox)',
        subject: `median of ${RUNS}, ${slowdown === 1 ? 'no CPU slowdown' : `${slowdown}× CPU slowdown`}`,
        result: `${Math.round(median(times))} ms (min ${Math.round(Math.min(...times))}, max ${Math.round(Math.max(...times))})`,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-donation-'));
  const site = await startBuiltServer({
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', PUBLIC_URL: '', SMTP_URL: '' },
  });
  try {
    const rows = await measureDonationCardReady(site.baseUrl);
    const lines = ['| Measure | Subject | Result |', '| --- | --- | --- |'];
    for (const row of rows) lines.push(`| ${row.measure} | ${row.subject} | ${row.result} |`);
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
