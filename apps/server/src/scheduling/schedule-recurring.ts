import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a recurring job (a delivery queue, a sweep, a clean-up) every `intervalMs` until stopped, and soon after
 * `runSoon()` (a transaction that queued work has committed). Runs never overlap, on this instance; a nudge during a
 * run runs again after it. A failed run is logged as the failure of `what`, and the next one tries again.
 */
export function scheduleRecurring(job: () => Promise<unknown>, intervalMs: number, log: Pick<FastifyBaseLogger, 'error'>, what: string) {
  let running: Promise<unknown> | null = null;
  let isAgain = false;
  let isStopped = false;

  const run = (): void => {
    if (isStopped) return;
    if (running) {
      isAgain = true;
      return;
    }
    running = job()
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = null;
        if (isAgain) {
          isAgain = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    runSoon(): void {
      setImmediate(run);
    },
    async stop(): Promise<void> {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
