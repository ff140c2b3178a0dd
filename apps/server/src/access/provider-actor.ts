import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../errors.js';
import { requireSession } from '../sessions/require-session.js';
import type { LocationViewer } from './tax-id-visibility.js';

/** Who acts on a provider list: the effective account (the impersonated one while impersonating) and the signer-in. */
export interface ProviderActor {
  /** The account whose associations are read and changed. */
  accountId: number;
  /** The signed-in account, named as the actor in the audit log. */
  signedInAccountId: number;
  /** Set while an employee impersonates `accountId`. */
  onBehalfOfAccountId: number | null;
  userName: string;
  /** The signed-in person's name as the authorization's timeline shows who acted (a client system has none). */
  personName?: string;
  clientAddress: string;
}

/** The account whose associations a request reads: the session's effective account. */
export function effectiveAccountId(request: FastifyRequest): number {
  return requireSession(request).effectiveAccountId;
}

/** Who looks at provider locations: the effective account; an employee only while acting as themself. */
export function locationViewerOf(request: FastifyRequest): LocationViewer {
  const session = requireSession(request);
  return { accountId: session.effectiveAccountId, isEmployee: session.account.isEmployee && !session.isImpersonating };
}

export function providerActorOf(request: FastifyRequest): ProviderActor {
  const session = requireSession(request);
  return {
    accountId: session.effectiveAccountId,
    signedInAccountId: session.account.id,
    onBehalfOfAccountId: session.isImpersonating ? session.impersonatedAccountId : null,
    userName: session.account.email,
    personName: `${session.account.firstName} ${session.account.lastName}`,
    clientAddress: request.ip,
  };
}

/**
 * The provider list (Your Providers) belongs to provider accounts: an employee acting as themself has none and is
 * refused; an employee impersonating acts on the provider's list (where the impersonation rules let the route through).
 */
export function providerListActorOf(request: FastifyRequest): ProviderActor {
  const session = requireSession(request);
  if (session.account.isEmployee && !session.isImpersonating) throw new ForbiddenError();
  return providerActorOf(request);
}
