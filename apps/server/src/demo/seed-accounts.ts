import { addDaysToTimestamp } from '@portal/contracts';
import type { Executor } from '../db/client.js';
import { accounts, providerAssociations } from '../db/schema.js';
import { extraDemoAccounts } from './demo-account-extras.js';
import { fixedDemoAccounts, type AccountRow } from './demo-accounts.js';
import { insertInChunks } from '../db/bulk-insert.js';
import type { Random } from './random.js';

export interface AccountHashes {
  passwordHash: string;
  securityAnswerHash: string;
}

/** Security questions 1 to 3, one from each group (ids from demo-settings). */
const questionIds = [1, 7, 13] as const;

/**
 * Inserts the demo accounts and their provider associations. Account dates count back from `now`, so the
 * admin area's newest-first lists show fresh requests on top.
 */
export async function seedAccounts(executor: Executor, hashes: AccountHashes, now: Date, random: Random): Promise<number> {
  const demoAccounts = [...fixedDemoAccounts(), ...extraDemoAccounts(random)];
  const rows: AccountRow[] = demoAccounts.map(({ account }, index) => {
    const addDate = addDaysToTimestamp(now, -(2 + ((index * 37) % 400)));
    const isApproved = account.accountStatus === 'Approved';
    return {
      ...account,
      passwordHash: hashes.passwordHash,
      securityQuestion1: questionIds[0],
      securityAnswer1Hash: hashes.securityAnswerHash,
      securityQuestion2: questionIds[1],
      securityAnswer2Hash: hashes.securityAnswerHash,
      securityQuestion3: questionIds[2],
      securityAnswer3Hash: hashes.securityAnswerHash,
      tosAcceptedAt: addDate,
      lastLoginAt: isApproved ? addDaysToTimestamp(now, -random.int(1, 30)) : null,
      addDate,
      changeDate: isApproved ? addDaysToTimestamp(addDate, 2) : addDate,
    };
  });
  const inserted = await executor.insert(accounts).values(rows).returning({ id: accounts.id, email: accounts.email });
  const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  const associations = demoAccounts.flatMap(({ account, associations: list }) =>
    list.map((association, position) => {
      const addDate = addDaysToTimestamp(now, -(1 + ((position * 11 + account.loginId) % 300)));
      return {
        accountId: idByEmail.get(account.email) as number,
        ...association,
        addDate,
        changeDate: association.associationStatus === 'requested' ? addDate : addDaysToTimestamp(addDate, 1),
      };
    }),
  );
  await insertInChunks(executor, providerAssociations, associations);
  return rows.length;
}
