import { mfaEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import type { MfaService } from './mfa.service.js';

export interface MfaRoutesOptions {
  mfaService: MfaService;
}

/** POST /account/{flow}/sendmfa/ and /verifymfa/ (spec 1 §7), for Registration, ForgotPassword, UnlockAccount. */
export const mfaRoutes: FastifyPluginAsync<MfaRoutesOptions> = async (app, { mfaService }) => {
  route(app, mfaEndpoints.sendMfa, (request) => mfaService.sendCode(request.params.flow, request.body));
  route(app, mfaEndpoints.verifyMfa, (request) => mfaService.verifyCode(request.params.flow, request.body));
};
