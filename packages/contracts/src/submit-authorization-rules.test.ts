import { describe, expect, it } from 'vitest';
import { demoSettingsGroupLists } from './submit-authorization-test-data.js';
import {
  type AuthorizationDraft,
  AuthorizationDraftSchema,
  isAutomationOn,
  requestTypesFor,
  submitAuthorizationLimits as limits,
  type RequestType,
  workflowConfig,
} from './submit-authorization.js';
import {
  canAddCodeItem,
  codeItemsErrors,
  type DraftContext,
  dmeErrors,
  faxConfirmationErrors,
  isWithinCoverageLookBack,
  notesWithTaxId,
  npiForSave,
  providerErrors,
  providerLookups,
  requestContactErrors,
  serviceErrors,
  unitsError,
  unplannedAdmissionErrors,
} from './submit-authorization-rules.js';
import { authorizationDetailsErrors, coverageDateOf } from './authorization-details-rules.js';
import { submitAuthorizationMessages as text } from './submit-authorization-messages.js';

const context = (overrides: Partial<DraftContext> = {}): DraftContext => ({
  workflowId: 1,
  isAutomation: false,
  groupId: '4100',
  codesNotRequiringAuthorization: new Set(['99213']),
  ...overrides,
});

const draft = (overrides: Record<string, unknown> = {}): AuthorizationDraft =>
  AuthorizationDraftSchema.parse({
    service: { placeOfService: '22', expectedStartDate: '03/10/2026', expectedEndDate: '03/11/2026' },
    diagnosisCodes: [{ value: 'M17.11' }],
    procedureCodes: [{ value: '29881', requestedUnits: '1', unitDescription: 'Units' }],
    provider: { id: 7, name: 'Dr. A', networkStatus: 'In-Network', fax: '916-555-0100' },
    facility: { id: 8, name: 'Facility', networkStatus: 'In-Network', isFacility: true },
    request: { firstName: 'Dana', lastName: 'W', phone: '916-555-0123', fax: '916-555-0199' },
    ...overrides,
  });

describe('automation per workflow (spec 3 §1)', () => {
  it('follows the group lists: standard and maternity by inclusion, unplanned and DME by exclusion', () => {
    const lists = demoSettingsGroupLists;
    expect(isAutomationOn(1, '3200', lists)).toBe(true);
    expect(isAutomationOn(1, '4100', lists)).toBe(false);
    expect(isAutomationOn(2, '4100', lists)).toBe(true);
    expect(isAutomationOn(2, '3300', lists)).toBe(false);
    expect(isAutomationOn(3, '3200', lists)).toBe(true);
    expect(isAutomationOn(3, '3210', lists)).toBe(false);
    expect(isAutomationOn(4, '4100', lists)).toBe(true);
    expect(isAutomationOn(4, '3300', lists)).toBe(false);
  });

  it('hides maternity from male members', () => {
    const types = [1, 2, 3, 4].map((authorizationWorkflowId) => ({ authorizationWorkflowId }) as RequestType);
    expect(requestTypesFor(types, 'M').map((type) => type.authorizationWorkflowId)).toEqual([1, 2, 4]);
    expect(requestTypesFor(types, 'F')).toHaveLength(4);
  });

  it('configures each workflow as §4 says', () => {
    expect(workflowConfig(1).startDateDefaultsToToday).toBe(true);
    expect(workflowConfig(2)).toMatchObject({
      isEndDateHidden: true,
      allowsUnknownProvider: true,
      allowsHospitalist: true,
      isProcedureHidden: true,
      referringLabel: 'Admitting Provider',
    });
    expect(workflowConfig(3)).toMatchObject({ defaultPlaceOfService: '21', isPlaceOfServiceStatic: true, areDatesHidden: true });
    expect(workflowConfig(4).defaultPlaceOfService).toBe('12b');
  });
});

