import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outboxMessages } from '../db/schema.js';

/** The code of the newest message to `recipient` (an e-mail address or a mobile number), as a person reads it. */
export async function latestCodeTo(db: Database, recipient: string): Promise<string> {
  const [message] = await db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(1);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code was sent to ${recipient}`);
  return code;
}

/** A six-digit code that is not `code`, for the wrong-code cases. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
