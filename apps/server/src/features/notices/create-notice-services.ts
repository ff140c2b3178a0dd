import type { FastifyBaseLogger } from 'fastify';
import type { Notifier } from '../../adapters/notifier/notifier.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { AuditLog } from '../../audit/audit-log.js';
import type { ProviderAccess } from '../../access/provider-access.service.js';
import { createNoticeDeliveriesRepository } from './notice-deliveries.repository.js';
import { createNoticeDelivery } from './notice-delivery.js';
import { scheduleRecurring } from '../../scheduling/schedule-recurring.js';
import { createNoticesRepository } from './notices.repository.js';
import { createNoticesService } from './notices.service.js';

/** The bell and the delivery of notice e-mails; the worker runs from the app's ready to its close. */
export function createNoticeServices(deps: { db: Database; notifier: Notifier; audit: AuditLog; providerAccess: ProviderAccess; clock: Clock }) {
  const { db, notifier, audit, providerAccess, clock } = deps;
  const noticesService = createNoticesService({ noticesRepository: createNoticesRepository(db), providerAccess, audit, clock });
  const delivery = createNoticeDelivery({ repository: createNoticeDeliveriesRepository(db), notifier, clock });
  let scheduler: ReturnType<typeof scheduleRecurring> | undefined;

  return {
    noticesService,
    delivery,
    /**
     * Call right after a transaction that wrote a notice (writeAuthorizationNotice) has committed: its e-mail goes
     * now rather than at the next poll. Does nothing while the worker is not running.
     */
    deliverSoon(): void {
      scheduler?.runSoon();
    },
    startDelivery(intervalMs: number, log: FastifyBaseLogger): void {
      scheduler ??= scheduleRecurring(() => delivery.deliverDue(), intervalMs, log, 'the delivery of notices');
    },
    async stopDelivery(): Promise<void> {
      await scheduler?.stop();
      scheduler = undefined;
    },
  };
}
export type NoticeServices = ReturnType<typeof createNoticeServices>;
