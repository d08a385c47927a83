// Part 'click' (issue 29): on a slow phone (4× CPU), once Home has loaded and hydrated, the time
// from a click on "Donate now" and on an amount until the page has painted its answer. A click
// is timed from the event's own time stamp to the first task after the next frame (the frame
// that shows the answer), as the Event Timing API times an interaction.
import { launchBenchBrowser } from '../lib/chromium.mjs';
import { median } from '../lib/percentile.mjs';

const RUNS = 5;
const SLOWDOWN = 4;
const PAGES = [
  { path: '/', donate: 'Donate now' },
  { path: '/sv', donate: 'Ge en gåva' },
];

/** Records, for each click on the page, the time until the frame after it has been painted. */
function recordClickToPaint() {
  window.__clickToPaint = [];
  addEventListener(
    'click',
    (event) => {
      requestAnimationFrame(() =>
        setTimeout(() => window.__clickToPaint.push(performance.now() - event.timeStamp)),
      );
    },
    { capture: true },
  );
}

/** Clicks `locator` and resolves with the time until its answer was painted. */
async function timeClick(page, locator) {
  const before = await page.evaluate(() => window.__clickToPaint.length);
  await locator.click();
  await page.waitForFunction((count) => window.__clickToPaint.length > count, before);
  return page.evaluate(() => window.__clickToPaint.at(-1));
}

/** One visit: Home loaded and hydrated at 4×, then "Donate now" and the second preset amount. */
async function visit(browser, baseUrl, { path, donate }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.addInitScript(recordClickToPaint);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    await page.waitForLoadState('networkidle');
    const donateNow = await timeClick(page, page.getByRole('button', { name: donate }));
    const amount = page.locator('#donate input[name="amount"]').nth(1);
    await amount.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const chosen = await timeClick(page, amount);
    if (!(await amount.isChecked())) throw new Error(`${path}: the amount clicked is not chosen`);
    return { donateNow, chosen };
  } finally {
    await context.close();
  }
}

/** The bench rows ({ measure, subject, result }): click to painted answer, per page and control. */
export async function measureDonateClicks(baseUrl) {
  const browser = await launchBenchBrowser();
  const rows = [];
  try {
    for (const home of PAGES) {
      const visits = [];
      for (let run = 0; run < RUNS; run++) visits.push(await visit(browser, baseUrl, home));
      for (const [key, label] of [
        ['donateNow', `"${home.donate}"`],
        ['chosen', 'an amount'],
      ]) {
        const times = visits.map((one) => one[key]);
        rows.push({
          measure: `${home.path}: click on ${label} → answer painted`,
          subject: `after load and hydration, ${SLOWDOWN}× CPU slowdown, median of ${RUNS}`,
          result: `${Math.round(median(times))} ms (min ${Math.round(Math.min(...times))}, max ${Math.round(Math.max(...times))})`,
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
