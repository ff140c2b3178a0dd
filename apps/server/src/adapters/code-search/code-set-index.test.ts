import { describe, expect, it } from 'vitest';
import { parseCodeQuery } from './code-search.js';
import { boundedEditDistance, CodeSetIndex } from './code-set-index.js';

const index = new CodeSetIndex([
  { code: 'E11.9', shortDescription: 'Type 2 diabetes mellitus without complications', fullDescription: 'Type 2 diabetes mellitus without complications' },
  { code: 'E11.65', shortDescription: 'Type 2 diabetes mellitus with hyperglycemia', fullDescription: 'Type 2 diabetes mellitus with hyperglycemia' },
  { code: 'E10.9', shortDescription: 'Type 1 diabetes mellitus without complications', fullDescription: 'Type 1 diabetes mellitus without complications' },
  {
    code: 'S72.001A',
    shortDescription: 'Fracture of unsp part of neck of right femur, init',
    fullDescription: 'Fracture of unspecified part of neck of right femur, initial encounter',
  },
  { code: 'M54.50', shortDescription: 'Low back pain, unspecified', fullDescription: 'Low back pain, unspecified' },
]);
const codes = (q: string, page = 0) => {
  const query = parseCodeQuery(q);
  if (query.kind === 'nothing') return [];
  return index.search(query, page, 2).hits.map((hit) => hit.code);
};

describe('the in-memory code set index', () => {
  it('finds code prefixes with or without the dot, in code order', () => {
    expect(codes('E11')).toEqual(['E11.65', 'E11.9']);
    expect(codes('e116')).toEqual(['E11.65']);
    expect(codes('S72.0')).toEqual(['S72.001A']);
  });

  it('needs every word, matched exactly, as a start, or with a typo from five letters', () => {
    expect(codes('diabetes hyper')).toEqual(['E11.65']);
    expect(codes('diabetis hyperglycemia')).toEqual(['E11.65']);
    expect(codes('fractures femur')).toEqual(['S72.001A']);
    expect(codes('bakc pain')).toEqual([]);
    expect(codes('back pian')).toEqual([]);
  });

  it('ranks exact words above starts and typos, then by code, and pages the hits', () => {
    const query = parseCodeQuery('type 2 diabetes');
    if (query.kind === 'nothing') throw new Error('a query');
    const answer = index.search(query, 0, 2);
    expect(answer.nbHits).toBe(2);
    expect(answer.hits.map((hit) => hit.code)).toEqual(['E11.65', 'E11.9']);
    expect(codes('diabetes', 1)).toEqual(['E11.9']);
  });

  it('ignores words that say nothing', () => {
    expect(codes('the')).toEqual([]);
    expect(codes('pain of the back')).toEqual(['M54.50']);
  });

  it('measures edit distance up to a limit', () => {
    expect(boundedEditDistance('diabetis', 'diabetes', 1)).toBe(1);
    expect(boundedEditDistance('fractures', 'fracture', 1)).toBe(1);
    expect(boundedEditDistance('femur', 'lemur', 1)).toBe(1);
    expect(boundedEditDistance('knee', 'kidney', 1)).toBe(2);
  });
});
