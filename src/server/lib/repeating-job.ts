/**
 * Runs `run` now and every `everyMs` on this server (the retention purge, the yearly
 * statements, the fundraisers' summaries), never keeping the process alive for it. `run` handles
 * and logs its own failures. `stop` ends the timer and waits for a run under way.
 */
export function startRepeatingJob(run: () => Promise<void>, everyMs: number) {
  let running: Promise<void> = run();
  const timer = setInterval(() => {
    running = run();
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
