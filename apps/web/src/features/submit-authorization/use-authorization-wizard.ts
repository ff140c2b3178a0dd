import { useForm } from '@mantine/form';
import {
  type AuthorizationDraft,
  authorizationDetailsErrors,
  coverageDateOf,
  isAutomationOn,
  isoToUsDate,
  type RequestType,
  type SaveAuthorizationResponse,
  type Settings,
  submitAuthorizationMessages as text,
} from '@portal/contracts';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/http-client';
import { checkCoverage, saveAuthorization, saveNotListedProvider } from '../../api/submit-authorization-api';
import type { SelectedMember } from '../../ui/member-search/selected-member';
import { emptyDraft, toSaveRequest } from './authorization-draft';
import { requestContextOf } from './request-context';

export type WizardStep = 'requestType' | 'details' | 'review' | 'done';
export const wizardSteps: readonly WizardStep[] = ['requestType', 'details', 'review', 'done'];

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
}) {
  const { member, settings, codesNotRequiringAuthorization, handedOverStartDate } = options;
  const [requestType, setRequestType] = useState<RequestType | null>(null);
  const [step, setStep] = useState<WizardStep>('requestType');
  const [isBusy, setIsBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [message, setMessage] = useState<WizardMessage | null>(null);
  const [response, setResponse] = useState<SaveAuthorizationResponse | null>(null);
  const idempotencyKey = useRef(newKey());
  const context = requestType ? requestContextOf(member, requestType, settings, codesNotRequiringAuthorization) : null;
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
    }
    setRequestType(type);
  }

  function reset() {
    setRequestType(null);
    setStep('requestType');
    setBanner(null);
    setResponse(null);
    form.clearErrors();
    idempotencyKey.current = newKey();
  }

  async function saveAddedProviders(values: AuthorizationDraft): Promise<boolean> {
    for (const [path, failure] of [['provider', text.save.providerFailed], ['facility', text.save.facilityFailed]] as const) {
      const entry = values[path];
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
      if (context.isAutomation && !(await saveAddedProviders(values))) return;
      setStep('review');
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
      const answer = await saveAuthorization(toSaveRequest(form.getValues(), member.qhid, requestType), idempotencyKey.current);
      if (answer.status === 'error') {
        setMessage({ title: text.errorModalTitle, text: answer.error });
        return;
      }
      idempotencyKey.current = newKey();
      setResponse(answer);
      setStep('done');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
        // The server's rules found what the browser's did not (a code no longer in the set): back to the details.
        form.setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([path, messages]) => [path, messages[0]])));
        setStep('details');
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

  function next() {
    if (step === 'requestType' && requestType) {
      setStep('details');
    } else if (step === 'details') {
      void leaveDetails();
    } else if (step === 'review') {
      void submit();
    }
  }

  function back() {
    setBanner(null);
    if (step === 'details') setStep('requestType');
    if (step === 'review') setStep('details');
  }

  return {
    form,
    context,
    requestType,
    step,
    isBusy,
    // A supplied message (coverage, a failed provider save) wins; else the general one while errors are shown.
    banner: banner ?? (Object.keys(form.errors).length > 0 ? text.invalidForm : null),
    message,
    response,
    isActive: requestType !== null && step !== 'done',
    chooseType,
    next,
    back,
    reset,
    editDetails: () => setStep('details'),
    closeMessage: () => setMessage(null),
  };
}
