import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The instance's requests in flight, and whether it is draining (stopping after SIGTERM). */
export interface RequestDrain {
  readonly isDraining: boolean;
  readonly inFlight: number;
  /** From now on /readyz answers 503 and every answer closes its connection. */
  begin(): void;
  /** Resolves true once no request is in flight, false if `timeoutMs` passes first. */
  whenIdle(timeoutMs: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly requestDrain: RequestDrain;
  }
}

/**
 * Counts requests from their arrival until their response is finished or their connection is gone, so a stopping
 * instance closes its database only after the last of them (issue 30 §9: in-flight requests answered 500 when the
 * database was closed first). A response's `close` event comes exactly once, whichever way it ended.
 */
async function requestDrainPlugin(app: FastifyInstance) {
  let inFlight = 0;
  let isDraining = false;
  const idleWaiters = new Set<() => void>();

  app.addHook('onRequest', async (_request, reply) => {
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) for (const wake of idleWaiters) wake();
    });
    // The client opens its next request elsewhere (the load balancer's next instance), not on this connection.
    if (isDraining) reply.header('connection', 'close');
  });

  const requestDrain: RequestDrain = {
    get isDraining() {
      return isDraining;
    },
    get inFlight() {
      return inFlight;
    },
    begin() {
      isDraining = true;
    },
    whenIdle(timeoutMs) {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (isIdle: boolean) => {
          clearTimeout(timer);
          idleWaiters.delete(wake);
          resolve(isIdle);
        };
        const wake = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        idleWaiters.add(wake);
      });
    },
  };
  app.decorate('requestDrain', requestDrain);
}

export default fp(requestDrainPlugin, { name: 'request-drain' });
