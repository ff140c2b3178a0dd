import { clientSystemScopes } from '@portal/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { clientSystems, providerLocations } from '../db/schema.js';
import { createClientSystemsRepository } from '../client-system-auth/client-systems.repository.js';
import { providerAccountLocations } from './demo-accounts.js';
import { sandboxClientId, sandboxPublicJwk } from './sandbox-client-key.js';

/** The sandbox organization's own identifier and the PAS examples' practitioner NPI (added to the directory by the PAS demo data). */
export const sandboxOrganizationIdentifier = '8189991234';
const sandboxExampleNpis = ['8189991234', '1234567893'];

/**
 * Registers the demo's "EHR Sandbox" client system (client id sandbox-ehr, key in sandbox-client-key.ts, every
 * scope) for the NPIs of the PAS examples and of up to three locations of provider@example.com's first
 * organization (its tax id: members with authorizations there), and syncs its associations with whatever directory
 * rows exist now; already registered, it only syncs them again. The demo seed calls it last, after every
 * directory row. Its notification endpoints and FHIR servers are the loopback hosts on any port (the rule of
 * isRegisteredEndpoint for a loopback URL registered without a port).
 */
export async function registerSandboxClientSystem(db: Executor, now: Date): Promise<void> {
  const repository = createClientSystemsRepository(db);
  const [existing] = await db.select({ id: clientSystems.id }).from(clientSystems).where(eq(clientSystems.clientId, sandboxClientId));
  if (existing) return repository.syncAllAssociations(now);
  // provider@example.com's first location names the organization (its tax id); the sandbox takes up to three of
  // its directory NPIs, so the sandbox reaches members whose authorizations Manage Authorizations shows.
  const [first] = await db
    .select({ taxId: providerLocations.taxId })
    .from(providerLocations)
    .where(inArray(providerLocations.locationId, [...providerAccountLocations.active]))
    .orderBy(asc(providerLocations.locationId))
    .limit(1);
  const organizationLocations = first
    ? await db
        .selectDistinct({ npi: providerLocations.npi })
        .from(providerLocations)
        .where(and(eq(providerLocations.taxId, first.taxId), isNull(providerLocations.addedByAccountId)))
        .orderBy(asc(providerLocations.npi))
        .limit(3)
    : [];
  const organizationNpis = organizationLocations.map((location) => location.npi);
  const loopback = ['http://127.0.0.1/', 'http://localhost/'];
  await repository.create({
    clientId: sandboxClientId,
    values: {
      name: 'EHR Sandbox',
      organizationIdentifier: sandboxOrganizationIdentifier,
      npis: [...new Set([...sandboxExampleNpis, ...organizationNpis])],
      jwks: { keys: [sandboxPublicJwk()] },
      scopes: [...clientSystemScopes],
      endpointUrls: loopback,
      fhirServerUrls: loopback,
    },
    createdByAccountId: null,
    now,
  });
}
