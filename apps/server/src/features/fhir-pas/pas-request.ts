import type { Bundle, BundleEntry, Claim, ClaimItem, CodeableConcept, Coding, Extension, Identifier, Resource } from '@medplum/fhirtypes';
import { authorizationMessages, clinicalFileTypes, clinicalUploadLimits, fhirMemberIdentifiersMax } from '@portal/contracts';
import type { FhirProblem } from '../../fhir/operation-outcome.js';
import { coverageInformationUrl, procedureCodeSystems } from '../../fhir/fhir-systems.js';
import { pasExtension, pasSystems } from './pas-codes.js';
import { identifierOf, type RequestedServiceDate, requestedServiceDateOf, traceNumbersOf } from './pas-sent-claim.js';

/**
 * A PAS request (or inquiry) bundle read into what the plan acts on (Da Vinci PAS 2.2.1, also 2.0.1 clients): the
 * first entry is the Claim, the other entries are what it references. Nothing here touches the database; a bundle
 * that is not a PAS bundle answers the list of what is wrong (the caller's 400 OperationOutcome).
 */

export interface PasLine {
  sequence: number;
  /** The procedure (CPT/HCPCS) or X12 service type code, as sent. */
  code: string;
  system: string;
  /** A procedure code the policy rules are written for, or an X12 service type a reviewer judges. */
  kind: 'procedure' | 'service-type';
  display: string | null;
  units: number;
  /** ISO dates, or null when the item gave none. */
  from: string | null;
  to: string | null;
  placeOfService: string | null;
  /** X12 certification type (UM02): I initial, 3 cancel, 4 extension, 1 appeal… */
  certificationType: string | null;
  /** The authorization the item refers to (an update, a cancellation, an extension, an inquiry). */
  authorizationNumber: string | null;
  /** The item's trace numbers (extension-itemTraceNumber), echoed on its answer. */
  traceNumbers: Identifier[];
  /** The item's date as the request gave it (servicedDate or servicedPeriod), echoed; null when it gave none. */
  requestedServiceDate: RequestedServiceDate | null;
}

/** A clinical file the request carries inline: it becomes one of the authorization's documents. */
export interface PasAttachment {
  fileName: string;
  bytes: Uint8Array;
}

export interface PasRequest {
  /** Bundle.identifier as system|value: the submitter's transaction id, the key of a replay. */
  bundleIdentifier: string | null;
  bundle: Bundle;
  claim: Claim;
  member: { identifiers: string[]; birthDate: string | null; family: string | null; given: string | null };
  /** The requesting provider's NPI (Claim.provider), and the rendering providers' (care team). */
  requesterNpi: string | null;
  renderingNpis: string[];
  priority: 'standard' | 'expedited';
  diagnoses: string[];
  lines: PasLine[];
  attachments: PasAttachment[];
  /** The prior Claim an update replaces (Claim.related with relationship prior), as its identifiers. */
  relatedClaimIdentifiers: string[];
  /** The ids of the Claims it names as related (the Claim a client sent earlier, by its id). */
  relatedClaimIds: string[];
  /** The coverage-assertion-ids of the CRD answers its orders carry. */
  coverageAssertionIds: string[];
  /** The Patient's identifiers as sent (system and value), echoed on the answer's Patient. */
  patientIdentifiers: Identifier[];
  /** Where the member is: the Patient's entry as a FHIRPath expression from the Bundle (`Bundle.entry[4].resource`). */
  patientPath: string;
  /** Claim.identifier: the submitter's identifiers of the request (its patient event trace number), echoed. */
  claimIdentifiers: Identifier[];
  /** What an inquiry asks by example (pas.service.ts `inquire`): the numbers and dates it names, besides member and provider. */
  criteria: {
    /** The items' authorization numbers and Claim.insurance.preAuthRef. */
    authorizationNumbers: string[];
    traceNumbers: Identifier[];
    /** The items' dates and Claim.billablePeriod, as one span; null when it names none. */
    servicePeriod: { from: string; to: string } | null;
  };
}

export type PasProblem = FhirProblem;

