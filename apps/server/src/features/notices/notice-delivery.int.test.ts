import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Notification, Notifier } from '../../adapters/notifier/notifier.js';
import type { DatabaseHandle } from '../../db/client.js';
import { noticeDeliveries } from '../../db/schema.js';
import { createTestClock } from '../../test/test-clock.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createNoticeDeliveriesRepository } from './notice-deliveries.repository.js';
import { createNoticeDelivery } from './notice-delivery.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const db = () => database.db;
let clock: ReturnType<typeof createTestClock>;
beforeEach(async () => {
  clock = createTestClock();
  await db().delete(noticeDeliveries);
});

async function queueJobs(count: number): Promise<void> {
  await db()
    .insert(noticeDeliveries)
    .values(
      Array.from({ length: count }, (_, index) => ({
        channel: 'email' as const,
        recipient: `office${index}@clinic.example.org`,
        subject: `Notice ${index}`,
        body: `Authorization ${index} is now Approved.`,
        nextAttemptAt: clock.now(),
        createdAt: clock.now(),
      })),
    );
}

/** A notifier that records what it sent and yields between sends, so two workers interleave. */
function recordingNotifier(options: { failing?: () => boolean } = {}) {
  const sent: Notification[] = [];
  const notifier: Notifier = {
    async send(notification) {
      await new Promise((resolve) => setImmediate(resolve));
      if (options.failing?.()) throw new Error('SMTP 451 try again later');
      sent.push(notification);
    },
  };
  return { sent, notifier };
}

const deliveryOf = (notifier: Notifier, workerId: string, options = {}) =>
  createNoticeDelivery({ repository: createNoticeDeliveriesRepository(db()), notifier, clock, workerId, options: { batchSize: 5, ...options } });

const jobs = () => db().select().from(noticeDeliveries).orderBy(asc(noticeDeliveries.id));

describe('the notice delivery queue', () => {
  it('sends every job once when two workers deliver at the same time', async () => {
    await queueJobs(30);
    const { sent, notifier } = recordingNotifier();
    const [first, second] = await Promise.all([deliveryOf(notifier, 'worker-a').deliverDue(), deliveryOf(notifier, 'worker-b').deliverDue()]);
    expect(first.sent + second.sent).toBe(30);
    const subjects = sent.map((notification) => notification.subject);
    expect(new Set(subjects).size).toBe(30);
    expect(subjects).toHaveLength(30);
    expect((await jobs()).every((job) => job.state === 'sent' && job.attempts === 1 && job.sentAt !== null)).toBe(true);
    // Nothing is left to send: a third run sends nothing.
    expect(await deliveryOf(notifier, 'worker-c').deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(sent).toHaveLength(30);
  });

  it('leaves a job another worker holds alone until that claim runs out', async () => {
    await queueJobs(2);
    const repository = createNoticeDeliveriesRepository(db());
    const lockedUntil = new Date(clock.now().getTime() + 60_000);
    const claimedByA = await repository.claimDue({ now: clock.now(), lockedUntil, workerId: 'worker-a', limit: 10 });
    expect(claimedByA).toHaveLength(2);
    expect(await repository.claimDue({ now: clock.now(), lockedUntil, workerId: 'worker-b', limit: 10 })).toEqual([]);
    // Worker A died: after its claim, B takes the jobs over, and A's late outcome is not recorded.
    clock.advance(60_001);
    const takenOver = await repository.claimDue({ now: clock.now(), lockedUntil: new Date(clock.now().getTime() + 60_000), workerId: 'worker-b', limit: 10 });
    expect(takenOver.map((job) => job.attempts)).toEqual([2, 2]);
    await repository.markSent(claimedByA[0]?.id as number, 'worker-a', clock.now());
    expect((await jobs()).map((job) => job.state)).toEqual(['queued', 'queued']);
  });

  it('tries a failed job again later, each delay twice the last, and sends it once the notifier works', async () => {
    await queueJobs(1);
    let isFailing = true;
    const { sent, notifier } = recordingNotifier({ failing: () => isFailing });
    const delivery = deliveryOf(notifier, 'worker-a', { firstRetryMs: 60_000 });

    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 1 });
    let [job] = await jobs();
    expect(job).toMatchObject({ state: 'queued', attempts: 1, lastError: 'SMTP 451 try again later', lockedUntil: null });
    expect(job?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 60_000));

    // Not due yet: nothing is tried.
    clock.advance(59_000);
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(1_000);
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 1 });
    [job] = await jobs();
    expect(job?.attempts).toBe(2);
    expect(job?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 120_000));

    isFailing = false;
    clock.advance(120_000);
    expect(await delivery.deliverDue()).toEqual({ sent: 1, failed: 0 });
    [job] = await jobs();
    expect(job).toMatchObject({ state: 'sent', attempts: 3 });
    expect(sent).toHaveLength(1);
  });

  it('gives a job up after the last attempt', async () => {
    await queueJobs(1);
    const { sent, notifier } = recordingNotifier({ failing: () => true });
    const delivery = deliveryOf(notifier, 'worker-a', { firstRetryMs: 1_000, maxAttempts: 2 });
    await delivery.deliverDue();
    clock.advance(1_000);
    await delivery.deliverDue();
    const [job] = await db().select().from(noticeDeliveries).where(eq(noticeDeliveries.state, 'failed'));
    expect(job).toMatchObject({ attempts: 2, lastError: 'SMTP 451 try again later' });
    clock.advance(3_600_000);
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(sent).toHaveLength(0);
  });
});
