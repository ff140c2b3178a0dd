import { describe, expect, it } from 'vitest';
import { ChangeNotifiedCache } from './change-notified-cache.js';

/** A load the test finishes when it chooses, counting how often the cache asked for one. */
function controlledLoads() {
  const pending: ((value: string | undefined) => void)[] = [];
  return {
    load: () => new Promise<string | undefined>((resolve) => pending.push(resolve)),
    finish: (value: string | undefined) => pending.shift()?.(value),
    get started() {
      return pending.length;
    },
  };
}

describe('ChangeNotifiedCache', () => {
  it('keeps what it loaded until its lifetime passes, and shares one load among concurrent reads', async () => {
    const cache = new ChangeNotifiedCache<string>(1_000, 10, 'test-change-notified');
    const loads = controlledLoads();
    const first = cache.read('a', 0, loads.load);
    const second = cache.read('a', 0, loads.load);
    expect(loads.started).toBe(1);
    loads.finish('one');
    expect(await first).toBe('one');
    expect(await second).toBe('one');
    expect(cache.read('a', 999, loads.load)).toBe('one');
    void cache.read('a', 1_000, loads.load);
    expect(loads.started).toBe(1);
  });

  it('reads again once told of a change, of its key, of a matching value or of anything', async () => {
    const cache = new ChangeNotifiedCache<string>(60_000, 10, 'test-change-notified');
    for (const forget of [() => cache.forget('a'), () => cache.forgetWhere((value) => value === 'one'), () => cache.forgetAll()]) {
      await cache.read('a', 0, async () => 'one');
      forget();
      expect(await cache.read('a', 0, async () => 'two')).toBe('two');
      cache.forgetAll();
    }
  });

  it('does not keep a load a change overtook: it may have read the row before the change committed', async () => {
    const cache = new ChangeNotifiedCache<string>(60_000, 10, 'test-change-notified');
    const loads = controlledLoads();
    const overtaken = cache.read('a', 0, loads.load);
    cache.forgetWhere(() => false);
    loads.finish('stale');
    expect(await overtaken).toBe('stale');
    expect(await cache.read('a', 0, async () => 'fresh')).toBe('fresh');
  });

  it('keeps no miss and no failure', async () => {
    const cache = new ChangeNotifiedCache<string>(60_000, 10, 'test-change-notified');
    expect(await cache.read('a', 0, async () => undefined)).toBeUndefined();
    await expect(cache.read('a', 0, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('a', 0, async () => 'found')).toBe('found');
  });
});
