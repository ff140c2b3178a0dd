import {
  assessmentAnswersOf,
  type AuthorizationDraft,
  AuthorizationDraftSchema,
  type BabyAuth,
  type CodeItem,
  hasBabyAuthorization,
  isAssessmentShown,
  type Maternity,
  newbornInNicu,
  isoToUsDate,
  npiForSave,
  type ProviderEntry,
  type RequestType,
  type SaveAuthorizationRequest,
  submitAuthorizationMessages as text,
  todayIso,
  workflowConfig,
  workflowIds,
} from '@portal/contracts';

/** A saved draft's answers as the wizard's form values: the server keeps them as sent, so they are read again. */
export function draftAnswersOf(answers: unknown): AuthorizationDraft {
  return AuthorizationDraftSchema.parse(answers);
}

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
    // Set when the Questionnaire step is inserted, cleared when it is removed (use-authorization-wizard).
    mriQuestions: null,
    maternity: workflowId === workflowIds.maternity ? emptyMaternity() : null,
    priority: 'standard',
  };
}

/** The Maternity card before anything is chosen; the assessment arrives when the wizard has loaded it. */
export const emptyMaternity = (): Maternity => ({
  type: '',
  deliveryType: '',
  babyGender: '',
  babyName: '',
  expectedDueDate: '',
  motherDischargeDate: '',
  babyDischargeDate: '',
  babyDateOfBirth: '',
  highRisk: '',
  newPregnancy: null,
  // Kept for every maternity request so that switching to Newborn in NICU finds its card; sent only then.
  babyAuth: emptyBabyAuth(),
  assessment: null,
});

/** The Baby's Authorization card: inpatient (21) by default, as a NICU stay is. */
export const emptyBabyAuth = (): BabyAuth => ({
  babyProvider: emptyProviderEntry(),
  babyFacility: emptyProviderEntry(true),
  babyDiagnosisCodes: [emptyCodeItem()],
  service: { placeOfService: '21', expectedStartDate: '', expectedEndDate: '' },
  babyStartDate: '',
  babyEndDate: '',
  babyRequestInfo: { urContactOrFacility: '', phone: '', extension: '', fax: '', notes: '' },
});

/** A provider entry as POST auth/ sends it. */
const entryForSave = (provider: ProviderEntry) => ({ ...provider, npi: npiForSave(provider) });

/**
 * The Maternity card as POST auth/ sends it: the answers reduced to id and answer, only when the assessment was asked;
 * the baby's authorization only for Newborn in NICU (spec 3 §7).
 */
function maternityForSave(maternity: Maternity, hasBaby: boolean): NonNullable<SaveAuthorizationRequest['maternity']> {
  const { assessment, babyAuth, ...fields } = maternity;
  return {
    ...fields,
    babyAuth:
      babyAuth && hasBaby ? { ...babyAuth, babyProvider: entryForSave(babyAuth.babyProvider), babyFacility: entryForSave(babyAuth.babyFacility) } : null,
    assessment: isAssessmentShown(maternity, assessment) ? assessmentAnswersOf(assessment) : [],
  };
}

/**
 * The body of POST auth/ (spec 3 §7): the member, the workflow and the draft without unrelated sections; an empty
 * NPI goes as null. The tax ID note is prepended by the server, where the authorization's notes are written.
 */
export function toSaveRequest(draft: AuthorizationDraft, qhid: number, requestType: RequestType, isBabyAuthorizationUi = true): SaveAuthorizationRequest {
  const workflowId = requestType.authorizationWorkflowId;
  return {
    qhid,
    authorizationWorkflowId: workflowId,
    service: draft.service,
    diagnosisCodes: draft.diagnosisCodes,
    procedureCodes: workflowConfig(workflowId).isProcedureHidden ? [] : draft.procedureCodes,
    provider: entryForSave(draft.provider),
    facility: entryForSave(draft.facility),
    request: draft.request,
    unplannedAdmission: workflowId === workflowIds.unplannedAdmission ? draft.unplannedAdmission : null,
    dme: workflowId === workflowIds.dme ? draft.dme : null,
    // Null unless the questionnaire was shown: the wizard clears the answers when it removes the step.
    mriQuestions: draft.mriQuestions,
    maternity:
      workflowId === workflowIds.maternity && draft.maternity
        ? maternityForSave(draft.maternity, hasBabyAuthorization(draft, { workflowId, isBabyAuthorizationUi }))
        : null,
    priority: draft.priority,
  };
}

type ProviderPath = 'provider' | 'facility' | 'maternity.babyAuth.babyProvider' | 'maternity.babyAuth.babyFacility';

/**
 * Entries entered as "not listed" that are saved before the request, with the message of a failure: with automation
 * the request's own (spec 3 §4); always the baby's, whose separate authorization names its providers by id.
 */
export function addedProviderPaths(draft: AuthorizationDraft, isAutomation: boolean): [ProviderPath, string][] {
  const own: [ProviderPath, string][] = [
    ['provider', text.save.providerFailed],
    ['facility', text.save.facilityFailed],
  ];
  const baby: [ProviderPath, string][] = [
    ['maternity.babyAuth.babyProvider', text.save.providerFailed],
    ['maternity.babyAuth.babyFacility', text.save.facilityFailed],
  ];
  return [...(isAutomation ? own : []), ...(draft.maternity?.type === newbornInNicu && draft.maternity.babyAuth ? baby : [])];
}
