import { authorizationMessages, type Authorization } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authorizationQueryOptions, cptCodesNotRequiringAuthQueryOptions, updateAuthorization } from '../../../api/authorizations-api';
import { trackAction } from '../../../api/tracking-api';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts';
import {
  type AddedProcedureDraft,
  type AdditionalUnitsDraft,
  type AuthorizationDraft,
  draftErrors,
  extensionStartOf,
  initialDraft,
  type OutcomeDraft,
  toUpdateRequest,
  trackingEventsOf,
} from './authorization-draft';

const text = authorizationMessages;

/**
 * Edit mode of the overview (spec 2 §2.6, §4): the draft, its field errors (shown once a field was left or Save was
 * pressed), and Save, which sends only the changes and, when the plan took them, reloads the authorization.
 */
export function useAuthorizationEdit(qhid: number, authorization: Authorization) {
  const queryClient = useQueryClient();
  const codes = useQuery(cptCodesNotRequiringAuthQueryOptions).data ?? [];
  const [isEditMode, setEditMode] = useState(false);
  const [draft, setDraft] = useState<AuthorizationDraft>(() => initialDraft(authorization));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [isSaveAttempted, setSaveAttempted] = useState(false);
  const errors = draftErrors(draft, codes);

  const leaveEditMode = () => {
    setEditMode(false);
    setDraft(initialDraft(authorization));
    setTouched(new Set());
    setSaveAttempted(false);
  };

  const save = useMutation({
    mutationFn: updateAuthorization,
    onSuccess: async (response, request) => {
      if (!response.authUpdated) {
        showErrorToast(text.save.notUpdated);
        return;
      }
      for (const event of trackingEventsOf(request)) void trackAction(event).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: authorizationQueryOptions(qhid, authorization.id).queryKey });
      setEditMode(false);
      setTouched(new Set());
      setSaveAttempted(false);
      showSuccessToast(text.save.success);
    },
    onError: () => showErrorToast(text.save.exception),
  });

  const update = (change: (current: AuthorizationDraft) => AuthorizationDraft) => setDraft(change);

  return {
    isEditMode,
    draft,
    isSaving: save.isPending,
    codesNotRequiringAuthorization: codes,
    /** The error to show under a field: after it was left, or after Save. */
    errorOf: (field: string) => (isSaveAttempted || touched.has(field) ? errors[field] : undefined),
    touch: (field: string) => setTouched((current) => new Set(current).add(field)),

    begin: () => {
      setDraft(initialDraft(authorization));
      setEditMode(true);
    },
    cancel: leaveEditMode,
    save: () => {
      setSaveAttempted(true);
      if (Object.values(errors).some(Boolean)) {
        showErrorToast(text.save.invalid);
        return;
      }
      const request = toUpdateRequest(authorization, draft);
      if (trackingEventsOf(request).length === 0) {
        showErrorToast(text.validation.nothingChanged);
        return;
      }
      save.mutate(request);
    },

    setOutcome: (id: number, change: Partial<OutcomeDraft>) =>
      update((current) => ({ ...current, outcomes: { ...current.outcomes, [id]: { ...(current.outcomes[id] as OutcomeDraft), ...change } } })),
    setAdmissionDate: (admissionDate: string) => update((current) => ({ ...current, admissionDate })),
    openExtension: () => update((current) => ({ ...current, extension: { startDate: extensionStartOf(authorization), endDate: '' } })),
    setExtensionEnd: (endDate: string) => update((current) => (current.extension ? { ...current, extension: { ...current.extension, endDate } } : current)),
    removeExtension: () => update((current) => ({ ...current, extension: null })),
    openAdditionalUnits: (procedureId: number) =>
      update((current) => ({ ...current, additionalUnits: { ...current.additionalUnits, [procedureId]: { requestedUnits: '', startDate: '', endDate: '' } } })),
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
