import {
  apiPrefix,
  DenialReasonsResponseSchema,
  endpointPath,
  endpointQuery,
  ErrorResponseSchema,
  ImportPolicyResponseSchema,
  PolicyHistoryResponseSchema,
  PolicyRuleSchema,
  PolicyRulesResponseSchema,
  policyEndpoints,
  PriorAuthorizationRequirementsResponseSchema,
  submitAuthorizationEndpoints,
} from '@portal/contracts';
import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, policyHistory, priorAuthorizationRules } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { tokenOf } from '../../test/test-app.js';
import { type AdminTestContext, createAdminTestContext } from '../../test/admin-test-support.js';

const apiPath = (...args: Parameters<typeof endpointPath>) => `${apiPrefix}${endpointPath(...args)}`;

let context: AdminTestContext;
let reviewerToken: string;
beforeAll(async () => {
  context = await createAdminTestContext();
  reviewerToken = await tokenOf(context.testApp.app, 'reviewer@example.com');
});
afterAll(() => context.testApp.close());

const rulesPath = apiPath(policyEndpoints.rules);
const newRule = {
  codeFrom: '27447',
  codeTo: '',
  description: 'Total knee replacement',
  groupLists: [],
  placesOfService: [],
  isAuthorizationRequired: true,
  approval: 'onSubmission',
  approvalMaxUnits: null,
  approvalMaxDays: null,
  approvalPlacesOfService: [],
  documentation: ['clinicalNotes'],
  effectiveFrom: '2000-01-01',
  effectiveTo: null,
};
const rules = async () => PolicyRulesResponseSchema.parse((await context.call('GET', rulesPath)).json());
const history = async () => PolicyHistoryResponseSchema.parse((await context.call('GET', apiPath(policyEndpoints.history))).json());
const policyAudits = () => context.db.select().from(auditLog).where(like(auditLog.action, 'policy-%')).orderBy(desc(auditLog.id));
const isAutoApproved = async (code: string) =>
  (
    await context.call(
      'GET',
      `${apiPath(submitAuthorizationEndpoints.autoApproved, { id: code })}${endpointQuery({ groupId: '3200' })}`,
      undefined,
      context.providerToken,
    )
  ).json();
const exportCsv = async () => (await context.call('GET', apiPath(policyEndpoints.exportCsv))).body;
const importCsv = (csv: string) => context.call('POST', apiPath(policyEndpoints.importCsv), { csv });

describe('the public list', () => {
  it('answers anyone, without a login, the codes that need authorization from the seeded policy', async () => {
    const response = await context.call('GET', apiPath(policyEndpoints.requirements), undefined, null);
    expect(response.statusCode).toBe(200);
    const { requirements } = PriorAuthorizationRequirementsResponseSchema.parse(response.json());
    const brainMri = requirements.find((item) => item.codeFrom === '70551');
    expect(brainMri).toMatchObject({ codeSystem: 'CPT', documentation: ['MRI questionnaire (imaging: with the X-ray question)'], effectiveTo: null });
    expect(requirements.find((item) => item.codeFrom === 'E0601')?.codeSystem).toBe('HCPCS');
    // Office visits never need authorization: not on the list.
    expect(requirements.some((item) => item.codeFrom <= '99213' && '99213' <= item.codeTo)).toBe(false);
  });

  it('downloads as CSV', async () => {
    const response = await context.call('GET', apiPath(policyEndpoints.requirementsCsv), undefined, null);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('prior-authorization-requirements.csv');
    expect(response.body.split('\r\n')[0]).toBe('code,codeTo,codeSystem,description,groupLists,placesOfService,documentation,effectiveFrom,effectiveTo');
    expect(response.body).toContain('70551,,CPT,"MRI of the brain, without contrast",,,MRI questionnaire (imaging: with the X-ray question),2000-01-01,');
  });
});

