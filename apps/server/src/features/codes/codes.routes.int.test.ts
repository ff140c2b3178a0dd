import {
  codeEndpoints,
  codeSearchPageSize,
  CodeSearchResponseSchema,
  type CodeSet,
  endpointPath,
  endpointQuery,
  type IcdHit,
  type ProcedureHit,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInCodeSetEntries } from '../../adapters/code-search/built-in-code-sets.js';
import { diagnosisCodes } from '../../demo/code-catalog.js';
import { builtInHcpcsCodes, cptCodes } from '../../demo/procedure-codes.js';
import { callerOf, createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';

let callers: MemberAreaCallers;
let call: ReturnType<typeof callerOf>;

const searchPath = (codeSet: string, query: Record<string, unknown>) => `${endpointPath(codeEndpoints.search, { codeSet })}${endpointQuery(query)}`;
const searchAs = async (token: string | null, codeSet: string, q: string, page = 0) => call('GET', searchPath(codeSet, { q, page }), token);
const search = async (codeSet: CodeSet, q: string, page = 0) => {
  const response = await searchAs(callers.provider, codeSet, q, page);
  expect(response.statusCode, response.body).toBe(200);
  return CodeSearchResponseSchema.parse(response.json());
};
const codesOf = (hits: readonly { code: string }[]) => hits.map((hit) => hit.code);
const sorted = (codes: readonly string[]) => [...codes].sort();

// Both CodeSearch adapters answer alike: the in-memory index (the default) and PostgreSQL full-text.
describe.each(['memory', 'postgres'])('GET /api/codes/{codeSet}/ (CODE_SEARCH=%s)', (codeSearch) => {
  beforeAll(async () => {
    callers = await createMemberAreaApp({ CODE_SEARCH: codeSearch });
    call = callerOf(callers.testApp);
  });
  afterAll(() => callers.testApp.close());

  it('lists the first page of a set by code for an empty query, with the set’s size as nbHits', async () => {
    const answer = await search('cpt', '');
    expect(answer.page).toBe(0);
    expect(answer.nbHits).toBe(cptCodes.length);
    expect(cptCodes.length).toBeGreaterThanOrEqual(120);
    expect(answer.hits).toHaveLength(codeSearchPageSize);
    expect(codesOf(answer.hits)).toEqual(sorted(cptCodes.map((entry) => entry.code)).slice(0, codeSearchPageSize));
  });

  it('pages by 20 and answers an empty page past the end with the total', async () => {
    const first = await search('cpt', '', 0);
    const second = await search('cpt', '', 1);
    expect(codesOf(second.hits)).toEqual(sorted(cptCodes.map((entry) => entry.code)).slice(codeSearchPageSize, 2 * codeSearchPageSize));
    expect(codesOf(second.hits).some((code) => codesOf(first.hits).includes(code))).toBe(false);
    expect(await search('cpt', '', 50)).toEqual({ hits: [], page: 50, nbHits: cptCodes.length });
    const mri = await search('cpt', 'mri');
    expect(await search('cpt', 'mri', 5)).toEqual({ hits: [], page: 5, nbHits: mri.nbHits });
  });

  it('answers CPT hits with both descriptions', async () => {
    const { hits } = await search('cpt', '73721');
    expect(hits).toEqual([{ code: '73721', shortDescription: 'MRI knee joint', fullDescription: 'MRI of a leg joint such as the knee, without contrast' }]);
  });

  it('matches a code prefix, ordered by code, counting every match', async () => {
    const answer = await search('cpt', '9921');
    const expected = sorted(cptCodes.map((entry) => entry.code).filter((code) => code.startsWith('9921')));
    expect(codesOf(answer.hits)).toEqual(expected);
    expect(answer.nbHits).toBe(expected.length);
  });

  it('matches ICD-10 codes with or without the dot, answering the description as formattedDescription', async () => {
    const withDot = await search('icd10', 'E11.6');
    expect(withDot.hits).toEqual([{ code: 'E11.65', formattedDescription: 'Type 2 diabetes mellitus with hyperglycemia' }]);
    expect((await search('icd10', 'e116')).hits).toEqual(withDot.hits);
    const diabetes = await search('icd10', 'E11');
    expect(codesOf(diabetes.hits)).toEqual(['E11.65', 'E11.9']);
  });

  it('matches word prefixes, every word, in either description', async () => {
    const answer = await search('cpt', 'mri kne');
    expect(codesOf(answer.hits)).toEqual(['73721']);
    const colonoscopy = await search('cpt', 'colonosc');
    expect(sorted(codesOf(colonoscopy.hits))).toEqual(['45378', '45385']);
    const stemmed = await search('icd10', 'fractures radius');
    expect(codesOf(stemmed.hits)).toEqual(['S52.501A']);
    expect((await search('cpt', 'zzzz nothing')).nbHits).toBe(0);
    for (const hit of (await search('hcpcs', 'injection')).hits as ProcedureHit[]) expect(hit.fullDescription.toLowerCase()).toContain('injection');
  });

  it('ranks by relevance: a code whose descriptions name the word more often comes first', async () => {
    const { hits } = await search('cpt', 'knee');
    expect(hits.length).toBeGreaterThan(3);
    expect((hits as ProcedureHit[]).every((hit) => `${hit.shortDescription} ${hit.fullDescription}`.toLowerCase().includes('knee'))).toBe(true);
    // 73721 names the knee in both descriptions, 20610 only in its full one.
    const codes = codesOf(hits);
    expect(codes.indexOf('73721')).toBeGreaterThanOrEqual(0);
    expect(codes.indexOf('73721')).toBeLessThan(codes.indexOf('20610'));
  });

  it('puts code-prefix hits first when the query is one token', async () => {
    const { hits, nbHits } = await search('hcpcs', 'E');
    const eCodes = builtInHcpcsCodes.filter((entry) => entry.code.startsWith('E')).map((entry) => entry.code);
    expect(codesOf(hits.slice(0, eCodes.length))).toEqual(sorted(eCodes));
    expect(nbHits).toBeGreaterThan(eCodes.length);
  });

  it('searches each set separately', async () => {
    expect((await search('icd10', '')).nbHits).toBe(diagnosisCodes.length);
    expect((await search('hcpcs', '')).nbHits).toBe(builtInHcpcsCodes.length);
    expect((await search('icd10', '73721')).nbHits).toBe(0);
    expect(
      (await search('icd10', 'knee')).hits.every((hit) => 'formattedDescription' in hit && (hit as IcdHit).formattedDescription.toLowerCase().includes('knee')),
    ).toBe(true);
  });

  it('finds nothing in punctuation or stop words alone instead of failing', async () => {
    expect(await search('cpt', '&|!')).toEqual({ hits: [], page: 0, nbHits: 0 });
    expect(await search('cpt', 'the')).toEqual({ hits: [], page: 0, nbHits: 0 });
    expect(codesOf((await search('hcpcs', 'a')).hits)).toEqual(['A0427', 'A4253']);
    expect(codesOf((await search('cpt', 'the knee')).hits)).toContain('73721');
  });

  it('refuses an unknown code set, a query over 100 characters and bad pages with 400', async () => {
    const unknown = await searchAs(callers.provider, 'loinc', 'knee');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Code set is one of icd10, cpt, hcpcs.');
    const long = await searchAs(callers.provider, 'cpt', 'k'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 100 characters');
    expect((await searchAs(callers.provider, 'cpt', 'k'.repeat(100))).statusCode).toBe(200);
    expect((await call('GET', searchPath('cpt', { q: 'knee', page: -1 }), callers.provider)).statusCode).toBe(400);
    expect((await call('GET', searchPath('cpt', { q: 'knee', page: 'x' }), callers.provider)).statusCode).toBe(400);
    expect((await call('GET', searchPath('cpt', { q: 'knee', page: 501 }), callers.provider)).statusCode).toBe(400);
  });

  it('answers signed-in users but limited ones (403) and not while impersonating', async () => {
    expect((await searchAs(callers.employee, 'cpt', 'knee')).statusCode).toBe(200);
    expect((await searchAs(callers.limited, 'cpt', 'knee')).statusCode).toBe(403);
    expect((await searchAs(callers.impersonating, 'cpt', 'knee')).statusCode).toBe(403);
    expect((await searchAs(null, 'cpt', 'knee')).statusCode).toBe(401);
  });
});

describe('built-in code sets', () => {
  it('hold each code once per set', () => {
    const keys = builtInCodeSetEntries().map((entry) => `${entry.codeSet}:${entry.code}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
