import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { latencyLine, loadWithLatencies, percentile } from './latency-load.js';

describe('percentile', () => {
  it('takes the value at the share of the sorted times', () => {
    const times = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(times, 0.95)).toBe(95);
    expect(percentile(times, 0.5)).toBe(50);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('a latency load', () => {
  it('measures only after its warm-up, and counts the warm-up failures as its own', async () => {
    // Refuses every call of its first half second: only the warm-up meets a refusal.
    let startedAt: number | undefined;
    const server = createServer((_request, response) => {
      startedAt ??= Date.now();
      response.writeHead(Date.now() - startedAt < 500 ? 503 : 200).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const load = await loadWithLatencies('GET /', `http://127.0.0.1:${port}`, {}, [{ method: 'GET', path: '/' }], 1, { warmUpSeconds: 1 });
      expect(load.warmUp.calls).toBeGreaterThan(0);
      expect(load.warmUp.p95Ms).not.toBeNaN();
      expect(load.failures).toBeGreaterThan(0);
      expect(load.p95Ms).not.toBeNaN();
      expect(latencyLine(load)).toContain(`after ${load.warmUp.calls} calls of warm-up`);
      const cold = await loadWithLatencies('GET /', `http://127.0.0.1:${port}`, {}, [{ method: 'GET', path: '/' }], 1, { warmUpSeconds: 0 });
      expect(cold.warmUp.calls).toBe(0);
      expect(cold.failures).toBe(0);
      expect(latencyLine(cold)).not.toContain('warm-up');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
