import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors.js';
import { requireSession } from '../sessions/require-session.js';
import type { AuthenticatedSession } from '../sessions/session.service.js';
import type { Actor } from './profile-audit.js';

/** The signed-in account acting on itself, as the audit log names it. */
export function actorOf(request: FastifyRequest): { session: AuthenticatedSession; actor: Actor } {
  const session = requireSession(request);
  return {
    session,
    actor: { accountId: session.account.id, userName: session.account.email, clientAddress: request.ip, sessionId: session.sessionId },
  };
}

/** Settings are not offered to employees (spec 2 §2.9, spec 1 §6); an impersonating employee is still one. */
export function providerActorOf(request: FastifyRequest): { session: AuthenticatedSession; actor: Actor } {
  const owner = actorOf(request);
  if (owner.session.account.isEmployee) throw new ForbiddenError();
  return owner;
}
