/**
 * What the FHIR benches need in a database seeded before their APIs existed (what a new seed has): the PAS guide's
 * example member and providers, the CRD guide's example patient (AMY BAXTER), and the EHR Sandbox client system.
 * Each is added only when missing, so both may run any number of times on one database.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { selectRows } from '../db/client.js';
import { crdExampleMember, seedCrdExampleData } from '../demo/demo-crd-examples.js';
import { seedPasExampleData } from '../demo/demo-pas-examples.js';
import { registerSandboxClientSystem } from '../demo/sandbox-client-system.js';

/** The PAS example member's id in the guide's examples. */
const pasExampleMemberId = '12345678901';

async function hasMember(db: Executor, memberId: string): Promise<boolean> {
  const [present] = await selectRows<{ count: number }>(db, sql`select count(*)::int as count from members where member_id = ${memberId}`);
  return Boolean(present?.count);
}

export async function topUpPasData(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await hasMember(tx, pasExampleMemberId))) await seedPasExampleData(tx);
    await registerSandboxClientSystem(tx, now);
  });
}

/** Answers the members the database has. */
export async function topUpCrdData(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await hasMember(tx, crdExampleMember.memberId))) await seedCrdExampleData(tx);
    await registerSandboxClientSystem(tx, now);
    const [all] = await selectRows<{ count: number }>(tx, sql`select count(*)::int as count from members`);
    return all?.count ?? 0;
  });
}
