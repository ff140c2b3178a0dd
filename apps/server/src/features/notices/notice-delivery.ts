import { randomUUID } from 'node:crypto';
import type { Notifier } from '../../adapters/notifier/notifier.js';
import type { Clock } from '../../clock.js';
import type { NoticeDeliveriesRepository } from './notice-deliveries.repository.js';

/** How the queue retries: 1 min, 2, 4, … between attempts, at most `maxAttempts` in all. */
export interface NoticeDeliveryOptions {
  maxAttempts: number;
  firstRetryMs: number;
  /** How long a claimed job is this worker's before another may take it over (a crashed instance's). */
  claimMs: number;
  batchSize: number;
}

export const defaultNoticeDeliveryOptions: NoticeDeliveryOptions = { maxAttempts: 8, firstRetryMs: 60_000, claimMs: 5 * 60_000, batchSize: 20 };

/** The delay before the attempt after the `attempts`-th failed one. */
export function retryDelayMs(attempts: number, firstRetryMs: number): number {
  return firstRetryMs * 2 ** Math.max(0, attempts - 1);
}

/**
 * Sends the due jobs of the notice queue through the Notifier, on any number of instances: each worker claims its
 * own jobs (SKIP LOCKED plus a claim time), so no job is sent twice while its claim lasts. Delivery is at least
 * once: an instance that dies between the send and the mark leaves the job to be sent again after its claim.
 */
export function createNoticeDelivery(deps: {
  repository: NoticeDeliveriesRepository;
  notifier: Notifier;
  clock: Clock;
  options?: Partial<NoticeDeliveryOptions>;
  workerId?: string;
}) {
  const { repository, notifier, clock } = deps;
  const options = { ...defaultNoticeDeliveryOptions, ...deps.options };
  const workerId = deps.workerId ?? randomUUID();

  return {
    workerId,
    /** Sends every job due now, batch after batch; answers how many were sent and how many failed this time. */
    async deliverDue(): Promise<{ sent: number; failed: number }> {
      let sent = 0;
      let failed = 0;
      for (;;) {
        const now = clock.now();
        const jobs = await repository.claimDue({ now, lockedUntil: new Date(now.getTime() + options.claimMs), workerId, limit: options.batchSize });
        for (const job of jobs) {
          try {
            await notifier.send({ channel: job.channel, to: job.recipient, subject: job.subject, text: job.body });
            await repository.markSent(job.id, workerId, clock.now());
            sent += 1;
          } catch (error) {
            failed += 1;
            const next = job.attempts >= options.maxAttempts ? null : new Date(clock.now().getTime() + retryDelayMs(job.attempts, options.firstRetryMs));
            await repository.markFailed(job.id, workerId, error instanceof Error ? error.message.slice(0, 500) : 'Delivery failed', next);
          }
        }
        if (jobs.length < options.batchSize) return { sent, failed };
      }
    },
  };
}
export type NoticeDelivery = ReturnType<typeof createNoticeDelivery>;
