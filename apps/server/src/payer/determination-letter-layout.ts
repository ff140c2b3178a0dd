import type { PdfBrand } from '../pdf/pdf-brand.js';
import { type Authorization, authorizationTypeName, formatDate, isoToUsDate, networkStatusName, normaliseOutcomeStatus, type Outcome } from '@portal/contracts';
import { memberFullName } from './benefit-summary-layout.js';
import { FlowLayout } from '../pdf/flow-layout.js';
import { type Fonts, type LayoutPage, pageOfCount } from '../pdf/page-flow.js';
import { letterStyle } from '../pdf/pdf-style.js';

/** Everything a determination letter shows. */
export interface DeterminationLetterInput {
  authorization: Authorization;
  member: { firstName: string; middleInitial: string; lastName: string; memberId: string; dob: string };
  /** 'id - name' of the member's group. */
  groupName: string;
  /** YYYY-MM-DD. */
  letterDate: string;
  careCoordinatorPhone: string;
  /** The plan's appeal window (settings), counted from each decision. */
  appealWindowDays: number;
  brand: PdfBrand;
}

export const pendingReview = 'Pending review';
const withNetwork = (name: string, statusId: number | null) => (name && statusId !== null ? `${name} (${networkStatusName(statusId)})` : name);

/** One row per decision; a line without any decision yet says so. */
function decisionRows(label: string, outcomes: readonly Outcome[], fallback: { from: string; to: string; units: string }): string[][] {
  if (outcomes.length === 0) return [[label, isoToUsDate(fallback.from), isoToUsDate(fallback.to), fallback.units, pendingReview, '']];
  return outcomes.map((outcome) => [
    label,
    isoToUsDate(outcome.startDate),
    isoToUsDate(outcome.endDate),
    outcome.units === null ? '' : String(outcome.units),
    normaliseOutcomeStatus(outcome.status),
    outcome.note ? `${outcome.reason}: ${outcome.note}` : outcome.reason,
  ]);
}

const decisionColumns = [
  { header: 'Service', share: 0.3 },
  { header: 'From', share: 0.12 },
  { header: 'To', share: 0.12 },
  { header: 'Units', share: 0.08 },
  { header: 'Decision', share: 0.14 },
  { header: 'Reason', share: 0.24 },
];

function allDecisions(authorization: Authorization): Outcome[] {
  return [
    ...authorization.diagnosis.outcome,
    ...authorization.diagnosis.extensions.flatMap((extension) => extension.outcomes),
    ...authorization.service.procedures.flatMap((procedure) => [...procedure.outcomes, ...procedure.extensions.flatMap((extension) => extension.outcomes)]),
  ];
}

/** The summary sentence: what the plan decided overall. */
function summarySentence(authorization: Authorization): string {
  const decisions = allDecisions(authorization).map((outcome) => normaliseOutcomeStatus(outcome.status));
  const isUndecided = authorization.service.procedures.some((procedure) => procedure.outcomes.length === 0) || decisions.length === 0;
  if (decisions.includes('Denied'))
    return 'Some or all of the services requested were not approved. The reasons are given for each service above; you may appeal as described below.';
  if (isUndecided || decisions.includes('Pending'))
    return 'Some services are still under review. We will send a new letter when every service has been decided.';
  return 'The services above are approved for the dates and units shown.';
}

/** The latest appeal decided, told after the decisions: the letter then gives the decision on appeal. */
function appealOutcome(layout: FlowLayout, authorization: Authorization): void {
  const decided = authorization.appeals.filter((appeal) => appeal.decidedAt !== null).at(-1);
  if (!decided?.decidedAt) return;
  const verdict = {
    overturned: 'the decision was changed',
    'partly-overturned': 'the decision was changed in part',
    upheld: 'the decision was upheld',
    pending: '',
  }[decided.status];
  layout.paragraph(
    `On appeal, a reviewer who did not make the first decision reviewed it again on ${formatDate(decided.decidedAt, 'UTC')}: ${verdict}. The services above show the decision on appeal.`,
  );
}

