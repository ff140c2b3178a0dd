import {
  codeSystemOf,
  type CreateDenialReasonRequest,
  type DenialReason,
  formatPolicyCode,
  type ImportPolicyResponse,
  type PolicyHistoryEntry,
  type PolicyRule,
  type PolicyRuleValues,
  policyDocumentationLabels,
  policyGroupListLabels,
  policyLimits,
  policyMessages,
  policyRuleStatusOn,
  placeOfServiceByCode,
  type PriorAuthorizationRequirementsResponse,
  type RetirePolicyRuleRequest,
  type SavePolicyRuleRequest,
  type UpdateDenialReasonRequest,
} from '@portal/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import type { AdminActor } from '../../audit/admin-changes.js';
import { type AuditLog, auditOutcomes } from '../../audit/audit-log.js';
import { parsePolicyCsv, policyRulesToCsv, requirementsToCsv } from './policy-csv.js';
import { inPolicyTransaction, type PolicyRepository, type PolicyRuleRecord } from './policy.repository.js';
import type { PriorAuthorizationPolicy } from '../../payer/prior-authorization-policy.service.js';

const text = policyMessages.errors;

export const policyAuditActions = {
  ruleCreated: 'policy-rule-created',
  ruleUpdated: 'policy-rule-updated',
  ruleRetired: 'policy-rule-retired',
  ruleImported: 'policy-rule-imported',
  denialReasonCreated: 'policy-denial-reason-created',
  denialReasonUpdated: 'policy-denial-reason-updated',
} as const;

/** The history's action names (policyMessages.history.actions), the audit log's without its prefix. */
const historyActionOf = (auditAction: string) => auditAction.replace(/^policy-/, '');

/** A rule's values as history and audit keep them. */
export function valuesOf(rule: PolicyRuleValues): Record<string, unknown> {
  return {
    codeFrom: rule.codeFrom,
    codeTo: rule.codeTo,
    description: rule.description,
    groupLists: [...rule.groupLists],
    placesOfService: [...rule.placesOfService],
    isAuthorizationRequired: rule.isAuthorizationRequired,
    approval: rule.approval,
    approvalMaxUnits: rule.approvalMaxUnits,
    approvalMaxDays: rule.approvalMaxDays,
    approvalPlacesOfService: [...rule.approvalPlacesOfService],
    documentation: [...rule.documentation],
    effectiveFrom: rule.effectiveFrom,
    effectiveTo: rule.effectiveTo,
  };
}

