import type { ClinicalsListName, RequestType, SaveAuthorizationResponse, Settings } from '@portal/contracts';

/** The state of the Submit Authorizations wizard and the events that change it (wizard-machine, spec 3 §4 Wizard). */

export type WizardStep = 'requestType' | 'details' | 'questionnaire' | 'clinicals' | 'review' | 'done';
/** Where the Clinicals step stands: none (automation, until the decision asks), before Review, or after the submission. */
export type ClinicalsPlacement = 'none' | 'beforeReview' | 'afterSubmission';
/** A code picked in the CPT "required search" of Request Type ('' when none). */
export interface CheckedCpt {
  code: string;
  description: string;
}
/** A message for a modal: the error modal, the maintenance modal, or Plan Requirement (spec 3 §2). */
export interface WizardMessage {
  title: string;
  text: string;
}
/** What a file of the Clinicals step is, for its rules. */
export interface ClinicalFileStatus {
  state: number;
  error: string | null;
}
/** A refused or failed call, as the API client reports it (status 0: the network). */
export interface ServerFailure {
  status: number;
  message: string;
  fieldErrors?: Record<string, string[]>;
}
/** The member's group and the settings the rules read; fixed for one run of the wizard. */
export interface WizardFacts {
  groupId: string;
  groupLists: Settings['groupLists'];
  aerialOutage: Settings['aerialOutage'];
}

export interface WizardState {
  facts: WizardFacts;
  step: WizardStep;
  requestType: RequestType | null;
  /** Automation for the chosen type and the member's group (spec 3 §1). */
  isAutomation: boolean;
  hasQuestionnaire: boolean;
  /** A code of the MRI list is requested: the questionnaire asks the x-ray question too. */
  isMriRelated: boolean;
  clinicals: ClinicalsPlacement;
  /** After the submission, the lists Clinicals offers (spec 3 §4). */
  offeredLists: readonly ClinicalsListName[];
  /** No clinicals needed, or faxed instead. */
  isOptedOut: boolean;
  /** Why Clinicals did not go on: Next was refused (shown while it still holds), or the files could not be saved. */
  clinicalsRefusal: 'next' | 'save' | null;
  /** A call is under way: Next and Cancel wait, and leaving is blocked. */
  pending: 'details' | 'submission' | 'clinicals' | null;
  /** A supplied message (coverage, a failed provider save, the server's refusal); the form's errors show the general one. */
  banner: string | null;
  message: WizardMessage | null;
  response: SaveAuthorizationResponse | null;
  checkedCpt: CheckedCpt;
  /** The Idempotency-Key of the submission: kept across retries until it succeeds, so one authorization is created. */
  idempotencyKey: string | null;
}

export type WizardEvent =
  | { type: 'typeChosen'; requestType: RequestType | null }
  | { type: 'cptChecked'; checkedCpt: CheckedCpt }
  | { type: 'requestTypeLeft' }
  | { type: 'detailsChecked'; isValid: boolean }
  | { type: 'coverageRefused'; phoneNumber: string }
  | { type: 'providerSaveFailed'; message: string }
  | { type: 'detailsAccepted'; hasQuestionnaire: boolean; isMriRelated: boolean }
  | { type: 'detailsFailed'; failure: ServerFailure }
  | { type: 'questionnaireChecked'; isComplete: boolean }
  | { type: 'optOutChanged'; isOptedOut: boolean; hasFiles: boolean }
  | { type: 'clinicalsLeft'; files: readonly ClinicalFileStatus[] }
  | { type: 'clinicalsSaved'; isEverySaved: boolean }
  | { type: 'clinicalsSkipped' }
  | { type: 'submissionStarted'; idempotencyKey: string }
  | { type: 'submitted'; answer: SaveAuthorizationResponse; areClinicalsAttached: boolean }
  | { type: 'submissionFailed'; failure: ServerFailure }
  | { type: 'back' }
  | { type: 'stepEdited'; step: 'details' | 'clinicals' }
  | { type: 'messageClosed' }
  | { type: 'reset' }
  /** A draft of the practice opened again (issue 34 §4): its type, where it stood and what the details decided. */
  | { type: 'draftResumed'; requestType: RequestType; step: WizardStep; hasQuestionnaire: boolean; isMriRelated: boolean };

const noCheckedCpt: CheckedCpt = { code: '', description: '' };

export function initialWizardState(facts: WizardFacts): WizardState {
  return {
    facts,
    step: 'requestType',
    requestType: null,
    isAutomation: false,
    hasQuestionnaire: false,
    isMriRelated: false,
    clinicals: 'none',
    offeredLists: [],
    isOptedOut: false,
    clinicalsRefusal: null,
    pending: null,
    banner: null,
    message: null,
    response: null,
    checkedCpt: noCheckedCpt,
    idempotencyKey: null,
  };
}

/**
 * The steps of the request in order (spec 3 §4): the Questionnaire after the details when required; Clinicals
 * before Review without automation, or after the submission when the plan's decision asks for them.
 */
export function stepsOf(state: Pick<WizardState, 'hasQuestionnaire' | 'clinicals'>): WizardStep[] {
  return [
    'requestType',
    'details',
    ...(state.hasQuestionnaire ? (['questionnaire'] as const) : []),
    ...(state.clinicals === 'beforeReview' ? (['clinicals'] as const) : []),
    'review',
    ...(state.clinicals === 'afterSubmission' ? (['clinicals'] as const) : []),
    'done',
  ];
}
