import type { DenialReason, PolicyRuleValues } from '@portal/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { accounts, denialReasons, policyHistory, priorAuthorizationRules } from '../../db/schema.js';
import type { PolicyRuleRow } from '../../payer/prior-authorization-policy.js';

/** A stored rule with who changed it last. */
export interface PolicyRuleRecord extends PolicyRuleRow {
  updatedAt: Date;
  updatedBy: string | null;
}

export interface PolicyHistoryValues {
  occurredAt: Date;
  accountId: number;
  userName: string;
  action: string;
  subject: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface PolicyHistoryRecord extends PolicyHistoryValues {
  id: number;
}

type RuleRow = typeof priorAuthorizationRules.$inferSelect;

function toRule(row: RuleRow, updatedBy: string | null): PolicyRuleRecord {
  return {
    id: row.id,
    codeFrom: row.codeFrom,
    codeTo: row.codeTo,
    description: row.description,
    groupLists: row.groupLists as PolicyRuleRow['groupLists'],
    placesOfService: row.placesOfService,
    isAuthorizationRequired: row.isAuthorizationRequired,
    approval: row.approval as PolicyRuleRow['approval'],
    approvalMaxUnits: row.approvalMaxUnits,
    approvalMaxDays: row.approvalMaxDays,
    approvalPlacesOfService: row.approvalPlacesOfService,
    documentation: row.documentation as PolicyRuleRow['documentation'],
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
    updatedAt: row.updatedAt,
    updatedBy,
  };
}

const columnsOf = (values: PolicyRuleValues) => ({
  codeFrom: values.codeFrom,
  codeTo: values.codeTo,
  description: values.description,
  groupLists: [...values.groupLists],
  placesOfService: [...values.placesOfService],
  isAuthorizationRequired: values.isAuthorizationRequired,
  approval: values.approval,
  approvalMaxUnits: values.approvalMaxUnits,
  approvalMaxDays: values.approvalMaxDays,
  approvalPlacesOfService: [...values.approvalPlacesOfService],
  documentation: [...values.documentation],
  effectiveFrom: values.effectiveFrom,
  effectiveTo: values.effectiveTo,
});

export function createPolicyRepository(db: Executor) {
  const selectRules = () =>
    db
      .select({ rule: priorAuthorizationRules, updatedBy: accounts.email })
      .from(priorAuthorizationRules)
      .leftJoin(accounts, eq(accounts.id, priorAuthorizationRules.updatedByAccountId));

  return {
    /** Every rule, retired ones too, by code. */
    async findRules(): Promise<PolicyRuleRecord[]> {
      const rows = await selectRules().orderBy(asc(priorAuthorizationRules.codeFrom), asc(priorAuthorizationRules.id));
      return rows.map((row) => toRule(row.rule, row.updatedBy));
    },

    async findRule(id: number): Promise<PolicyRuleRecord | undefined> {
      const rows = await selectRules().where(eq(priorAuthorizationRules.id, id)).limit(1);
      return rows[0] ? toRule(rows[0].rule, rows[0].updatedBy) : undefined;
    },

    async insertRule(values: PolicyRuleValues, accountId: number, at: Date): Promise<number> {
      const rows = await db
        .insert(priorAuthorizationRules)
        .values({ ...columnsOf(values), updatedByAccountId: accountId, updatedAt: at })
        .returning({ id: priorAuthorizationRules.id });
      return (rows[0] as { id: number }).id;
    },

    async updateRule(id: number, values: PolicyRuleValues, accountId: number, at: Date): Promise<void> {
      await db
        .update(priorAuthorizationRules)
        .set({ ...columnsOf(values), updatedByAccountId: accountId, updatedAt: at })
        .where(eq(priorAuthorizationRules.id, id));
    },

    async addHistory(entry: PolicyHistoryValues): Promise<void> {
      await db.insert(policyHistory).values(entry);
    },

    async findHistory(limit: number): Promise<PolicyHistoryRecord[]> {
      const rows = await db.select().from(policyHistory).orderBy(desc(policyHistory.occurredAt), desc(policyHistory.id)).limit(limit);
      return rows.map((row) => ({ ...row, accountId: row.accountId ?? 0, before: row.before ?? null, after: row.after ?? null }));
    },

    async findDenialReasons(): Promise<DenialReason[]> {
      return db
        .select({ code: denialReasons.code, label: denialReasons.label, isActive: denialReasons.isActive })
        .from(denialReasons)
        .orderBy(asc(denialReasons.label));
    },

    async findDenialReason(code: string): Promise<DenialReason | undefined> {
      const rows = await db
        .select({ code: denialReasons.code, label: denialReasons.label, isActive: denialReasons.isActive })
        .from(denialReasons)
        .where(eq(denialReasons.code, code))
        .limit(1);
      return rows[0];
    },

    /** False when the code is taken. */
    async insertDenialReason(reason: DenialReason, at: Date): Promise<boolean> {
      const rows = await db
        .insert(denialReasons)
        .values({ ...reason, updatedAt: at })
        .onConflictDoNothing()
        .returning({ code: denialReasons.code });
      return rows.length > 0;
    },

    async updateDenialReason(reason: DenialReason, at: Date): Promise<void> {
      await db.update(denialReasons).set({ label: reason.label, isActive: reason.isActive, updatedAt: at }).where(eq(denialReasons.code, reason.code));
    },
  };
}
export type PolicyRepository = ReturnType<typeof createPolicyRepository>;

/** Runs `work` in one transaction: a CSV import, a change and its history row are written together or not at all. */
export const inPolicyTransaction = <T>(db: Database, work: (repository: PolicyRepository) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(createPolicyRepository(tx)));
