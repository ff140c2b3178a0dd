import { escapeHtml, policyDocumentationLabels, placeOfServiceByCode } from '@portal/contracts';
import type { PolicyRuleRow } from './prior-authorization-policy.js';

/**
 * The policy engine's answer for a code in Benefits Lookup's CPT box (HTML): whether a request needs prior
 * authorization, whether it is approved on submission (for a group whose requests are automated) and what
 * documentation to send. It sits beside the plan option's own precertification texts.
 */
export function policyNoteFor(rule: PolicyRuleRow | null, code: string, isRequired: boolean): string {
  const name = `<strong>${escapeHtml(code)}</strong>`;
  if (!isRequired) return `<p>Prior-authorization policy: ${name} never needs prior authorization.</p>`;
  const parts = [`<p>Prior-authorization policy: a request for ${name} needs prior authorization`];
  if (rule?.approval === 'onSubmission') {
    const limits = [
      rule.approvalMaxUnits === null ? null : `up to ${rule.approvalMaxUnits} units`,
      rule.approvalMaxDays === null ? null : `up to ${rule.approvalMaxDays} days`,
      rule.approvalPlacesOfService.length === 0
        ? 'at an outpatient place of service'
        : `at ${rule.approvalPlacesOfService.map((place) => escapeHtml(placeOfServiceByCode(place)?.description ?? place)).join(', ')}`,
    ].filter(Boolean);
    parts.push(`; submitted online for a group with automated requests, it is approved on submission (${limits.join(', ')})`);
  }
  parts.push('.');
  if (rule && rule.documentation.length > 0) parts.push(` Send: ${rule.documentation.map((kind) => escapeHtml(policyDocumentationLabels[kind])).join('; ')}.`);
  return `${parts.join('')}</p>`;
}
