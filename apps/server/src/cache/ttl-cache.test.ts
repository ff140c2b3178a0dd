import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('answers an entry until it expires', () => {
    const cache = new TtlCache<string>(1000, 10);
    cache.set('a', 'one', 0);
    expect(cache.get('a', 999)).toBe('one');
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its size', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.get('a', 1);
    cache.set('c', 3, 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe(1);
    expect(cache.get('c', 3)).toBe(3);
  });
});
