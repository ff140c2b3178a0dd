import type { Organization, Practitioner, Reference } from '@medplum/fhirtypes';
import type { providerLocations } from '../../../db/schema.js';
import { planNpi } from '../../../fhir/fhir-systems.js';
import { providerAccessIds } from '../resource-ids.js';
import { exportProfiles, exportSystems } from './export-codes.js';

/** A provider location as the export reads it (export-content.repository.ts findProviderLocations). */
export type ExportProviderLocation = Pick<
  typeof providerLocations.$inferSelect,
  'locationId' | 'npi' | 'fullName' | 'taxId' | 'address1' | 'address2' | 'city' | 'state' | 'zipCode' | 'phone' | 'isFacility'
>;

/**
 * A provider location is an Organization when it is a facility or a group, a Practitioner when it is a person: the
 * directory's isFacility says which (the demo data's facilities are hospitals, surgery centres and labs).
 */
export const providerResourceType = (isFacility: boolean) => (isFacility ? 'Organization' : 'Practitioner');

export const providerReference = (locationId: number, isFacility: boolean): Reference<Organization | Practitioner> => ({
  reference: `${providerResourceType(isFacility)}/${providerAccessIds.provider(locationId)}`,
});

const addressOf = (location: ExportProviderLocation) => [
  {
    line: location.address2 ? [location.address1, location.address2] : [location.address1],
    city: location.city,
    state: location.state,
    postalCode: location.zipCode,
    country: 'US',
  },
];

/** US Core 3.1.1 Organization of a facility or group: NPI and tax id, name, address, phone. */
export function organizationOf(location: ExportProviderLocation): Organization {
  return {
    resourceType: 'Organization',
    id: providerAccessIds.provider(location.locationId),
    meta: { profile: [exportProfiles.organization] },
    identifier: [
      { system: exportSystems.npi, value: location.npi },
      { type: { coding: [{ system: exportSystems.identifierType, code: 'TAX' }] }, system: exportSystems.taxId, value: location.taxId },
    ],
    active: true,
    type: [{ coding: [{ system: exportSystems.organizationType, code: 'prov', display: 'Healthcare Provider' }] }],
    name: location.fullName,
    telecom: [{ system: 'phone', value: location.phone, use: 'work' }],
    address: addressOf(location),
  };
}

/**
 * US Core 3.1.1 Practitioner of a person: NPI, name and practice address. The directory holds a person's name as one
 * string ("First M Last, CRED"): after a comma come credentials (suffixes); of the rest the last word is the family
 * name and the others the given names. The whole string stays as the name's text.
 */
export function practitionerOf(location: ExportProviderLocation): Practitioner {
  const [person = '', ...credentials] = location.fullName.split(',').map((part) => part.trim());
  const words = person.split(/\s+/).filter(Boolean);
  const family = words.length > 1 ? (words.at(-1) as string) : person || location.fullName;
  const given = words.length > 1 ? words.slice(0, -1) : [];
  const suffix = credentials.filter(Boolean);
  return {
    resourceType: 'Practitioner',
    id: providerAccessIds.provider(location.locationId),
    meta: { profile: [exportProfiles.practitioner] },
    identifier: [{ system: exportSystems.npi, value: location.npi }],
    active: true,
    name: [{ text: location.fullName, family, ...(given.length ? { given } : {}), ...(suffix.length ? { suffix } : {}) }],
    telecom: [{ system: 'phone', value: location.phone, use: 'work' }],
    address: addressOf(location),
  };
}

export const providerResourceOf = (location: ExportProviderLocation): Organization | Practitioner =>
  location.isFacility ? organizationOf(location) : practitionerOf(location);

/** The plan as payer and insurer (US Core Organization): its NPI, and the payer type. */
export function payerOrganizationOf(planName: string): Organization {
  return {
    resourceType: 'Organization',
    id: providerAccessIds.payer(),
    meta: { profile: [exportProfiles.organization] },
    identifier: [{ system: exportSystems.npi, value: planNpi }],
    active: true,
    type: [{ coding: [{ system: exportSystems.organizationType, code: 'pay', display: 'Payer' }] }],
    name: planName,
  };
}
