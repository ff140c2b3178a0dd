import { describe, expect, it } from 'vitest';
import { ServiceBusyError } from '../errors.js';
import { createPasswordWorkGate } from './password-work-gate.js';

/** Work that takes `ms` and counts how many run at once. */
function timedWork(ms: number, counter: { running: number; most: number }) {
  return async () => {
    counter.running += 1;
    counter.most = Math.max(counter.most, counter.running);
    await new Promise((resolve) => setTimeout(resolve, ms));
    counter.running -= 1;
    return ms;
  };
}

describe('the password work gate', () => {
  it('runs at most `concurrency` at once and the rest in turn', async () => {
    const gate = createPasswordWorkGate({ concurrency: 2, maxWaitMs: 5_000 });
    const counter = { running: 0, most: 0 };
    const results = await Promise.all(Array.from({ length: 6 }, () => gate.submit(timedWork(20, counter))));
    expect(results).toEqual([20, 20, 20, 20, 20, 20]);
    expect(counter.most).toBe(2);
    expect(gate.load()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('refuses at once, with a Retry-After, what would wait longer than allowed', async () => {
    const gate = createPasswordWorkGate({ concurrency: 1, maxWaitMs: 900 });
    const counter = { running: 0, most: 0 };
    // The first guess of a hash's time is 500 ms: the second waits about 500 ms, the third would wait 1 s.
    const first = gate.submit(timedWork(50, counter));
    const second = gate.submit(timedWork(50, counter));
    const started = performance.now();
    const third = gate.submit(timedWork(50, counter));
    await expect(third).rejects.toBeInstanceOf(ServiceBusyError);
    expect(performance.now() - started).toBeLessThan(100);
    await third.catch((error: ServiceBusyError) => expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1));
    await Promise.all([first, second]);
  });

  it('refuses a waiting one whose turn has not come within the allowed wait', async () => {
    const gate = createPasswordWorkGate({ concurrency: 1, maxWaitMs: 600 });
    const counter = { running: 0, most: 0 };
    const slow = gate.submit(timedWork(1_000, counter));
    const waiting = gate.submit(timedWork(10, counter));
    await expect(waiting).rejects.toBeInstanceOf(ServiceBusyError);
    await slow;
    expect(gate.load()).toMatchObject({ running: 0, waiting: 0 });
    // The gate is free again afterwards.
    await expect(gate.submit(timedWork(10, counter))).resolves.toBe(10);
  });
});
