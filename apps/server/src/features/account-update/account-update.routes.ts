import { AccountUpdateRequestSchema, accountUpdateApiPaths, ErrorResponseSchema, SessionUserSchema, UpdateTemporaryPasswordRequestSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../errors.js';
import { actorOf } from '../profile/own-account-actor.js';
import type { SessionService } from '../session/session.service.js';
import type { AccountUpdateService } from './account-update.service.js';

export interface AccountUpdateRoutesOptions {
  accountUpdateService: AccountUpdateService;
  sessionService: SessionService;
}

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 409: ErrorResponseSchema };

/** Both answer the updated user, so the browser can let the guard move on (spec 1 §4.7). */
export const accountUpdateRoutes: FastifyPluginAsyncZod<AccountUpdateRoutesOptions> = async (app, options) => {
  const { accountUpdateService, sessionService } = options;

  const refreshedUser = async (tokenHash: string) => {
    const user = await sessionService.refresh(tokenHash);
    if (!user) throw new UnauthorizedError();
    return user;
  };

  app.post(
    accountUpdateApiPaths.update,
    {
      preHandler: app.authenticate,
      config: { pendingAccountActionFlow: 'updateAccount' },
      schema: { tags: ['account-update'], body: AccountUpdateRequestSchema, response: { 200: SessionUserSchema, ...errors } },
    },
    async (request) => {
      const { session, actor } = actorOf(request);
      await accountUpdateService.finalize(actor, request.body);
      return refreshedUser(session.tokenHash);
    },
  );

  app.post(
    accountUpdateApiPaths.updateTemporaryPassword,
    {
      preHandler: app.authenticate,
      config: { pendingAccountActionFlow: 'resetTemporaryPassword' },
      schema: { tags: ['account-update'], body: UpdateTemporaryPasswordRequestSchema, response: { 200: SessionUserSchema, ...errors } },
    },
    async (request) => {
      const { session, actor } = actorOf(request);
      await accountUpdateService.updateTemporaryPassword(actor, request.body);
      return refreshedUser(session.tokenHash);
    },
  );
};