export type PasRead = { ok: true; request: PasRequest } | { ok: false; problems: PasProblem[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const datePattern = /^\d{4}-\d{2}-\d{2}/;
/** A clinical file sent inline is refused in the words a browser's upload is (contracts). */
const clinicalMessages = authorizationMessages.clinicals;
const base64Pattern = /^[A-Za-z0-9+/=\s]*$/;
/** The longest identifier value or id kept (a transaction id, a Claim id): what a system would send, and index-safe. */
const identifierMax = 200;
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The file extension the plan stores a clinical file of this content type under, or null when it takes none. */
function extensionOfContentType(contentType: string | undefined): string | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return Object.entries(clinicalFileTypes).find(([, candidate]) => candidate === type)?.[0] ?? null;
}

/** The value of a named extension (by its full URL or its last segment) among `extensions`. */
export function extensionOf(extensions: readonly Extension[] | undefined, name: string): Extension | undefined {
  return extensions?.find((extension) => extension.url === name || extension.url === pasExtension(name) || extension.url.endsWith(`/${name}`));
}

const codeOf = (concept: CodeableConcept | undefined): string | null => concept?.coding?.find((coding) => coding.code)?.code ?? null;

const identifierKey = (identifier: Identifier | undefined) => {
  const value = textOf(identifier?.value);
  return value ? `${textOf(identifier?.system) ?? ''}|${value}` : null;
};

/** Resolves references inside the bundle: by fullUrl, by Type/id, or by a fullUrl ending in Type/id. */
function referenceResolver(entries: readonly BundleEntry[]) {
  const byKey = new Map<string, Resource>();
  for (const entry of entries) {
    const resource = entry.resource;
    if (!resource) continue;
    if (entry.fullUrl) byKey.set(entry.fullUrl, resource);
    if (resource.id) byKey.set(`${resource.resourceType}/${resource.id}`, resource);
  }
  return (reference: string | undefined): Resource | undefined => {
    if (!reference) return undefined;
    const direct = byKey.get(reference);
    if (direct) return direct;
    const relative = reference.split('/').slice(-2).join('/');
    return byKey.get(relative);
  };
}

function npiOf(resource: Resource | undefined, resolve: (reference: string | undefined) => Resource | undefined): string | null {
  if (!resource) return null;
  if (resource.resourceType === 'PractitionerRole') {
    return npiOf(resolve(resource.practitioner?.reference), resolve) ?? npiOf(resolve(resource.organization?.reference), resolve);
  }
  if (resource.resourceType === 'Practitioner' || resource.resourceType === 'Organization') {
    return resource.identifier?.find((identifier) => identifier.system === pasSystems.npi && identifier.value)?.value ?? null;
  }
  return null;
}

/** Whether a FHIR date or dateTime starts with a day of the calendar the database keeps (years 0001 to 9999). */
function isCalendarDate(value: string): boolean {
  if (!datePattern.test(value) || value.startsWith('0000')) return false;
  const day = value.slice(0, 10);
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

/** An item's dates: servicedDate, servicedPeriod, or neither. */
function datesOf(item: ClaimItem): { from: string | null; to: string | null } {
  const date = (value: string | undefined) => (value && isCalendarDate(value) ? value.slice(0, 10) : null);
  if (item.servicedDate) return { from: date(item.servicedDate), to: date(item.servicedDate) };
  if (item.servicedPeriod) {
    const from = date(item.servicedPeriod.start);
    return { from, to: date(item.servicedPeriod.end) ?? from };
  }
  return { from: null, to: null };
}

function lineOf(item: ClaimItem, index: number, problems: PasProblem[]): PasLine | null {
  const where = `Claim.item[${index}]`;
  const coding: Coding | undefined = item.productOrService?.coding?.find((candidate) => candidate.code);
  if (typeof item.sequence !== 'number' || !Number.isInteger(item.sequence) || item.sequence < 1) {
    problems.push({ code: 'required', diagnostics: 'Each Claim.item needs a sequence, a positive whole number.', expression: `${where}.sequence` });
    return null;
  }
  if (!coding?.code) {
    problems.push({
      code: 'required',
      diagnostics: 'Each Claim.item needs productOrService with a coded procedure or service type.',
      expression: `${where}.productOrService`,
    });
    return null;
  }
  const system = coding.system ?? '';
  const isProcedure = procedureCodeSystems.has(system);
  if (!isProcedure && system !== pasSystems.x12ServiceType) {
    problems.push({
      code: 'value',
      diagnostics: `The code system ${system || '(none)'} is not one this plan reads: send CPT, HCPCS or an X12 service type.`,
      expression: `${where}.productOrService`,
    });
    return null;
  }
  const quantity = item.quantity?.value;
  if (quantity !== undefined && (!Number.isFinite(quantity) || quantity <= 0 || quantity > 999_999)) {
    problems.push({ code: 'value', diagnostics: 'Claim.item.quantity must be a positive number of units.', expression: `${where}.quantity` });
    return null;
  }
  const written = [item.servicedDate, item.servicedPeriod?.start, item.servicedPeriod?.end].filter((value): value is string => value !== undefined);
  if (written.some((value) => typeof value !== 'string' || !isCalendarDate(value))) {
    problems.push({
      code: 'value',
      diagnostics: 'Claim.item.servicedDate and servicedPeriod must be dates of the calendar (YYYY-MM-DD).',
      expression: `${where}.${item.servicedDate !== undefined ? 'servicedDate' : 'servicedPeriod'}`,
    });
    return null;
  }
  const { from, to } = datesOf(item);
  if (from && to && to < from) {
    problems.push({ code: 'value', diagnostics: 'Claim.item.servicedPeriod ends before it starts.', expression: `${where}.servicedPeriod` });
    return null;
  }
  return {
    sequence: item.sequence,
    code: coding.code.trim().toUpperCase(),
    system,
    kind: isProcedure ? 'procedure' : 'service-type',
    display: textOf(coding.display),
    units: quantity === undefined ? 1 : Math.max(1, Math.round(quantity)),
    from,
    to,
    placeOfService: codeOf(item.locationCodeableConcept),
    certificationType: codeOf(extensionOf(item.extension, 'extension-certificationType')?.valueCodeableConcept),
    authorizationNumber: extensionOf(item.extension, 'extension-authorizationNumber')?.valueString?.trim() || null,
    traceNumbers: traceNumbersOf(item.extension),
    requestedServiceDate: requestedServiceDateOf(item),
  };
}

/** The Claim's elements that FHIR makes lists, each a list of objects when present (what the reading walks). */
const claimLists = ['item', 'insurance', 'careTeam', 'diagnosis', 'supportingInfo', 'related', 'extension', 'identifier'] as const;

function listProblems(resource: Record<string, unknown>, path: string, names: readonly string[]): PasProblem[] {
  return names.flatMap((name) => {
    const value = resource[name];
    if (value === undefined) return [];
    return Array.isArray(value) && value.every(isObject)
      ? []
      : [{ code: 'structure' as const, diagnostics: `${path}.${name} must be a list of objects.`, expression: `${path}.${name}` }];
  });
}

/**
 * Reads a PAS request or inquiry bundle: what is wrong with it, or what it asks. Reading is pure, so an element of
 * another type than FHIR gives it (a string where a CodeableConcept belongs) can only be a malformed bundle: a 400,
 * never a 500.
 */
export function readPasBundle(body: unknown, options: { isInquiry?: boolean } = {}): PasRead {
  try {
    const read = readWellTypedBundle(body, options.isInquiry ?? false);
    return read.ok ? read : { ok: false, problems: read.problems.map((problem) => ({ ...problem, expression: fromBundle(problem.expression) })) };
  } catch (error) {
    if (!(error instanceof TypeError) && !(error instanceof RangeError)) throw error;
    return { ok: false, problems: [{ code: 'structure', diagnostics: 'The bundle is not valid FHIR JSON: an element has another type than FHIR gives it.' }] };
  }
}

/**
 * A problem's place as a FHIRPath expression from what was sent, the Bundle (`Claim.item[0]` is
 * `Bundle.entry[0].resource.item[0]`: the Claim is the first entry), so a client can evaluate it on its request.
 */
const fromBundle = (expression: string | undefined) => expression?.replace(/^Claim(?=[.[]|$)/, 'Bundle.entry[0].resource');

/** How deep a PAS bundle's elements nest at most: the guide's deepest are about 12 levels; far deeper is an attack. */
const maxNesting = 64;

/** Whether `value` nests deeper than `limit` (walked without recursion, so no depth can exhaust the stack). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  // Only objects and arrays are kept: a bundle's many strings and numbers add no depth.
  const pending: { value: object; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.depth > limit) return true;
    for (const child of Object.values(next.value)) if (child !== null && typeof child === 'object') pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

function readWellTypedBundle(body: unknown, isInquiry: boolean): PasRead {
  const problems: PasProblem[] = [];
  // Everything after reading (the content digest, the database's JSON) walks the whole bundle: bounded first.
  if (nestsDeeperThan(body, maxNesting))
    return { ok: false, problems: [{ code: 'structure', diagnostics: `The bundle's elements nest deeper than ${maxNesting} levels.` }] };
  if (!isObject(body) || body.resourceType !== 'Bundle')
    return { ok: false, problems: [{ code: 'structure', diagnostics: 'The body must be a FHIR Bundle (resourceType "Bundle").' }] };
  const bundle = body as unknown as Bundle;
  if (bundle.type !== 'collection') problems.push({ code: 'value', diagnostics: 'A PAS bundle has type "collection".', expression: 'Bundle.type' });
  if (!Array.isArray(bundle.entry) || bundle.entry.length === 0)
    return {
      ok: false,
      problems: [...problems, { code: 'required', diagnostics: 'The bundle has no entries: its first entry must be the Claim.', expression: 'Bundle.entry' }],
    };
  const entries = bundle.entry;
  const badEntry = entries.findIndex((entry) => !isObject(entry) || !isObject(entry.resource) || typeof entry.resource.resourceType !== 'string');
  if (badEntry >= 0)
    return {
      ok: false,
      problems: [
        ...problems,
        { code: 'structure', diagnostics: 'Every bundle entry must hold a resource with a resourceType.', expression: `Bundle.entry[${badEntry}]` },
      ],
    };
  const claim = entries[0]?.resource;
  if (claim?.resourceType !== 'Claim')
    return {
      ok: false,
      problems: [...problems, { code: 'structure', diagnostics: 'The first entry of a PAS bundle must be the Claim.', expression: 'Bundle.entry[0].resource' }],
    };
  const allowed = new Set([
    'Claim',
    'Patient',
    'Coverage',
    'Organization',
    'Practitioner',
    'PractitionerRole',
    'Location',
    'Encounter',
    'ServiceRequest',
    'DeviceRequest',
    'MedicationRequest',
    'NutritionOrder',
    'DocumentReference',
    'Binary',
    'Condition',
    'Observation',
    'Procedure',
    'RelatedPerson',
    'QuestionnaireResponse',
    'Communication',
    'Provenance',
  ]);
  entries.forEach((entry, index) => {
    const type = entry.resource?.resourceType ?? '';
    if (!allowed.has(type))
      problems.push({ code: 'structure', diagnostics: `A ${type} does not belong in a PAS bundle.`, expression: `Bundle.entry[${index}].resource` });
  });
  const resolve = referenceResolver(entries);
  // Only the member and the requesting provider must be entries of the bundle: they are whom the plan decides for.
  // Any other reference may name what the bundle leaves out (an earlier Claim, a document the plan already holds, an
  // order): it is read by its identifiers where the plan needs it (Claim.related), and never fetched.
  const shapeProblems = [
    ...listProblems(claim as unknown as Record<string, unknown>, 'Claim', claimLists),
    ...(claim.item ?? []).flatMap((item, index) => listProblems(item as unknown as Record<string, unknown>, `Claim.item[${index}]`, ['extension'])),
  ];
  if (shapeProblems.length) return { ok: false, problems: [...problems, ...shapeProblems] };
  const bundleKey = identifierKey(bundle.identifier);
  if (bundleKey && bundleKey.length > identifierMax)
    problems.push({ code: 'value', diagnostics: `Bundle.identifier is longer than ${identifierMax} characters.`, expression: 'Bundle.identifier' });
  if (claim.id !== undefined && (typeof claim.id !== 'string' || !/^[A-Za-z0-9\-.]{1,64}$/.test(claim.id)))
    problems.push({ code: 'value', diagnostics: 'Claim.id is not a FHIR id.', expression: 'Claim.id' });
  if (claim.use !== 'preauthorization') problems.push({ code: 'value', diagnostics: 'Claim.use must be "preauthorization".', expression: 'Claim.use' });
  const patient = resolve(claim.patient?.reference);
  if (patient?.resourceType !== 'Patient')
    problems.push({ code: 'required', diagnostics: 'Claim.patient must reference the Patient in the bundle.', expression: 'Claim.patient' });
  const provider = resolve(claim.provider?.reference);
  if (!provider)
    problems.push({ code: 'required', diagnostics: 'Claim.provider must reference the requesting provider in the bundle.', expression: 'Claim.provider' });
  // An inquiry may name no item: it asks for the member's requests with the provider.
  if (!isInquiry && (!Array.isArray(claim.item) || claim.item.length === 0))
    problems.push({ code: 'required', diagnostics: 'The Claim has no item: a request asks for at least one service.', expression: 'Claim.item' });
  const lines = (claim.item ?? []).flatMap((item, index) => lineOf(item, index, problems) ?? []);
  const sequences = new Set(lines.map((line) => line.sequence));
  if (sequences.size !== lines.length) problems.push({ code: 'value', diagnostics: 'Claim.item sequences must be unique.', expression: 'Claim.item.sequence' });
  if (problems.length) return { ok: false, problems };

  const member = patient as Extract<Resource, { resourceType: 'Patient' }>;
  /** The Patient's entry as a FHIRPath from the Bundle (where an answer locates a problem with the member). */
  const patientPath = `Bundle.entry[${entries.findIndex((entry) => entry.resource === patient)}].resource`;
  const coverages = (claim.insurance ?? [])
    .map((insurance) => resolve(insurance.coverage?.reference))
    .filter((resource) => resource?.resourceType === 'Coverage');
  const identifiers = [
    ...(member.identifier ?? []).map((identifier) => identifier.value),
    ...coverages.flatMap((coverage) =>
      coverage?.resourceType === 'Coverage' ? [coverage.subscriberId, ...(coverage.identifier ?? []).map((identifier) => identifier.value)] : [],
    ),
  ].filter((value): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= identifierMax);
  if (new Set(identifiers.map((value) => value.trim())).size > fhirMemberIdentifiersMax) {
    problems.push({
      code: 'value',
      diagnostics: `The patient is named by more than ${fhirMemberIdentifiersMax} identifiers (Patient and Coverage together).`,
      expression: `${patientPath}.identifier`,
    });
  }
  const name = member.name?.[0];
  const priorityCode = codeOf(claim.priority);
  const levelOfService = codeOf(extensionOf(claim.extension, 'extension-levelOfServiceCode')?.valueCodeableConcept);
  const renderingNpis = (claim.careTeam ?? []).flatMap((member) => npiOf(resolve(member.provider?.reference), resolve) ?? []);
  const attachments: PasAttachment[] = [];
  (claim.supportingInfo ?? []).forEach((info, index) => {
    const document = resolve(info.valueReference?.reference);
    const sent = [
      ...(info.valueAttachment ? [info.valueAttachment] : []),
      ...(document?.resourceType === 'DocumentReference' ? (document.content ?? []).map((content) => content.attachment) : []),
    ];
    for (const attachment of sent) {
      // A file named only by URL is not fetched: the plan calls no host a request names.
      if (!attachment.data) continue;
      const extension = extensionOfContentType(attachment.contentType);
      const where = `Claim.supportingInfo[${index}]`;
      if (!extension) {
        problems.push({
          code: 'value',
          diagnostics: `${clinicalMessages.fileTypeNotAllowed} (${attachment.contentType ?? 'no content type'})`,
          expression: where,
        });
        continue;
      }
      const data: unknown = attachment.data;
      // Checked before decoding: a decoder given anything but a bounded base64 string could take the server with it.
      if (typeof data !== 'string' || !base64Pattern.test(data)) {
        problems.push({ code: 'value', diagnostics: 'An attachment\u2019s data is not base64.', expression: where });
        continue;
      }
      if (Math.floor((data.length * 3) / 4) > clinicalUploadLimits.maxBytes) {
        problems.push({ code: 'value', diagnostics: clinicalMessages.fileTooLarge(clinicalUploadLimits.maxMegabytes), expression: where });
        continue;
      }
      const bytes = Buffer.from(data, 'base64');
      if (bytes.byteLength === 0) {
        problems.push({ code: 'value', diagnostics: clinicalMessages.uploadFailed, expression: where });
        continue;
      }
      const title =
        (attachment.title ?? '')
          .replace(/[^A-Za-z0-9 ._-]/g, '')
          .trim()
          .slice(0, 80) || 'Clinical document';
      attachments.push({ fileName: title.toLowerCase().endsWith(`.${extension}`) ? title : `${title}.${extension}`, bytes });
    }
  });
  if (problems.length) return { ok: false, problems };
  // The earlier Claim as the bundle holds it, or as the reference names it (its identifier) when it is not in the bundle.
  const relatedClaimIdentifiers = (claim.related ?? []).flatMap((related) => {
    const prior = resolve(related.claim?.reference);
    const fromResource = prior?.resourceType === 'Claim' ? (prior.identifier ?? []).map(identifierKey) : [];
    return [identifierKey(related.reference), identifierKey(related.claim?.identifier), ...fromResource].filter((key): key is string => key !== null);
  });
  const lineDates = lines.flatMap((line) => (line.from ? [line.from, line.to ?? line.from] : []));
  const billable = claim.billablePeriod ? datesOf({ servicedPeriod: claim.billablePeriod } as ClaimItem) : { from: null, to: null };
  const spanDates = [...lineDates, ...(billable.from ? [billable.from, billable.to ?? billable.from] : [])].sort();
  return {
    ok: true,
    request: {
      bundleIdentifier: identifierKey(bundle.identifier),
      bundle,
      claim,
      member: {
        identifiers: [...new Set(identifiers.map((value) => value.trim()))],
        birthDate: textOf(member.birthDate),
        family: textOf(name?.family),
        given: textOf(name?.given?.[0]),
      },
      requesterNpi: npiOf(provider, resolve),
      renderingNpis,
      // Claim.priority stat, or the X12 level of service "urgent"/"emergency", asks for the 72-hour clock.
      priority: priorityCode === 'stat' || levelOfService === 'U' || levelOfService === '03' ? 'expedited' : 'standard',
      diagnoses: (claim.diagnosis ?? []).flatMap((diagnosis) => codeOf(diagnosis.diagnosisCodeableConcept) ?? []).map((code) => code.toUpperCase()),
      lines,
      attachments,
      relatedClaimIdentifiers,
      coverageAssertionIds: coverageAssertionIdsOf(bundle),
      patientPath,
      patientIdentifiers: (member.identifier ?? []).flatMap((identifier) => identifierOf(identifier) ?? []),
      relatedClaimIds: (claim.related ?? []).flatMap((related) => {
        const id = textOf(related.claim?.reference)?.split('/').at(-1);
        return id ? [id] : [];
      }),
      claimIdentifiers: (claim.identifier ?? []).flatMap((identifier) => identifierOf(identifier) ?? []),
      criteria: {
        authorizationNumbers: [
          ...new Set([
            ...lines.flatMap((line) => (line.authorizationNumber ? [line.authorizationNumber] : [])),
            ...(claim.insurance ?? []).flatMap((insurance) => insurance.preAuthRef ?? []).flatMap((ref) => textOf(ref) ?? []),
          ]),
        ].slice(0, 50),
        traceNumbers: lines.flatMap((line) => line.traceNumbers).slice(0, 50),
        servicePeriod: spanDates.length ? { from: spanDates[0] as string, to: spanDates.at(-1) as string } : null,
      },
    },
  };
}

/** The CRD coverage assertions the request's resources carry (a ServiceRequest's coverage information, PAS 2.2.1). */
function coverageAssertionIdsOf(bundle: Bundle): string[] {
  const ids = (bundle.entry ?? [])
    .flatMap((entry) => (entry.resource as { extension?: Extension[] } | undefined)?.extension ?? [])
    .filter((extension) => extension.url === coverageInformationUrl)
    .flatMap((extension) => extension.extension ?? [])
    .filter((part) => part.url === 'coverage-assertion-id' && typeof part.valueString === 'string' && part.valueString.length <= 100)
    .map((part) => part.valueString as string);
  return [...new Set(ids)].slice(0, 50);
}