describe('maintaining the policy', () => {
  it('is refused to anyone without the Policy role, nothing written', async () => {
    const before = await countRows(context.db, priorAuthorizationRules);
    expect((await context.call('POST', rulesPath, newRule, null)).statusCode).toBe(401);
    expect((await context.call('POST', rulesPath, newRule, context.providerToken)).statusCode).toBe(403);
    expect((await context.call('POST', rulesPath, newRule, reviewerToken)).statusCode).toBe(403);
    expect((await context.call('GET', apiPath(policyEndpoints.exportCsv), undefined, reviewerToken)).statusCode).toBe(403);
    expect(await countRows(context.db, priorAuthorizationRules)).toBe(before);
  });

  it('refuses bad input with a message on the field, changing nothing', async () => {
    const before = await countRows(context.db, priorAuthorizationRules);
    const bad = await context.call('POST', rulesPath, { ...newRule, codeTo: '27440', effectiveTo: '1999-12-31' });
    expect(bad.statusCode).toBe(400);
    const error = ErrorResponseSchema.parse(bad.json());
    expect(error.fieldErrors?.codeTo).toEqual(['The last code of the range must not come before the first.']);
    expect(error.fieldErrors?.effectiveTo).toEqual(['The end date must come after the effective date.']);
    expect(await countRows(context.db, priorAuthorizationRules)).toBe(before);
    expect(await countRows(context.db, policyHistory)).toBe(0);
  });

  it('adds, edits and retires a rule; each change is used at once and kept in the history and the audit log', async () => {
    expect(await isAutoApproved('27447')).toBe(false);
    const created = await context.call('POST', rulesPath, newRule);
    expect(created.statusCode).toBe(200);
    const rule = PolicyRuleSchema.parse(created.json());
    expect(rule).toMatchObject({ codeFrom: '27447', codeTo: '27447', status: 'active', updatedBy: 'admin@example.com' });
    expect(await isAutoApproved('27447')).toBe(true);

    const edited = await context.call('PUT', apiPath(policyEndpoints.updateRule, { id: rule.id }), { ...newRule, approval: 'never', approvalMaxUnits: null });
    expect(PolicyRuleSchema.parse(edited.json()).approval).toBe('never');
    expect(await isAutoApproved('27447')).toBe(false);

    const tooEarly = await context.call('POST', apiPath(policyEndpoints.retireRule, { id: rule.id }), { effectiveTo: '2000-01-01' });
    expect(tooEarly.statusCode).toBe(400);
    const retired = await context.call('POST', apiPath(policyEndpoints.retireRule, { id: rule.id }), { effectiveTo: '2026-03-02' });
    expect(PolicyRuleSchema.parse(retired.json())).toMatchObject({ effectiveTo: '2026-03-02', status: 'retired' });

    const [retiring, editing, adding] = await history();
    expect(adding).toMatchObject({
      action: 'rule-created',
      subject: '27447',
      changedBy: 'admin@example.com',
      before: null,
      after: { approval: 'onSubmission' },
    });
    expect(editing).toMatchObject({ action: 'rule-updated', before: { approval: 'onSubmission' }, after: { approval: 'never' } });
    expect(retiring).toMatchObject({ action: 'rule-retired', before: { effectiveTo: null }, after: { effectiveTo: '2026-03-02' } });
    const audits = await policyAudits();
    expect(audits.map((entry) => entry.action).slice(0, 3)).toEqual(['policy-rule-retired', 'policy-rule-updated', 'policy-rule-created']);
    expect(audits[0]?.details).toMatchObject({ subject: '27447', before: { effectiveTo: null }, after: { effectiveTo: '2026-03-02' } });
    expect((await context.call('PUT', apiPath(policyEndpoints.updateRule, { id: 999_999 }), newRule)).statusCode).toBe(404);
  });
});

