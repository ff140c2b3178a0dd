import { messages, sandboxLimits, sandboxMessages } from '@portal/contracts';
import { fhirSystems } from '../../fhir/fhir-systems.js';
import { noPlanOptionName } from '../../payer/coverage.js';
import { findUnsafeText } from '../../plugins/safe-text.js';
import { type Json, type Problems, arrayOf, codings, hasIdentifierType, identifiersOf, isFullDate, objectOf, referenceIndex, textOf } from './sandbox-json.js';
import { isPayer, readProvider, type SandboxProvider } from './sandbox-providers.js';

export type { SandboxProvider } from './sandbox-providers.js';

const text = sandboxMessages.errors;

/** Coverage periods without a start or an end are open on that side. */
export const openCoverageStart = '1900-01-01';
export const openCoverageEnd = '9999-12-31';
/** The plan option a loaded coverage gets when its Coverage names none (class of type plan). */
export const sandboxPlanOptionName = 'Certification Sandbox';
const memberIdMaxLength = 50;
const nameMaxLength = 200;
/** An identifier (system|value, a coverage's under its patient's) as the sandbox keeps it. */
const keyMaxLength = 500;

export interface SandboxMember {
  reference: string;
  /** Every key it is known by (sandbox_records): its identifiers, or its member id with its birth date. */
  keys: string[];
  memberId: string;
  firstName: string;
  middleInitial: string | null;
  lastName: string;
  dob: string;
  sex: 'F' | 'M' | 'U';
}

export interface SandboxCoverage {
  reference: string;
  keys: string[];
  /** The index of its beneficiary among the bundle's members. */
  memberIndex: number;
  planOptionName: string;
  effectiveDate: string;
  /** The day after the period's end: a coverage period's term date is its first day without coverage (payer/coverage.ts). */
  termDate: string;
}

export interface SandboxPlan {
  members: SandboxMember[];
  coverages: SandboxCoverage[];
  providers: SandboxProvider[];
  /** Resources left out, each with why (the plan itself as a Coverage's payor). */
  skipped: string[];
}

export type SandboxBundleReading = { ok: true; plan: SandboxPlan } | { ok: false; problems: Problems };

const loadableTypes = new Set(['Patient', 'Coverage', 'Organization', 'Practitioner']);
const dayAfter = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Reads a test kit's bundle into what the sandbox loads, checking everything first: every problem is listed by
 * where it is (`Bundle.entry[2].resource.birthDate`), and a bundle with any problem loads nothing.
 */
