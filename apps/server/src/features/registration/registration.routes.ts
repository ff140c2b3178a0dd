import { registrationEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { loginRateLimit } from '../../plugins/login-rate-limit.plugin.js';
import type { RegisterAccountService } from './register-account.service.js';
import type { RegistrationService } from './registration.service.js';

export interface RegistrationRoutesOptions {
  registrationService: RegistrationService;
  registerAccountService: RegisterAccountService;
  /** The e-mail check tells whether an address has an account: limited per client address like login. */
  rateLimitPerMinute: number;
}

/** Registration (spec 1 §4.2, §7); anonymous. The code routes are in features/mfa. */
export const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (app, options) => {
  const { registrationService, registerAccountService } = options;
  const endpoints = registrationEndpoints;
  const rateLimited = { config: loginRateLimit(options.rateLimitPerMinute) };

  route(app, endpoints.emailCheck, (request) => registrationService.isEmailRegistered(request.body.Email), rateLimited);
  route(app, endpoints.begin, (request) => registrationService.begin(request.body), rateLimited);

  route(app, endpoints.provider, async (request) => {
    const { HelperId, ...provider } = request.body;
    await registrationService.saveProvider(HelperId, provider);
    return { ok: true as const };
  });

  route(app, endpoints.register, (request) =>
    registerAccountService.register(request.body, { clientAddress: request.ip, userAgent: request.headers['user-agent'] }),
  );
};
