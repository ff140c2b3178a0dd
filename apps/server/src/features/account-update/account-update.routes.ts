import { accountUpdateEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { UnauthorizedError } from '../../errors.js';
import { route } from '../../plugins/endpoint-route.js';
import { actorOf } from '../../accounts/own-account-actor.js';
import type { SessionService } from '../../sessions/session.service.js';
import type { AccountUpdateService } from './account-update.service.js';

export interface AccountUpdateRoutesOptions {
  accountUpdateService: AccountUpdateService;
  sessionService: SessionService;
}

/** Both answer the updated user, so the browser can let the guard move on (spec 1 §4.7). */
export const accountUpdateRoutes: FastifyPluginAsync<AccountUpdateRoutesOptions> = async (app, options) => {
  const { accountUpdateService, sessionService } = options;
  const endpoints = accountUpdateEndpoints;

  const refreshedUser = async (tokenHash: string) => {
    const user = await sessionService.refresh(tokenHash);
    if (!user) throw new UnauthorizedError();
    return user;
  };

  route(app, endpoints.update, async (request) => {
    const { session, actor } = actorOf(request);
    await accountUpdateService.finalize(actor, request.body);
    return refreshedUser(session.tokenHash);
  });

  route(app, endpoints.updateTemporaryPassword, async (request) => {
    const { session, actor } = actorOf(request);
    await accountUpdateService.updateTemporaryPassword(actor, request.body);
    return refreshedUser(session.tokenHash);
  });
};
