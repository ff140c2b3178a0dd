import { useForm } from '@mantine/form';
import {
  type AuthorizationDraft,
  authorizationDetailsErrors,
  clinicalsListNames,
  coverageDateOf,
  isoToUsDate,
  mriQuestionnaireErrors,
  type ProviderEntry,
  type RequestType,
  type SaveAuthorizationRequest,
  type Settings,
  workflowIds,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import { profileQueryOptions } from '../../api/profile-api';
import { ApiError } from '../../api/http-client';
import {
  coverageQueryOptions,
  maternityAssessmentQueryOptions,
  mriCodeListsQueryOptions,
  mriProviderSpecialtyQueryOptions,
  saveAuthorization,
  saveNotListedProvider,
} from '../../api/submit-authorization-api';
import type { SelectedMember } from '../../ui/member-search/selected-member';
import { showErrorToast } from '../../ui/toasts';
import { addedProviderPaths, emptyDraft, toSaveRequest } from './authorization-draft';
import { useWizardClinicals } from './clinicals/use-wizard-clinicals';
import { answersFor, decideMriQuestionnaire } from './questionnaire/mri-questionnaire-decision';
import { requestContextOf } from './request-context';
import { wizardReducer } from './wizard-machine';
import {
  attachesClinicalsOnSubmission,
  bannerOf,
  clinicalsMessageOf,
  clinicalsTargetsOf,
  cptToCarry,
  offeredListsAfter,
  refusedFieldErrors,
  startsNewRequest,
} from './wizard-rules';
import { type CheckedCpt, initialWizardState, type ServerFailure, stepsOf, type WizardFacts, type WizardStep } from './wizard-state';
import { useDraftAutosave } from './use-draft-autosave';

/** A draft of the practice the wizard opens with (issue 34 §4): its type, where it stood and its answers. */
export interface ResumedDraft {
  id: number;
  requestType: RequestType;
  step: WizardStep;
  hasQuestionnaire: boolean;
  isMriRelated: boolean;
  answers: AuthorizationDraft;
}

/** "Person Completing This Request" as the signed-in user's profile holds it; editable like any field. */
function withRequester(draft: AuthorizationDraft, profile: { firstName: string; lastName: string; phone: string; phoneExt: string } | undefined) {
  if (!profile) return draft;
  const { firstName, lastName, phone, phoneExt } = profile;
  return { ...draft, request: { ...draft.request, firstName, lastName, phone, extension: phoneExt } };
}

const placeholderType: RequestType = { name: '', description: '', authorizationWorkflowId: 1, posCodes: [], trackingKey: '', resourceKey: '' };
const failureOf = (error: unknown): ServerFailure => (error instanceof ApiError ? error : { status: 0, message: '' });

/**
 * The Submit Authorizations wizard (spec 3 §4): the machine (wizard-machine) decides the steps and what every answer
 * does; this hook makes the calls, as TanStack queries and mutations, changes the draft form, and tells the machine
 * what happened. The Idempotency-Key of a submission lives until it succeeds, so a double click or a retry after a
 * network error creates one authorization.
 */
export function useAuthorizationWizard(options: {
  member: SelectedMember;
  settings: Settings;
  codesNotRequiringAuthorization: readonly string[];
  handedOverStartDate: string | null;
  resumedDraft?: ResumedDraft | null;
}) {
  const { member, settings, codesNotRequiringAuthorization, handedOverStartDate, resumedDraft = null } = options;
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(
    wizardReducer,
    { groupId: member.groupId, groupLists: settings.groupLists, aerialOutage: settings.aerialOutage },
    (facts: WizardFacts) =>
      resumedDraft
        ? wizardReducer(initialWizardState(facts), {
            type: 'draftResumed',
            requestType: resumedDraft.requestType,
            step: resumedDraft.step,
            hasQuestionnaire: resumedDraft.hasQuestionnaire,
            isMriRelated: resumedDraft.isMriRelated,
          })
        : initialWizardState(facts),
  );
  const profile = useQuery(profileQueryOptions).data;
  const { requestType } = state;
  const context = requestType ? requestContextOf(member, requestType, settings, codesNotRequiringAuthorization) : null;
  // Replaced by the type's own draft when a type is chosen; the rules run with the type's context.
  const form = useForm<AuthorizationDraft>({ initialValues: resumedDraft?.answers ?? emptyDraft(placeholderType, null) });
  const draft = useDraftAutosave({ qhid: member.qhid, state, answers: form.values, initialDraftId: resumedDraft?.id ?? null });
  const maternityAssessment = useQuery({
    ...maternityAssessmentQueryOptions(member.qhid),
    enabled: requestType?.authorizationWorkflowId === workflowIds.maternity,
  });
  const saveProvider = useMutation({ mutationFn: saveNotListedProvider });
  const save = useMutation({
    mutationFn: (sent: { request: SaveAuthorizationRequest; idempotencyKey: string }) => saveAuthorization(sent.request, sent.idempotencyKey),
  });
  const targets = clinicalsTargetsOf(state, member.qhid);
  const clinicals = useWizardClinicals({
    groupId: member.groupId,
    trackingKey: requestType?.trackingKey ?? '',
    targets,
    isOptedOut: state.isOptedOut,
    isSubmitted: state.response !== null,
  });

  /** Maternity loads its assessment questions; when they cannot be loaded the generic toast shows and the request starts over (spec 3 §4, §8). */
  function loadAssessment() {
    void queryClient.fetchQuery(maternityAssessmentQueryOptions(member.qhid)).then(
      (assessment) => {
        if (form.getValues().maternity) form.setFieldValue('maternity.assessment', assessment);
      },
      () => {
        showErrorToast();
        reset();
      },
    );
  }

  function chooseType(type: RequestType | null) {
    if (startsNewRequest(state, type)) {
      form.setValues(withRequester(emptyDraft(type, handedOverStartDate), profile));
      form.resetDirty();
      form.clearErrors();
      clinicals.discard();
      if (type.authorizationWorkflowId === workflowIds.maternity) loadAssessment();
    }
    dispatch({ type: 'typeChosen', requestType: type });
  }

  function reset() {
    // Files uploaded for this request but not saved to an authorization are deleted (spec 3 §4 Reset).
    clinicals.discard();
    form.clearErrors();
    draft.discard();
    dispatch({ type: 'reset' });
  }

  /** "Not listed" providers are saved before the request (spec 3 §4); the message of the first that fails, or null. */
  async function saveAddedProviders(values: AuthorizationDraft, isAutomation: boolean): Promise<string | null> {
    for (const [path, failure] of addedProviderPaths(values, isAutomation)) {
      const entry = form.getInputProps(path).value as ProviderEntry;
      if (!entry.add || entry.id !== null || entry.same) continue;
      const id = await saveProvider.mutateAsync(entry).catch(() => 0);
      if (!id) return failure;
      form.setFieldValue(`${path}.id`, id);
    }
    return null;
  }

  /** Next on the details: every section's rules, the coverage on the service date, added providers, then the MRI rule. */
  async function leaveDetails() {
    if (!context) return;
    const errors = authorizationDetailsErrors(form.getValues(), context.draftContext);
    form.setErrors(errors);
    const isValid = Object.keys(errors).length === 0;
    dispatch({ type: 'detailsChecked', isValid });
    if (!isValid) return;
    try {
      const values = form.getValues();
      const serviceDate = coverageDateOf(values);
      if (serviceDate) {
        const coverage = await queryClient.fetchQuery(coverageQueryOptions(member.qhid, isoToUsDate(serviceDate)));
        if (!coverage.hasCoverage) return dispatch({ type: 'coverageRefused', phoneNumber: coverage.phoneNumber || settings.helpPhone });
      }
      const providerFailure = await saveAddedProviders(values, context.isAutomation);
      if (providerFailure) return dispatch({ type: 'providerSaveFailed', message: providerFailure });
      const mri = await decideMriQuestionnaire(form.getValues(), {
        workflowId: context.requestType.authorizationWorkflowId,
        memberDob: member.dob,
        loadCodeLists: () => queryClient.ensureQueryData(mriCodeListsQueryOptions),
        hasMriSpecialty: (locationId) => queryClient.fetchQuery(mriProviderSpecialtyQueryOptions(locationId)),
      });
      form.setFieldValue('mriQuestions', answersFor(mri, form.getValues().mriQuestions));
      dispatch({ type: 'detailsAccepted', hasQuestionnaire: mri.isAsked, isMriRelated: mri.isMriRelated });
    } catch (error) {
      dispatch({ type: 'detailsFailed', failure: failureOf(error) });
    }
  }

  async function submit() {
    if (!requestType) return;
    const idempotencyKey = state.idempotencyKey ?? crypto.randomUUID();
    dispatch({ type: 'submissionStarted', idempotencyKey });
    try {
      const request = { ...toSaveRequest(form.getValues(), member.qhid, requestType, settings.isBabyAuthorizationUi), draftId: draft.currentId() };
      const answer = await save.mutateAsync({ request, idempotencyKey });
      let areClinicalsAttached = true;
      if (answer.status !== 'error') {
        // Files chosen before the submission become the new authorization's documents.
        const main = { qhid: member.qhid, authorizationId: answer.authorizationId, authId: answer.authId };
        if (attachesClinicalsOnSubmission(state)) areClinicalsAttached = await clinicals.uploaders.main.save(main, answer.owner);
        // A list not offered any more (the request's own files that could not be attached) is let go: the user is
        // told to upload them again from Manage Authorizations.
        const offered = offeredListsAfter(state, answer);
        clinicals.discard(clinicalsListNames.filter((list) => !offered.includes(list)));
      }
      dispatch({ type: 'submitted', answer, areClinicalsAttached });
    } catch (error) {
      const failure = failureOf(error);
      const fieldErrors = refusedFieldErrors(failure);
      if (fieldErrors) form.setErrors(fieldErrors);
      dispatch({ type: 'submissionFailed', failure });
    }
  }

  /** Leaves Clinicals when it may go on: to Review, or, after the submission, saving the files to the authorizations. */
  async function leaveClinicals() {
    const event = { type: 'clinicalsLeft', files: clinicals.files } as const;
    const isSaving = wizardReducer(state, event).pending === 'clinicals';
    dispatch(event);
    if (isSaving) dispatch({ type: 'clinicalsSaved', isEverySaved: await clinicals.saveOffered(state.response?.owner ?? '') });
  }

  function next() {
    if (state.pending) return;
    if (state.step === 'requestType') {
      const carried = cptToCarry(state, codesNotRequiringAuthorization, form.getValues().procedureCodes[0]?.value);
      if (carried) {
        form.setFieldValue('procedureCodes.0.value', carried.code);
        form.setFieldValue('procedureCodes.0.description', carried.description);
      }
      dispatch({ type: 'requestTypeLeft' });
    } else if (state.step === 'details') {
      void leaveDetails();
    } else if (state.step === 'questionnaire') {
      // A message under each question not answered (spec 3 §5), else on.
      const errors = mriQuestionnaireErrors(form.getValues().mriQuestions, state.isMriRelated);
      form.setErrors(errors);
      dispatch({ type: 'questionnaireChecked', isComplete: Object.keys(errors).length === 0 });
    } else if (state.step === 'clinicals') {
      void leaveClinicals();
    } else if (state.step === 'review') {
      void submit();
    }
  }

  return {
    state,
    steps: stepsOf(state),
    form,
    context,
    /** The maternity questions as loaded: the existing pregnancy's answers that "Existing Pregnancy" restores. */
    maternityAssessment: maternityAssessment.data ?? null,
    clinicals: {
      lists: clinicals.lists,
      files: clinicals.files,
      submittedNumbers: clinicals.submittedNumbers,
      /** What Review lists: the request's own files, none when they are faxed. */
      reviewNames: state.isOptedOut ? [] : clinicals.uploaders.main.files.map((file) => file.formattedName),
    },
    banner: bannerOf(state, Object.keys(form.errors).length > 0),
    clinicalsMessage: clinicalsMessageOf(state, clinicals.files),
    /** Where keeping the draft stands: saving, saved at, or failed. */
    draftStatus: draft.status,
    chooseType,
    checkCpt: (checkedCpt: CheckedCpt) => dispatch({ type: 'cptChecked', checkedCpt }),
    next,
    back: () => dispatch({ type: 'back' }),
    reset,
    /** Cancel on Clinicals after the submission: the request stands without more files; those not saved are deleted. */
    skipClinicals: () => {
      clinicals.discard();
      dispatch({ type: 'clinicalsSkipped' });
    },
    setOptedOut: (isOptedOut: boolean) => dispatch({ type: 'optOutChanged', isOptedOut, hasFiles: clinicals.files.length > 0 }),
    editDetails: () => dispatch({ type: 'stepEdited', step: 'details' }),
    editClinicals: () => dispatch({ type: 'stepEdited', step: 'clinicals' }),
    closeMessage: () => dispatch({ type: 'messageClosed' }),
  };
}
