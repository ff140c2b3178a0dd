import {
  isAutomationOn,
  type RequestType,
  type SaveAuthorizationResponse,
  submitAuthorizationMessages as text,
  wizardClinicalsMessages,
} from '@portal/contracts';
import { canGoBack, clinicalsObstacle, isUnderMaintenance, offeredListsAfter, refusedFieldErrors, startsNewRequest } from './wizard-rules';
import { type ClinicalFileStatus, initialWizardState, type ServerFailure, stepsOf, type WizardEvent, type WizardState, type WizardStep } from './wizard-state';

/**
 * The Submit Authorizations wizard as a state machine (spec 3 §4 Wizard): the steps a request has, when each may go
 * on, and what each server answer does. Pure: the hook (use-authorization-wizard) makes the calls and the form
 * changes, and tells the machine what happened; the draft itself lives in the form.
 */

const stepAfter = (state: WizardState, current: WizardStep): WizardStep => {
  const steps = stepsOf(state);
  return steps[steps.indexOf(current) + 1] ?? 'done';
};

/** A supplied message on the banner; one naming a specific surgical program opens the Plan Requirement modal too. */
function withBanner(state: WizardState, supplied: string): WizardState {
  const isPlanRequirement = supplied.includes(text.specificSurgicalProgram);
  return { ...state, pending: null, banner: supplied, message: isPlanRequirement ? { title: text.planRequirementTitle, text: supplied } : state.message };
}

function chooseType(state: WizardState, type: RequestType | null): WizardState {
  if (type && isUnderMaintenance(state.facts, type)) {
    return {
      ...state,
      requestType: null,
      isAutomation: false,
      clinicals: 'none',
      message: { title: text.maintenanceTitle, text: state.facts.aerialOutage.message },
    };
  }
  const isAutomation = type !== null && isAutomationOn(type.authorizationWorkflowId, state.facts.groupId, state.facts.groupLists);
  const fresh = startsNewRequest(state, type) ? { banner: null, hasQuestionnaire: false, isMriRelated: false, isOptedOut: false, clinicalsRefusal: null } : {};
  // Without automation the plan needs the clinicals before it decides: the step comes before Review (spec 3 §4).
  return { ...state, ...fresh, requestType: type, isAutomation, clinicals: type && !isAutomation ? 'beforeReview' : 'none' };
}

function submitted(state: WizardState, answer: SaveAuthorizationResponse, areClinicalsAttached: boolean): WizardState {
  if (answer.status === 'error') return { ...state, pending: null, message: { title: text.errorModalTitle, text: answer.error } };
  const offeredLists = offeredListsAfter(state, answer);
  const attachMessage = areClinicalsAttached ? state.message : { title: text.errorModalTitle, text: wizardClinicalsMessages.attachFailed };
  const after = { ...state, pending: null, response: answer, idempotencyKey: null, offeredLists, message: attachMessage };
  return offeredLists.length > 0 ? { ...after, clinicals: 'afterSubmission', step: 'clinicals' } : { ...after, step: 'done' };
}

function submissionFailed(state: WizardState, failure: ServerFailure): WizardState {
  const fieldErrors = refusedFieldErrors(failure);
  if (fieldErrors) {
    // The server's rules found what the browser's did not (a code no longer in the set): back to where the fields are.
    const isQuestionnaireOnly = state.hasQuestionnaire && Object.keys(fieldErrors).every((path) => path.startsWith('mriQuestions.'));
    return withBanner({ ...state, step: isQuestionnaireOnly ? 'questionnaire' : 'details' }, failure.message);
  }
  const isAnswered = failure.status === 400 || failure.status === 403;
  return { ...state, pending: null, message: { title: text.errorModalTitle, text: isAnswered ? failure.message : text.save.failed } };
}

function leaveClinicals(state: WizardState, files: readonly ClinicalFileStatus[]): WizardState {
  if (clinicalsObstacle(state.isOptedOut, files) !== null) return { ...state, clinicalsRefusal: 'next' };
  if (state.clinicals !== 'afterSubmission') return { ...state, clinicalsRefusal: null, step: 'review' };
  return { ...state, clinicalsRefusal: null, pending: 'clinicals' };
}

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'typeChosen':
      return chooseType(state, event.requestType);
    case 'cptChecked':
      return { ...state, checkedCpt: event.checkedCpt };
    case 'requestTypeLeft':
      return state.step === 'requestType' && state.requestType ? { ...state, step: 'details' } : state;
    case 'detailsChecked':
      return { ...state, banner: null, pending: event.isValid ? 'details' : null };
    case 'coverageRefused':
      return withBanner(state, text.service.noCoverage(event.phoneNumber));
    case 'providerSaveFailed':
      return withBanner(state, event.message);
    case 'detailsAccepted': {
      const decided = { ...state, pending: null, hasQuestionnaire: event.hasQuestionnaire, isMriRelated: event.isMriRelated };
      return { ...decided, step: stepAfter(decided, 'details') };
    }
    case 'detailsFailed':
      return withBanner(state, event.failure.status === 400 ? event.failure.message : text.save.failed);
    case 'questionnaireChecked':
      return event.isComplete ? { ...state, step: stepAfter(state, 'questionnaire') } : state;
    case 'optOutChanged':
      // The switch is disabled while any file exists (spec 3 §4 Files).
      return event.hasFiles ? state : { ...state, isOptedOut: event.isOptedOut };
    case 'clinicalsLeft':
      return leaveClinicals(state, event.files);
    case 'clinicalsSaved':
      return event.isEverySaved ? { ...state, pending: null, step: 'done' } : { ...state, pending: null, clinicalsRefusal: 'save' };
    case 'clinicalsSkipped':
      return { ...state, clinicalsRefusal: null, step: 'done' };
    case 'submissionStarted':
      return { ...state, pending: 'submission', idempotencyKey: state.idempotencyKey ?? event.idempotencyKey };
    case 'submitted':
      return submitted(state, event.answer, event.areClinicalsAttached);
    case 'submissionFailed':
      return submissionFailed(state, event.failure);
    case 'back': {
      const steps = stepsOf(state);
      const step = canGoBack(state) ? (steps[steps.indexOf(state.step) - 1] ?? 'requestType') : state.step;
      return { ...state, banner: null, clinicalsRefusal: null, step };
    }
    case 'stepEdited':
      return { ...state, step: event.step };
    case 'messageClosed':
      return { ...state, message: null };
    case 'reset':
      // The checked CPT code stays: it was looked up before any request.
      return { ...initialWizardState(state.facts), checkedCpt: state.checkedCpt };
    case 'draftResumed': {
      const chosen = chooseType(initialWizardState(state.facts), event.requestType);
      if (chosen.requestType === null) return chosen;
      const resumed = { ...chosen, hasQuestionnaire: event.hasQuestionnaire, isMriRelated: event.isMriRelated };
      // A step the request no longer has (the questionnaire after a rule changed) resumes at the details.
      const steps = stepsOf(resumed);
      return { ...resumed, step: steps.includes(event.step) && event.step !== 'done' ? event.step : 'details' };
    }
  }
}
