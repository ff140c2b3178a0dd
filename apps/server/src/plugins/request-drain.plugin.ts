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
 * Counts requests from their arrival until they are over, so a stopping instance closes its database only after the
 * last of them (issue 30 §9: requests in flight answered 500 when the database was closed first). A request is over
 * when its connection or response is closed and, if its handler started, the handler has finished (its answer reached
 * onSend): a client that gives up does not stop a handler that is still using the database.
 */
async function requestDrainPlugin(app: FastifyInstance) {
  let inFlight = 0;
  let isDraining = false;
  const idleWaiters = new Set<() => void>();
  const progress = new WeakMap<object, { hasHandlerStarted: boolean; hasAnswered: boolean; isClosed: boolean; isOver: boolean }>();

  function settle(request: object): void {
    const state = progress.get(request);
    if (!state || state.isOver || !state.isClosed || (state.hasHandlerStarted && !state.hasAnswered)) return;
    state.isOver = true;
    inFlight -= 1;
    if (inFlight === 0) for (const wake of idleWaiters) wake();
  }

  app.addHook('onRequest', async (request, reply) => {
    inFlight += 1;
    progress.set(request, { hasHandlerStarted: false, hasAnswered: false, isClosed: false, isOver: false });
    reply.raw.once('close', () => {
      const state = progress.get(request);
      if (state) state.isClosed = true;
      settle(request);
    });
    // The client opens its next request elsewhere (the load balancer's next instance), not on this connection.
    if (isDraining) reply.header('connection', 'close');
  });
  app.addHook('preHandler', async (request) => {
    const state = progress.get(request);
    if (state) state.hasHandlerStarted = true;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const state = progress.get(request);
    if (state) state.hasAnswered = true;
    settle(request);
    return payload;
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
