import { describe, expect, it } from 'vitest';
import { bodyWithIdentifier, inquiryAbout, withIdentifier } from './fhir-pas-bench.js';

const bundle = {
  resourceType: 'Bundle',
  type: 'collection',
  entry: [{ resource: { resourceType: 'Claim', item: [{ sequence: 1, extension: [{ url: 'x', valueString: 'bench-identifier-value' }] }] } }],
};

describe('the PAS bench bodies', () => {
  it('writes the same text as serializing each request, whatever the identifier', () => {
    const submitWith = bodyWithIdentifier((value) => withIdentifier({ ...bundle, entry: [] }, value));
    for (const value of ['run-1', 'a "quoted" \\ value', 'ü\u2028']) {
      expect(submitWith(value)).toBe(JSON.stringify(withIdentifier({ ...bundle, entry: [] }, value)));
    }
    const inquiryWith = bodyWithIdentifier((value) => inquiryAbout({ ...bundle, entry: [] }, 'A-1', value));
    expect(JSON.parse(inquiryWith('q-7'))).toEqual(inquiryAbout({ ...bundle, entry: [] }, 'A-1', 'q-7'));
  });

  it('refuses a bundle whose text holds the marker elsewhere', () => {
    expect(() => bodyWithIdentifier((value) => withIdentifier(bundle, value))).toThrow(/exactly once/);
  });
});
