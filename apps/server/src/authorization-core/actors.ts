import type { AuthorizationEventActor } from '@portal/contracts';

/** A person: the signed-in account (the employee, when one acts as a provider), named as the timeline shows them. */
export function personActor(accountId: number, name: string): AuthorizationEventActor {
  return { accountId, name, clientSystemId: null };
}

/** A registered client system (PAS), acting for its organization. */
export function clientSystemActor(clientSystemId: number): AuthorizationEventActor {
  return { accountId: null, name: null, clientSystemId };
}

/** The plan's own clock (an expiry) or its core system (the demo's history). */
export const planActor: AuthorizationEventActor = { accountId: null, name: null, clientSystemId: null };