const isSame = (a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify(a) === JSON.stringify(b);

export function createPolicyService(deps: { db: Database; repository: PolicyRepository; policy: PriorAuthorizationPolicy; audit: AuditLog; clock: Clock }) {
  const { db, repository, policy, audit, clock } = deps;

  const toRule = (record: PolicyRuleRecord): PolicyRule => ({
    ...record,
    groupLists: [...record.groupLists],
    placesOfService: [...record.placesOfService],
    approvalPlacesOfService: [...record.approvalPlacesOfService],
    documentation: [...record.documentation],
    status: policyRuleStatusOn(record, policy.today()),
    updatedAt: record.updatedAt.toISOString(),
  });

  /** The history row goes with the change (same transaction); the audit log entry after it. */
  async function recordChange(
    tx: PolicyRepository,
    actor: AdminActor,
    action: string,
    subject: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<() => Promise<void>> {
    await tx.addHistory({
      occurredAt: clock.now(),
      accountId: actor.accountId,
      userName: actor.userName,
      action: historyActionOf(action),
      subject,
      before,
      after,
    });
    return () =>
      audit.record({
        actorAccountId: actor.accountId,
        userName: actor.userName,
        action,
        outcome: auditOutcomes.success,
        clientAddress: actor.clientAddress,
        details: { subject, before, after },
      });
  }

  async function findRuleOrFail(tx: PolicyRepository, id: number): Promise<PolicyRuleRecord> {
    const rule = await tx.findRule(id);
    if (!rule) throw new NotFoundError(text.ruleNotFound);
    return rule;
  }

  /** Writes a change in one transaction, then audits it and makes this instance read the rules again. */
  async function change<T>(work: (tx: PolicyRepository) => Promise<{ result: T; audits: (() => Promise<void>)[] }>): Promise<T> {
    const { result, audits } = await inPolicyTransaction(db, work);
    policy.forget();
    for (const write of audits) await write();
    return result;
  }

  async function requirements(): Promise<PriorAuthorizationRequirementsResponse> {
    const today = policy.today();
    const rules = await repository.findRules();
    const published = rules.filter((rule) => rule.isAuthorizationRequired && (rule.effectiveTo === null || rule.effectiveTo > today));
    const latest = rules.reduce<Date | null>((max, rule) => (max === null || rule.updatedAt > max ? rule.updatedAt : max), null);
    return {
      requirements: published.map((rule) => ({
        codeFrom: rule.codeFrom,
        codeTo: rule.codeTo,
        codeSystem: codeSystemOf(rule.codeFrom),
        description: rule.description,
        groupLists: rule.groupLists.map((name) => policyGroupListLabels[name]),
        placesOfService: rule.placesOfService.map((code) => `${code} ${placeOfServiceByCode(code)?.description ?? ''}`.trim()),
        documentation: rule.documentation.map((kind) => policyDocumentationLabels[kind]),
        effectiveFrom: rule.effectiveFrom,
        effectiveTo: rule.effectiveTo,
      })),
      updatedAt: latest?.toISOString() ?? null,
    };
  }

  return {
    async listRules(): Promise<PolicyRule[]> {
      return (await repository.findRules()).map(toRule);
    },

    createRule: (actor: AdminActor, values: SavePolicyRuleRequest) =>
      change(async (tx) => {
        const id = await tx.insertRule(values, actor.accountId, clock.now());
        const audit = await recordChange(tx, actor, policyAuditActions.ruleCreated, formatPolicyCode(values), null, valuesOf(values));
        return { result: toRule(await findRuleOrFail(tx, id)), audits: [audit] };
      }),

    updateRule: (actor: AdminActor, id: number, values: SavePolicyRuleRequest) =>
      change(async (tx) => {
        const before = await findRuleOrFail(tx, id);
        if (isSame(valuesOf(before), valuesOf(values))) return { result: toRule(before), audits: [] };
        await tx.updateRule(id, values, actor.accountId, clock.now());
        const audit = await recordChange(tx, actor, policyAuditActions.ruleUpdated, formatPolicyCode(values), valuesOf(before), valuesOf(values));
        return { result: toRule(await findRuleOrFail(tx, id)), audits: [audit] };
      }),

    retireRule: (actor: AdminActor, id: number, request: RetirePolicyRuleRequest) =>
      change(async (tx) => {
        const before = await findRuleOrFail(tx, id);
        if (request.effectiveTo <= before.effectiveFrom) throw new ValidationError(text.retireDate, { effectiveTo: [text.retireDate] });
        const after = { ...before, effectiveTo: request.effectiveTo };
        await tx.updateRule(id, after, actor.accountId, clock.now());
        const audit = await recordChange(tx, actor, policyAuditActions.ruleRetired, formatPolicyCode(before), valuesOf(before), valuesOf(after));
        return { result: toRule(await findRuleOrFail(tx, id)), audits: [audit] };
      }),

    async exportCsv(): Promise<string> {
      return policyRulesToCsv(await repository.findRules());
    },

    /** Every row or none: a bad row, or an id no rule has, refuses the whole file. */
    async importCsv(actor: AdminActor, csv: string): Promise<ImportPolicyResponse> {
      const rows = parsePolicyCsv(csv);
      return change(async (tx) => {
        const counts = { created: 0, updated: 0, unchanged: 0 };
        const audits: (() => Promise<void>)[] = [];
        for (const row of rows) {
          const subject = formatPolicyCode(row.values);
          if (row.id === null) {
            await tx.insertRule(row.values, actor.accountId, clock.now());
            audits.push(await recordChange(tx, actor, policyAuditActions.ruleImported, subject, null, valuesOf(row.values)));
            counts.created += 1;
            continue;
          }
          const before = await tx.findRule(row.id);
          if (!before) {
            const message = text.csvLine(row.line, text.csvUnknownId(String(row.id)));
            throw new ValidationError(message, { csv: [message] });
          }
          if (isSame(valuesOf(before), valuesOf(row.values))) {
            counts.unchanged += 1;
            continue;
          }
          await tx.updateRule(row.id, row.values, actor.accountId, clock.now());
          audits.push(await recordChange(tx, actor, policyAuditActions.ruleImported, subject, valuesOf(before), valuesOf(row.values)));
          counts.updated += 1;
        }
        return { result: counts, audits };
      });
    },

    async history(): Promise<PolicyHistoryEntry[]> {
      const records = await repository.findHistory(policyLimits.historyMaxEntries);
      return records.map((record) => ({
        id: record.id,
        occurredAt: record.occurredAt.toISOString(),
        changedBy: record.userName,
        action: record.action,
        subject: record.subject,
        before: record.before,
        after: record.after,
      }));
    },

    requirements,

    async requirementsCsv(): Promise<string> {
      return requirementsToCsv((await requirements()).requirements);
    },

    async denialReasons(options: { includeInactive: boolean }): Promise<DenialReason[]> {
      const reasons = await repository.findDenialReasons();
      return options.includeInactive ? reasons : reasons.filter((reason) => reason.isActive);
    },

    createDenialReason: (actor: AdminActor, request: CreateDenialReasonRequest) =>
      change(async (tx) => {
        const reason = { code: request.code, label: request.label, isActive: true };
        if (!(await tx.insertDenialReason(reason, clock.now())))
          throw new ValidationError(policyMessages.denialReasons.codeTaken, { code: [policyMessages.denialReasons.codeTaken] });
        const audit = await recordChange(tx, actor, policyAuditActions.denialReasonCreated, reason.code, null, reason);
        return { result: reason, audits: [audit] };
      }),

    updateDenialReason: (actor: AdminActor, code: string, request: UpdateDenialReasonRequest) =>
      change(async (tx) => {
        const before = await tx.findDenialReason(code);
        if (!before) throw new NotFoundError(text.denialReasonNotFound);
        const after = { code, label: request.label, isActive: request.isActive };
        if (isSame(before, after)) return { result: before, audits: [] };
        await tx.updateDenialReason(after, clock.now());
        const audit = await recordChange(tx, actor, policyAuditActions.denialReasonUpdated, code, before, after);
        return { result: after, audits: [audit] };
      }),
  };
}
export type PolicyService = ReturnType<typeof createPolicyService>;