describe('service (spec 3 §5)', () => {
  it('requires place of service and both dates without automation, and orders them', () => {
    expect(serviceErrors({ placeOfService: '', expectedStartDate: '', expectedEndDate: '' }, context())).toEqual({
      'service.placeOfService': text.service.placeOfServiceRequired,
      'service.expectedStartDate': text.service.startRequired,
      'service.expectedEndDate': text.service.endRequired,
    });
    expect(serviceErrors({ placeOfService: '22', expectedStartDate: '03/12/2026', expectedEndDate: '03/10/2026' }, context())).toEqual({
      'service.expectedStartDate': text.service.startAfterEnd,
    });
    expect(serviceErrors({ placeOfService: '22', expectedStartDate: '02/30/2026', expectedEndDate: '' }, context())['service.expectedStartDate']).toBe(
      text.service.invalidDate,
    );
  });

  it('needs no dates with automation, no end date for an unplanned admission', () => {
    expect(serviceErrors({ placeOfService: '22', expectedStartDate: '', expectedEndDate: '' }, context({ isAutomation: true }))).toEqual({});
    expect(serviceErrors({ placeOfService: '21', expectedStartDate: '03/01/2026', expectedEndDate: '' }, context({ workflowId: 2 }))).toEqual({});
  });

  it('checks coverage on the service start, else the earliest procedure start, within a year back', () => {
    expect(coverageDateOf(draft())).toBe('2026-03-10');
    const procedures = [
      { value: 'A', requestedUnits: '1', unitDescription: 'Units', expectedStartDate: '04/02/2026', expectedEndDate: '' },
      { value: 'B', requestedUnits: '1', unitDescription: 'Units', expectedStartDate: '03/20/2026', expectedEndDate: '' },
    ];
    expect(coverageDateOf(draft({ service: { placeOfService: '22' }, procedureCodes: procedures }))).toBe('2026-03-20');
    expect(isWithinCoverageLookBack('2025-03-02', '2026-03-02')).toBe(true);
    expect(isWithinCoverageLookBack('2025-03-01', '2026-03-02')).toBe(false);
  });
});

describe('codes (spec 3 §5)', () => {
  const item = (value: string, overrides = {}) => ({
    value,
    description: '',
    requestedUnits: '1',
    unitDescription: 'Units' as const,
    expectedStartDate: '',
    expectedEndDate: '',
    ...overrides,
  });

  it('requires a code, refuses duplicates (case-insensitive) and codes needing no authorization', () => {
    expect(codeItemsErrors('diagnosisCodes', [item(''), item('M17.11'), item('m17.11')], '22', context())).toEqual({
      'diagnosisCodes.0.value': 'ICD10 Code is required.',
      'diagnosisCodes.2.value': 'Duplicate ICD10 Code.',
    });
    expect(codeItemsErrors('procedureCodes', [item('99213')], '22', context())).toEqual({ 'procedureCodes.0.value': text.codes.cptNotRequiringAuthorization });
  });

  it('checks units 1 to 999999, whole, with a description, only where the place of service counts units', () => {
    expect(unitsError('')).toBe(text.codes.unitsRequired);
    expect(unitsError('0')).toBe(text.codes.unitsMin);
    expect(unitsError('1000000')).toBe(text.codes.unitsMax);
    expect(unitsError('2.5')).toBe(text.codes.unitsDecimal);
    expect(unitsError('999999')).toBeNull();
    expect(codeItemsErrors('procedureCodes', [item('29881', { requestedUnits: '', unitDescription: '' })], '22', context())).toEqual({
      'procedureCodes.0.requestedUnits': text.codes.unitsRequired,
      'procedureCodes.0.unitDescription': text.codes.unitDescriptionRequired,
    });
    expect(codeItemsErrors('procedureCodes', [item('29881', { requestedUnits: '', unitDescription: '' })], '21', context())).toEqual({});
  });

  it('requires From and To dates with automation, in order', () => {
    expect(codeItemsErrors('procedureCodes', [item('29881')], '22', context({ isAutomation: true }))).toEqual({
      'procedureCodes.0.expectedStartDate': text.codes.fromRequired,
      'procedureCodes.0.expectedEndDate': text.codes.toRequired,
    });
    expect(
      codeItemsErrors(
        'procedureCodes',
        [item('29881', { expectedStartDate: '03/05/2026', expectedEndDate: '03/01/2026' })],
        '22',
        context({ isAutomation: true }),
      ),
    ).toEqual({
      'procedureCodes.0.expectedStartDate': text.codes.fromAfterTo,
    });
  });

  it('enables Add Additional code only when the last item has a code', () => {
    expect(canAddCodeItem([item('A'), item('')])).toBe(false);
    expect(canAddCodeItem([item('A')])).toBe(true);
    // No more than the save takes.
    expect(canAddCodeItem(Array.from({ length: limits.codesMax - 1 }, () => item('A')))).toBe(true);
    expect(canAddCodeItem(Array.from({ length: limits.codesMax }, () => item('A')))).toBe(false);
  });
});

