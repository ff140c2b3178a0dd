import { type AssociationStatus, associationStatuses } from '@portal/contracts';

/** Who looks at a provider location: the effective account, and whether it is an employee acting as themself. */
export interface LocationViewer {
  accountId: number;
  isEmployee: boolean;
}

/**
 * A location's tax ID, or null when the viewer may not see it (issue 15 §1). With the NPI it was once enough for
 * approval at once, and it still identifies the practice to the plan on the phone: it shows only to the plan's
 * employees and to accounts with an ACTIVE association with the location, never on a requested or removed one.
 */
export function visibleTaxId(taxId: string, associationStatus: AssociationStatus | null, viewer: LocationViewer): string | null {
  return viewer.isEmployee || associationStatus === associationStatuses.active ? taxId : null;
}
