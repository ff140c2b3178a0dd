import { ClaimsSearchRequestSchema, claimSortColumns } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { frequentPatientQhid, searchBodies } from './claims-bench.js';

describe('the claims bench', () => {
  it('searches the frequent patient, qhid 1000010 after the seven fixed members and the twins', () => {
    expect(frequentPatientQhid).toBe(1_000_010);
  });

  it('sends only requests the contract accepts, every sort both ways in every year', () => {
    const bodies = searchBodies(frequentPatientQhid, [2026, 2025]).map((body) => ClaimsSearchRequestSchema.parse(JSON.parse(body)));
    expect(bodies.every((body) => body.HelperId === frequentPatientQhid)).toBe(true);
    const sorts = new Set(bodies.map((body) => `${body.Year} ${body.SortClause}`));
    expect(sorts.size).toBe(2 * claimSortColumns.length * 2);
    expect(new Set(bodies.map((body) => body.PageSize))).toEqual(new Set([10, 25, 50, 100]));
  });
});
