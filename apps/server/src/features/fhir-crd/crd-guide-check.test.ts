import { describe, expect, it } from 'vitest';
import { coverageInformationExtension } from './coverage-information.js';
import { checkCard, checkCoverageInformation, checkCoverageInformationSet, hasCrdMaterial, type Json } from '../../test/crd-guide-test-support.js';

/** The guide checks the CDS Hooks tests rely on catch what they claim to: each broken answer fails. */
const answer = coverageInformationExtension(
  {
    covered: 'covered',
    paNeeded: 'auth-needed',
    documentation: ['clinicalNotes'],
    satisfiedBy: null,
    infoNeeded: false,
    billingCodes: [{ system: 'http://www.ama-assn.org/go/cpt', code: '72148' }],
    reasons: [],
  },
  'assertion-1',
  { coverage: { reference: 'Coverage/c1' }, date: '2026-11-26', questionnaireOf: () => null },
) as Json;
const withParts = (parts: Json[]) => ({ ...answer, extension: parts });
const without = (name: string) => withParts(answer.extension.filter((part: Json) => part.url !== name));
const replaced = (name: string, part: Json) => withParts([...answer.extension.filter((candidate: Json) => candidate.url !== name), part]);

describe.skipIf(!hasCrdMaterial)('the coverage-information check', () => {
  it('passes the service’s own extension and fails each broken one', async () => {
    expect(await checkCoverageInformation(answer)).toEqual([]);
    expect(await checkCoverageInformation(without('date'))).toContain('date is required');
    expect(await checkCoverageInformation(without('coverage-assertion-id'))).toContain('coverage-assertion-id is required');
    expect((await checkCoverageInformation(replaced('covered', { url: 'covered', valueCode: 'maybe' }))).join()).toContain('covered maybe is not in');
    expect((await checkCoverageInformation(without('pa-needed'))).join()).toContain('crd-ci-q2');
    expect((await checkCoverageInformation(replaced('pa-needed', { url: 'pa-needed', valueCode: 'satisfied' }))).join()).toContain('crd-ci-q5');
    expect((await checkCoverageInformation(replaced('date', { url: 'date', valueString: '2026-11-26' }))).join()).toContain('date has valueString');
    expect((await checkCoverageInformation(withParts([...answer.extension, { url: 'made-up', valueString: 'x' }]))).join()).toContain('unknown parts');
  });

  it('holds the extension to CRD 2.2.1’s invariants: a doc-purpose needs its reason, an info-needed OTH too', async () => {
    expect(answer.extension.filter((part: Json) => part.url === 'reason')).toHaveLength(1);
    expect((await checkCoverageInformation(without('reason'))).join()).toContain('crd-ci-q8');
    const conditional = withParts([
      ...answer.extension.filter((part: Json) => !['pa-needed', 'doc-needed', 'doc-purpose', 'reason'].includes(part.url)),
      { url: 'pa-needed', valueCode: 'conditional' },
    ]);
    expect((await checkCoverageInformation(conditional)).join()).toContain('crd-ci-q3 (2.2.1)');
    const withoutReason = withParts([...conditional.extension, { url: 'info-needed', valueCode: 'OTH' }]);
    expect((await checkCoverageInformation(withoutReason)).join()).toContain('crd-ci-q6');
    expect(
      (
        await checkCoverageInformation(replaced('reason', { url: 'reason', valueCodeableConcept: { coding: [{ system: 'http://example.org', code: 'x' }] } }))
      ).join(),
    ).toContain('crd-ci-q7');
  });

  it('fails an order whose extensions for one coverage carry different coverage-assertion-ids', () => {
    const second = replaced('coverage-assertion-id', { url: 'coverage-assertion-id', valueString: 'assertion-2' });
    expect(checkCoverageInformationSet({ extension: [answer, answer] })).toEqual([]);
    expect(checkCoverageInformationSet({ extension: [answer, second] })).toEqual([
      'the extensions for coverage {"reference":"Coverage/c1"} have different coverage-assertion-ids',
    ]);
    const otherCoverage = replaced('coverage', { url: 'coverage', valueReference: { reference: 'Coverage/c2' } });
    expect(checkCoverageInformationSet({ extension: [answer, otherCoverage] })).toEqual(['extensions for differing coverages share a coverage-assertion-id']);
  });

  it('fails a card without a summary, a known topic or a proper link', () => {
    const card = {
      uuid: 'u',
      summary: 'Prior authorization needed: 72148',
      indicator: 'info',
      source: { label: 'Plan', topic: { system: 'http://terminology.hl7.org/CodeSystem/cdshooks-card-type', code: 'coverage-info' } },
    };
    expect(checkCard(card)).toEqual([]);
    expect(checkCard({ ...card, summary: 'x'.repeat(140) })).toEqual(['summary must be 1–139 characters']);
    expect(checkCard({ ...card, source: { label: 'Plan', topic: { system: 'http://example.org', code: 'coverage-info' } } })).toEqual([
      'source.topic must be a CRD card type',
    ]);
    expect(checkCard({ ...card, links: [{ label: 'Go', url: 'javascript:alert(1)', type: 'absolute' }] })).toHaveLength(1);
  });
});
