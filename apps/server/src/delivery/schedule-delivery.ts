import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs the delivery every `intervalMs` until stopped, and soon after `deliverSoon()` (a transaction that wrote a
 * notice has committed). Runs never overlap; a nudge during a run runs again after it. A failed run is logged (as
 * the delivery of `what`: the FHIR subscription notifications run on the same schedule).
 */
export function scheduleDelivery(delivery: { deliverDue(): Promise<unknown> }, intervalMs: number, log: FastifyBaseLogger, what = 'notices') {
  let running: Promise<unknown> | null = null;
  let isAgain = false;
  let isStopped = false;

  const run = (): void => {
    if (isStopped) return;
    if (running) {
      isAgain = true;
      return;
    }
    running = delivery
      .deliverDue()
      .catch((error: unknown) => log.error({ err: error }, `delivery of ${what} failed`))
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
    deliverSoon(): void {
      setImmediate(run);
    },
    async stop(): Promise<void> {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
