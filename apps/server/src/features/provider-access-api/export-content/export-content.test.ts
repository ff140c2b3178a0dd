import { describe, expect, it } from 'vitest';
import { claimFormOf } from './claim-eob.js';
import { reviewActions } from '../../../fhir/x12-review-actions.js';
import { procedureSystemOf } from './export-codes.js';
import { reviewActionOf, sentIdentifiersOf, type ExportLine, type ExportLineOutcome } from './prior-authorization-eob.js';
import { practitionerOf, type ExportProviderLocation } from './provider-resources.js';

const line: ExportLine = { id: 1, position: 1, cptCode: '27447', description: 'Knee', quantity: 2, startDate: '2026-03-01', endDate: '2026-03-05' };
const outcome = (status: string, change: Partial<ExportLineOutcome> = {}): ExportLineOutcome => ({
  status,
  reason: 'Reason',
  note: null,
  startDate: '2026-03-01',
  endDate: '2026-03-05',
  units: 2,
  decidedAt: new Date('2026-02-27T10:00:00Z'),
  ...change,
});

describe('a prior authorization line’s review action', () => {
  it('reads the line’s decision in contracts’ words, as PAS answers it', () => {
    expect(reviewActionOf(line, undefined, false)).toBe(reviewActions.pended);
    expect(reviewActionOf(line, outcome('Pended'), false)).toBe(reviewActions.pended);
    expect(reviewActionOf(line, outcome('Approved'), false)).toBe(reviewActions.certified);
    expect(reviewActionOf(line, outcome('Approve'), false)).toBe(reviewActions.certified);
    expect(reviewActionOf(line, outcome('Approved', { units: 1 }), false)).toBe(reviewActions.modified);
    expect(reviewActionOf(line, outcome('Approved', { endDate: '2026-03-04' }), false)).toBe(reviewActions.modified);
    expect(reviewActionOf(line, outcome('Denied'), false)).toBe(reviewActions.notCertified);
    // A withdrawn request certifies nothing, whatever its lines said before.
    expect(reviewActionOf(line, outcome('Approved'), true)).toBe(reviewActions.notCertified);
  });
});

describe('which CARIN BB profile a claim is', () => {
  it('is professional for a person, institutional for a facility, inpatient by the place of service', () => {
    expect(claimFormOf({ isFacility: false, placeOfService: '21' })).toBe('professional');
    expect(claimFormOf({ isFacility: true, placeOfService: '22' })).toBe('outpatient');
    expect(claimFormOf({ isFacility: true, placeOfService: '21' })).toBe('inpatient');
  });

  it('tells CPT from HCPCS Level II', () => {
    expect(procedureSystemOf('99213')).toBe('http://www.ama-assn.org/go/cpt');
    expect(procedureSystemOf('0001F')).toBe('http://www.ama-assn.org/go/cpt');
    expect(procedureSystemOf('E0601')).toBe('https://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets');
  });
});

describe('what the export takes of what others wrote', () => {
  it('echoes only well-formed identifiers of a PAS client’s Claim', () => {
    expect(sentIdentifiersOf([{ system: 'urn:x', value: 'A1' }, { value: 'B2' }, { system: 3, value: 'C' }, { system: 'urn:x' }, 'junk', null])).toEqual([
      { system: 'urn:x', value: 'A1' },
      { value: 'B2' },
    ]);
    expect(sentIdentifiersOf({ value: 'not a list' })).toEqual([]);
  });

  it('splits a directory name into given, family and credentials, keeping the whole as text', () => {
    const location: ExportProviderLocation = {
      locationId: 7,
      npi: '1234567893',
      fullName: 'Ashley M Kim, LCSW',
      taxId: '12-3456789',
      address1: '1 Main St',
      address2: null,
      city: 'Town',
      state: 'CA',
      zipCode: '94000',
      phone: '415-555-0100',
      isFacility: false,
    };
    expect(practitionerOf(location).name).toEqual([{ text: 'Ashley M Kim, LCSW', family: 'Kim', given: ['Ashley', 'M'], suffix: ['LCSW'] }]);
    expect(practitionerOf({ ...location, fullName: 'Madonna' }).name).toEqual([{ text: 'Madonna', family: 'Madonna' }]);
  });
});
