import { authorizationMessages, type Authorization, type UpdateAuthorizationRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authorizationQueryOptions, cptCodesNotRequiringAuthQueryOptions, updateAuthorization } from '../../../api/authorizations-api';
import { formErrorMessage } from '../../../api/form-error-message';
import { ApiError } from '../../../api/http-client';
import { trackAction } from '../../../api/tracking-api';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts';
import {
  type AddedProcedureDraft,
  type AdditionalUnitsDraft,
  type AuthorizationDraft,
  draftErrors,
  extensionStartOf,
  type FieldErrors,
  initialDraft,
  type OutcomeDraft,
  refusedFieldErrors,
  toUpdateRequest,
  trackingEventsOf,
} from './authorization-draft';

const text = authorizationMessages;

/**
 * Edit mode of the overview (spec 2 §2.6, §4): the draft, its field errors (shown once a field was left, or by a Save
 * for the fields there then), and Save, which sends only the changes and, when the plan took them, reloads the
 * authorization. A save the server refuses keeps the draft and shows the server's messages beside their fields
 * until the draft changes.
 */
export function useAuthorizationEdit(qhid: number, authorization: Authorization) {
  const queryClient = useQueryClient();
  const codes = useQuery(cptCodesNotRequiringAuthQueryOptions).data ?? [];
  const [isEditMode, setEditMode] = useState(false);
  const [draft, setDraft] = useState<AuthorizationDraft>(() => initialDraft(authorization));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState<{ draft: AuthorizationDraft; errors: FieldErrors } | null>(null);
  const errors = draftErrors(draft, codes);
  const serverErrors = refusal?.draft === draft ? refusal.errors : {};

  const leaveEditMode = () => {
    setEditMode(false);
    setDraft(initialDraft(authorization));
    setTouched(new Set());
    setRefusal(null);
  };

  const save = useMutation({
    mutationFn: (sent: { request: UpdateAuthorizationRequest; draft: AuthorizationDraft }) => updateAuthorization(sent.request),
    onSuccess: async (response, { request }) => {
      if (!response.authUpdated) {
        showErrorToast(text.save.notUpdated);
        return;
      }
      for (const event of trackingEventsOf(request)) void trackAction(event).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: authorizationQueryOptions(qhid, authorization.id).queryKey });
      setEditMode(false);
      setTouched(new Set());
      showSuccessToast(text.save.success);
    },
    onError: (error, sent) => {
      const message = formErrorMessage(error);
      if (message === null) return showErrorToast(text.save.exception);
      const fieldErrors = refusedFieldErrors(sent.request, error instanceof ApiError ? error.fieldErrors : undefined);
      setRefusal({ draft: sent.draft, errors: fieldErrors });
      // The messages are beside their fields; a refusal no field carries is the toast itself.
      showErrorToast(Object.keys(fieldErrors).length > 0 ? text.save.invalid : message);
    },
  });

  const update = (change: (current: AuthorizationDraft) => AuthorizationDraft) => setDraft(change);
  /** A section opened again starts without the errors its fields showed before. */
  const forget = (prefix: string) => setTouched((current) => new Set([...current].filter((field) => !field.startsWith(prefix))));

  return {
    isEditMode,
    draft,
    isSaving: save.isPending,
    codesNotRequiringAuthorization: codes,
    /** The error to show under a field: the server's for the draft it refused, else the rules' once the field was left or saved. */
    errorOf: (field: string) => serverErrors[field] ?? (touched.has(field) ? errors[field] : undefined),
    touch: (field: string) => setTouched((current) => new Set(current).add(field)),

    begin: () => {
      setDraft(initialDraft(authorization));
      setEditMode(true);
    },
    cancel: leaveEditMode,
    save: () => {
      const invalid = Object.keys(errors).filter((field) => errors[field]);
      if (invalid.length > 0) {
        // Save shows the errors of the fields there now; a section opened later starts without errors.
        setTouched((current) => new Set([...current, ...invalid]));
        showErrorToast(text.save.invalid);
        return;
      }
      const request = toUpdateRequest(authorization, draft);
      if (trackingEventsOf(request).length === 0) {
        showErrorToast(text.validation.nothingChanged);
        return;
      }
      save.mutate({ request, draft });
    },

    setOutcome: (id: number, change: Partial<OutcomeDraft>) =>
      update((current) => ({ ...current, outcomes: { ...current.outcomes, [id]: { ...(current.outcomes[id] as OutcomeDraft), ...change } } })),
    setAdmissionDate: (admissionDate: string) => update((current) => ({ ...current, admissionDate })),
    openExtension: () => {
      forget('extension.');
      update((current) => ({ ...current, extension: { startDate: extensionStartOf(authorization), endDate: '' } }));
    },
    setExtensionEnd: (endDate: string) => update((current) => (current.extension ? { ...current, extension: { ...current.extension, endDate } } : current)),
    removeExtension: () => update((current) => ({ ...current, extension: null })),
    openAdditionalUnits: (procedureId: number) => {
      forget(`additionalUnits.${procedureId}.`);
      update((current) => ({ ...current, additionalUnits: { ...current.additionalUnits, [procedureId]: { requestedUnits: '', startDate: '', endDate: '' } } }));
    },
    setAdditionalUnits: (procedureId: number, change: Partial<AdditionalUnitsDraft>) =>
      update((current) => ({
        ...current,
        additionalUnits: { ...current.additionalUnits, [procedureId]: { ...(current.additionalUnits[procedureId] as AdditionalUnitsDraft), ...change } },
      })),
    removeAdditionalUnits: (procedureId: number) =>
      update((current) => {
        const { [procedureId]: _removed, ...rest } = current.additionalUnits;
        return { ...current, additionalUnits: rest };
      }),
    addProcedure: (added: AddedProcedureDraft) => update((current) => ({ ...current, addedProcedures: [...current.addedProcedures, added] })),
    removeAddedProcedure: (index: number) =>
      update((current) => ({ ...current, addedProcedures: current.addedProcedures.filter((_, position) => position !== index) })),
  };
}

export type AuthorizationEdit = ReturnType<typeof useAuthorizationEdit>;
