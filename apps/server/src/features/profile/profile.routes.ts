import { profileEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import type { SessionService } from '../../sessions/session.service.js';
import { providerActorOf } from '../../accounts/own-account-actor.js';
import type { ProfileService } from './profile.service.js';
import type { UsernameChangeService } from './username-change.service.js';

export interface ProfileRoutesOptions {
  profileService: ProfileService;
  usernameChangeService: UsernameChangeService;
  sessionService: SessionService;
}

/** The Settings page (spec 2 §2.9): the signed-in provider's own account only; employees are refused. */
export const profileRoutes: FastifyPluginAsync<ProfileRoutesOptions> = async (app, options) => {
  const { profileService, usernameChangeService, sessionService } = options;
  const endpoints = profileEndpoints;

  route(app, endpoints.profile, (request) => profileService.getProfile(providerActorOf(request).actor.accountId));

  route(app, endpoints.notificationPreferences, (request) => profileService.getNotificationPreferences(providerActorOf(request).actor.accountId));
  route(app, endpoints.updateNotificationPreferences, (request) => profileService.updateNotificationPreferences(providerActorOf(request).actor, request.body));

  route(app, endpoints.updateProfile, async (request) => {
    const { session, actor } = providerActorOf(request);
    const profile = await profileService.updateProfile(actor, request.body);
    // The header shows the name from the session's user.
    await sessionService.refresh(session.tokenHash);
    return profile;
  });

  route(app, endpoints.updateUsername, async (request) => {
    const { session, actor } = providerActorOf(request);
    const body = request.body;
    if (!('Code' in body)) return usernameChangeService.start(actor, { email: body.Email, helperId: body.HelperId });
    const { response, isChanged } = await usernameChangeService.complete(actor, { helperId: body.HelperId, code: body.Code });
    if (!isChanged) return response;
    return { ...response, user: (await sessionService.refresh(session.tokenHash)) ?? null };
  });

  route(app, endpoints.updatePassword, async (request) => {
    await profileService.updatePassword(providerActorOf(request).actor, request.body);
    return { ok: true as const };
  });

  route(app, endpoints.updateSecurityQuestions, (request) => profileService.updateSecurityQuestions(providerActorOf(request).actor, request.body));
};
