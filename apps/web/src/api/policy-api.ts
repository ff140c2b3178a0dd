import { policyEndpoints } from '@portal/contracts';
import type { CreateDenialReasonRequest, PolicyRuleFormValues, RetirePolicyRuleRequest, UpdateDenialReasonRequest } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, authHeadersForFetch, callEndpoint, endpointUrl } from './http-client';

export const policyQueryKey = ['policy'] as const;

export const policyRulesQueryOptions = queryOptions({ queryKey: [...policyQueryKey, 'rules'], queryFn: () => callEndpoint(policyEndpoints.rules) });
export const policyHistoryQueryOptions = queryOptions({ queryKey: [...policyQueryKey, 'history'], queryFn: () => callEndpoint(policyEndpoints.history) });
export const allDenialReasonsQueryOptions = queryOptions({
  queryKey: [...policyQueryKey, 'denial-reasons'],
  queryFn: () => callEndpoint(policyEndpoints.allDenialReasons),
});

/** The public list: anyone may read it. */
export const priorAuthorizationRequirementsQueryOptions = queryOptions({
  queryKey: ['prior-authorization-requirements'],
  queryFn: () => callEndpoint(policyEndpoints.requirements),
});
export const requirementsCsvUrl = endpointUrl(policyEndpoints.requirementsCsv, {});

export const createPolicyRule = (body: PolicyRuleFormValues) => callEndpoint(policyEndpoints.createRule, { body });
export const updatePolicyRule = (id: number, body: PolicyRuleFormValues) => callEndpoint(policyEndpoints.updateRule, { params: { id }, body });
export const retirePolicyRule = (id: number, body: RetirePolicyRuleRequest) => callEndpoint(policyEndpoints.retireRule, { params: { id }, body });
export const importPolicyCsv = (csv: string) => callEndpoint(policyEndpoints.importCsv, { body: { csv } });
export const createDenialReason = (body: CreateDenialReasonRequest) => callEndpoint(policyEndpoints.createDenialReason, { body });
export const updateDenialReason = (code: string, body: UpdateDenialReasonRequest) =>
  callEndpoint(policyEndpoints.updateDenialReason, { params: { code }, body });

/** The export needs the session's headers, so it is fetched and handed to the browser as a file. */
export async function downloadPolicyCsv(): Promise<void> {
  const response = await fetch(endpointUrl(policyEndpoints.exportCsv, {}), { headers: authHeadersForFetch() });
  if (!response.ok) throw new ApiError(response.status, 'INTERNAL', response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'prior-authorization-policy.csv';
  link.click();
  URL.revokeObjectURL(url);
}
