// Part 'blocking': how long a page's main thread is blocked while it hydrates, read from Chromium's
// own trace rather than from Lighthouse's model (whose runs vary by a third on a loaded 2-core
// machine). Each page is loaded RUNS times at a phone's size, without throttling; from the first
// contentful paint until `<html data-hydrated>`, each main-thread task counts as it would on a
// phone four times slower (Lighthouse's mobile CPU): 4 × (task − 12.5 ms) when that is positive,
// the sum being the blocking time at 4×. With BENCH_COMPARE_ENTRY (another build's
// dist/server/main.js) the two builds are loaded in turns, so that both meet the same machine.
import { launchBenchBrowser } from '../lib/chromium.mjs';
import { median } from '../lib/percentile.mjs';

const RUNS = 7;
const SLOWDOWN = 4;
/** A task blocks (Lighthouse: over 50 ms) once it is over 50 ms at the slowdown. */
const BLOCKING_FROM_MS = 50 / SLOWDOWN;
// Top-level tasks are recorded in DevTools' detailed timeline; the first paint under 'loading'.
const TRACE_CATEGORIES = ['disabled-by-default-devtools.timeline', 'devtools.timeline', 'loading'];

/** One load of `url`: the main thread's tasks from the first contentful paint until hydrated. */
async function traceHydration(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url);
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
    const tasks = traceEvents.filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        event.ts >= paint.ts,
    );
    const durations = tasks.map((task) => task.dur / 1000);
    return {
      blocking:
        SLOWDOWN * durations.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_FROM_MS), 0),
      longest: Math.max(0, ...durations),
    };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ sites: { label: string, baseUrl: string }[], pages: string[], log: (m: string) => void }} options
 * @returns rows for the bench's table, per page and site
 */
export async function measureHydrationBlocking({ sites, pages, log }) {
  const browser = await launchBenchBrowser();
  const rows = [];
  try {
    for (const pagePath of pages) {
      log(`hydration blocking ${pagePath} …`);
      const runs = new Map(sites.map((site) => [site, []]));
      // One load of each first, not counted (the server's and Chromium's first answers).
      for (let run = 0; run <= RUNS; run++) {
        for (const site of run % 2 ? [...sites].reverse() : sites) {
          const result = await traceHydration(browser, `${site.baseUrl}${pagePath}`);
          if (run > 0) runs.get(site).push(result);
        }
      }
      for (const [site, results] of runs) {
        rows.push({
          measure: `Hydration of ${pagePath}${site.label ? ` (${site.label})` : ''}`,
          subject: `main thread from first paint until hydrated, at ${SLOWDOWN}× CPU: blocking time / longest task (median of ${RUNS})`,
          result: `${Math.round(median(results.map((r) => r.blocking)))} ms / ${Math.round(SLOWDOWN * median(results.map((r) => r.longest)))} ms`,
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
