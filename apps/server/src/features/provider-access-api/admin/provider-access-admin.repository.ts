import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ProviderAccessChoice, ProviderAccessChoiceChannel } from '@portal/contracts';
import type { Executor } from '../../../db/client.js';
import { accounts, bulkExports, clientSystems, groups, members, providerAccessChoices, providerAccessGroups } from '../../../db/schema.js';
import { sharesWithProviders } from '../member-choices.js';

export type ProviderAccessAdminRepository = ReturnType<typeof createProviderAccessAdminRepository>;

export function createProviderAccessAdminRepository(db: Executor) {
  return {
    /** The plan's members (never a sandbox patient) with this member id (case-insensitive) and date of birth. */
    findMembers: (memberId: string, dob: string) =>
      db
        .select({
          qhid: members.qhid,
          memberId: members.memberId,
          firstName: members.firstName,
          lastName: members.lastName,
          dob: members.dob,
          isSecureGroup: groups.isSecure,
        })
        .from(members)
        .innerJoin(groups, eq(groups.id, members.groupId))
        .where(and(eq(sql`upper(${members.memberId})`, memberId.toUpperCase()), eq(members.dob, dob), isNull(members.sandboxClientSystemId))),

    /** Whether the member's data may go out at `at` (the one rule). */
    async isSharing(qhid: number, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ qhid: members.qhid })
        .from(members)
        .where(and(eq(members.qhid, qhid), sharesWithProviders(members.qhid, at)));
      return row !== undefined;
    },

    /** The member's choices, newest first (by effective time), with who recorded each. */
    history: (qhid: number) =>
      db
        .select({
          id: providerAccessChoices.id,
          choice: providerAccessChoices.choice,
          effectiveAt: providerAccessChoices.effectiveAt,
          channel: providerAccessChoices.channel,
          note: providerAccessChoices.note,
          recordedBy: accounts.email,
          recordedAt: providerAccessChoices.recordedAt,
        })
        .from(providerAccessChoices)
        .innerJoin(accounts, eq(accounts.id, providerAccessChoices.recordedByAccountId))
        .where(eq(providerAccessChoices.qhid, qhid))
        .orderBy(desc(providerAccessChoices.effectiveAt), desc(providerAccessChoices.id)),

    record: (row: {
      qhid: number;
      choice: ProviderAccessChoice;
      channel: ProviderAccessChoiceChannel;
      note: string | null;
      recordedByAccountId: number;
      at: Date;
    }) =>
      db.insert(providerAccessChoices).values({
        qhid: row.qhid,
        choice: row.choice,
        channel: row.channel,
        note: row.note,
        recordedByAccountId: row.recordedByAccountId,
        effectiveAt: row.at,
        recordedAt: row.at,
      }),

    /** The latest exports, newest first, with their client and Group. */
    exports: (limit: number) =>
      db
        .select({
          id: bulkExports.id,
          clientName: clientSystems.name,
          clientId: clientSystems.clientId,
          groupKind: providerAccessGroups.kind,
          groupSize: bulkExports.membersTotal,
          groupMemberCount: providerAccessGroups.memberCount,
          types: bulkExports.types,
          status: bulkExports.status,
          createdAt: bulkExports.createdAt,
          completedAt: bulkExports.completedAt,
          resourcesWritten: bulkExports.resourcesWritten,
          lastError: bulkExports.lastError,
        })
        .from(bulkExports)
        .innerJoin(clientSystems, eq(clientSystems.id, bulkExports.clientSystemId))
        .innerJoin(providerAccessGroups, eq(providerAccessGroups.id, bulkExports.groupId))
        .orderBy(desc(bulkExports.createdAt))
        .limit(limit),
  };
}
