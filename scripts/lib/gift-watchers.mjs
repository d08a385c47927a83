import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** How often the watchers look again: the figures they give are late by up to this much. */
export const WATCH_EVERY_MS = 10;

/**
 * Watches the database for gifts recorded as paid (the provider's confirmation processed).
 * `wait(id, amountOre)` resolves with the moment it was seen and the paid total it belongs to:
 * the sum of every gift seen paid so far, itself included.
 */
export function watchConfirmations(pool) {
  const waiting = new Map();
  let confirmedOre = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      if (waiting.size > 0) {
        const { rows } = await pool.query(
          `select payment_intent_id from donations
           where status = 'succeeded' and payment_intent_id = any($1)`,
          [[...waiting.keys()]],
        );
        const at = performance.now();
        const seen = rows.map((row) => waiting.get(row.payment_intent_id));
        for (const row of rows) waiting.delete(row.payment_intent_id);
        for (const gift of seen) confirmedOre += gift.amountOre;
        for (const gift of seen) gift.resolve({ at, includedOre: confirmedOre });
      }
      await sleep(WATCH_EVERY_MS);
    }
  })();
  return {
    wait: (id, amountOre) => new Promise((resolve) => waiting.set(id, { amountOre, resolve })),
    async stop() {
      running = false;
      await loop;
    },
  };
}

/**
 * Reads the appeal as its page does, one reader on each instance, until stopped.
 * `wait(totalOre)` resolves with the moment an answer first showed at least that total; the
 * answers are consistent reads, so such a total includes every gift that made it up.
 */
export function watchAppealTotal(bases, slug) {
  let waiting = [];
  let running = true;
  const readFrom = async (base) => {
    while (running) {
      const response = await fetch(`${base}/api/appeals/${slug}`);
      const { appeal } = await response.json();
      const at = performance.now();
      const shown = waiting.filter((entry) => entry.totalOre <= appeal.progress.raisedOre);
      waiting = waiting.filter((entry) => entry.totalOre > appeal.progress.raisedOre);
      for (const entry of shown) entry.resolve(at);
      await sleep(WATCH_EVERY_MS);
    }
  };
  const loops = Promise.all(bases.map(readFrom));
  return {
    wait: (totalOre) => new Promise((resolve) => waiting.push({ totalOre, resolve })),
    async stop() {
      running = false;
      await loops;
    },
  };
}
