import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors.js';
import type { AuthenticatedSession } from './session.service.js';

/** The session of a route whose access needs one; a missing one is a wiring mistake, not a client error. */
export function requireSession(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw new UnauthorizedError();
  return request.session;
}
