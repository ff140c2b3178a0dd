import { describe, expect, it } from 'vitest';
import { builtInHcpcsCodes, cptCodes, everydayCptCodes, hcpcsCodes } from './procedure-codes.js';

describe('built-in procedure codes', () => {
  it('has about 120 CPT codes, each once, with both descriptions', () => {
    expect(cptCodes.length).toBeGreaterThanOrEqual(120);
    expect(new Set(cptCodes.map((entry) => entry.code)).size).toBe(cptCodes.length);
    for (const entry of [...cptCodes, ...builtInHcpcsCodes]) {
      expect(entry.code).toMatch(/^[A-Z0-9]{5}$/);
      expect(entry.shortDescription.length).toBeGreaterThan(3);
      expect(entry.description.length).toBeGreaterThan(entry.shortDescription.length / 2);
    }
    expect(new Set(builtInHcpcsCodes.map((entry) => entry.code)).size).toBe(builtInHcpcsCodes.length);
  });

  it('keeps the specialty codes out of the pools random claims draw from, so the demo claims stay as they were', () => {
    expect(everydayCptCodes).toHaveLength(39);
    expect(everydayCptCodes.some((entry) => ['27130', '96413', '77385'].includes(entry.code))).toBe(false);
    expect(hcpcsCodes).toHaveLength(14);
  });
});
