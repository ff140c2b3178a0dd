import { sandboxMessages } from '@portal/contracts';
import { fhirSystems } from '../../fhir/fhir-systems.js';
import { isValidNpi } from '../../payer/npi.js';
import { type Json, arrayOf, codings, hasIdentifierType, identifiersOf, objectOf, textOf } from './sandbox-json.js';

const text = sandboxMessages.errors;
const nameMaxLength = 200;

/** An Organization or Practitioner of the bundle as a directory location. */
export interface SandboxProvider {
  resourceType: 'Organization' | 'Practitioner';
  reference: string;
  keys: string[];
  npi: string;
  fullName: string;
  taxId: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
}

/** The plan itself, not a provider: an Organization typed as a payer (FHIR `pay`, X12 `PR`). */
export const isPayer = (organization: Json) =>
  arrayOf(organization.type).some((type) =>
    codings(type).some(
      (coding) =>
        (coding.system === fhirSystems.organizationType && coding.code === 'pay') ||
        (coding.system === fhirSystems.x12EntityIdentifier && coding.code === 'PR'),
    ),
  );

const practitionerName = (resource: Json) => {
  const human = objectOf(arrayOf(resource.name)[0]);
  return [...arrayOf(human?.given).flatMap((part) => textOf(part) ?? []), textOf(human?.family) ?? ''].join(' ').trim() || textOf(human?.text);
};

/**
 * The provider a resource describes, keyed on its NPI, or none with its problems told to `problem` (no NPI or a bad
 * one, no name). What the directory needs and FHIR may leave out (an address, a phone, a tax id) is left empty.
 */
export function readProvider(
  resource: Json,
  resourceType: SandboxProvider['resourceType'],
  where: { location: string; reference: string; problem: (location: string, message: string) => void },
): SandboxProvider[] {
  const { location, problem } = where;
  const identifiers = identifiersOf(resource);
  const npi = identifiers.find((identifier) => identifier.system === fhirSystems.npi)?.value;
  if (!npi) problem(`${location}.identifier`, text.npiMissing);
  else if (!isValidNpi(npi)) problem(`${location}.identifier`, text.npiInvalid(npi));
  const name = resourceType === 'Organization' ? textOf(resource.name) : practitionerName(resource);
  if (!name) problem(`${location}.name`, text.providerNameMissing);
  else if (name.length > nameMaxLength) problem(`${location}.name`, text.tooLong(nameMaxLength));
  if (!npi || !isValidNpi(npi) || !name || name.length > nameMaxLength) return [];
  const address = objectOf(arrayOf(resource.address)[0]);
  const lines = arrayOf(address?.line).flatMap((line) => textOf(line) ?? []);
  const phone = arrayOf(resource.telecom)
    .map(objectOf)
    .find((telecom) => telecom?.system === 'phone');
  const taxId = identifiers.find((identifier) => identifier.system === fhirSystems.taxId || hasIdentifierType(identifier.raw, 'TAX'))?.value;
  return [
    {
      resourceType,
      reference: where.reference,
      keys: [`${fhirSystems.npi}|${npi}`],
      npi,
      fullName: name,
      taxId: taxId ?? '',
      address1: lines[0] ?? '',
      address2: lines[1] ?? null,
      city: textOf(address?.city) ?? '',
      state: textOf(address?.state) ?? '',
      zipCode: textOf(address?.postalCode) ?? '',
      phone: textOf(phone?.value) ?? '',
    },
  ];
}
