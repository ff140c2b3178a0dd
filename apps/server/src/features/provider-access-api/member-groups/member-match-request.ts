import type { Consent, Coverage, ParametersParameter, Patient } from '@medplum/fhirtypes';
import { fhirMemberIdentifiersMax, maxMemberBundlesPerMatch } from '@portal/contracts';
import type { MemberClaim } from '../../../fhir/fhir-member-match.js';
import { fhirSystems } from '../../../fhir/fhir-systems.js';
import type { FhirProblem } from '../../../fhir/operation-outcome.js';

/** One MemberBundle of a $provider-member-match, as the match needs it. */
export interface MemberBundle {
  /** The Patient as the provider sent it: echoed, contained, in the answer's Groups. */
  patient: Patient;
  /** Who the provider says the patient is (member ids from the Patient and the Coverage, birth date, names). */
  member: MemberClaim;
  attestation: Attestation;
}

/** The provider's treatment attestation (PDex ProviderTreatmentAttestation), as far as the plan checks it. */
export interface Attestation {
  isActive: boolean;
  /** The NPIs the Consent names as performer or as provision actor (identifier-based references). */
  npis: string[];
  /** provision.period (the treatment relationship), as instants; null ends are open. */
  periodStart: Date | null;
  periodEnd: Date | null;
  /** Consent.dateTime: when the provider attested. */
  attestedAt: Date | null;
}

export type MemberMatchRead = { ok: true; bundles: MemberBundle[] } | { ok: false; status: 400 | 413; problems: FhirProblem[] };

const identifierMax = 100;
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isoDatePattern = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/** A FHIR date or dateTime as an instant; a date's end is the end of that day (or month, or year). */
function instantOf(value: unknown, end: boolean): Date | null | undefined {
  if (value === undefined) return null;
  if (typeof value !== 'string') return undefined;
  if (isoDatePattern.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number?, number?];
    if (!end) return new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
    if (day) return new Date(Date.UTC(year, (month ?? 1) - 1, day + 1) - 1);
    if (month) return new Date(Date.UTC(year, month, 1) - 1);
    return new Date(Date.UTC(year + 1, 0, 1) - 1);
  }
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) || !/^\d{4}-\d{2}-\d{2}T/.test(value) ? undefined : new Date(parsed);
}

const npisOf = (references: unknown): string[] =>
  (Array.isArray(references) ? references : [])
    .map((reference) => (isRecord(reference) && isRecord(reference.identifier) ? reference.identifier : null))
    .filter((identifier) => identifier !== null && identifier.system === fhirSystems.npi && typeof identifier.value === 'string')
    .map((identifier) => String(identifier?.value).trim());

function attestationOf(consent: Consent, path: string, problems: FhirProblem[]): Attestation {
  const provision = isRecord(consent.provision) ? consent.provision : {};
  const period = isRecord(provision.period) ? provision.period : {};
  const periodStart = instantOf(period.start, false);
  const periodEnd = instantOf(period.end, true);
  const attestedAt = instantOf(consent.dateTime, false);
  if (periodStart === undefined || periodEnd === undefined)
    problems.push({ code: 'value', diagnostics: 'Consent.provision.period must hold FHIR dates.', expression: `${path}.provision.period` });
  if (attestedAt === undefined) problems.push({ code: 'value', diagnostics: 'Consent.dateTime must be a FHIR dateTime.', expression: `${path}.dateTime` });
  const actors = Array.isArray(provision.actor) ? provision.actor.map((actor) => (isRecord(actor) ? actor.reference : undefined)) : [];
  return {
    isActive: consent.status === 'active',
    npis: [...new Set([...npisOf(consent.performer), ...npisOf(actors)])],
    periodStart: periodStart ?? null,
    periodEnd: periodEnd ?? null,
    attestedAt: attestedAt ?? null,
  };
}

const partNamed = (parts: readonly ParametersParameter[], name: string) => parts.filter((part) => part.name === name);

/**
 * Reads a $provider-member-match request (PDex provider-parameters-multi-member-match-bundle-in): one or more
 * MemberBundle parameters, each with MemberPatient, CoverageToMatch and Consent (the provider's treatment attestation).
 * A malformed request answers 400 and a request of more than `maxMemberBundlesPerMatch` bundles 413, before any member is
 * looked up; every problem found is told at once.
 */
