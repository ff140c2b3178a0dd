import rateLimit from '@fastify/rate-limit';
import { messages } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { RateLimitedError } from '../errors.js';
import { createDatabaseRateLimitStore } from './rate-limit-store.js';

/**
 * Registers @fastify/rate-limit without a global limit; login routes opt in with `loginRateLimit(...)` in their
 * route config. Counters live in the database so every instance sees the same count for an address.
 */
async function loginRateLimitPlugin(app: FastifyInstance, options: { db: Database; clock: Clock }) {
  await app.register(rateLimit, {
    global: false,
    store: createDatabaseRateLimitStore(options.db, options.clock),
    errorResponseBuilder: () => new RateLimitedError(messages.login.tooManyRequests),
  });
}

export default fp(loginRateLimitPlugin, { name: 'login-rate-limit' });

/** Route config shared by both logins: one counter per client address across them. */
export function loginRateLimit(maxPerMinute: number) {
  return {
    rateLimit: {
      max: maxPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request: { ip: string }) => `login:${request.ip}`,
    },
  };
}
