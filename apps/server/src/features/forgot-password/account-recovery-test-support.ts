import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { accounts, outboxMessages } from '../../db/schema.js';

/** Helpers of the forgot-password and unlock integration tests (test code only). */

export async function post(app: FastifyInstance, url: string, payload?: unknown) {
  const response = await app.inject({ method: 'POST', url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { helperId?: string } };
}

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

export async function accountRow(db: Database, email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (!row) throw new Error(`No account ${email}`);
  return row;
}

/** A code different from `code`, for the wrong-code cases. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
