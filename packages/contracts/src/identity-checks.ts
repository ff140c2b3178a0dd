import { z } from 'zod';

/**
 * The throttle of failed identity matches (issue 30): a member id with a date of birth (or names) that identifies no
 * member is a miss, whether the member id exists or not. Misses are counted over a sliding window, per actor (an
 * account, or a client system) and member id, per member id across every actor (a guesser spread over accounts), and
 * per actor across member ids (one date of birth tried against many ids). At a limit, every look-up of that scope is
 * refused, a correct one too, until enough misses leave the window.
 */
export const identityCheckLimits = {
  windowSeconds: 60 * 60,
  /** Misses by one account or client system for one member id. */
  missesPerActorPerMember: 5,
  /** Misses for one member id, whoever tried. */
  missesPerMember: 20,
  /** Misses by one person's account, over every member id. */
  missesPerAccount: 30,
  /**
   * Misses by one client system, over every member id: an EHR sends a hook for each order of each patient, some of
   * them another plan's members, so its budget is larger; the per-member limits hold for it as for anyone.
   */
  missesPerClientSystem: 300,
  /** How far back Identity Alerts looks, and how long misses are kept for it. */
  alertDays: 7,
} as const;

/** Where an identity is checked: the portal's member searches, PAS $submit and $inquire, CDS Hooks, Provider Access's member match. */
export const identityChannels = ['portal', 'pas-submit', 'pas-inquire', 'cds-hooks', 'provider-member-match', 'find-by-number'] as const;
export type IdentityChannel = (typeof identityChannels)[number];

/** Which limit was reached: the actor's for one member id, one member id's across actors, or the actor's overall. */
export const identityLimitScopes = ['actor-member', 'member', 'actor'] as const;
export type IdentityLimitScope = (typeof identityLimitScopes)[number];

/**
 * One account or client system that reached a limit in the alert period. Member ids are PHI: only how many
 * different ones it tried is shown.
 */
export const IdentityAlertSchema = z.object({
  actorKind: z.enum(['account', 'client-system']),
  /** The account's user id (e-mail), or the client system's name. */
  name: z.string(),
  accountId: z.number().int().nullable(),
  clientSystemId: z.number().int().nullable(),
  clientId: z.string().nullable(),
  channels: z.array(z.enum(identityChannels)),
  lastLimit: z.enum(identityLimitScopes),
  memberIdCount: z.number().int(),
  misses: z.number().int(),
  refusals: z.number().int(),
  firstReachedAt: z.string(),
  lastReachedAt: z.string(),
});
export type IdentityAlert = z.infer<typeof IdentityAlertSchema>;

export const IdentityAlertsResponseSchema = z.object({ days: z.number().int(), alerts: z.array(IdentityAlertSchema) });
export type IdentityAlertsResponse = z.infer<typeof IdentityAlertsResponseSchema>;
