import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fhirpath from 'fhirpath';
import r4Model from 'fhirpath/fhir-context/r4/index.js';
import { fhirSharedDir, type GuidePackage, readGuidePackage, skipsWithoutGuideMaterial } from '../fhir/fhir-package-test-support.js';
import { coverageInformationUrl } from '../features/fhir-crd/coverage-information.js';

/**
 * The published Da Vinci CRD material the CDS Hooks tests hold our answers against (../shared/fhir, never copied
 * into the repository): the guide's hook requests (2.2.1, and the reference implementation's older ones), its
 * example resources, and the coverage-information extension of the 2.0.1 package with its value sets and
 * invariants, checked with FHIRPath.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the guide's JSON, walked as the examples hold it
export type Json = Record<string, any>;

const crdDir = join(fhirSharedDir, 'crd-examples');
/** Whether the CRD material is there; when it is not, the suites that need it say so in the output and skip. */
export const hasCrdMaterial = !skipsWithoutGuideMaterial('the Da Vinci CRD suites', ['crd-examples', 'ig-packages/hl7.fhir.us.davinci-crd-2.0.1.tgz']);

export const crdExample = (folder: 'ig-2.2.1' | 'ig-2.0.1' | 'ri-legacy', file: string): Json =>
  JSON.parse(readFileSync(join(crdDir, folder, file), 'utf8')) as Json;

/** Every hook request the guide and its reference implementation publish. */
export function crdRequestExamples(): { file: string; request: Json }[] {
  const requests = readdirSync(join(crdDir, 'ig-2.2.1'))
    .filter((file) => file.startsWith('CRDServiceRequest'))
    .map((file) => ({ file: `ig-2.2.1/${file}`, request: crdExample('ig-2.2.1', file) }));
  const legacy = readdirSync(join(crdDir, 'ri-legacy')).map((file) => ({ file: `ri-legacy/${file}`, request: crdExample('ri-legacy', file) }));
  return [...requests, ...legacy];
}

let crd201: Promise<GuidePackage> | undefined;
const crdPackage = () => (crd201 ??= readGuidePackage('hl7.fhir.us.davinci-crd-2.0.1.tgz'));

const codesOf = (guide: GuidePackage, valueSetUrl: string): Set<string> =>
  new Set(
    (guide.valueSets.get(valueSetUrl.split('|')[0] ?? '')?.compose?.include ?? []).flatMap((include) => (include.concept ?? []).map((concept) => concept.code)),
  );

/**
 * The invariants CRD 2.2.1 adds to or tightens in the extension (its package is not among ../shared/fhir's, so they are
 * written out here from the guide's text): info-needed if and only if an answer is conditional (q3), no withpa
 * documentation when no prior authorization is needed (q4), a reason for info-needed OTH (q6), a reason's text when
 * its coding is not the guide's (q7, without the value set's expansion), a reason for every doc-purpose but
 * conditional (q8).
 */
/**
 * crd-ci-q2 as the 2.0.1 package says it ("pa-needed" unless not covered): its expression lacks an exists() and so
 * evaluates to nothing, never true, for every not-covered answer; 2.2.1 restates the not-covered side (below).
 */
const crd201Q2 = "extension.where(url = 'covered' and value != 'not-covered').exists() implies extension.where(url = 'pa-needed').exists()";

