import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { MemberReadAudit } from '../../access/member-reader.js';
import { scheduleRecurring } from '../../scheduling/schedule-recurring.js';
import type { ProviderAccess } from '../../access/provider-access.service.js';
import { createSubscriptionDelivery, type SubscriptionDeliveryOptions } from './subscription-delivery.js';
import { createSubscriptionNotificationsRepository } from './subscription-notifications.repository.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';
import { createSubscriptionsService } from './subscriptions.service.js';
import type { ClaimResponseBundleOf } from './claim-response-bundle.js';

/** FHIR Subscriptions: the resource's service and the delivery worker, which runs from the app's ready to its close. */
export function createFhirSubscriptionServices(deps: {
  db: Database;
  pasService: { responseBundleOf: ClaimResponseBundleOf };
  providerAccess: Pick<ProviderAccess, 'activeLocationIds'>;
  memberReadAudit: MemberReadAudit;
  fhirBaseUrl: string;
  deliveryOptions: Partial<SubscriptionDeliveryOptions>;
  clock: Clock;
}) {
  const { db, clock } = deps;
  const delivery = createSubscriptionDelivery({
    repository: createSubscriptionNotificationsRepository(db),
    pasService: deps.pasService,
    providerAccess: deps.providerAccess,
    memberReadAudit: deps.memberReadAudit,
    fhirBaseUrl: deps.fhirBaseUrl,
    clock,
    options: deps.deliveryOptions,
  });
  let scheduler: ReturnType<typeof scheduleRecurring> | undefined;
  const deliverSoon = (): void => scheduler?.runSoon();
  const subscriptionsService = createSubscriptionsService({ repository: createSubscriptionsRepository(db), clock, deliverSoon });

  return {
    subscriptionsService,
    delivery,
    /** A handshake queued or an event committed (the events consumer's NOTIFY): post now rather than at the next poll. */
    deliverSoon,
    startDelivery(intervalMs: number, log: FastifyBaseLogger): void {
      scheduler ??= scheduleRecurring(() => delivery.deliverDue(), intervalMs, log, 'the delivery of FHIR subscription notifications');
    },
    async stopDelivery(): Promise<void> {
      delivery.stop();
      await scheduler?.stop();
      scheduler = undefined;
    },
  };
}
export type FhirSubscriptionServices = ReturnType<typeof createFhirSubscriptionServices>;
