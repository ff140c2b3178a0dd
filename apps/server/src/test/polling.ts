import { createServer } from 'node:net';

/** A loopback port free now, for a process the test starts (a server, Prometheus, a receiver). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Asks `probe` every `intervalMs` until it answers something (a failure counts as nothing yet) or `timeoutMs` passes. */
export async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number, intervalMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
