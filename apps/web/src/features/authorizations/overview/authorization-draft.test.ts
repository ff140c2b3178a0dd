import { authorizationMessages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { futureAdmission, inpatientStay } from '../authorizations-test-data';
import {
  draftErrors,
  extensionStartOf,
  initialDraft,
  isAdmissionDateEdited,
  refusedFieldErrors,
  toUpdateRequest,
  trackingEventsOf,
} from './authorization-draft';

const text = authorizationMessages.validation;

describe('the overview draft', () => {
  it('lets only decisions with an editable reason change, and the admission date only of a future admission', () => {
    const draft = initialDraft(inpatientStay());
    expect(Object.keys(draft.outcomes)).toEqual(['101']);
    expect(draft.outcomes[101]).toEqual({ startDate: '11/23/2025', endDate: '11/28/2025', units: '1' });
    expect(draft.admissionDate).toBeNull();
    expect(initialDraft(futureAdmission()).admissionDate).toBe('11/23/2025');
  });

  it('sends only what changed, an extension starting at the latest decided end, and names the tracking events', () => {
    const stay = inpatientStay();
    const draft = initialDraft(stay);
    expect(trackingEventsOf(toUpdateRequest(stay, draft))).toEqual([]);
    draft.outcomes[101] = { startDate: '11/23/2025', endDate: '11/28/2025', units: '4' };
    draft.extension = { startDate: extensionStartOf(stay), endDate: '12/02/2025' };
    draft.additionalUnits[50] = { requestedUnits: '3', startDate: '11/29/2025', endDate: '12/02/2025' };
    const request = toUpdateRequest(stay, draft);
    expect(request.outcomeEdits).toEqual([{ outcomeId: 101, startDate: '11/23/2025', endDate: '11/28/2025', units: 4 }]);
    expect(request.admissionExtension).toEqual({ startDate: '11/28/2025', endDate: '12/02/2025' });
    expect(request.additionalUnits).toEqual([{ procedureId: 50, requestedUnits: 3, startDate: '11/29/2025', endDate: '12/02/2025' }]);
    expect(request.admissionDateEdit).toBeNull();
    expect(trackingEventsOf(request)).toEqual(['ManageAuthEditService', 'ManageAuthExtendAdmission', 'ManageAuthExtendService']);
  });

  it('moves a future admission and tracks it', () => {
    const stay = futureAdmission();
    const draft = { ...initialDraft(stay), admissionDate: '12/01/2025' };
    expect(isAdmissionDateEdited(stay, draft)).toBe(true);
    const request = toUpdateRequest(stay, draft);
    expect(request.admissionDateEdit).toEqual({ outcomeId: 100, startDate: '12/01/2025' });
    expect(trackingEventsOf(request)).toEqual(['ManageAuthEditAdmission']);
  });

  it('reports the spec’s messages under each field', () => {
    const draft = initialDraft(inpatientStay());
    draft.outcomes[101] = { startDate: '11/29/2025', endDate: '11/28/2025', units: '0' };
    draft.extension = { startDate: '11/28/2025', endDate: '' };
    draft.additionalUnits[50] = { requestedUnits: '1000000', startDate: '', endDate: '13/01/2025' };
    draft.addedProcedures.push({
      cptCode: '99213',
      cptCodeDescription: '',
      requestedUnits: '',
      procedureStartDate: '11/25/2025',
      procedureEndDate: '11/25/2025',
    });
    expect(draftErrors(draft, ['99213'])).toEqual({
      'outcome.101.startDate': text.fromAfterTo,
      'outcome.101.units': text.atLeastOneUnit,
      'extension.endDate': text.endDateRequired,
      'additionalUnits.50.startDate': text.fromDateRequired,
      'additionalUnits.50.endDate': text.dateFormat,
      'additionalUnits.50.requestedUnits': text.tooManyUnits,
      'added.0.cptCode': text.cptCodeNotRequiringAuthorization,
      'added.0.requestedUnits': text.requestedUnitsRequired,
    });
  });

  it('puts the server’s refusals of a save beside the fields of the draft that was sent', () => {
    const stay = inpatientStay();
    const draft = initialDraft(stay);
    draft.outcomes[101] = { startDate: '11/23/2025', endDate: '11/28/2025', units: '4' };
    draft.extension = { startDate: extensionStartOf(stay), endDate: '12/02/2025' };
    draft.additionalUnits[50] = { requestedUnits: '3', startDate: '11/29/2025', endDate: '12/02/2025' };
    draft.addedProcedures.push({
      cptCode: '97110 Ther',
      cptCodeDescription: '',
      requestedUnits: '1',
      procedureStartDate: '11/25/2025',
      procedureEndDate: '11/25/2025',
    });
    const request = toUpdateRequest(stay, draft);
    expect(
      refusedFieldErrors(request, {
        'outcomeEdits.0.outcomeId': ['Not editable.'],
        'additionalUnits.0.requestedUnits': ['Too many.'],
        'admissionExtension.startDate': ['Not inpatient.'],
        'addedProcedures.0.cptCode': ['Letters and digits.'],
        'addedProcedures.3.cptCode': ['No such line.'],
        request: ['Whole request.'],
      }),
    ).toEqual({
      'outcome.101.startDate': 'Not editable.',
      'additionalUnits.50.requestedUnits': 'Too many.',
      'extension.endDate': 'Not inpatient.',
      'added.0.cptCode': 'Letters and digits.',
    });
  });
});
