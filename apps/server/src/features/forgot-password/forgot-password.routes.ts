import { forgotPasswordEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { loginRateLimit } from '../../plugins/login-rate-limit.plugin.js';
import type { ForgotPasswordService } from './forgot-password.service.js';

export interface ForgotPasswordRoutesOptions {
  forgotPasswordService: ForgotPasswordService;
  /** Anonymous look-ups share the login's per-address limit: both can probe accounts. */
  rateLimitPerMinute: number;
}

/** Forgot password (spec 1 §7); anonymous. A refused step answers 200 with `error` set, bad input 400. */
export const forgotPasswordRoutes: FastifyPluginAsync<ForgotPasswordRoutesOptions> = async (app, options) => {
  const { forgotPasswordService } = options;
  const endpoints = forgotPasswordEndpoints;
  const rateLimited = { config: loginRateLimit(options.rateLimitPerMinute) };

  route(app, endpoints.info, (request) => forgotPasswordService.getInfo(request.body, request.ip), rateLimited);
  route(app, endpoints.submitAnswer, (request) => forgotPasswordService.submitAnswer(request.body, request.ip), rateLimited);
  route(app, endpoints.update, (request) => forgotPasswordService.update(request.body, request.ip));
};
