import {
  ErrorResponseSchema,
  TrackingActionParamsSchema,
  TrackingMemberParamsSchema,
  TrackingMemberValueParamsSchema,
  TrackingNetworkParamsSchema,
  TrackingPagingBodySchema,
  TrackingPdfErrorBodySchema,
  TrackingRefererBodySchema,
  TrackingResponseSchema,
  TrackingValueParamsSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type TrackInput, type TrackingActor, type TrackingService, trackingKinds } from './tracking.service.js';

const response = { 200: TrackingResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema };

function actorOf(request: FastifyRequest): TrackingActor | null {
  const session = request.session;
  return session ? { accountId: session.account.id, onBehalfOfAccountId: session.impersonatedAccountId } : null;
}

/**
 * Spec 1 §7 tracking paths. Static segments (referer, withmember, withnetwork, paging, pdfError) win over
 * parameters in Fastify's router, so `/tracking/referer/X/` is a referer event, not action "referer" with value X.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ trackingService: TrackingService }> = async (app, { trackingService }) => {
  const track = async (request: FastifyRequest, input: TrackInput) => {
    await trackingService.track(actorOf(request), input);
    return { tracked: true as const };
  };
  // Pages reachable while impersonating (IMP) track their clicks too.
  const common = { preHandler: app.authenticateOptional, config: { allowImpersonation: true } };
  const tags = ['tracking'];

  app.post('/tracking/pdfError', { ...common, schema: { tags, body: TrackingPdfErrorBodySchema, response } }, (request) =>
    track(request, {
      kind: trackingKinds.pdfError,
      action: 'pdfError',
      value: request.body.pdfName,
      memberQhid: request.body.qhid ?? null,
      payload: { error: request.body.error },
    }),
  );

  app.post('/tracking/referer/:action/', { ...common, schema: { tags, params: TrackingActionParamsSchema, body: TrackingRefererBodySchema, response } }, (request) =>
    track(request, { kind: trackingKinds.referer, action: request.params.action, value: request.body.value }),
  );

  app.post('/tracking/paging/:action/', { ...common, schema: { tags, params: TrackingActionParamsSchema, body: TrackingPagingBodySchema, response } }, (request) =>
    track(request, { kind: trackingKinds.paging, action: request.params.action, payload: request.body }),
  );

  app.post('/tracking/withmember/:action/:qhid/', { ...common, schema: { tags, params: TrackingMemberParamsSchema, response } }, (request) =>
    track(request, { kind: trackingKinds.member, action: request.params.action, memberQhid: request.params.qhid }),
  );

  app.post('/tracking/withmember/:action/:qhid/:value/', { ...common, schema: { tags, params: TrackingMemberValueParamsSchema, response } }, (request) =>
    track(request, {
      kind: trackingKinds.memberValue,
      action: request.params.action,
      memberQhid: request.params.qhid,
      value: request.params.value,
    }),
  );

  app.post('/tracking/withnetwork/:a/:b/:c/:d/', { ...common, schema: { tags, params: TrackingNetworkParamsSchema, response } }, (request) => {
    const { a, b, c, d } = request.params;
    // The spec names the four segments only a..d; the first is taken as the action, all four are kept.
    return track(request, { kind: trackingKinds.network, action: a, value: [b, c, d].join('/'), payload: { a, b, c, d } });
  });

  app.post('/tracking/:action/', { ...common, schema: { tags, params: TrackingActionParamsSchema, response } }, (request) =>
    track(request, { kind: trackingKinds.action, action: request.params.action }),
  );

  app.post('/tracking/:action/:value/', { ...common, schema: { tags, params: TrackingValueParamsSchema, response } }, (request) =>
    track(request, { kind: trackingKinds.value, action: request.params.action, value: request.params.value }),
  );
};
