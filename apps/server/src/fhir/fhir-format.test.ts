import { describe, expect, it } from 'vitest';
import { acceptsFhirJson } from './fhir-format.js';

describe('acceptsFhirJson', () => {
  it('answers JSON when nothing is asked, or an empty _format or Accept', () => {
    expect(acceptsFhirJson(undefined, undefined)).toBe(true);
    expect(acceptsFhirJson('', '')).toBe(true);
    expect(acceptsFhirJson([' '], undefined)).toBe(true);
  });

  it('takes each JSON form in _format, a + decoded as a space included, and refuses XML, Turtle and HTML', () => {
    for (const format of ['json', 'application/json', 'application/fhir+json', 'application/fhir json', 'JSON'])
      expect(acceptsFhirJson(format, undefined), format).toBe(true);
    for (const format of ['xml', 'text/xml', 'application/xml', 'application/fhir+xml', 'ttl', 'html', 'text/html', '*/*'])
      expect(acceptsFhirJson(format, undefined), format).toBe(false);
    expect(acceptsFhirJson(['json', 'xml'], undefined)).toBe(false);
  });

  it('lets _format decide over Accept', () => {
    expect(acceptsFhirJson('json', 'application/fhir+xml')).toBe(true);
    expect(acceptsFhirJson('xml', 'application/fhir+json')).toBe(false);
  });

  it('reads Accept as a list of ranges with their q, a JSON form or a wildcard among them enough', () => {
    expect(acceptsFhirJson(undefined, 'application/fhir+json; fhirVersion=4.0')).toBe(true);
    expect(acceptsFhirJson(undefined, 'application/*')).toBe(true);
    expect(acceptsFhirJson(undefined, 'application/fhir+xml;q=1, */*;q=0.1')).toBe(true);
    expect(acceptsFhirJson(undefined, 'application/fhir+xml, application/json;q=0')).toBe(false);
    expect(acceptsFhirJson(undefined, 'application/json;q=nonsense')).toBe(false);
    expect(acceptsFhirJson(undefined, 'text/plain')).toBe(false);
  });
});
