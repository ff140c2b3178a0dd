import { describe, expect, it } from 'vitest';
import { parseCodeQuery } from './code-search.js';

describe('parseCodeQuery', () => {
  it('lists the whole set for an empty query', () => {
    expect(parseCodeQuery('')).toEqual({ kind: 'all' });
    expect(parseCodeQuery('   ')).toEqual({ kind: 'all' });
  });

  it('reads codes and code starts as a prefix without the dot, upper case', () => {
    expect(parseCodeQuery('E11.6')).toEqual({ kind: 'code', prefix: 'E116' });
    expect(parseCodeQuery('e11.')).toEqual({ kind: 'code', prefix: 'E11' });
    expect(parseCodeQuery('7214')).toEqual({ kind: 'code', prefix: '7214' });
    expect(parseCodeQuery('j9271')).toEqual({ kind: 'code', prefix: 'J9271' });
    expect(parseCodeQuery('S83.511A')).toEqual({ kind: 'code', prefix: 'S83511A' });
  });

  it('reads anything else as word prefixes reduced to letters and digits', () => {
    expect(parseCodeQuery('MRI  knee')).toEqual({ kind: 'words', words: ['mri', 'knee'], codePrefix: undefined });
    expect(parseCodeQuery("patient's (new) visit:*|!")).toEqual({ kind: 'words', words: ['patients', 'new', 'visit'], codePrefix: undefined });
    expect(parseCodeQuery('E11.6 diabetes')).toEqual({ kind: 'words', words: ['e116', 'diabetes'], codePrefix: undefined });
  });

  it('also looks for a code prefix when the query is one alphanumeric token that is not a code', () => {
    expect(parseCodeQuery('knee')).toEqual({ kind: 'words', words: ['knee'], codePrefix: 'KNEE' });
    expect(parseCodeQuery('E')).toEqual({ kind: 'words', words: ['e'], codePrefix: 'E' });
    expect(parseCodeQuery('AB12')).toEqual({ kind: 'words', words: ['ab12'], codePrefix: 'AB12' });
  });

  it('finds nothing to look for in punctuation alone', () => {
    expect(parseCodeQuery('&|!:*')).toEqual({ kind: 'nothing' });
  });
});
