import { type Endpoint, type EndpointReply, type EndpointRequest, ErrorResponseSchema } from '@portal/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface, RouteOptions } from 'fastify';
// The route config's `access` (and the request's session) are declared there.
import type {} from './authentication.plugin.js';

/** Every error an endpoint can answer has the one ErrorResponse shape (error-handler.plugin.ts). */
const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  413: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

/** The request of an endpoint's route, its parameters, query, body and headers parsed by the endpoint's schemas. */
export type EndpointFastifyRequest<E extends Endpoint> = FastifyRequest<
  RouteGenericInterface & {
    Params: EndpointRequest<E>['params'];
    Querystring: EndpointRequest<E>['query'];
    Body: EndpointRequest<E>['body'];
    Headers: EndpointRequest<E>['headers'];
  }
>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointFastifyRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply> | EndpointReply<E> | FastifyReply;

/**
 * What a route may add to its endpoint besides the handler: a per-route rate limit (`loginRateLimit(...)`), and a
 * serializer for a hot answer built from a cached object (`withOkSerializer(...)`), a larger body limit.
 */
export interface EndpointRouteOptions {
  config?: Pick<FastifyContextConfig, 'rateLimit'>;
  serializerCompiler?: RouteOptions['serializerCompiler'];
  /** A body larger than the app's JSON limit (an imported file). */
  bodyLimit?: number;
  /** A deadline other than the app's (an upload of a large file over a slow line). */
  handlerTimeout?: number;
}

/**
 * Registers the route of an endpoint defined in contracts: its method, path, schemas (validation, serialisation,
 * OpenAPI) and who may call it all come from the definition; the route file adds only the handler. Who may call is
 * enforced for every route by the authentication plugin, before the body is even read.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, options: EndpointRouteOptions = {}): void {
  const response = typeof endpoint.response === 'string' ? errorResponses : { 200: endpoint.response, ...errorResponses };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, access: endpoint.access },
    ...(options.serializerCompiler ? { serializerCompiler: options.serializerCompiler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.handlerTimeout ? { handlerTimeout: options.handlerTimeout } : {}),
    schema: {
      tags: [endpoint.tag],
      ...(endpoint.summary ? { summary: endpoint.summary } : {}),
      ...(endpoint.access.caller === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      response,
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}
