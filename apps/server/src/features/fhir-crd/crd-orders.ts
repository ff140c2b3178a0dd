import type {
  Appointment,
  CodeableConcept,
  Coding,
  Coverage,
  DeviceRequest,
  Identifier,
  MedicationRequest,
  Patient,
  Reference,
  Resource,
  ServiceRequest,
} from '@medplum/fhirtypes';
import { crdMessages, type IsoDate } from '@portal/contracts';
import { fhirSystems, memberIdSystems, procedureCodeSystems } from '../../fhir/fhir-systems.js';
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

/**
 * The kinds of order the plan answers: services, equipment and the drugs its medical benefit covers (HCPCS J-codes,
 * given by a clinician) are decided by the policy; other drugs belong to the pharmacy benefit.
 */
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

/** HCPCS level II J-codes: drugs the medical benefit covers ("J0585", botulinum toxin). */
const isJCode = (code: BillingCode) => code.system !== fhirSystems.cpt && /^J\d{4}$/.test(code.code);

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

/** A drug order's J-codes, from its coded medication or the Medication it names (contained or sent). */
function medicationRequestTerms(order: MedicationRequest, resources: HookResources) {
  const reference = order.medicationReference?.reference;
  const contained = reference?.startsWith('#') ? order.contained?.find((resource) => `#${resource.id}` === reference) : undefined;
  const medication = contained ?? (reference ? resources.resolve(reference) : undefined);
  const concept = order.medicationCodeableConcept ?? (medication?.resourceType === 'Medication' ? medication.code : undefined);
  return {
    codes: billingCodesOf(concept).filter(isJCode),
    serviceDate: dateOf(order.dispenseRequest?.validityPeriod?.start),
    placeOfService: null,
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
          : resource?.resourceType === 'MedicationRequest'
            ? medicationRequestTerms(resource, resources)
            : { codes: [], serviceDate: null, placeOfService: null };
  // A drug with a J-code is the medical benefit's: the policy answers it as it answers a service.
  const kind = base.kind === 'medication' && terms.codes.length > 0 ? 'service' : base.kind;
  return { ...base, kind, ...terms, codes: uniqueCodes(terms.codes) };
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

/** An identifier the plan may know the patient by: one under its own member id systems, or under none (memberIdSystems). */
const isMemberIdentifier = (identifier: Identifier) => identifier.system === undefined || memberIdSystems.has(identifier.system);
const memberIdsOf = (coverage: Coverage): unknown[] => [
  ...(coverage.identifier ?? []).filter(isMemberIdentifier).map((identifier) => identifier.value),
  coverage.subscriberId,
];

/**
 * The ids by which the plan may know the patient: the Coverage identifiers and subscriber ids, and the Patient's
 * identifiers, under the plan's own systems or none. Another payer's member id (or a medical record number) names
 * somebody else: it is no claim to one of the plan's members, however its value reads.
 */
export function memberClaimOf(patient: Patient | undefined, coverages: readonly Coverage[]): MemberClaim {
  const identifiers = [
    ...coverages.flatMap(memberIdsOf),
    ...(patient?.identifier ?? []).filter(isMemberIdentifier).map((identifier) => identifier.value),
  ].filter((value): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= 100);
  const name = patient?.name?.find((candidate) => candidate.use !== 'old') ?? patient?.name?.[0];
  return {
    identifiers: [...new Set(identifiers.map((value) => value.trim()))],
    birthDate: dateOf(patient?.birthDate),
    family: name?.family?.trim() || null,
    given: name?.given?.[0]?.trim() || null,
  };
}

/**
 * Why the EHR's Coverage does not cover the date, or null when it does: cancelled (or entered in error), or the date
 * outside its period. What the EHR holds may lag behind the plan, but the assertion is made with respect to it.
 */
export function coverageNotInForceReason(coverage: Coverage | undefined, date: IsoDate): string | null {
  if (!coverage) return null;
  if (coverage.status === 'cancelled' || coverage.status === 'entered-in-error') return crdMessages.reasons.coverageCancelled;
  const start = dateOf(coverage.period?.start);
  const end = dateOf(coverage.period?.end);
  if ((start && date < start) || (end && date > end)) return crdMessages.reasons.coverageNotInForce(start, end);
  return null;
}

/**
 * The EHR's Coverage that names the member under the plan's systems (the patient may have others, of other payers),
 * one in force today first; else one that names no member id at all (nothing says it is another payer's); else none.
 */
export function coverageOfMember(coverages: readonly Coverage[], memberId: string, today: IsoDate): Coverage | undefined {
  const same = (value: unknown) => typeof value === 'string' && value.trim().toUpperCase() === memberId.toUpperCase();
  const naming = coverages.filter((coverage) => memberIdsOf(coverage).some(same));
  const unnamed = coverages.filter((coverage) => !memberIdsOf(coverage).some((value) => typeof value === 'string' && value.trim() !== ''));
  return naming.find((coverage) => coverageNotInForceReason(coverage, today) === null) ?? naming[0] ?? unnamed[0];
}

/** The reference the coverage-information extension names: the EHR's Coverage as the EHR knows it. */
export function coverageReferenceOf(coverage: Coverage | undefined, fullUrl: string | undefined, memberId: string): Reference {
  if (coverage?.id) return { reference: fullUrl ?? `Coverage/${coverage.id}` };
  return { identifier: { system: fhirSystems.memberId, value: memberId } };
}
