import { newbornInNicu, workflowConfig } from './submit-authorization.js';
import { workflowIds } from './workflow-ids.js';
import { babyAuthErrors, maternityErrors, maternityStayOf } from './maternity-rules.js';
import {
  codeItemsErrors,
  type DraftContext,
  type DraftErrors,
  dmeErrors,
  isoOf,
  providerErrors,
  providerLookups,
  requestContactErrors,
  type RulesDraft,
  serviceErrors,
  unplannedAdmissionErrors,
} from './submit-authorization-rules.js';

/*
 * The whole Authorization Details step (spec 3 §4, §5): the shared rules of every request (submit-authorization-rules)
 * with maternity's and the baby's (maternity-rules), which build on the shared ones: composed here, so that neither
 * rule file imports the other in a circle.
 */

/** Every rule of the Authorization Details step for the workflow; an empty object means valid. */
export function authorizationDetailsErrors(draft: RulesDraft, context: DraftContext): DraftErrors {
  const config = workflowConfig(context.workflowId);
  const placeOfService = draft.service.placeOfService;
  const [referring, servicing] = providerLookups(context);
  return {
    ...serviceErrors(draft.service, context),
    ...codeItemsErrors('diagnosisCodes', draft.diagnosisCodes, placeOfService, context),
    ...(config.isProcedureHidden ? {} : codeItemsErrors('procedureCodes', draft.procedureCodes, placeOfService, context)),
    ...providerErrors(draft.provider, referring, placeOfService),
    ...providerErrors(draft.facility, servicing, placeOfService, draft.provider),
    ...requestContactErrors(draft.request),
    ...(context.workflowId === workflowIds.unplannedAdmission ? unplannedAdmissionErrors(draft.unplannedAdmission, context) : {}),
    ...(context.workflowId === workflowIds.dme ? dmeErrors(draft.dme) : {}),
    ...(context.workflowId === workflowIds.maternity ? maternityErrors(draft.maternity, draft, context.today) : {}),
    ...(hasBabyAuthorization(draft, context) ? babyAuthErrors(draft.maternity?.babyAuth ?? null, context) : {}),
  };
}

/** The baby section counts only for a Newborn in NICU maternity request, with the feature on (spec 3 §4 section state). */
export const hasBabyAuthorization = (draft: Pick<RulesDraft, 'maternity'>, context: Pick<DraftContext, 'workflowId' | 'isBabyAuthorizationUi'>): boolean =>
  context.workflowId === workflowIds.maternity && draft.maternity?.type === newbornInNicu && context.isBabyAuthorizationUi !== false;

/**
 * The expected service date the coverage check uses (spec 3 §4): the service start date, else the earliest
 * procedure start, else (unplanned admission) the admit start date; ISO, or null when none is entered.
 */
export function coverageDateOf(draft: RulesDraft): string | null {
  // Maternity's stay is counted from its own card (an ISO date already).
  const maternityFrom = draft.maternity ? (maternityStayOf(draft.maternity)?.from ?? null) : null;
  const candidates = [
    draft.service.expectedStartDate,
    ...draft.procedureCodes.map((item) => item.expectedStartDate),
    draft.unplannedAdmission?.admitStartDate ?? '',
  ]
    .map((value) => isoOf(value))
    .concat(maternityFrom)
    .filter((value): value is string => Boolean(value));
  const serviceStart = isoOf(draft.service.expectedStartDate);
  if (serviceStart) return serviceStart;
  return candidates.sort()[0] ?? null;
}