const crd221Invariants = [
  {
    key: 'crd-ci-q2 (2.2.1)',
    human: "If covered is set to 'not-covered', then 'pa-needed' must not exist.",
    expression: "extension.where(url = 'covered' and value = 'not-covered').exists() implies extension.where(url = 'pa-needed').exists().not()",
  },
  {
    key: 'crd-ci-q3 (2.2.1)',
    human: "'info-needed' SHALL exist if and only if at least one of 'covered', 'pa-needed', or 'doc-needed' is set to 'conditional'.",
    expression:
      "extension.where((url = 'covered' or url = 'pa-needed' or url = 'doc-needed') and value = 'conditional').exists() = extension.where(url = 'info-needed').exists()",
  },
  {
    key: 'crd-ci-q4 (2.2.1)',
    human: "If 'pa-needed' is 'satisfied', 'no-auth', or the service is not covered, then 'doc-purpose' cannot be 'withpa'.",
    expression:
      "(extension.where(url = 'pa-needed' and (value = 'satisfied' or value = 'no-auth')).exists() or extension.where(url = 'covered' and value = 'not-covered').exists()) implies extension.where(url = 'doc-purpose' and value = 'withpa').empty()",
  },
  {
    key: 'crd-ci-q6',
    human: "If 'info-needed' is OTH, then reason must be specified",
    expression: "extension.where(url = 'info-needed' and value = 'OTH').exists() implies extension.where(url = 'reason').exists()",
  },
  {
    key: 'crd-ci-q7',
    human: 'If reason.coding is present and is not from the extensible value set, then reason.text must be present',
    expression:
      "extension.where(url = 'reason').all(value.text.exists() or value.coding.all(system.startsWith('http://hl7.org/fhir/us/davinci-crd/CodeSystem/')))",
  },
  {
    key: 'crd-ci-q8',
    human: "If doc-purpose is present with a value other than 'conditional', then reason must be present",
    expression: "extension.where(url = 'doc-purpose' and value != 'conditional').exists() implies extension.where(url = 'reason').exists()",
  },
];

/**
 * What a coverage-information extension lacks against the guide's definition: each part's cardinality, its value's
 * type, its code in the required value set, each invariant of the 2.0.1 package (crd-ci-q1…q5) and those CRD 2.2.1
 * adds (crd221Invariants).
 */
export async function checkCoverageInformation(extension: Json | undefined): Promise<string[]> {
  if (!extension) return ['no coverage information'];
  const guide = await crdPackage();
  const definition = guide.structureDefinitions.get(coverageInformationUrl);
  if (!definition) return ['ext-coverage-information is not in the package.'];
  const problems: string[] = [];
  if (extension.url !== coverageInformationUrl) problems.push(`url is ${extension.url}`);
  const parts: Json[] = extension.extension ?? [];
  const slices = definition.differential.element.filter((element) => /^Extension\.extension:[\w-]+$/.test(element.id));
  for (const slice of slices) {
    const name = slice.id.split(':')[1] ?? '';
    const found = parts.filter((part) => part.url === name);
    if (found.length < (slice.min ?? 0)) problems.push(`${name} is required`);
    if (slice.max !== '*' && found.length > Number(slice.max ?? '1')) problems.push(`${name} may appear at most ${slice.max} time(s)`);
    const value = definition.differential.element.find((element) => element.id === `${slice.id}.value[x]`);
    for (const part of found) {
      const types = (value?.type ?? []).map((type) => `value${type.code[0]?.toUpperCase()}${type.code.slice(1)}`);
      const present = Object.keys(part).filter((key) => key.startsWith('value'));
      if (types.length > 0 && !present.some((key) => types.includes(key)))
        problems.push(`${name} has ${present.join() || 'no value'}, not ${types.join(' or ')}`);
      if (
        value?.binding?.strength === 'required' &&
        value.binding.valueSet &&
        typeof part.valueCode === 'string' &&
        !codesOf(guide, value.binding.valueSet).has(part.valueCode)
      ) {
        problems.push(`${name} ${part.valueCode} is not in ${value.binding.valueSet}`);
      }
    }
  }
  const unknown = parts.filter((part) => !slices.some((slice) => slice.id.endsWith(`:${part.url}`)));
  if (unknown.length > 0) problems.push(`unknown parts: ${unknown.map((part) => part.url).join()}`);
  const holder = { resourceType: 'Basic', code: { text: 'holder' }, extension: [extension] };
  const constraints = (definition.differential.element[0]?.constraint ?? []).map((constraint) =>
    constraint.key === 'crd-ci-q2' ? { ...constraint, expression: crd201Q2 } : constraint,
  );
  for (const constraint of [...constraints, ...crd221Invariants]) {
    if (!constraint.expression) continue;
    const [holds] = fhirpath.evaluate(
      holder,
      `Basic.extension.where(url = '${coverageInformationUrl}').all(${constraint.expression})`,
      undefined,
      r4Model,
    ) as unknown[];
    if (holds !== true) problems.push(`invariant ${constraint.key} fails: ${constraint.human ?? constraint.expression}`);
  }
  return problems;
}

