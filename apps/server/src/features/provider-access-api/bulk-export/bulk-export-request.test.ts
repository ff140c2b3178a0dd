import { describe, expect, it } from 'vitest';
import { FhirError } from '../../../fhir/operation-outcome.js';
import { checkParameters, parametersOfBody, parametersOfQuery, readPrefer } from './bulk-export-request.js';

const strict = { isLenient: false };
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof FhirError ? error.statusCode : 'not a FhirError';
  }
  return 'accepted';
};

describe('a Bulk Data kick-off\u2019s parameters', () => {
  it('reads _type as a comma list (repeated too), in the manifest\u2019s order, each once', () => {
    expect(checkParameters(parametersOfQuery({ _type: ['Coverage,Patient', 'Patient'] }), strict).types).toEqual(['Patient', 'Coverage']);
    expect(checkParameters(parametersOfQuery({}), strict).types).toBeNull();
  });

  it('reads _since as an instant, a + decoded to a space put back', () => {
    expect(checkParameters(parametersOfQuery({ _since: '2025-01-01T00:00:00 02:00' }), strict).since?.toISOString()).toBe('2024-12-31T22:00:00.000Z');
    expect(refusal(() => checkParameters(parametersOfQuery({ _since: '2025-01-01T00:00:00' }), strict))).toBe(400);
    expect(refusal(() => checkParameters(parametersOfQuery({ _since: '2025-02-30T00:00:00Z' }), strict))).toBe(400);
    expect(refusal(() => checkParameters(parametersOfQuery({ _since: '2024-02-29T23:59:59.5-05:00' }), strict))).toBe('accepted');
  });

  it('takes the three NDJSON output formats only', () => {
    for (const format of ['application/fhir+ndjson', 'application/fhir ndjson', 'application/ndjson', 'ndjson'])
      expect(refusal(() => checkParameters(parametersOfQuery({ _outputFormat: format }), strict))).toBe('accepted');
    expect(refusal(() => checkParameters(parametersOfQuery({ _outputFormat: 'text/csv' }), strict))).toBe(400);
  });

  it('refuses unsupported parameters unless lenient', () => {
    expect(refusal(() => checkParameters(parametersOfQuery({ _typeFilter: 'Patient?active=true' }), strict))).toBe(400);
    expect(refusal(() => checkParameters(parametersOfQuery({ _typeFilter: 'Patient?active=true' }), { isLenient: true }))).toBe('accepted');
    expect(readPrefer('respond-async, handling=lenient').isLenient).toBe(true);
    expect(readPrefer(undefined).isLenient).toBe(false);
    expect(readPrefer('respond-async; wait=10').isLenient).toBe(false);
  });

  it('reads a Parameters resource, and refuses any other body', () => {
    const raw = parametersOfBody({
      resourceType: 'Parameters',
      parameter: [
        { name: '_type', valueString: 'Patient' },
        { name: '_type', valueString: 'ExplanationOfBenefit' },
        { name: '_since', valueInstant: '2025-01-01T00:00:00Z' },
      ],
    });
    expect(checkParameters(raw, strict)).toEqual({ types: ['Patient', 'ExplanationOfBenefit'], since: new Date('2025-01-01T00:00:00Z') });
    expect(parametersOfBody(undefined).size).toBe(0);
    for (const body of [
      { resourceType: 'Bundle' },
      'text',
      { resourceType: 'Parameters', parameter: {} },
      { resourceType: 'Parameters', parameter: [{ value: 1 }] },
    ])
      expect(refusal(() => parametersOfBody(body))).toBe(400);
  });
});
