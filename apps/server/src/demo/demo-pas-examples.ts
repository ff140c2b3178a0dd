import { sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../db/client.js';
import { coverages, members, providerLocations } from '../db/schema.js';
import { demoGroupIds } from './demo-groups.js';

/**
 * What the Da Vinci PAS guide's examples name (issue 20), so each example request sent to the sandbox is decided
 * rather than refused: the subscriber JOE SMITH (member id 12345678901) and the beneficiary JESSE SMITH
 * (12345678902) in a group whose standard requests are decided by the policy, covered from 2000 (the examples'
 * services are dated 2005), and the requesting organization (NPI 8189991234) and the practitioner (NPI
 * 1234567893) in the provider directory. The sandbox client system is registered for these NPIs afterwards.
 */
export const pasExampleNpis = { requester: '8189991234', practitioner: '1234567893' } as const;

export async function seedPasExampleData(tx: Executor): Promise<void> {
  // Directory ids below the "not listed" range (which starts at 900,000,001), members after the generated ones.
  const [next] = await selectRows<{ locationId: number; qhid: number }>(
    tx,
    sql`select coalesce(max(location_id), 0)::int + 1 as "locationId", (select coalesce(max(qhid), 0)::int + 1 from members) as qhid from provider_locations where location_id < 900000001`,
  );
  if (!next) throw new Error('The provider directory could not be read.');
  const { locationId, qhid } = next;
  const address = { address1: '111 1ST STREET', address2: null, city: 'SAN DIEGO', state: 'CA', zipCode: '92101', phone: '619-555-0100', taxId: '95-8189991' };
  await tx.insert(providerLocations).values([
    { locationId, npi: pasExampleNpis.requester, fullName: 'DR. JOE SMITH CORPORATION', isFacility: false, ...address },
    { locationId: locationId + 1, npi: pasExampleNpis.practitioner, fullName: 'SUSAN WATSON', isFacility: false, ...address },
  ]);
  await tx.insert(members).values([
    { qhid, memberId: '12345678901', groupId: demoGroupIds.automation, firstName: 'JOE', middleInitial: null, lastName: 'SMITH', dob: '1965-04-12', sex: 'M' },
    {
      qhid: qhid + 1,
      memberId: '12345678902',
      groupId: demoGroupIds.automation,
      firstName: 'JESSE',
      middleInitial: null,
      lastName: 'SMITH',
      dob: '1947-01-18',
      sex: 'F',
    },
  ]);
  await tx.insert(coverages).values([
    { qhid, planOptionName: 'Evergreen Gold PPO', effectiveDate: '2000-01-01', termDate: '2099-12-31' },
    { qhid: qhid + 1, planOptionName: 'Evergreen Gold PPO', effectiveDate: '2000-01-01', termDate: '2099-12-31' },
  ]);
}
