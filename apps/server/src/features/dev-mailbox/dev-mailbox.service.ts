import type { DevMailboxMessage } from '@portal/contracts';
import type { OutboxRepository } from '../../adapters/notifier/outbox.repository.js';

/** The page shows this many; enough for a morning of trying the portal, small enough to read. */
export const devMailboxPageSize = 50;

export type DevMailboxService = ReturnType<typeof createDevMailboxService>;

export function createDevMailboxService(deps: { outboxRepository: OutboxRepository }) {
  const { outboxRepository } = deps;
  return {
    /** Newest first, optionally only those sent to one address or number. */
    async listMessages(to?: string): Promise<DevMailboxMessage[]> {
      const rows = await outboxRepository.findNewest({ ...(to === undefined ? {} : { recipient: to }), limit: devMailboxPageSize });
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
