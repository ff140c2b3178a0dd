import { unlockEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { loginRateLimit } from '../../plugins/login-rate-limit.plugin.js';
import type { UnlockService } from './unlock.service.js';

export interface UnlockRoutesOptions {
  unlockService: UnlockService;
  /** Anonymous look-ups share the login's per-address limit: both can probe accounts. */
  rateLimitPerMinute: number;
}

/** Unlock account (spec 1 §7); anonymous. A refused step answers 200 with `error` set, bad input 400. */
export const unlockRoutes: FastifyPluginAsync<UnlockRoutesOptions> = async (app, options) => {
  const { unlockService } = options;
  const endpoints = unlockEndpoints;
  const rateLimited = { config: loginRateLimit(options.rateLimitPerMinute) };

  route(app, endpoints.begin, (request) => unlockService.begin(request.body, request.ip), rateLimited);
  route(app, endpoints.submitAnswer, (request) => unlockService.submitAnswer(request.body, request.ip), rateLimited);
  route(app, endpoints.finalize, (request) => unlockService.finalize(request.params.helperId, request.ip));
};
