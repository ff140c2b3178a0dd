import type { CodeQuery } from './code-search.js';

/** A code with its descriptions as stored. */
export interface IndexedCode {
  code: string;
  shortDescription: string;
  fullDescription: string;
}

/**
 * Words that say nothing about a code, as PostgreSQL's english configuration drops them: a query made of them
 * alone finds nothing, and they are ignored beside other words.
 */
const stopWords = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they ' +
    'them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do does ' +
    'did doing a an the and but if or because as until while of at by for with about against between into through during before after ' +
    'above below to from up down in out on off over under again further then once here there when where why how all any both each few ' +
    'more most other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

const tokensOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((token) => token !== '' && !stopWords.has(token));
const codeKeyOf = (code: string) => code.replace('.', '').toUpperCase();

/** Weights of how a query word met a description word; a word named more often weighs more. */
const matchWeights = { exact: 3, prefix: 2, typo: 1 } as const;

/** Two rows of the distance table, reused: searches run one at a time on the event loop. */
let rows = [new Int32Array(64), new Int32Array(64)];

/** Edit distance of a and b when it is at most `limit`, else limit + 1 (banded Levenshtein). */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (b.length + 1 > (rows[0] as Int32Array).length) rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [previous, current] = rows as [Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length] as number;
}

/** Queries whose ranked hits are kept (a few megabytes at most: most queries hit a few hundred codes). */
const rankedHitsKept = 1_000;

/** Typos forgiven in a word: none under 5 letters (too many short words look alike), one up to 8, then two. */
const typoLimit = (word: string) => (word.length < 5 ? 0 : word.length < 9 ? 1 : 2);

/**
 * One code set in memory, for searches in well under a millisecond: codes sorted for prefix ranges, and an
 * inverted index from description words to codes. Query words match a description word exactly, as its start,
 * or — from five letters — with a typo or two ('diabetis', 'fractures'); hits rank by how well and how often
 * their descriptions name the words, then by code.
 */
export class CodeSetIndex {
  private readonly codes: IndexedCode[];
  private readonly codeKeys: string[];
  /** Distinct description words, sorted, and for each the codes naming it with how often. */
  private readonly vocabulary: string[];
  private readonly postings: { entries: Int32Array; counts: Uint8Array }[];
  private readonly score: Float64Array;
  private readonly wordScore: Float64Array;
  private readonly matchedWords: Int32Array;

  constructor(codes: readonly IndexedCode[]) {
    this.codes = [...codes].sort((a, b) => (codeKeyOf(a.code) < codeKeyOf(b.code) ? -1 : codeKeyOf(a.code) > codeKeyOf(b.code) ? 1 : 0));
    this.codeKeys = this.codes.map((entry) => codeKeyOf(entry.code));
    const byWord = new Map<string, Map<number, number>>();
    this.codes.forEach((entry, index) => {
      for (const token of tokensOf(`${entry.shortDescription} ${entry.fullDescription}`)) {
        let entries = byWord.get(token);
        if (!entries) byWord.set(token, (entries = new Map()));
        entries.set(index, (entries.get(index) ?? 0) + 1);
      }
    });
    this.vocabulary = [...byWord.keys()].sort();
    this.postings = this.vocabulary.map((word) => {
      const entries = byWord.get(word) as Map<number, number>;
      return { entries: Int32Array.from(entries.keys()), counts: Uint8Array.from(entries.values(), (count) => Math.min(count, 255)) };
    });
    this.score = new Float64Array(this.codes.length);
    this.wordScore = new Float64Array(this.codes.length);
    this.matchedWords = new Int32Array(this.codes.length);
  }

  get size(): number {
    return this.codes.length;
  }

