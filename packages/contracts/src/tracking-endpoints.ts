import { access, endpoint } from './endpoint.js';
import {
  TrackingActionParamsSchema,
  TrackingMemberParamsSchema,
  TrackingMemberValueParamsSchema,
  TrackingNetworkParamsSchema,
  TrackingPagingBodySchema,
  TrackingPdfErrorBodySchema,
  TrackingRefererBodySchema,
  TrackingResponseSchema,
  TrackingValueParamsSchema,
} from './tracking.js';

const tag = 'tracking';
/**
 * Anonymous visitors (login, registration) are tracked too; a session that sends its token is tracked as its account,
 * also while it impersonates (the pages open to impersonation track their clicks) or must first finish a flow.
 */
const anyone = access.optional({ impersonation: true });
const response = TrackingResponseSchema;

/**
 * The tracking paths of spec 1 §7. Static segments (referer, withmember, withnetwork, paging, pdfError) win over
 * parameters in the server's router, so `/tracking/referer/X/` is a referer event, not action "referer" with value X.
 */
export const trackingEndpoints = {
  action: endpoint({ method: 'POST', path: '/tracking/:action/', access: anyone, params: TrackingActionParamsSchema, response, tag }),
  value: endpoint({ method: 'POST', path: '/tracking/:action/:value/', access: anyone, params: TrackingValueParamsSchema, response, tag }),
  referer: endpoint({
    method: 'POST',
    path: '/tracking/referer/:action/',
    access: anyone,
    params: TrackingActionParamsSchema,
    body: TrackingRefererBodySchema,
    response,
    tag,
  }),
  paging: endpoint({
    method: 'POST',
    path: '/tracking/paging/:action/',
    access: anyone,
    params: TrackingActionParamsSchema,
    body: TrackingPagingBodySchema,
    response,
    tag,
  }),
  withMember: endpoint({ method: 'POST', path: '/tracking/withmember/:action/:qhid/', access: anyone, params: TrackingMemberParamsSchema, response, tag }),
  withMemberValue: endpoint({
    method: 'POST',
    path: '/tracking/withmember/:action/:qhid/:value/',
    access: anyone,
    params: TrackingMemberValueParamsSchema,
    response,
    tag,
  }),
  /** The spec names the four segments only a..d; the server takes the first as the action and keeps all four. */
  withNetwork: endpoint({ method: 'POST', path: '/tracking/withnetwork/:a/:b/:c/:d/', access: anyone, params: TrackingNetworkParamsSchema, response, tag }),
  pdfError: endpoint({
    method: 'POST',
    path: '/tracking/pdfError',
    access: anyone,
    body: TrackingPdfErrorBodySchema,
    response,
    tag,
    summary: 'A PDF that failed to load.',
  }),
} as const;