/**
 * What the coverage-information extensions of one resource break of CRD 2.2 §Coverage Information: repetitions for
 * the same coverage SHALL have the same coverage-assertion-id and satisfied-pa-id (if present), those for differing
 * coverages distinct ones.
 */
export function checkCoverageInformationSet(resource: Json | undefined): string[] {
  const extensions: Json[] = (resource?.extension ?? []).filter((extension: Json) => extension.url === coverageInformationUrl);
  const value = (extension: Json, name: string) => extension.extension?.find((part: Json) => part.url === name);
  const coverageOf = (extension: Json) => JSON.stringify(value(extension, 'coverage')?.valueReference ?? null);
  const problems: string[] = [];
  const byCoverage = new Map<string, Json[]>();
  for (const extension of extensions) byCoverage.set(coverageOf(extension), [...(byCoverage.get(coverageOf(extension)) ?? []), extension]);
  for (const [coverage, group] of byCoverage) {
    if (new Set(group.map((extension) => value(extension, 'coverage-assertion-id')?.valueString)).size > 1)
      problems.push(`the extensions for coverage ${coverage} have different coverage-assertion-ids`);
    if (new Set(group.map((extension) => value(extension, 'satisfied-pa-id')?.valueString).filter(Boolean)).size > 1)
      problems.push(`the extensions for coverage ${coverage} have different satisfied-pa-ids`);
  }
  const idsPerCoverage = [...byCoverage.values()].map((group) => value(group[0] ?? {}, 'coverage-assertion-id')?.valueString);
  if (new Set(idsPerCoverage).size < idsPerCoverage.length) problems.push('extensions for differing coverages share a coverage-assertion-id');
  return problems;
}

const cardTypes = new Set([
  'appropriate-use',
  'claim',
  'clinical-reminder',
  'contraindication',
  'cost',
  'coverage-info',
  'duplicate-therapy',
  'guideline',
  'insurance',
  'network',
  'off-guideline',
  'therapy-alternatives-opt',
  'therapy-alternatives-req',
]);

/** What a card lacks against CDS Hooks 2.0 and the CRD guide's card rules (a topic from the CRD card types). */
export function checkCard(card: Json): string[] {
  const problems: string[] = [];
  if (typeof card.summary !== 'string' || card.summary === '' || card.summary.length >= 140) problems.push('summary must be 1–139 characters');
  if (!['info', 'warning', 'critical'].includes(card.indicator)) problems.push(`indicator ${card.indicator}`);
  if (typeof card.source?.label !== 'string' || card.source.label === '') problems.push('source.label is required');
  if (card.source?.topic?.system !== 'http://terminology.hl7.org/CodeSystem/cdshooks-card-type' || !cardTypes.has(card.source?.topic?.code))
    problems.push('source.topic must be a CRD card type');
  if (typeof card.uuid !== 'string') problems.push('uuid is required');
  for (const link of card.links ?? [])
    if (!link.label || !/^https?:\/\//.test(link.url) || !['absolute', 'smart'].includes(link.type)) problems.push(`bad link ${JSON.stringify(link)}`);
  for (const associated of card.extension?.['davinci-crd.associated-resource'] ?? [])
    if (typeof associated.reference !== 'string') problems.push('associated-resource needs a reference');
  return problems;
}
