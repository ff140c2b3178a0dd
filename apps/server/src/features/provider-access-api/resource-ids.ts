/**
 * The ids of the resources the Provider Access API writes (exports, Groups): stable across exports so a client can
 * merge what it receives, and made from the core system's keys. An id is never a grant: nothing here is read by id
 * except a Group, and a Group answers only to its own client system.
 */
const safe = (key: string | number) => String(key).replace(/[^A-Za-z0-9.-]/g, '-');

export const providerAccessIds = {
  patient: (qhid: number) => `member-${qhid}`,
  coverage: (coverageId: number) => `coverage-${coverageId}`,
  claim: (claimNumber: string) => `claim-${safe(claimNumber)}`,
  priorAuthorization: (authorizationNumber: string) => `authorization-${safe(authorizationNumber)}`,
  /** A provider location: an Organization when it is a facility or group, a Practitioner when it is a person. */
  provider: (locationId: number) => `provider-${locationId}`,
  /** The plan itself, as payor and insurer. */
  payer: () => 'plan',
  /** The Provenance of the resource with id `resourceId` (a member's: of what the export sends of them). */
  provenance: (resourceId: string) => `provenance-${safe(resourceId)}`,
} as const;