  /** The first index whose value is not below `value` (sorted `values`). */
  private static lowerBound(values: readonly string[], value: string): number {
    let [low, high] = [0, values.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((values[middle] as string) < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Indexes of the codes starting with `prefix`, in code order. */
  private codePrefixRange(prefix: string): number[] {
    const hits: number[] = [];
    for (
      let index = CodeSetIndex.lowerBound(this.codeKeys, prefix);
      index < this.codeKeys.length && (this.codeKeys[index] as string).startsWith(prefix);
      index += 1
    ) {
      hits.push(index);
    }
    return hits;
  }

  /** What query words met, remembered: people search the same words over and over, and the index never changes. */
  private readonly matchesOfWord = new Map<string, { position: number; weight: number }[]>();

  /** Vocabulary positions a query word meets, with the weight of each kind of match. */
  private wordMatches(word: string): { position: number; weight: number }[] {
    const known = this.matchesOfWord.get(word);
    if (known) return known;
    const matches = this.findWordMatches(word);
    if (this.matchesOfWord.size >= 10_000) this.matchesOfWord.clear();
    this.matchesOfWord.set(word, matches);
    return matches;
  }

  private findWordMatches(word: string): { position: number; weight: number }[] {
    const matches: { position: number; weight: number }[] = [];
    for (let position = CodeSetIndex.lowerBound(this.vocabulary, word); position < this.vocabulary.length; position += 1) {
      const candidate = this.vocabulary[position] as string;
      if (!candidate.startsWith(word)) break;
      matches.push({ position, weight: candidate === word ? matchWeights.exact : matchWeights.prefix });
    }
    const limit = typoLimit(word);
    if (limit > 0) {
      // Typos rarely hit the first letter: only words starting like the query word are compared.
      const first = word[0] as string;
      for (let position = CodeSetIndex.lowerBound(this.vocabulary, first); position < this.vocabulary.length; position += 1) {
        const candidate = this.vocabulary[position] as string;
        if (candidate[0] !== first) break;
        if (candidate.startsWith(word) || Math.abs(candidate.length - word.length) > limit) continue;
        if (boundedEditDistance(word, candidate, limit) <= limit) matches.push({ position, weight: matchWeights.typo });
      }
    }
    return matches;
  }

  /** Codes whose descriptions meet every word, best first (ties by code). */
  private wordHits(words: readonly string[]): number[] {
    // The rarest word first: later words then only look at the codes still in the running.
    const matchesByWord = words
      .map((word) => this.wordMatches(word))
      .map((matches) => ({ matches, size: matches.reduce((total, match) => total + (this.postings[match.position]?.entries.length ?? 0), 0) }))
      .sort((a, b) => a.size - b.size);
    let touched: number[] = [];
    for (const [wordNumber, { matches }] of matchesByWord.entries()) {
      const current: number[] = [];
      for (const { position, weight } of matches) {
        const { entries, counts } = this.postings[position] as { entries: Int32Array; counts: Uint8Array };
        for (let offset = 0; offset < entries.length; offset += 1) {
          const entry = entries[offset] as number;
          if (this.matchedWords[entry] !== wordNumber) continue;
          const gained = weight * (counts[offset] as number);
          if (this.wordScore[entry] === 0) current.push(entry);
          if (gained > (this.wordScore[entry] as number)) this.wordScore[entry] = gained;
        }
      }
      for (const entry of current) {
        this.matchedWords[entry] = wordNumber + 1;
        this.score[entry] = (this.score[entry] as number) + (this.wordScore[entry] as number);
        this.wordScore[entry] = 0;
      }
      if (wordNumber === 0) touched = current;
    }
    // Codes are sorted, so index order is code order: a numeric sort, then a stable bucket sort by score (scores
    // are small whole numbers), avoids a comparator over thousands of hits.
    const hits = Int32Array.from(touched.filter((entry) => this.matchedWords[entry] === words.length)).sort();
    const buckets = new Map<number, number[]>();
    for (const entry of hits) {
      const score = this.score[entry] as number;
      let bucket = buckets.get(score);
      if (!bucket) buckets.set(score, (bucket = []));
      bucket.push(entry);
    }
    for (const entry of touched) {
      this.matchedWords[entry] = 0;
      this.score[entry] = 0;
    }
    return [...buckets.keys()].sort((a, b) => b - a).flatMap((score) => buckets.get(score) as number[]);
  }

  /** All hits of a query in answer order: code-prefix hits first (by code), then word hits. */
  private hitsOf(query: Exclude<CodeQuery, { kind: 'nothing' }>): number[] {
    if (query.kind === 'all') return this.codes.map((_, index) => index);
    if (query.kind === 'code') return this.codePrefixRange(query.prefix);
    const words = query.words.filter((word) => !stopWords.has(word));
    const byWords = words.length === 0 ? [] : this.wordHits(words);
    if (!query.codePrefix) return byWords;
    const byCode = this.codePrefixRange(query.codePrefix);
    const isCodeHit = new Set(byCode);
    return [...byCode, ...byWords.filter((entry) => !isCodeHit.has(entry))];
  }

  /**
   * Ranked hits of recent queries, least recently used first out. Many people type the same few starts ('E11',
   * 'diab', 'pain') and page through them; ranking thousands of hits again for each costs more than keeping them.
   * The index never changes, so an entry never goes stale.
   */
  private readonly rankedHits = new Map<string, Int32Array>();

  private cachedHitsOf(query: Exclude<CodeQuery, { kind: 'nothing' }>): Int32Array {
    const key = JSON.stringify(query);
    const known = this.rankedHits.get(key);
    if (known) {
      this.rankedHits.delete(key);
      this.rankedHits.set(key, known);
      return known;
    }
    const hits = Int32Array.from(this.hitsOf(query));
    if (this.rankedHits.size >= rankedHitsKept) this.rankedHits.delete(this.rankedHits.keys().next().value as string);
    this.rankedHits.set(key, hits);
    return hits;
  }

  search(query: Exclude<CodeQuery, { kind: 'nothing' }>, page: number, pageSize: number): { hits: IndexedCode[]; nbHits: number } {
    const hits = this.cachedHitsOf(query);
    return { hits: [...hits.subarray(page * pageSize, (page + 1) * pageSize)].map((index) => this.codes[index] as IndexedCode), nbHits: hits.length };
  }
}
