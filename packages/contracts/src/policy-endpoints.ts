import { access, endpoint } from './endpoint.js';
import {
  CreateDenialReasonRequestSchema,
  DenialReasonParamsSchema,
  DenialReasonSchema,
  DenialReasonsResponseSchema,
  ImportPolicyRequestSchema,
  ImportPolicyResponseSchema,
  PolicyHistoryResponseSchema,
  PolicyRuleParamsSchema,
  PolicyRuleSchema,
  PolicyRulesResponseSchema,
  PriorAuthorizationRequirementsResponseSchema,
  RetirePolicyRuleRequestSchema,
  SavePolicyRuleRequestSchema,
  UpdateDenialReasonRequestSchema,
} from './policy.js';

const tag = 'policy';

/**
 * The prior-authorization policy (issue 18): maintained by employees holding the Policy role, published to anyone
 * (CMS-0057-F), and its denial reasons read by every employee (the reviewers choose from them).
 */
export const policyEndpoints = {
  requirements: endpoint({
    method: 'GET',
    path: '/policy/requirements/',
    access: access.public,
    response: PriorAuthorizationRequirementsResponseSchema,
    tag,
    summary: 'Every item and service that requires prior authorization, in force today or later.',
  }),
  requirementsCsv: endpoint({ method: 'GET', path: '/policy/requirements.csv', access: access.public, response: 'file', tag, summary: 'The public list as CSV.' }),
  rules: endpoint({ method: 'GET', path: '/policy/rules/', access: access.policy, response: PolicyRulesResponseSchema, tag, summary: 'Every rule, retired and future ones too.' }),
  createRule: endpoint({ method: 'POST', path: '/policy/rules/', access: access.policy, body: SavePolicyRuleRequestSchema, response: PolicyRuleSchema, tag }),
  updateRule: endpoint({ method: 'PUT', path: '/policy/rules/:id', access: access.policy, params: PolicyRuleParamsSchema, body: SavePolicyRuleRequestSchema, response: PolicyRuleSchema, tag }),
  retireRule: endpoint({
    method: 'POST',
    path: '/policy/rules/:id/retire',
    access: access.policy,
    params: PolicyRuleParamsSchema,
    body: RetirePolicyRuleRequestSchema,
    response: PolicyRuleSchema,
    tag,
    summary: 'Ends the rule on a date (it no longer applies from then on).',
  }),
  exportCsv: endpoint({ method: 'GET', path: '/policy/rules.csv', access: access.policy, response: 'file', tag, summary: 'Every rule as CSV, in the columns the import reads.' }),
  importCsv: endpoint({
    method: 'POST',
    path: '/policy/rules/import',
    access: access.policy,
    body: ImportPolicyRequestSchema,
    response: ImportPolicyResponseSchema,
    tag,
    summary: 'Adds and changes rules from a CSV file; a bad row refuses the whole file and nothing changes.',
  }),
  history: endpoint({ method: 'GET', path: '/policy/history/', access: access.policy, response: PolicyHistoryResponseSchema, tag, summary: 'The latest changes of the policy, newest first.' }),
  denialReasons: endpoint({
    method: 'GET',
    path: '/policy/denial-reasons/',
    access: access.employee,
    response: DenialReasonsResponseSchema,
    tag,
    summary: 'The active denial reasons a reviewer chooses from, by label.',
  }),
  allDenialReasons: endpoint({ method: 'GET', path: '/policy/denial-reasons/all', access: access.policy, response: DenialReasonsResponseSchema, tag, summary: 'Every denial reason, inactive ones too.' }),
  createDenialReason: endpoint({ method: 'POST', path: '/policy/denial-reasons/', access: access.policy, body: CreateDenialReasonRequestSchema, response: DenialReasonSchema, tag }),
  updateDenialReason: endpoint({
    method: 'PUT',
    path: '/policy/denial-reasons/:code',
    access: access.policy,
    params: DenialReasonParamsSchema,
    body: UpdateDenialReasonRequestSchema,
    response: DenialReasonSchema,
    tag,
  }),
} as const;
