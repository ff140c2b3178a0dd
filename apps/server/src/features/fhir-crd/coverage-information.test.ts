import { describe, expect, it } from 'vitest';
import { fhirSystems } from '../../fhir/fhir-systems.js';
import { checkCoverageInformation, checkCoverageInformationSet, hasCrdMaterial, type Json } from '../../test/crd-guide-test-support.js';
import { type ApprovedService, coverageAnswersOf, coverageInformationExtension, type MemberCoverageFacts } from './coverage-information.js';
import type { CrdOrder } from './crd-orders.js';

/** An order's answers against approvals of two authorizations: one satisfied-pa-id per order, as CRD 2.2 asks. */
const cpt = (code: string) => ({ system: fhirSystems.cpt, code });
const order: CrdOrder = {
  reference: 'ServiceRequest/1',
  resourceType: 'ServiceRequest',
  kind: 'service',
  resource: { resourceType: 'ServiceRequest' } as CrdOrder['resource'],
  codes: [cpt('97110'), cpt('97112'), cpt('97116')],
  serviceDate: '2026-06-01',
  placeOfService: null,
};
const approval = (authorizationNumber: string, code: string): ApprovedService => ({ authorizationNumber, code, from: '2026-01-01', to: '2026-12-31' });
const facts = (approved: ApprovedService[], notCoveredReason: string | null = null): MemberCoverageFacts => ({
  notCoveredReason: () => notCoveredReason,
  approved,
  rules: [],
  policyContext: (date) => ({ date, groupId: 'G', groupLists: {} as never, placeOfService: null }),
});

describe.skipIf(!hasCrdMaterial)('coverage answers of one order', () => {
  it('names one satisfying authorization, the one approving most codes; a code approved only under another is conditional and says so', async () => {
    const answers = coverageAnswersOf(order, facts([approval('A-1', '97110'), approval('A-1', '97112'), approval('A-2', '97116')]), '2026-05-01');
    expect(answers.map((answer) => [answer.paNeeded, answer.satisfiedBy, answer.billingCodes.map((code) => code.code)])).toEqual([
      ['satisfied', 'A-1', ['97110', '97112']],
      ['conditional', null, ['97116']],
    ]);
    expect(answers[1]?.reasons).toEqual(['Already approved under authorization A-2: order it on its own to bill it under that authorization.']);
    const context = { coverage: { reference: 'Coverage/c1' }, date: '2026-05-01', questionnaireOf: () => null };
    const extensions = answers.map((answer) => coverageInformationExtension(answer, 'id-1', context)) as Json[];
    for (const extension of extensions) expect(await checkCoverageInformation(extension)).toEqual([]);
    expect(checkCoverageInformationSet({ extension: extensions })).toEqual([]);
  });

  it('answers not covered with the reason, for every code', async () => {
    const [answer, ...others] = coverageAnswersOf(order, facts([], 'The coverage the EHR holds for this patient is cancelled.'), '2026-05-01');
    expect(others).toEqual([]);
    expect(answer).toMatchObject({ covered: 'not-covered', paNeeded: null, reasons: ['The coverage the EHR holds for this patient is cancelled.'] });
    expect(answer?.billingCodes).toHaveLength(3);
  });
});
