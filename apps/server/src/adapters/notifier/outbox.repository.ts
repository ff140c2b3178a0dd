import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';
import type { NotificationChannel } from './notifier.js';

export interface OutboxMessage {
  id: number;
  channel: NotificationChannel;
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
  sentAt: Date | null;
  transport: string;
}

export interface NewOutboxMessage {
  channel: NotificationChannel;
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
  transport: 'outbox' | 'smtp';
}

/** E-mail addresses are case-insensitive in practice: the mailbox finds Jane@X.org when asked for jane@x.org. */
function recipientKey(recipient: string): string {
  return recipient.trim().toLowerCase();
}

export function createOutboxRepository(db: Executor) {
  return {
    async insert(message: NewOutboxMessage): Promise<number> {
      const [row] = await db
        .insert(outboxMessages)
        .values({ ...message, recipient: recipientKey(message.recipient) })
        .returning({ id: outboxMessages.id });
      if (!row) throw new Error('Outbox insert returned no row');
      return row.id;
    },

    async markSent(id: number, sentAt: Date): Promise<void> {
      await db.update(outboxMessages).set({ sentAt }).where(eq(outboxMessages.id, id));
    },

    /** Newest first; the id breaks ties of messages written in the same instant. */
    async findNewest(options: { recipient?: string; limit: number }): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(options.recipient === undefined ? undefined : eq(outboxMessages.recipient, recipientKey(options.recipient)))
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(options.limit);
      return rows.map((row) => ({ ...row, channel: row.channel as NotificationChannel }));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
