import { type ProviderEntry, providerErrors, submitAuthorizationMessages } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { ValidationError } from '../errors.js';
import { notListedProviderIds, providerLocations } from '../db/schema.js';

/**
 * Providers entered as "not listed" (SaveTempProvider, or with a submission): their rows, with ids from the
 * not-listed range, in one insert; their ids in the entries' order. Only this account may name them later.
 */
export async function insertNotListedProviders(tx: Executor, entries: readonly ProviderEntry[], accountId: number): Promise<number[]> {
  if (entries.length === 0) return [];
  const rows = await tx
    .insert(providerLocations)
    .values(
      entries.map((entry) => ({
        locationId: sql`nextval(${notListedProviderIds.seqName})`,
        npi: entry.npi.trim(),
        fullName: `${entry.firstName.trim()} ${entry.lastName.trim()}`.trim(),
        taxId: entry.taxID.trim(),
        address1: entry.address.trim(),
        address2: entry.address2.trim() || null,
        city: entry.city.trim(),
        state: entry.state.trim().toUpperCase(),
        zipCode: entry.zip.trim(),
        phone: entry.phone.trim(),
        isFacility: entry.isFacility,
        addedByAccountId: accountId,
      })),
    )
    .returning({ locationId: providerLocations.locationId });
  // nextval runs row by row in the order given: ascending ids are the entries' order.
  return rows.map((row) => row.locationId).sort((a, b) => a - b);
}

const lookup = { key: 'ServicingProvider', path: 'provider', sameAsLookup: null, searchLabel: 'Provider', requireFax: false, requireTaxID: false } as const;

/** SaveTempProvider for a "not listed" provider (automation saves it before submitting): checked as the wizard checks it. */
export function createNotListedProviderCommand(db: Database) {
  return async (accountId: number, entry: ProviderEntry): Promise<{ id: number }> => {
    const errors = providerErrors({ ...entry, add: true, same: false, unknown: false }, lookup, '');
    if (Object.keys(errors).length) {
      throw new ValidationError(
        submitAuthorizationMessages.invalidForm,
        Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, [message]])),
      );
    }
    const [id] = await insertNotListedProviders(db, [{ ...entry, add: true }], accountId);
    return { id: id as number };
  };
}