export function readSandboxBundle(body: unknown): SandboxBundleReading {
  const problems: Problems = {};
  const problem = (location: string, message: string) => (problems[location] ??= []).push(message);
  const bundle = objectOf(body);
  if (!bundle || bundle.resourceType !== 'Bundle') return { ok: false, problems: { Bundle: [text.notABundle] } };
  // The API refuses such text before it reaches here; the CLI reads a file nobody checked.
  const unsafe = findUnsafeText(bundle);
  if (unsafe) {
    const location = unsafe.reduce<string>((path, part) => (typeof part === 'number' ? `${path}[${part}]` : `${path}.${part}`), 'Bundle');
    return { ok: false, problems: { [location]: [messages.validation.unsafeText] } };
  }
  const type = textOf(bundle.type) ?? '';
  if (!['collection', 'transaction', 'batch'].includes(type)) problem('Bundle.type', text.bundleType(type));
  const entries = arrayOf(bundle.entry);
  if (entries.length === 0) problem('Bundle.entry', text.noEntries);
  if (entries.length > sandboxLimits.maxEntries) return { ok: false, problems: { 'Bundle.entry': [text.tooManyEntries(sandboxLimits.maxEntries)] } };

  const resources = entries.map((entry, index) => {
    const resource = objectOf(objectOf(entry)?.resource);
    if (!resource) problem(`Bundle.entry[${index}]`, text.entryWithoutResource);
    else if (!loadableTypes.has(textOf(resource.resourceType) ?? ''))
      problem(`Bundle.entry[${index}].resource`, text.unknownResourceType(textOf(resource.resourceType) ?? ''));
    return resource;
  });
  const resolve = referenceIndex(entries, resources);
  const at = (index: number) => `Bundle.entry[${index}].resource`;
  const typed = (resourceType: string) => resources.flatMap((resource, index) => (resource?.resourceType === resourceType ? [{ resource, index }] : []));
  const referenceOf = (resource: Json, index: number) => `${String(resource.resourceType)}/${textOf(resource.id) ?? `entry ${index}`}`;
  const payerIndexes = new Set(
    typed('Coverage').flatMap(({ resource }) => arrayOf(resource.payor).flatMap((payor) => resolve(objectOf(payor)?.reference) ?? [])),
  );

  // Each Patient's Coverages, to find its member id where the Patient carries none.
  const coveragesOfPatient = new Map<number, Json[]>();
  for (const { resource, index } of typed('Coverage')) {
    const beneficiary = resolve(objectOf(resource.beneficiary)?.reference);
    if (beneficiary === undefined || resources[beneficiary]?.resourceType !== 'Patient') problem(`${at(index)}.beneficiary`, text.beneficiaryMissing);
    else coveragesOfPatient.set(beneficiary, [...(coveragesOfPatient.get(beneficiary) ?? []), resource]);
  }

  const date = (value: unknown, location: string): string | null => {
    const written = textOf(value);
    if (written === undefined) return null;
    if (!isFullDate(written)) problem(location, text.badDate(written));
    return written;
  };

  const members: SandboxMember[] = [];
  const memberIndexOfEntry = new Map<number, number>();
  for (const { resource, index } of typed('Patient')) {
    const name = arrayOf(resource.name)
      .map(objectOf)
      .find((candidate) => candidate && textOf(candidate.family));
    const given = arrayOf(name?.given).flatMap((part) => textOf(part) ?? []);
    const family = textOf(name?.family);
    if (!family || given.length === 0) problem(`${at(index)}.name`, text.nameMissing);
    const dob = date(resource.birthDate, `${at(index)}.birthDate`);
    if (!textOf(resource.birthDate)) problem(`${at(index)}.birthDate`, text.birthDateMissing);
    const own = identifiersOf(resource);
    const coverageIds = (coveragesOfPatient.get(index) ?? []).flatMap((coverage) => [
      ...identifiersOf(coverage).flatMap((identifier) => (hasIdentifierType(identifier.raw, 'MB') ? [identifier.value] : [])),
      ...(textOf(coverage.subscriberId) ? [textOf(coverage.subscriberId) as string] : []),
    ]);
    const patientIds = own.flatMap((identifier) =>
      hasIdentifierType(identifier.raw, 'MB') || identifier.system === fhirSystems.memberId ? [identifier.value] : [],
    );
    const memberId = [...coverageIds, ...patientIds][0];
    if (!memberId) problem(`${at(index)}.identifier`, text.memberIdMissing);
    else if (memberId.length > memberIdMaxLength) problem(`${at(index)}.identifier`, text.tooLong(memberIdMaxLength));
    if ((family?.length ?? 0) > nameMaxLength || given.some((part) => part.length > nameMaxLength)) problem(`${at(index)}.name`, text.tooLong(nameMaxLength));
    if (!family || given.length === 0 || !dob || !memberId) continue;
    const gender = textOf(resource.gender);
    memberIndexOfEntry.set(index, members.length);
    members.push({
      reference: referenceOf(resource, index),
      keys: own.length > 0 ? own.map((identifier) => identifier.key) : [`member-id|${memberId.toUpperCase()}|${dob}`],
      memberId,
      firstName: given[0] as string,
      middleInitial: given[1]?.slice(0, 1) ?? null,
      lastName: family,
      dob,
      sex: gender === 'male' ? 'M' : gender === 'female' ? 'F' : 'U',
    });
  }

  const coverages: SandboxCoverage[] = [];
  for (const { resource, index } of typed('Coverage')) {
    const period = objectOf(resource.period);
    const start = date(period?.start, `${at(index)}.period.start`);
    const end = date(period?.end, `${at(index)}.period.end`);
    if (start && end && isFullDate(start) && isFullDate(end) && end < start) problem(`${at(index)}.period`, text.periodReversed);
    const beneficiary = resolve(objectOf(resource.beneficiary)?.reference);
    const memberIndex = beneficiary === undefined ? undefined : memberIndexOfEntry.get(beneficiary);
    const member = memberIndex === undefined ? undefined : members[memberIndex];
    if (memberIndex === undefined || !member) continue;
    const planClass = arrayOf(resource.class)
      .map(objectOf)
      .find((candidate) => codings(candidate?.type).some((coding) => coding.code === 'plan'));
    const patientKey = member.keys[0] as string;
    const own = identifiersOf(resource);
    coverages.push({
      reference: referenceOf(resource, index),
      keys:
        own.length > 0 ? own.map((identifier) => `${patientKey}#${identifier.key}`) : [`${patientKey}#${textOf(resource.subscriberId) ?? ''}|${start ?? ''}`],
      memberIndex,
      // A cancelled Coverage is the core system's "enrolled, no medical plan": never coverage.
      planOptionName:
        textOf(resource.status) === 'cancelled'
          ? noPlanOptionName
          : (textOf(planClass?.name) ?? textOf(planClass?.value) ?? sandboxPlanOptionName).slice(0, nameMaxLength),
      effectiveDate: start ?? openCoverageStart,
      // A period that ends on the last day there is stays open: the day after it would be the year 10000.
      termDate: end && isFullDate(end) && end < openCoverageEnd ? dayAfter(end) : openCoverageEnd,
    });
  }

  const providers: SandboxProvider[] = [];
  const skipped: string[] = [];
  for (const resourceType of ['Organization', 'Practitioner'] as const) {
    for (const { resource, index } of typed(resourceType)) {
      if (resourceType === 'Organization' && (payerIndexes.has(index) || isPayer(resource)))
        skipped.push(sandboxMessages.skipped.payer(referenceOf(resource, index)));
      else providers.push(...readProvider(resource, resourceType, { location: at(index), reference: referenceOf(resource, index), problem }));
    }
  }

  // Two resources of one kind under one identifier would be loaded into one row: say which.
  const seen = new Set<string>();
  for (const [kind, items] of [
    ['Patient', members],
    ['Coverage', coverages],
    ['Organization', providers.filter((provider) => provider.resourceType === 'Organization')],
    ['Practitioner', providers.filter((provider) => provider.resourceType === 'Practitioner')],
  ] as const) {
    for (const item of items) {
      for (const key of new Set(item.keys)) {
        // A key is a primary key's value (sandbox_records): an index entry has a size limit.
        if (key.length > keyMaxLength) problem(`${item.reference}.identifier`, text.tooLong(keyMaxLength));
        else if (seen.has(`${kind} ${key}`)) problem(item.reference, text.duplicateKey(key));
        seen.add(`${kind} ${key}`);
      }
    }
  }

  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, plan: { members, coverages, providers, skipped } };
}
