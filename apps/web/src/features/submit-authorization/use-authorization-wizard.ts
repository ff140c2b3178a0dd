import { useForm } from '@mantine/form';
import {
  type AuthorizationDraft,
  authorizationDetailsErrors,
  coverageDateOf,
  isAutomationOn,
  clinicalsListsAfterSave,
  isoToUsDate,
  type MaternityAssessment,
  mriQuestionnaireErrors,
  type ProviderEntry,
  type RequestType,
  type SaveAuthorizationResponse,
  type Settings,
  submitAuthorizationMessages as text,
  wizardClinicalsMessages,
  workflowConfig,
  workflowIds,
} from '@portal/contracts';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/http-client';
import { checkCoverage, loadMaternityAssessment, loadMriCodeLists, saveAuthorization, saveNotListedProvider } from '../../api/submit-authorization-api';
import { showErrorToast } from '../../ui/toasts';
import type { SelectedMember } from '../../ui/member-search/selected-member';
import { addedProviderPaths, emptyDraft, toSaveRequest } from './authorization-draft';
import { useWizardClinicals } from './clinicals/use-wizard-clinicals';
import { answersFor, decideMriQuestionnaire, type MriCodeLists } from './questionnaire/mri-questionnaire-decision';
import { requestContextOf } from './request-context';

export type WizardStep = 'requestType' | 'details' | 'questionnaire' | 'clinicals' | 'review' | 'done';
/** A code picked in the CPT "required search" of Request Type ('' when none). */
export interface CheckedCpt {
  code: string;
  description: string;
}
const noCheckedCpt: CheckedCpt = { code: '', description: '' };
/** Where the Clinicals step stands: none (automation, until the decision asks), before Review, or after the submission. */
export type ClinicalsPlacement = 'none' | 'beforeReview' | 'afterSubmission';

/**
 * The steps of a request in order (spec 3 §4): the Questionnaire after the details when required; Clinicals
 * before Review without automation, or after the submission when the plan's decision asks for them.
 */
export function stepsOf(hasQuestionnaire: boolean, clinicals: ClinicalsPlacement): WizardStep[] {
  return [
    'requestType',
    'details',
    ...(hasQuestionnaire ? (['questionnaire'] as const) : []),
    ...(clinicals === 'beforeReview' ? (['clinicals'] as const) : []),
    'review',
    ...(clinicals === 'afterSubmission' ? (['clinicals'] as const) : []),
    'done',
  ];
}

/** A message for a modal: the error modal, or Plan Requirement when it names a specific surgical program (spec 3 §2). */
export interface WizardMessage {
  title: string;
  text: string;
}

const newKey = () => crypto.randomUUID();
const placeholderType: RequestType = { name: '', description: '', authorizationWorkflowId: 1, posCodes: [], trackingKey: '', resourceKey: '' };

/**
 * The Submit Authorizations wizard (spec 3 §4): Request Type → Authorization Details → Review (Submit) → completion.
 * Next on the details validates every section, checks coverage for the expected service date and, with
 * automation, saves "not listed" providers first. The Idempotency-Key of a submission lives until it succeeds,
 * so a double click or a retry after a network error creates one authorization.
 */
