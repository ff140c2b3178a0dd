import { sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../db/client.js';
import { coverages, members } from '../db/schema.js';
import { demoGroupIds } from './demo-groups.js';

/**
 * The patient the Da Vinci CRD guide's order-sign example names (issue 21), so the example sent to the sandbox's CDS
 * service is answered for a member rather than "cannot tell": AMY V. BAXTER, born 1987-02-20, whose Coverage has the
 * member number 88800933501, covered from 2000 on.
 */
export const crdExampleMember = { memberId: '88800933501', firstName: 'AMY', lastName: 'BAXTER', dob: '1987-02-20' } as const;

export async function seedCrdExampleData(tx: Executor): Promise<void> {
  const [next] = await selectRows<{ qhid: number }>(tx, sql`select coalesce(max(qhid), 0)::int + 1 as qhid from members`);
  if (!next) throw new Error('The members could not be read.');
  await tx.insert(members).values({ qhid: next.qhid, ...crdExampleMember, groupId: demoGroupIds.automation, middleInitial: 'V', sex: 'F' });
  await tx.insert(coverages).values({ qhid: next.qhid, planOptionName: 'Evergreen Gold PPO', effectiveDate: '2000-01-01', termDate: '2099-12-31' });
}
