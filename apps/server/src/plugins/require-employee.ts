import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors.js';
import { requireSession } from './authentication.plugin.js';

/**
 * preHandler of every admin route, after `app.authenticate`: employees only (spec 2 §6), whatever the client
 * does. `preHandler: [app.authenticate, requireEmployee]`: 401 without a valid token, 403 for anyone else.
 */
export async function requireEmployee(request: FastifyRequest): Promise<void> {
  if (!requireSession(request).account.isEmployee) throw new ForbiddenError();
}
