import { codeEndpoints, CodeSearchResponseSchema, endpointPath, endpointQuery, type IcdHit } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createMemberAreaApp, type MemberAreaCallers } from '../test/member-test-support.js';
import { parseCodeFile } from './code-file.js';
import { importCodeEntries } from './import-code-file.js';

let callers: MemberAreaCallers;
let call: ReturnType<typeof callerOf>;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  call = callerOf(callers.testApp);
});
afterAll(() => callers.testApp.close());

const icdFile = (title: string) =>
  [
    'code\tcode_dotted\tshort_description\tlong_description',
    `A000\tA00.0\tCholera due to Vibrio cholerae 01, biovar cholerae\t${title}`,
    'E1165\tE11.65\tType 2 diabetes mellitus with hyperglycemia\tType 2 diabetes mellitus with hyperglycemia',
  ].join('\n');

async function icdSearch(q: string): Promise<IcdHit[]> {
  const response = await call('GET', `${endpointPath(codeEndpoints.search, { codeSet: 'icd10' })}${endpointQuery({ q })}`, callers.provider);
  expect(response.statusCode, response.body).toBe(200);
  return CodeSearchResponseSchema.parse(response.json()).hits as IcdHit[];
}

describe('importing a code file', () => {
  it('makes its codes searchable, by code and by words, and a new release replaces the titles within a minute', async () => {
    await importCodeEntries(callers.testApp.database.db, parseCodeFile(icdFile('Cholera due to Vibrio cholerae 01, biovar cholerae')).entries);
    expect(await icdSearch('vibrio cholerae')).toEqual([{ code: 'A00.0', formattedDescription: 'Cholera due to Vibrio cholerae 01, biovar cholerae' }]);
    expect((await icdSearch('A00.0')).map((hit) => hit.code)).toEqual(['A00.0']);

    await importCodeEntries(callers.testApp.database.db, parseCodeFile(icdFile('Cholera due to Vibrio cholerae 01, biovar cholerae (classical)')).entries);
    // The search keeps its in-memory index for a minute, then reads the set again.
    expect((await icdSearch('A000'))[0]?.formattedDescription).toBe('Cholera due to Vibrio cholerae 01, biovar cholerae');
    callers.clock.advance(61_000);
    await expect.poll(async () => (await icdSearch('A000'))[0]?.formattedDescription).toBe('Cholera due to Vibrio cholerae 01, biovar cholerae (classical)');
    // The built-in E11.65 was already there: one row, not two.
    expect((await icdSearch('E11.65')).map((hit) => hit.code)).toEqual(['E11.65']);
  });
});
