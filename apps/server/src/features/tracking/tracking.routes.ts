import { trackingEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { type TrackInput, type TrackingActor, type TrackingService, trackingKinds } from './tracking.service.js';

function actorOf(request: FastifyRequest): TrackingActor | null {
  const session = request.session;
  return session ? { accountId: session.account.id, onBehalfOfAccountId: session.impersonatedAccountId } : null;
}

/** Spec 1 §7 tracking paths: anonymous visitors and sessions alike (see trackingEndpoints). */
export const trackingRoutes: FastifyPluginAsync<{ trackingService: TrackingService }> = async (app, { trackingService }) => {
  const endpoints = trackingEndpoints;
  const track = async (request: FastifyRequest, input: TrackInput) => {
    await trackingService.track(actorOf(request), input);
    return { tracked: true as const };
  };

  route(app, endpoints.pdfError, (request) =>
    track(request, {
      kind: trackingKinds.pdfError,
      action: 'pdfError',
      value: request.body.pdfName,
      memberQhid: request.body.qhid ?? null,
      payload: { error: request.body.error },
    }),
  );
  route(app, endpoints.referer, (request) => track(request, { kind: trackingKinds.referer, action: request.params.action, value: request.body.value }));
  route(app, endpoints.paging, (request) => track(request, { kind: trackingKinds.paging, action: request.params.action, payload: request.body }));
  route(app, endpoints.withMember, (request) => track(request, { kind: trackingKinds.member, action: request.params.action, memberQhid: request.params.qhid }));
  route(app, endpoints.withMemberValue, (request) =>
    track(request, { kind: trackingKinds.memberValue, action: request.params.action, memberQhid: request.params.qhid, value: request.params.value }),
  );
  route(app, endpoints.withNetwork, (request) => {
    const { a, b, c, d } = request.params;
    // The spec names the four segments only a..d; the first is taken as the action, all four are kept.
    return track(request, { kind: trackingKinds.network, action: a, value: [b, c, d].join('/'), payload: { a, b, c, d } });
  });
  route(app, endpoints.action, (request) => track(request, { kind: trackingKinds.action, action: request.params.action }));
  route(app, endpoints.value, (request) => track(request, { kind: trackingKinds.value, action: request.params.action, value: request.params.value }));
};
