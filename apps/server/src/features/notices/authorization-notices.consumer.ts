import { noticeKindOfEvent } from '@portal/contracts';
import type { AuthorizationEventConsumer } from '../../authorization-core/event-consumers.js';
import type { StoredAuthorizationEvent } from '../../authorization-core/authorization-events.repository.js';
import { and, eq, or } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { authorizationEvents } from '../../db/schema.js';
import { writeAuthorizationNotices } from './authorization-notices.js';

export const noticesConsumerName = 'notices';

/**
 * The decisions made in the same command as their receipt (approved at once, on the wizard's screen or in PAS's
 * answer): the submitter was answered there, so no notice, as before the events. Read from the outbox, not the
 * batch, which may end between a receipt and its decision.
 */
async function decidedOnReceipt(tx: Transaction, events: readonly StoredAuthorizationEvent[]): Promise<Set<string>> {
  const decisions = events.filter((event) => event.kind === 'lines-decided');
  if (decisions.length === 0) return new Set();
  const e = authorizationEvents;
  const rows = await tx
    .select({ authorizationId: e.authorizationId, transactionId: e.transactionId })
    .from(e)
    .where(
      and(eq(e.kind, 'received'), or(...decisions.map((event) => and(eq(e.authorizationId, event.authorizationId), eq(e.transactionId, event.transactionId))))),
    );
  return new Set(rows.map((row) => `${row.authorizationId}|${row.transactionId}`));
}

/**
 * The provider's notices from the events: the bell row for the submitting account and, unless it opted out, the
 * e-mail delivery job (authorization-notices.ts), in the batch's transaction; the e-mail worker is nudged after the
 * commit.
 */
export function createNoticesConsumer(deps: { deliverSoon(): void; publicBaseUrl: string }): AuthorizationEventConsumer {
  return {
    name: noticesConsumerName,
    async handle(tx: Transaction, events: readonly StoredAuthorizationEvent[]) {
      const onReceipt = await decidedOnReceipt(tx, events);
      const inputs = events.flatMap((event) => {
        // The events the submitting account is told of, and the kind of notice each raises: contracts' one list.
        const kind = noticeKindOfEvent(event.kind);
        if (!kind || (event.kind === 'lines-decided' && onReceipt.has(`${event.authorizationId}|${event.transactionId}`))) return [];
        return [{ authorizationId: event.authorizationId, status: event.status, kind, occurredAt: new Date(event.occurredAt) }];
      });
      await writeAuthorizationNotices(tx, inputs, { publicBaseUrl: deps.publicBaseUrl });
      return inputs.length > 0;
    },
    afterCommit: deps.deliverSoon,
  };
}
