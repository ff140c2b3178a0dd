import {
  ErrorResponseSchema,
  OkResponseSchema,
  profileApiPaths,
  ProfileSchema,
  UpdatePasswordRequestSchema,
  UpdateProfileRequestSchema,
  UpdateSecurityQuestionsRequestSchema,
  UpdateUsernameRequestSchema,
  UpdateUsernameResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionService } from '../session/session.service.js';
import { providerActorOf } from './own-account-actor.js';
import type { ProfileService } from './profile.service.js';
import type { UsernameChangeService } from './username-change.service.js';

export interface ProfileRoutesOptions {
  profileService: ProfileService;
  usernameChangeService: UsernameChangeService;
  sessionService: SessionService;
}

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };
const tags = ['profile'];

/** The Settings page (spec 2 §2.9): the signed-in provider's own account only; employees are refused. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, options) => {
  const { profileService, usernameChangeService, sessionService } = options;

  app.get(
    profileApiPaths.profile,
    {
      preHandler: app.authenticate,
      // The account update's pages show the current security questions from it.
      config: { pendingAccountActionFlow: 'updateAccount' },
      schema: { tags, response: { 200: ProfileSchema, ...errors } },
    },
    (request) => profileService.getProfile(providerActorOf(request).actor.accountId),
  );

  app.post(
    profileApiPaths.updateProfile,
    { preHandler: app.authenticate, schema: { tags, body: UpdateProfileRequestSchema, response: { 200: ProfileSchema, ...errors } } },
    async (request) => {
      const { session, actor } = providerActorOf(request);
      const profile = await profileService.updateProfile(actor, request.body);
      // The header shows the name from the session's user.
      await sessionService.refresh(session.tokenHash);
      return profile;
    },
  );

  app.post(
    profileApiPaths.updateUsername,
    {
      preHandler: app.authenticate,
      schema: { tags, body: UpdateUsernameRequestSchema, response: { 200: UpdateUsernameResponseSchema, ...errors } },
    },
    async (request) => {
      const { session, actor } = providerActorOf(request);
      const body = request.body;
      if (!('Code' in body)) return usernameChangeService.start(actor, { email: body.Email, helperId: body.HelperId });
      const { response, isChanged } = await usernameChangeService.complete(actor, { helperId: body.HelperId, code: body.Code });
      if (!isChanged) return response;
      return { ...response, user: (await sessionService.refresh(session.tokenHash)) ?? null };
    },
  );

  app.post(
    profileApiPaths.updatePassword,
    { preHandler: app.authenticate, schema: { tags, body: UpdatePasswordRequestSchema, response: { 200: OkResponseSchema, ...errors } } },
    async (request) => {
      await profileService.updatePassword(providerActorOf(request).actor, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    profileApiPaths.updateSecurityQuestions,
    {
      preHandler: app.authenticate,
      schema: { tags, body: UpdateSecurityQuestionsRequestSchema, response: { 200: ProfileSchema, ...errors } },
    },
    (request) => profileService.updateSecurityQuestions(providerActorOf(request).actor, request.body),
  );
};
