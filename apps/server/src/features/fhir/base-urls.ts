import type { FastifyRequest } from 'fastify';

/** The URLs the portal is reached at: the configured public one first, and the request's own (a JWT's audience may name either). */
export function baseUrlsOf(request: FastifyRequest, publicBaseUrl: string | undefined): string[] {
  const own = `${request.protocol}://${request.host}`;
  return publicBaseUrl && publicBaseUrl !== own ? [publicBaseUrl, own] : [own];
}
