import {
  areClinicalsValid,
  type ClinicalsListName,
  clinicalsListsAfterSave,
  isAutomationOn,
  type RequestType,
  type SaveAuthorizationResponse,
  submitAuthorizationMessages as text,
  uploadedFileStates,
  wizardClinicalsMessages,
  workflowConfig,
  workflowIds,
} from '@portal/contracts';
import type { CheckedCpt, ClinicalFileStatus, ServerFailure, WizardFacts, WizardState } from './wizard-state';

/**
 * The rules of the wizard's steps (spec 3 §4, §5): which type starts a request, when Clinicals may go on, what the
 * buttons say and allow, where the files go, what a saved request offers. Pure; the machine and the screens use them.
 */

/** Choosing this type is taken by the maintenance modal: the outage flag is on and the type is automated (spec 3 §2). */
export const isUnderMaintenance = (facts: WizardFacts, type: RequestType) =>
  facts.aerialOutage.isEnabled && isAutomationOn(type.authorizationWorkflowId, facts.groupId, facts.groupLists);

/** Choosing this type starts a new request: a new draft, and the files of the last one deleted. */
export const startsNewRequest = (state: WizardState, type: RequestType | null): type is RequestType =>
  type !== null && !isUnderMaintenance(state.facts, type) && type.authorizationWorkflowId !== state.requestType?.authorizationWorkflowId;

/** The banner of a step: a supplied message wins; else the general one while the form shows errors. */
export const bannerOf = (state: WizardState, hasFieldErrors: boolean): string | null => state.banner ?? (hasFieldErrors ? text.invalidForm : null);

const isInProgress = (file: ClinicalFileStatus) => file.error === null && file.state !== uploadedFileStates.complete;

/** Why Clinicals may not go on (spec 3 §4 Files), or null. */
export function clinicalsObstacle(isOptedOut: boolean, files: readonly ClinicalFileStatus[]): string | null {
  if (files.some(isInProgress)) return wizardClinicalsMessages.inProgress;
  if (areClinicalsValid(isOptedOut, files)) return null;
  return files.some((file) => file.error !== null) ? wizardClinicalsMessages.removeFailedFiles : wizardClinicalsMessages.required;
}

/** The Clinicals banner: once Next was refused, and only while it still holds; or that the files could not be saved. */
export function clinicalsMessageOf(state: WizardState, files: readonly ClinicalFileStatus[]): string | null {
  if (state.clinicalsRefusal === 'save') return text.save.failed;
  return state.clinicalsRefusal === 'next' ? clinicalsObstacle(state.isOptedOut, files) : null;
}

/** The forward button: Submit on Review; on Clinicals after the submission it saves the files, or finishes when faxed. */
export function forwardLabelOf(state: WizardState): string {
  if (state.step === 'review') return 'Submit';
  if (state.step === 'clinicals' && state.response) return state.isOptedOut ? wizardClinicalsMessages.finish : wizardClinicalsMessages.saveClinicals;
  return 'Next';
}

/** Next waits for a type, and on Clinicals for the files on their way. */
export const isForwardDisabled = (state: WizardState, files: readonly ClinicalFileStatus[]) =>
  (state.step === 'requestType' && !state.requestType) || (state.step === 'clinicals' && files.some(isInProgress));

/** Back exists between the first step and the submission; after it the request stands. */
export const canGoBack = (state: WizardState) => state.step !== 'requestType' && state.step !== 'done' && state.response === null;

/** A request is being entered: leaving asks first (spec 3 §2). */
export const isRequestActive = (state: WizardState) => state.requestType !== null && state.step !== 'done';

/** The files chosen before Review become the new authorization's documents when it is saved. */
export const attachesClinicalsOnSubmission = (state: WizardState) => state.clinicals === 'beforeReview' && !state.isOptedOut;

/** The lists Clinicals offers after a successful save (spec 3 §4), none when the step is not added. */
export function offeredListsAfter(state: WizardState, answer: SaveAuthorizationResponse): ClinicalsListName[] {
  return clinicalsListsAfterSave({
    isAutomation: state.isAutomation,
    workflowId: state.requestType?.authorizationWorkflowId ?? 0,
    authStatus: answer.authStatus,
    linkedStatus: answer.linkedAuths[0]?.requestStatus ?? null,
    babyStatus: answer.babyAuthorizationIdentifier ? answer.babyAuthorizationStatus : null,
  });
}

/** Where each list's files go: staged for the member before the submission; after it, the authorization each list is for. */
export function clinicalsTargetsOf(
  state: WizardState,
  qhid: number,
): Record<ClinicalsListName, { qhid: number; authorizationId: string | null; authId?: number } | null> {
  const answer = state.response;
  if (!answer) return { main: { qhid, authorizationId: null }, linked: null, baby: null };
  const isOffered = (list: ClinicalsListName) => state.offeredLists.includes(list);
  const linked = answer.linkedAuths[0];
  return {
    main: isOffered('main') ? { qhid, authorizationId: answer.authorizationId, authId: answer.authId } : null,
    linked: isOffered('linked') && linked ? { qhid, authorizationId: linked.authIdentifier } : null,
    baby:
      isOffered('baby') && answer.babyAuthorizationIdentifier ? { qhid: answer.babyQhid ?? qhid, authorizationId: answer.babyAuthorizationIdentifier } : null,
  };
}

/**
 * The CPT code checked on Request Type that Next carries into the first procedure, or null: only into an empty first
 * procedure, only a code that needs an authorization, and only for a type whose procedures the user enters (not
 * unplanned admissions, whose procedure is hidden, nor maternity, whose codes follow the delivery type).
 */
export function cptToCarry(state: WizardState, codesNotRequiringAuthorization: readonly string[], firstProcedureCode: string | undefined): CheckedCpt | null {
  const workflowId = state.requestType?.authorizationWorkflowId;
  if (workflowId === undefined || workflowConfig(workflowId).isProcedureHidden || workflowId === workflowIds.maternity) return null;
  const { code } = state.checkedCpt;
  const isRequired = code !== '' && !codesNotRequiringAuthorization.includes(code.toUpperCase());
  return isRequired && firstProcedureCode === '' ? state.checkedCpt : null;
}

/** The field messages of a refused submission, first message per field, or null when the refusal names no field. */
export function refusedFieldErrors(failure: ServerFailure): Record<string, string> | null {
  if (failure.status !== 400 || !failure.fieldErrors) return null;
  return Object.fromEntries(Object.entries(failure.fieldErrors).map(([path, messages]) => [path, messages[0] ?? failure.message]));
}
