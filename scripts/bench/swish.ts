// Swish's cost (issue 10): the time from "Swish" clicked to the QR code shown (a computer) or the
// app link ready (a phone), median of 10 each against the local stand-in for Swish's test
// server; and the JavaScript Home downloads before anyone chooses Swish (its panel's chunk must
// not be among it).
//
//   npm run bench:swish        (builds when needed; BENCH_BASE_DIST=<another build's dist> adds
//                               that build's Home first-load JavaScript for comparison)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { SwishStandIn, swishSiteEnv } from '../../src/server/testing/swish-stand-in.ts';
import { startBuiltServer } from '../lib/built-server.mjs';
import { launchBenchBrowser } from '../lib/chromium.mjs';

const RUNS = 10;
const VIEWPORTS = {
  computer: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** One gift started by Swish on a fresh page: ms from the click's mark to the panel's. */
async function timeOnce(browser: Browser, baseUrl: string, device: keyof typeof VIEWPORTS) {
  const context = await browser.newContext(VIEWPORTS[device]);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(device, message.text());
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.locator('#donate').scrollIntoViewIfNeeded();
  const form = page.locator('#donate form');
  await form.getByLabel('Card number').waitFor();
  const swish = form.getByRole('button', { name: 'Swish', exact: true });
  await swish.waitFor();
  await page.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('#donate form button[id$="-swish"]')?.disabled,
  );
  await swish.click();
  const ready =
    device === 'computer'
      ? form.getByRole('img', { name: 'QR code for Swish' })
      : form.getByRole('link', { name: 'Open Swish' });
  await ready.waitFor();
  const ms = await page.evaluate(() => {
    const [chosen] = performance.getEntriesByName('swish:chosen');
    const [shown] = performance.getEntriesByName('swish:ready');
    return chosen && shown ? shown.startTime - chosen.startTime : Number.NaN;
  });
  await context.close();
  return ms;
}

/** The scripts Home downloads before any interaction (phone-sized, until the network is idle). */
async function homeScripts(browser: Browser, baseUrl: string) {
  const context = await browser.newContext(VIEWPORTS.phone);
  const page = await context.newPage();
  const scripts: Promise<{ url: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  await context.close();
  return {
    names: files.map((file) => new URL(file.url).pathname),
    raw: files.reduce((sum, file) => sum + file.body.length, 0),
    gzip: files.reduce((sum, file) => sum + gzipSync(file.body, { level: 9 }).length, 0),
  };
}

const standIn = await new SwishStandIn().start();
const server = await startBuiltServer({ stdio: 'ignore', env: swishSiteEnv(standIn) });
const browser = await launchBenchBrowser();
try {
  const lines = ['| Figure | Value |', '| --- | --- |'];
  for (const device of ['computer', 'phone'] as const) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++)
      times.push(await timeOnce(browser, server.baseUrl, device));
    const what = device === 'computer' ? 'QR code shown (computer)' : 'app link ready (phone)';
    lines.push(
      `| "Swish" clicked to ${what}, median of ${RUNS} | ${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')}) |`,
    );
  }
  const home = await homeScripts(browser, server.baseUrl);
  const swishChunks = home.names.filter((name) => /swish/i.test(name));
  lines.push(
    `| Home's first-load JavaScript | ${home.names.length} files, ${(home.raw / 1024).toFixed(1)} KiB (${(home.gzip / 1024).toFixed(1)} KiB gzip) |`,
    `| Swish chunks among them | ${swishChunks.length ? swishChunks.join(', ') : 'none'} |`,
  );
  const baseDist = process.env.BENCH_BASE_DIST;
  if (baseDist) {
    const base = await startBuiltServer({
      stdio: 'ignore',
      entry: path.join(baseDist, 'server/main.js'),
      env: {
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-base-')),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        PUBLIC_URL: '',
        SMTP_URL: '',
      },
    });
    try {
      const before = await homeScripts(browser, base.baseUrl);
      lines.push(
        `| Home's first-load JavaScript before Swish (${baseDist}) | ${before.names.length} files, ${(before.raw / 1024).toFixed(1)} KiB (${(before.gzip / 1024).toFixed(1)} KiB gzip) |`,
        `| What Swish adds to it | ${home.raw - before.raw} B (${home.gzip - before.gzip} B gzip) |`,
      );
    } finally {
      await base.stop();
    }
  }
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  await server.stop();
  await standIn.stop();
}