describe('provider and facility (spec 3 §5)', () => {
  const [referring, servicing] = providerLookups({ workflowId: 1, isAutomation: false, groupId: '4100' });
  const entry = (overrides: Record<string, unknown>) => draft({ provider: overrides }).provider;

  it('requires a chosen provider with a network status and the referring fax', () => {
    expect(providerErrors(entry({}), referring, '22')).toEqual({ 'provider.name': 'Referring Provider is required.' });
    expect(providerErrors(entry({ id: 3, name: 'Dr. B' }), referring, '22')).toEqual({
      'provider.networkStatus': text.provider.networkStatusRequired,
      'provider.fax': text.provider.faxRequired,
    });
    expect(providerErrors(entry({ id: 3, name: 'Dr. B', networkStatus: 'In-Network' }), servicing, '22')).toEqual({});
  });

  it('requires every add-form field of a "not listed" provider and checks their formats', () => {
    expect(Object.keys(providerErrors(entry({ add: true }), servicing, '22')).sort()).toEqual(
      ['address', 'city', 'firstName', 'lastName', 'npi', 'phone', 'state', 'taxID', 'zip'].map((field) => `facility.${field}`).sort(),
    );
    const filled = {
      add: true,
      firstName: 'P',
      lastName: 'R',
      taxID: '941234567',
      npi: '12345',
      address: 'a',
      city: 'c',
      state: 'CA',
      zip: '958',
      phone: '9165550100',
    };
    expect(providerErrors(entry(filled), servicing, '22')).toEqual({
      'facility.taxID': text.provider.taxIdInvalid,
      'facility.npi': text.provider.npiInvalid,
      'facility.zip': text.provider.zipInvalid,
      'facility.phone': text.provider.phoneInvalid,
    });
  });

  it('exposes NPI and address when the search result lacked them, asks tax ID for group 570 without automation', () => {
    expect(
      providerErrors(entry({ id: 3, name: 'B', networkStatus: 'In-Network', fax: '916-555-0100', missingNpi: true, missingAddress: true }), referring, '22'),
    ).toEqual({
      'provider.npi': text.provider.npiRequired,
      'provider.address': text.provider.addressRequired,
      'provider.city': text.provider.cityRequired,
      'provider.state': text.provider.stateRequired,
      'provider.zip': text.provider.zipRequired,
    });
    const [referring570] = providerLookups({ workflowId: 1, isAutomation: false, groupId: '570' });
    const [referring570Automated] = providerLookups({ workflowId: 1, isAutomation: true, groupId: '570' });
    const chosen = entry({ id: 3, name: 'B', networkStatus: 'In-Network', fax: '916-555-0100' });
    expect(providerErrors(chosen, referring570, '22')).toEqual({ 'provider.taxID': text.provider.taxIdRequired });
    expect(providerErrors(chosen, referring570Automated, '22')).toEqual({});
  });

  it('skips unknown providers, and an inpatient stay must name a facility, also through "Same as"', () => {
    expect(providerErrors(entry({ unknown: true }), referring, '22')).toEqual({});
    const facility = (overrides: Record<string, unknown>) => draft({ facility: overrides }).facility;
    const doctor = entry({ id: 3, name: 'Dr. B', networkStatus: 'In-Network', isFacility: false });
    const hospital = entry({ id: 5, name: 'General', networkStatus: 'In-Network', isFacility: true });
    expect(providerErrors(facility({ same: true }), servicing, '21', doctor)).toEqual({ 'facility.name': text.provider.inpatientNeedsFacility });
    expect(providerErrors(facility({ same: true }), servicing, '21', hospital)).toEqual({});
    expect(providerErrors(facility({ same: true }), servicing, '11', doctor)).toEqual({});
    expect(servicing.sameAsLookup).toBe('provider');
    expect(providerErrors(facility({ id: 4, name: 'Dr. C', networkStatus: 'In-Network', isFacility: false }), servicing, '21')).toEqual({
      'facility.name': text.provider.inpatientNeedsFacility,
    });
    expect(providerErrors(facility({ id: 4, name: 'General', networkStatus: 'In-Network', isFacility: true }), servicing, '21')).toEqual({});
    expect(providerLookups({ workflowId: 2, isAutomation: true, groupId: '4100' })[0].searchLabel).toBe('Admitting Provider');
  });
});

