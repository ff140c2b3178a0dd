import {
  type AuthorizationDraft,
  type CodeItem,
  isoToUsDate,
  npiForSave,
  type ProviderEntry,
  type RequestType,
  type SaveAuthorizationRequest,
  todayIso,
  workflowConfig,
  workflowIds,
} from '@portal/contracts';

export const emptyCodeItem = (expectedStartDate = ''): CodeItem => ({
  value: '',
  description: '',
  requestedUnits: '',
  unitDescription: '',
  expectedStartDate,
  expectedEndDate: '',
});

export const emptyProviderEntry = (isFacility = false): ProviderEntry => ({
  id: null,
  name: '',
  networkStatus: '',
  phone: '',
  phoneExt: '',
  fax: '',
  taxID: '',
  npi: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  firstName: '',
  lastName: '',
  isFacility,
  hospitalist: false,
  same: false,
  unknown: false,
  add: false,
  missingNpi: false,
  missingAddress: false,
});

/**
 * A new draft for the request type (spec 3 §4 workflow configuration): the place of service preset for DME and
 * maternity, today's start date for a standard request (or the date checked in the Benefits Lookup).
 */
export function emptyDraft(requestType: RequestType, handedOverStartDate: string | null): AuthorizationDraft {
  const workflowId = requestType.authorizationWorkflowId;
  const config = workflowConfig(workflowId);
  const today = isoToUsDate(todayIso());
  const startDate = handedOverStartDate ?? (config.startDateDefaultsToToday ? today : '');
  const placeOfService = config.defaultPlaceOfService ?? (requestType.posCodes.length === 1 ? (requestType.posCodes[0]?.code ?? '') : '');
  return {
    service: { placeOfService, expectedStartDate: config.areDatesHidden ? '' : startDate, expectedEndDate: '' },
    diagnosisCodes: [emptyCodeItem()],
    procedureCodes: config.isProcedureHidden ? [] : [emptyCodeItem()],
    provider: emptyProviderEntry(),
    facility: emptyProviderEntry(true),
    request: { firstName: '', lastName: '', phone: '', extension: '', fax: '', notes: '' },
    unplannedAdmission:
      workflowId === workflowIds.unplannedAdmission
        ? { contactName: '', contactTitle: '', phone: '', fax: '', source: '', admitStartDate: startDate, admitEndDate: '', notes: '' }
        : null,
    dme: workflowId === workflowIds.dme ? { type: '', price: '' } : null,
  };
}

/**
 * The body of POST auth/ (spec 3 §7): the member, the workflow and the draft without unrelated sections; an empty
 * NPI goes as null. The tax ID note is prepended by the server, where the authorization's notes are written.
 */
export function toSaveRequest(draft: AuthorizationDraft, qhid: number, requestType: RequestType): SaveAuthorizationRequest {
  const workflowId = requestType.authorizationWorkflowId;
  const entry = (provider: ProviderEntry) => ({ ...provider, npi: npiForSave(provider) });
  return {
    qhid,
    authorizationWorkflowId: workflowId,
    service: draft.service,
    diagnosisCodes: draft.diagnosisCodes,
    procedureCodes: workflowConfig(workflowId).isProcedureHidden ? [] : draft.procedureCodes,
    provider: entry(draft.provider),
    facility: entry(draft.facility),
    request: draft.request,
    unplannedAdmission: workflowId === workflowIds.unplannedAdmission ? draft.unplannedAdmission : null,
    dme: workflowId === workflowIds.dme ? draft.dme : null,
  };
}