export function useAuthorizationWizard(options: {
  member: SelectedMember;
  settings: Settings;
  codesNotRequiringAuthorization: readonly string[];
  handedOverStartDate: string | null;
  /** The MRI and spine CPT lists; the wizard passes its cached ones, the default loads them. */
  loadMriCodeLists?: () => Promise<MriCodeLists>;
}) {
  const { member, settings, codesNotRequiringAuthorization, handedOverStartDate } = options;
  const loadCodeLists = options.loadMriCodeLists ?? loadMriCodeLists;
  const [requestType, setRequestType] = useState<RequestType | null>(null);
  const [step, setStep] = useState<WizardStep>('requestType');
  const [hasQuestionnaire, setHasQuestionnaire] = useState(false);
  /** A code of the MRI list is requested: the questionnaire asks the x-ray question too. */
  const [isMriRelated, setIsMriRelated] = useState(false);
  const [clinicalsPlacement, setClinicalsPlacement] = useState<ClinicalsPlacement>('none');
  const steps = stepsOf(hasQuestionnaire, clinicalsPlacement);
  /** The step after this one in the request's current steps. */
  const stepAfter = (current: WizardStep, inSteps = steps): WizardStep => inSteps[inSteps.indexOf(current) + 1] ?? 'done';
  const stepBefore = (current: WizardStep): WizardStep => steps[Math.max(0, steps.indexOf(current) - 1)] ?? 'requestType';
  const [isBusy, setIsBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [message, setMessage] = useState<WizardMessage | null>(null);
  const [response, setResponse] = useState<SaveAuthorizationResponse | null>(null);
  const idempotencyKey = useRef(newKey());
  /** The maternity questions as loaded: the existing pregnancy's answers that "Existing Pregnancy" restores. */
  const [maternityAssessment, setMaternityAssessment] = useState<MaternityAssessment | null>(null);
  const clinicals = useWizardClinicals(member, requestType?.trackingKey ?? '');
  /**
   * Why Clinicals may not go on, shown once Next was refused there and only while it still holds: the banner goes as
   * soon as the files are uploaded (or the fax opt-out chosen). A failed save of the files after the submission says so.
   */
  const [clinicalsRefusal, setClinicalsRefusal] = useState<'next' | 'save' | null>(null);
  function clinicalsObstacle(): string | null {
    if (clinicals.isBusy) return wizardClinicalsMessages.inProgress;
    if (!clinicals.isValid) return clinicals.hasErrors ? wizardClinicalsMessages.removeFailedFiles : wizardClinicalsMessages.required;
    return null;
  }
  const clinicalsMessage = clinicalsRefusal === 'save' ? text.save.failed : clinicalsRefusal === 'next' ? clinicalsObstacle() : null;
  const context = requestType ? requestContextOf(member, requestType, settings, codesNotRequiringAuthorization) : null;
  /** The code of the CPT "required search" on Request Type: it becomes the request's first procedure. */
  const [checkedCpt, setCheckedCpt] = useState<CheckedCpt>(noCheckedCpt);
  // Replaced by the type's own draft when a type is chosen; the rules run with the type's context (leaveDetails).
  const form = useForm<AuthorizationDraft>({ initialValues: emptyDraft(placeholderType, null) });

  const show = (supplied: string) => {
    if (supplied.includes(text.specificSurgicalProgram)) setMessage({ title: text.planRequirementTitle, text: supplied });
    setBanner(supplied);
  };

  function chooseType(type: RequestType | null) {
    if (type && settings.aerialOutage.isEnabled && isAutomationOn(type.authorizationWorkflowId, member.groupId, settings.groupLists)) {
      setMessage({ title: text.maintenanceTitle, text: settings.aerialOutage.message });
      setRequestType(null);
      return;
    }
    if (type?.authorizationWorkflowId !== requestType?.authorizationWorkflowId && type) {
      form.setValues(emptyDraft(type, handedOverStartDate));
      form.resetDirty();
      form.clearErrors();
      setBanner(null);
      setHasQuestionnaire(false);
      clinicals.discard();
    }
    if (type?.authorizationWorkflowId === workflowIds.maternity && requestType?.authorizationWorkflowId !== workflowIds.maternity) void loadAssessment();
    // Without automation the plan needs the clinicals before it decides: the step comes before Review (spec 3 §4).
    const isAutomation = type !== null && isAutomationOn(type.authorizationWorkflowId, member.groupId, settings.groupLists);
    setClinicalsPlacement(type && !isAutomation ? 'beforeReview' : 'none');
    setRequestType(type);
  }

  /** Maternity loads its assessment questions; when they cannot be loaded the generic toast shows and the request starts over (spec 3 §4, §8). */
  async function loadAssessment() {
    setMaternityAssessment(null);
    try {
      const assessment = await loadMaternityAssessment(member.qhid);
      setMaternityAssessment(assessment);
      form.setFieldValue('maternity.assessment', assessment);
    } catch {
      showErrorToast();
      reset();
    }
  }

  function reset() {
    // Files uploaded for this request but not saved to an authorization are deleted (spec 3 §4 Reset).
    clinicals.discard();
    setClinicalsRefusal(null);
    setHasQuestionnaire(false);
    setClinicalsPlacement('none');
    setRequestType(null);
    setStep('requestType');
    setBanner(null);
    setResponse(null);
    form.clearErrors();
    idempotencyKey.current = newKey();
  }

  async function saveAddedProviders(values: AuthorizationDraft, isAutomation: boolean): Promise<boolean> {
    for (const [path, failure] of addedProviderPaths(values, isAutomation)) {
      const entry = form.getInputProps(path).value as ProviderEntry;
      if (!entry.add || entry.id !== null || entry.same) continue;
      const id = await saveNotListedProvider(entry).catch(() => 0);
      if (!id) {
        show(failure);
        return false;
      }
      form.setFieldValue(`${path}.id`, id);
    }
    return true;
  }

  async function leaveDetails() {
    if (!context) return;
    const errors = authorizationDetailsErrors(form.getValues(), context.draftContext);
    form.setErrors(errors);
    setBanner(null);
    if (Object.keys(errors).length > 0) return;
    setIsBusy(true);
    setBanner(null);
    try {
      const values = form.getValues();
      const serviceDate = coverageDateOf(values);
      if (serviceDate) {
        const coverage = await checkCoverage(member.qhid, isoToUsDate(serviceDate));
        if (!coverage.hasCoverage) {
          show(text.service.noCoverage(coverage.phoneNumber || settings.helpPhone));
          return;
        }
      }
      if (!(await saveAddedProviders(values, context.isAutomation))) return;
      // The Questionnaire step is inserted when the MRI rule requires it, and removed with its answers when the
      // provider has an MRI specialty (spec 3 §4).
      const mri = await decideMriQuestionnaire(form.getValues(), { workflowId: context.requestType.authorizationWorkflowId, memberDob: member.dob, loadCodeLists });
      form.setFieldValue('mriQuestions', answersFor(mri, form.getValues().mriQuestions));
      setHasQuestionnaire(mri.isAsked);
      setIsMriRelated(mri.isMriRelated);
      setStep(stepAfter('details', stepsOf(mri.isAsked, clinicalsPlacement)));
    } catch (error) {
      show(error instanceof ApiError && error.status === 400 ? error.message : text.save.failed);
    } finally {
      setIsBusy(false);
    }
  }

  async function submit() {
    if (!requestType || isBusy) return;
    setIsBusy(true);
    try {
      const answer = await saveAuthorization(toSaveRequest(form.getValues(), member.qhid, requestType, settings.isBabyAuthorizationUi), idempotencyKey.current);
      if (answer.status === 'error') {
        setMessage({ title: text.errorModalTitle, text: answer.error });
        return;
      }
      idempotencyKey.current = newKey();
      setResponse(answer);
      // Files chosen before the submission become the new authorization's documents.
      if (clinicalsPlacement === 'beforeReview' && !clinicals.optOut) {
        const main = { qhid: member.qhid, authorizationId: answer.authorizationId, authId: answer.authId };
        const isEverySaved = await clinicals.saveTo({ main, linked: null, baby: null }, answer.owner);
        if (!isEverySaved) setMessage({ title: text.errorModalTitle, text: wizardClinicalsMessages.attachFailed });
      }
      const offered = clinicalsListsAfterSave({
        isAutomation: context?.isAutomation ?? false,
        workflowId: requestType.authorizationWorkflowId,
        authStatus: answer.authStatus,
        linkedStatus: answer.linkedAuths[0]?.requestStatus ?? null,
        babyStatus: answer.babyAuthorizationIdentifier ? answer.babyAuthorizationStatus : null,
      });
      if (offered.length > 0) {
        clinicals.targetSaved(answer, offered);
        setClinicalsPlacement('afterSubmission');
        setStep('clinicals');
      } else {
        setStep('done');
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
        // The server's rules found what the browser's did not (a code no longer in the set): back to the details.
        form.setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([path, messages]) => [path, messages[0]])));
        const isQuestionnaireOnly = hasQuestionnaire && Object.keys(error.fieldErrors).every((path) => path.startsWith('mriQuestions.'));
        setStep(isQuestionnaireOnly ? 'questionnaire' : 'details');
        show(error.message);
      } else if (error instanceof ApiError && (error.status === 400 || error.status === 403)) {
        setMessage({ title: text.errorModalTitle, text: error.message });
      } else {
        setMessage({ title: text.errorModalTitle, text: text.save.failed });
      }
    } finally {
      setIsBusy(false);
    }
  }

  /** Leaves Clinicals when valid: on to Review, or, after the submission, saves the files to the authorizations. */
  async function leaveClinicals() {
    if (clinicalsObstacle() !== null) return setClinicalsRefusal('next');
    setClinicalsRefusal(null);
    if (clinicalsPlacement !== 'afterSubmission') return setStep('review');
    setIsBusy(true);
    try {
      if (!(await clinicals.saveTo(clinicals.targets, response?.owner ?? ''))) return setClinicalsRefusal('save');
      setStep('done');
    } finally {
      setIsBusy(false);
    }
  }

  /** Cancel on Clinicals after the submission: the request stands without more files; those not saved are deleted. */
  function skipClinicals() {
    clinicals.discard();
    setClinicalsRefusal(null);
    setStep('done');
  }

  /** The questionnaire's Next: a message under each question not answered (spec 3 §5), else on. */
  function leaveQuestionnaire() {
    const errors = mriQuestionnaireErrors(form.getValues().mriQuestions, isMriRelated);
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) setStep(stepAfter('questionnaire'));
  }

  /**
   * The CPT code checked on Request Type goes into the first procedure when it still has none: only a code that needs
   * an authorization, and only for a type whose procedures the user enters (not unplanned admissions, whose
   * procedure is hidden, nor maternity, whose codes follow the delivery type).
   */
  function carryCheckedCpt(type: RequestType) {
    const workflowId = type.authorizationWorkflowId;
    const isEntered = !workflowConfig(workflowId).isProcedureHidden && workflowId !== workflowIds.maternity;
    const isRequired = checkedCpt.code !== '' && !codesNotRequiringAuthorization.includes(checkedCpt.code.toUpperCase());
    const first = form.getValues().procedureCodes[0];
    if (!isEntered || !isRequired || !first || first.value !== '') return;
    form.setFieldValue('procedureCodes.0.value', checkedCpt.code);
    form.setFieldValue('procedureCodes.0.description', checkedCpt.description);
  }

  function next() {
    if (step === 'requestType' && requestType) {
      carryCheckedCpt(requestType);
      setStep('details');
    } else if (step === 'details') {
      void leaveDetails();
    } else if (step === 'questionnaire') {
      leaveQuestionnaire();
    } else if (step === 'clinicals') {
      void leaveClinicals();
    } else if (step === 'review') {
      void submit();
    }
  }

  function back() {
    setBanner(null);
    setClinicalsRefusal(null);
    if (step !== 'requestType' && step !== 'done' && !(step === 'clinicals' && clinicalsPlacement === 'afterSubmission')) setStep(stepBefore(step));
  }

  return {
    form,
    context,
    requestType,
    step,
    steps,
    isMriRelated,
    isBusy,
    clinicals,
    clinicalsMessage,
    /** After the submission the request cannot be cancelled or gone back on; only its clinicals remain. */
    isSubmitted: response !== null,
    // A supplied message (coverage, a failed provider save) wins; else the general one while errors are shown.
    banner: banner ?? (Object.keys(form.errors).length > 0 ? text.invalidForm : null),
    message,
    response,
    maternityAssessment,
    isActive: requestType !== null && step !== 'done',
    chooseType,
    checkedCpt,
    checkCpt: setCheckedCpt,
    next,
    skipClinicals,
    back,
    reset,
    editDetails: () => setStep('details'),
    editClinicals: () => setStep('clinicals'),
    closeMessage: () => setMessage(null),
  };
}
