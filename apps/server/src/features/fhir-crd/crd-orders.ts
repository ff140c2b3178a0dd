import type { Appointment, CodeableConcept, Coding, Coverage, DeviceRequest, Patient, Reference, Resource, ServiceRequest } from '@medplum/fhirtypes';
import type { IsoDate } from '@portal/contracts';
import { fhirSystems, procedureCodeSystems } from '../../fhir/fhir-systems.js';
import type { MemberClaim } from '../../fhir/fhir-member-match.js';
import type { HookResources } from './crd-prefetch.js';

/**
 * What a hook's orders ask, in the policy's terms (issue 21): the billing codes (CPT, HCPCS), the date of service
 * and the place of service of each draft order, read from the order itself or from what it refers to (an
 * Appointment's ServiceRequest, a DeviceRequest's Device).
 */

const billingOptionsUrl = 'http://hl7.org/fhir/us/davinci-crd/StructureDefinition/ext-billing-options';
/** The day of a FHIR date or dateTime, when that day exists: "2005-02-30" or year 0 names none (and PostgreSQL stores none). */
function dateOf(value: unknown): IsoDate | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const day = value.slice(0, 10);
  const time = Date.parse(`${day}T00:00:00Z`);
  return day >= '0001-01-01' && !Number.isNaN(time) && new Date(time).toISOString().startsWith(day) ? day : null;
}
/** A FHIR id (R4: 1–64 of letters, digits, "-" and "."): anything else names no resource. */
const idOf = (value: unknown): string => (typeof value === 'string' && /^[A-Za-z0-9\-.]{1,64}$/.test(value) ? value : '');
const isCode = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= 20;

/** The kinds of order the plan answers: services and equipment decided by the policy; drugs are not decided here. */
export type CrdOrderKind = 'service' | 'medication' | 'other';

export interface BillingCode {
  system: string;
  code: string;
}

export interface CrdOrder {
  /** Type/id, as the EHR knows the order. */
  reference: string;
  resourceType: string;
  kind: CrdOrderKind;
  /** The order as sent (the system action updates it); null when only its reference is known and it could not be read. */
  resource: Resource | null;
  codes: BillingCode[];
  serviceDate: IsoDate | null;
  placeOfService: string | null;
}

const kindOf = (resourceType: string): CrdOrderKind =>
  resourceType === 'MedicationRequest' ? 'medication' : ['ServiceRequest', 'DeviceRequest', 'Appointment'].includes(resourceType) ? 'service' : 'other';

/** CPT and HCPCS codings of a concept, including the CRD billing options an order's code may carry. */
function billingCodesOf(concept: CodeableConcept | undefined): BillingCode[] {
  if (!concept) return [];
  const options = (concept.extension ?? [])
    .filter((extension) => extension.url === billingOptionsUrl)
    .flatMap((extension) => extension.valueCodeableConcept?.coding ?? []);
  return [...(concept.coding ?? []), ...options]
    .filter((coding): coding is Coding & BillingCode => typeof coding.system === 'string' && procedureCodeSystems.has(coding.system) && isCode(coding.code))
    .map((coding) => ({ system: coding.system, code: coding.code.trim().toUpperCase() }));
}

const placeOfServiceOf = (concepts: readonly CodeableConcept[] | undefined): string | null =>
  concepts?.flatMap((concept) => concept.coding ?? []).find((coding) => coding.system === fhirSystems.placeOfService && isCode(coding.code))?.code ?? null;

/** Each code once (an order’s code and its billing options may repeat one). */
const uniqueCodes = (codes: readonly BillingCode[]): BillingCode[] => [...new Map(codes.map((code) => [code.code, code])).values()];

function serviceRequestTerms(order: ServiceRequest) {
  return {
    codes: billingCodesOf(order.code),
    serviceDate: dateOf(order.occurrenceDateTime ?? order.occurrencePeriod?.start ?? order.occurrenceTiming?.event?.[0]),
    placeOfService: placeOfServiceOf(order.locationCode),
  };
}

function deviceRequestTerms(order: DeviceRequest, resources: HookResources) {
  const device = order.codeReference?.reference ? resources.resolve(order.codeReference.reference) : undefined;
  const deviceCodes = device?.resourceType === 'Device' ? billingCodesOf(device.type) : [];
  return {
    codes: [...billingCodesOf(order.codeCodeableConcept), ...deviceCodes],
    serviceDate: dateOf(order.occurrenceDateTime ?? order.occurrencePeriod?.start),
    placeOfService: null,
  };
}