describe('person completing the request (spec 3 §5)', () => {
  it('requires names, phone and fax in ###-###-####, a numeric extension and short notes', () => {
    expect(requestContactErrors({ firstName: '', lastName: '', phone: '', extension: '', fax: '', notes: '' })).toEqual({
      'request.firstName': text.requestedBy.firstNameRequired,
      'request.lastName': text.requestedBy.lastNameRequired,
      'request.phone': text.requestedBy.phoneRequired,
      'request.fax': text.requestedBy.faxRequired,
    });
    expect(requestContactErrors({ firstName: 'a', lastName: 'b', phone: '9165550123', extension: '12a', fax: '916-555', notes: 'x'.repeat(501) })).toEqual({
      'request.phone': text.requestedBy.phoneInvalid,
      'request.extension': text.requestedBy.extensionInvalid,
      'request.fax': text.requestedBy.faxInvalid,
      'request.notes': 'Notes must be at most 500 characters.',
    });
  });

  it('confirms the fax with two identical entries of at least 10 digits', () => {
    expect(faxConfirmationErrors('916-555-01', '916-555-01')).toEqual({ fax: text.requestedBy.faxTooShort, confirmation: text.requestedBy.faxTooShort });
    expect(faxConfirmationErrors('916-555-0100', '916-555-0101')).toEqual({ confirmation: text.requestedBy.faxMismatch });
    expect(faxConfirmationErrors('916-555-0100', '916-555-0100')).toEqual({});
  });
});

describe('unplanned admission and DME (spec 3 §5)', () => {
  const admission = (overrides = {}) => ({
    contactName: 'Lee',
    contactTitle: 'RN',
    phone: '',
    fax: '',
    source: 'ER',
    admitStartDate: '03/01/2026',
    admitEndDate: '',
    notes: '',
    ...overrides,
  });

  it('requires contact, title and a source of the mode, admit start only with automation', () => {
    expect(
      unplannedAdmissionErrors(admission({ contactName: '', contactTitle: 'x'.repeat(51), source: '' }), context({ workflowId: 2, isAutomation: true })),
    ).toEqual({
      'unplannedAdmission.contactName': text.unplanned.contactNameRequired,
      'unplannedAdmission.contactTitle': 'Utilization Review Contact Title must be at most 50 characters.',
      'unplannedAdmission.source': text.unplanned.sourceRequired,
    });
    expect(unplannedAdmissionErrors(admission({ admitStartDate: '' }), context({ workflowId: 2, isAutomation: true }))).toEqual({
      'unplannedAdmission.admitStartDate': text.unplanned.admitStartRequired,
    });
    expect(
      unplannedAdmissionErrors(admission({ admitStartDate: '03/04/2026', admitEndDate: '03/01/2026' }), context({ workflowId: 2, isAutomation: true })),
    ).toEqual({
      'unplannedAdmission.admitStartDate': text.service.startAfterEnd,
    });
    expect(unplannedAdmissionErrors(admission({ source: 'Emergency Room', admitStartDate: '', notes: 'x'.repeat(256) }), context({ workflowId: 2 }))).toEqual({
      'unplannedAdmission.notes': 'Notes must be at most 255 characters.',
    });
  });

  it('requires a DME type and a non-negative price with at most 2 decimals', () => {
    expect(dmeErrors({ type: '', price: '' })).toEqual({ 'dme.type': text.dme.typeRequired, 'dme.price': text.dme.priceRequired });
    expect(dmeErrors({ type: 'Rental', price: '-1' })).toEqual({ 'dme.price': text.dme.priceInvalid });
    expect(dmeErrors({ type: 'Purchase', price: '1200.5' })).toEqual({});
  });
});

describe('the whole step and save preparation', () => {
  it('is valid for a complete standard request and drops sections by workflow', () => {
    expect(authorizationDetailsErrors(draft(), context())).toEqual({});
    // Unplanned: procedures are hidden, so a bad procedure row does not count; the card does.
    const unplanned = draft({ service: { placeOfService: '21', expectedStartDate: '03/01/2026' }, procedureCodes: [{ value: '' }] });
    expect(Object.keys(authorizationDetailsErrors(unplanned, context({ workflowId: 2 })))).toEqual(['unplannedAdmission.source']);
  });

  it('sends an empty NPI as null and prepends the tax ID to the notes', () => {
    expect(npiForSave({ npi: ' ' })).toBeNull();
    expect(npiForSave({ npi: '1234567893' })).toBe('1234567893');
    expect(notesWithTaxId(draft({ provider: { taxID: '12-3456789' }, request: { notes: 'Knee.' } }))).toBe('Tax ID: 12-3456789 Knee.');
    expect(notesWithTaxId(draft({ request: { notes: 'Knee.' } }))).toBe('Knee.');
  });
});
