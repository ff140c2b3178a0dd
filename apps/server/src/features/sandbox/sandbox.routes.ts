import { sandboxEndpoints as endpoints, sandboxLimits } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireSession } from '../../sessions/require-session.js';
import { route } from '../../plugins/endpoint-route.js';
import type { SandboxService } from './sandbox.service.js';

/** Site Administration › Certification Sandbox (site administrators: the endpoints' access). */
export const sandboxRoutes: FastifyPluginAsync<{ sandboxService: SandboxService }> = async (app, { sandboxService }) => {
  route(app, endpoints.status, () => sandboxService.status());
  route(
    app,
    endpoints.load,
    (request) => {
      // The signed-in employee, never an impersonated provider.
      const { account } = requireSession(request);
      return sandboxService.load({ accountId: account.id, userName: account.email, clientAddress: request.ip }, request.body);
    },
    { bodyLimit: sandboxLimits.maxBundleBytes },
  );
};