export function readMemberMatchRequest(body: unknown): MemberMatchRead {
  if (!isRecord(body) || body.resourceType !== 'Parameters')
    return { ok: false, status: 400, problems: [{ code: 'structure', diagnostics: 'Send a Parameters resource with MemberBundle parameters.' }] };
  const parameters = Array.isArray(body.parameter) ? (body.parameter as ParametersParameter[]) : [];
  const bundles = parameters.filter((parameter) => isRecord(parameter) && parameter.name === 'MemberBundle');
  if (bundles.length === 0)
    return { ok: false, status: 400, problems: [{ code: 'required', diagnostics: 'The request names no MemberBundle.', expression: 'Parameters.parameter' }] };
  if (bundles.length > maxMemberBundlesPerMatch)
    return {
      ok: false,
      status: 413,
      problems: [
        {
          code: 'too-costly',
          diagnostics: `A request may hold at most ${maxMemberBundlesPerMatch} MemberBundles; this one holds ${bundles.length}. Send them in several requests.`,
          expression: 'Parameters.parameter',
        },
      ],
    };
  const others = parameters.filter((parameter) => !isRecord(parameter) || parameter.name !== 'MemberBundle');
  const problems: FhirProblem[] = others.map(() => ({
    code: 'structure',
    diagnostics: 'Only MemberBundle parameters are read by $provider-member-match.',
    expression: 'Parameters.parameter',
  }));

  const read = bundles.map((bundle, index): MemberBundle | null => {
    const path = `Parameters.parameter[${parameters.indexOf(bundle)}]`;
    const parts = Array.isArray(bundle.part) ? bundle.part.filter(isRecord) : [];
    const one = <T extends Patient | Coverage | Consent>(name: string, resourceType: T['resourceType']): T | null => {
      const found = partNamed(parts, name);
      const resource = found[0]?.resource;
      if (found.length !== 1 || !isRecord(resource) || resource.resourceType !== resourceType) {
        problems.push({
          code: 'required',
          diagnostics: `MemberBundle ${index + 1} must hold exactly one ${name} (a ${resourceType}).`,
          expression: `${path}.part`,
        });
        return null;
      }
      return resource as T;
    };
    const patient = one<Patient>('MemberPatient', 'Patient');
    const coverage = one<Coverage>('CoverageToMatch', 'Coverage');
    const consent = one<Consent>('Consent', 'Consent');
    if (!patient || !coverage || !consent) return null;
    const identifiers = [
      ...(Array.isArray(patient.identifier) ? patient.identifier : []).map((identifier) => identifier?.value),
      coverage.subscriberId,
      ...(Array.isArray(coverage.identifier) ? coverage.identifier : []).map((identifier) => identifier?.value),
    ].filter((value): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= identifierMax);
    const unique = [...new Set(identifiers.map((value) => value.trim()))];
    if (unique.length > fhirMemberIdentifiersMax)
      problems.push({
        code: 'value',
        diagnostics: `MemberBundle ${index + 1} names the patient by more than ${fhirMemberIdentifiersMax} identifiers (Patient and Coverage together).`,
        expression: `${path}.part`,
      });
    const birthDate = textOf(patient.birthDate);
    if (birthDate !== null && !/^\d{4}-\d{2}-\d{2}$/.test(birthDate))
      problems.push({
        code: 'value',
        diagnostics: `MemberBundle ${index + 1}: Patient.birthDate must be a full date (YYYY-MM-DD).`,
        expression: `${path}.part`,
      });
    const name = Array.isArray(patient.name) && isRecord(patient.name[0]) ? patient.name[0] : undefined;
    return {
      patient,
      member: {
        identifiers: unique,
        birthDate,
        family: textOf(name?.family),
        given: textOf(Array.isArray(name?.given) ? name.given[0] : undefined),
      },
      attestation: attestationOf(consent, `${path}.part.where(name = 'Consent').resource`, problems),
    };
  });
  if (problems.length > 0) return { ok: false, status: 400, problems };
  return { ok: true, bundles: read.filter((bundle): bundle is MemberBundle => bundle !== null) };
}