function appealRights(layout: FlowLayout, phone: string, windowDays: number): void {
  layout.heading('Your right to appeal', 12);
  layout.paragraph(
    `If you disagree with this decision, the provider may appeal a denied or modified service from Manage Authorizations in the Provider Portal within ${windowDays} days of its decision, or the member, or the provider on the member’s behalf, in writing or by calling a Care Coordinator. Include the authorization number and any medical records that support the request.`,
  );
  layout.paragraph(
    'If waiting for a standard appeal could seriously jeopardize the member’s life, health or ability to regain maximum function, ask for an expedited appeal: it is decided within 72 hours.',
  );
  layout.paragraph('After the plan’s appeal, the member may ask for an external review by an independent review organization at no cost.');
  layout.paragraph(`Questions? Call a Care Coordinator at ${phone}, Monday to Friday, 8 a.m. to 5 p.m.`);
  layout.paragraph(
    'An approval is not a guarantee of payment. Payment depends on the member’s eligibility on the date of service, the terms of the plan and the claim as billed.',
    { size: 9 },
  );
}

/** The determination letter of an authorization (spec 2 §2.8; its layout is ours): header, decisions, appeal rights. */
export function layoutDeterminationLetter(input: DeterminationLetterInput, fonts: Fonts): LayoutPage[] {
  const { authorization, member } = input;
  const layout = new FlowLayout(fonts, letterStyle);
  layout.letterhead(input.brand);
  layout.paragraph('Utilization Management', { size: 10 });
  layout.paragraph(isoToUsDate(input.letterDate));
  layout.heading('Determination Letter', 22);
  layout.keyValues([
    ['Member name', memberFullName(member)],
    ['Member ID', member.memberId.toUpperCase()],
    ['Date of birth', isoToUsDate(member.dob)],
    ['Group', input.groupName],
    ['Authorization #', authorization.authorizationId],
    ['Authorization type', authorizationTypeName(authorization.authorizationType)],
    ['Received date', formatDate(authorization.receivedDate, 'UTC')],
    ['Requesting provider', withNetwork(authorization.providerName, authorization.providerNetworkStatusId)],
    ['Servicing provider/facility', withNetwork(authorization.facilityName, authorization.facilityNetworkStatusId) || 'Not named'],
    ['Diagnosis', `${authorization.diagnosis.code} ${authorization.diagnosis.description}`],
  ]);

  const { admission } = authorization;
  if (authorization.isInpatient && admission) {
    layout.heading('Admission', 14);
    const stay = { from: admission.admissionDate, to: admission.dischargeDate, units: String(admission.days) };
    layout.table(decisionColumns, [
      ...decisionRows('Inpatient stay (days)', authorization.diagnosis.outcome, stay),
      ...authorization.diagnosis.extensions.flatMap((extension) =>
        decisionRows('Extension of stay', extension.outcomes, { from: extension.startDate, to: extension.endDate, units: extension.units }),
      ),
    ]);
  }

  layout.heading('Services', 14);
  layout.table(
    decisionColumns,
    authorization.service.procedures.flatMap((procedure) => {
      const { cptCode, cptCodeDescription } = procedure.procedureDetails;
      const line = `${cptCode} ${cptCodeDescription}`;
      return [
        ...decisionRows(line, procedure.outcomes, { from: procedure.stringEffectiveDate, to: procedure.stringEndDate, units: procedure.quantity }),
        ...procedure.extensions.flatMap((extension) =>
          decisionRows(`${line} (Extension)`, extension.outcomes, { from: extension.startDate, to: extension.endDate, units: extension.units }),
        ),
      ];
    }),
  );
  layout.paragraph(summarySentence(authorization));
  appealOutcome(layout, authorization);
  appealRights(layout, input.careCoordinatorPhone, input.appealWindowDays);
  return layout.finish({ left: () => `Determination Letter - ${authorization.authorizationId}`, right: pageOfCount });
}