describe('CSV import and export', () => {
  it('reads back its own export unchanged', async () => {
    const before = await rules();
    const response = await importCsv(await exportCsv());
    expect(response.statusCode).toBe(200);
    expect(ImportPolicyResponseSchema.parse(response.json())).toEqual({ created: 0, updated: 0, unchanged: before.length });
    expect(await rules()).toEqual(before);
  });

  it('refuses a file with one bad row whole, naming the line: the good rows are not imported either', async () => {
    const before = await rules();
    const historyBefore = await countRows(context.db, policyHistory);
    const lines = (await exportCsv()).split('\r\n');
    const changed = lines.map((line, index) => (index === 1 ? line.replace(/^(\d+,\w+,\w+,)"?[^,"]*"?/, '$1Changed description') : line));
    const file = [...changed, ',97110,,New therapy rule,,,true,onSubmission,,,,,2026-01-01,', ',ABCDE,,Bad,,,true,never,,,,,2026-01-01,'].join('\r\n');
    const response = await importCsv(file);
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toBe(
      `Line ${lines.length + 2}: codeFrom: Enter a CPT code (five digits, or four digits and a letter) or an HCPCS code (a letter and four digits).`,
    );
    expect(await rules()).toEqual(before);
    expect(await countRows(context.db, policyHistory)).toBe(historyBefore);
  });

  it('refuses an id no rule has, and a file over 2 MB, changing nothing', async () => {
    const before = await countRows(context.db, priorAuthorizationRules);
    const header = (await exportCsv()).split('\r\n')[0];
    const unknown = await importCsv(`${header}\r\n,97110,,New,,,true,never,,,,,2026-01-01,\r\n999999,97112,,Old,,,true,never,,,,,2026-01-01,`);
    expect(unknown.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(unknown.json()).message).toBe('Line 3: no rule has the id 999999.');
    const tooLarge = await importCsv(`${header}\r\n${'x'.repeat(2 * 1024 * 1024)}`);
    expect(tooLarge.statusCode).toBe(400);
    expect(await countRows(context.db, priorAuthorizationRules)).toBe(before);
  });

  it('adds new rows and changes named ones, recording each in the history', async () => {
    const [first] = await rules();
    if (!first) throw new Error('no rule');
    const header = (await exportCsv()).split('\r\n')[0];
    const line = `${first.id},${first.codeFrom},${first.codeTo},Renamed by import,,,${first.isAuthorizationRequired},${first.approval},,,,${first.documentation.join(';')},${first.effectiveFrom},`;
    const response = await importCsv(`${header}\r\n${line}\r\n,G0001,,New HCPCS rule,,,true,never,,,,clinicalNotes,2026-04-01,`);
    expect(ImportPolicyResponseSchema.parse(response.json())).toEqual({ created: 1, updated: 1, unchanged: 0 });
    const after = await rules();
    expect(after.find((rule) => rule.id === first.id)?.description).toBe('Renamed by import');
    expect(after.find((rule) => rule.codeFrom === 'G0001')?.status).toBe('future');
    const [latest] = await history();
    expect(latest).toMatchObject({ action: 'rule-imported' });
  });
});

describe('denial reasons', () => {
  const reasonsPath = apiPath(policyEndpoints.denialReasons);
  const active = async (token: string) => DenialReasonsResponseSchema.parse((await context.call('GET', reasonsPath, undefined, token)).json());

  it('are read by every employee, not by providers', async () => {
    const reasons = await active(reviewerToken);
    expect(reasons.map((reason) => reason.label)).toContain('Not medically necessary');
    expect(reasons.length).toBeGreaterThanOrEqual(7);
    expect((await context.call('GET', reasonsPath, undefined, context.providerToken)).statusCode).toBe(403);
  });

  it('are added, renamed and deactivated by the policy editors, audited; a taken code is refused', async () => {
    const created = await context.call('POST', reasonsPath, { code: 'wrong-level', label: 'Wrong level of care' });
    expect(created.json()).toEqual({ code: 'WRONG-LEVEL', label: 'Wrong level of care', isActive: true });
    const taken = await context.call('POST', reasonsPath, { code: 'WRONG-LEVEL', label: 'Again' });
    expect(taken.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(taken.json()).fieldErrors?.code).toEqual(['A denial reason already has this code.']);
    expect((await context.call('POST', reasonsPath, { code: 'WRONG-LEVEL', label: 'x' }, reviewerToken)).statusCode).toBe(403);

    const path = apiPath(policyEndpoints.updateDenialReason, { code: 'WRONG-LEVEL' });
    await context.call('PUT', path, { label: 'Level of care not appropriate', isActive: true });
    expect((await active(reviewerToken)).find((reason) => reason.code === 'WRONG-LEVEL')?.label).toBe('Level of care not appropriate');
    await context.call('PUT', path, { label: 'Level of care not appropriate', isActive: false });
    expect((await active(reviewerToken)).some((reason) => reason.code === 'WRONG-LEVEL')).toBe(false);
    const all = DenialReasonsResponseSchema.parse((await context.call('GET', apiPath(policyEndpoints.allDenialReasons))).json());
    expect(all.find((reason) => reason.code === 'WRONG-LEVEL')?.isActive).toBe(false);
    const [latest] = await history();
    expect(latest).toMatchObject({ action: 'denial-reason-updated', subject: 'WRONG-LEVEL', before: { isActive: true }, after: { isActive: false } });
    expect((await context.call('PUT', apiPath(policyEndpoints.updateDenialReason, { code: 'NOPE' }), { label: 'x', isActive: true })).statusCode).toBe(404);
  });
});
