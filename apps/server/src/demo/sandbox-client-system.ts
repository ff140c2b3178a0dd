import { clientSystemScopes } from '@portal/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { clientSystems, providerLocations } from '../db/schema.js';
import { createClientSystemsRepository } from '../features/client-systems/client-systems.repository.js';
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
  const demoLocations = await db
    .select({ npi: providerLocations.npi, taxId: providerLocations.taxId })
    .from(providerLocations)
    .where(inArray(providerLocations.locationId, [...providerAccountLocations.active]))
    .orderBy(asc(providerLocations.locationId));
  const taxId = demoLocations[0]?.taxId;
  const organizationNpis = demoLocations.filter((location) => location.taxId === taxId).map((location) => location.npi).slice(0, 3);
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