/** An appointment is for the services it is based on (or names as its service type, when coded in CPT or HCPCS). */
function appointmentTerms(order: Appointment, resources: HookResources) {
  const basedOn = (order.basedOn ?? []).map((reference) => (reference.reference ? resources.resolve(reference.reference) : undefined));
  const services = basedOn.filter((resource): resource is ServiceRequest => resource?.resourceType === 'ServiceRequest').map(serviceRequestTerms);
  return {
    codes: [...(order.serviceType ?? []).flatMap(billingCodesOf), ...services.flatMap((service) => service.codes)],
    serviceDate: dateOf(order.start) ?? services.find((service) => service.serviceDate)?.serviceDate ?? null,
    placeOfService: services.find((service) => service.placeOfService)?.placeOfService ?? null,
  };
}

export function readOrder(reference: string, resource: Resource | null, resources: HookResources): CrdOrder {
  const resourceType = resource?.resourceType ?? reference.split('/')[0] ?? '';
  const base = { reference, resourceType, kind: kindOf(resourceType), resource };
  const terms =
    resource?.resourceType === 'ServiceRequest'
      ? serviceRequestTerms(resource)
      : resource?.resourceType === 'DeviceRequest'
        ? deviceRequestTerms(resource, resources)
        : resource?.resourceType === 'Appointment'
          ? appointmentTerms(resource, resources)
          : { codes: [], serviceDate: null, placeOfService: null };
  return { ...base, ...terms, codes: uniqueCodes(terms.codes) };
}

/** The orders of a hook request's context: a Bundle of draft orders or appointments, or references to dispatched ones. */
export function ordersOf(
  context: { bundle: Resource | null | undefined; references: readonly string[] | null | undefined },
  resources: HookResources,
): CrdOrder[] {
  if (context.references) return context.references.map((reference) => readOrder(reference, resources.resolve(reference) ?? null, resources));
  const entries = context.bundle?.resourceType === 'Bundle' ? (context.bundle.entry ?? []) : [];
  return entries
    .map((entry) => entry.resource)
    .filter((resource): resource is Resource => typeof resource?.resourceType === 'string' && /^[A-Z][A-Za-z]{1,63}$/.test(resource.resourceType))
    .map((resource) => readOrder(`${resource.resourceType}/${idOf(resource.id)}`, resource, resources));
}

/** The ids by which the plan may know the patient: every Coverage identifier and subscriber id, and the Patient's identifiers. */
export function memberClaimOf(patient: Patient | undefined, coverages: readonly Coverage[]): MemberClaim {
  const identifiers = [
    ...coverages.flatMap((coverage) => [...(coverage.identifier ?? []).map((identifier) => identifier.value), coverage.subscriberId]),
    ...(patient?.identifier ?? []).map((identifier) => identifier.value),
  ].filter((value): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= 100);
  const name = patient?.name?.find((candidate) => candidate.use !== 'old') ?? patient?.name?.[0];
  return {
    identifiers: [...new Set(identifiers.map((value) => value.trim()))],
    birthDate: dateOf(patient?.birthDate),
    family: name?.family?.trim() || null,
    given: name?.given?.[0]?.trim() || null,
  };
}

/** The EHR's Coverage that names the member (the patient may have others, of other payers), else its first. */
export function coverageOfMember(coverages: readonly Coverage[], memberId: string): Coverage | undefined {
  const same = (value: unknown) => typeof value === 'string' && value.trim().toUpperCase() === memberId.toUpperCase();
  return coverages.find((coverage) => same(coverage.subscriberId) || (coverage.identifier ?? []).some((identifier) => same(identifier.value))) ?? coverages[0];
}

/** The reference the coverage-information extension names: the EHR's Coverage as the EHR knows it. */
export function coverageReferenceOf(coverage: Coverage | undefined, fullUrl: string | undefined, memberId: string): Reference {
  if (coverage?.id) return { reference: fullUrl ?? `Coverage/${coverage.id}` };
  return { identifier: { system: fhirSystems.memberId, value: memberId } };
}
