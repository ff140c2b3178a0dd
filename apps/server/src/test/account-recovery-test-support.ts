import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { accounts } from '../db/schema.js';

/** Helpers of the forgot-password and unlock integration tests (test code only). */

export async function post(app: FastifyInstance, url: string, payload?: unknown) {
  const response = await app.inject({ method: 'POST', url: `/api${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { helperId?: string } };
}

export async function accountRow(db: Database, email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (!row) throw new Error(`No account ${email}`);
  return row;
}
