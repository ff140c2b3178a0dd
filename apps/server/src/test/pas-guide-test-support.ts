import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fhirpath from 'fhirpath';
import r4Model from 'fhirpath/fhir-context/r4/index.js';
import { fhirSharedDir, readGuidePackage, skipsWithoutGuideMaterial, type StructureDefinition } from '../fhir/fhir-package-test-support.js';

/**
 * The published Da Vinci PAS material the tests hold our answers against (../shared/fhir, next to the repository,
 * never copied into it): the guide's example bundles, and the StructureDefinitions of its packages, read from the
 * package archives. `checkAgainstProfile` reports every required element missing and every error invariant of the
 * profile that does not hold, with FHIRPath.
 */
export { fhirSharedDir };
/** Whether the PAS material is there; when it is not, the suites that need it say so in the output and skip. */
export const hasGuideMaterial = !skipsWithoutGuideMaterial('the Da Vinci PAS suites', ['pas-examples', 'ig-packages']);

export type GuideVersion = 'ig-2.2.1' | 'ig-2.0.1';
type Json = Record<string, unknown>;

export function guideExample(version: GuideVersion, file: string): Json {
  return JSON.parse(readFileSync(join(fhirSharedDir, 'pas-examples', version, file), 'utf8')) as Json;
}

/** The example bundles of a version whose profile is the given bundle profile (request or inquiry request). */
export function guideExamplesOf(
  version: GuideVersion,
  profile: 'profile-pas-request-bundle' | 'profile-pas-inquiry-request-bundle',
): { file: string; bundle: Json }[] {
  return readdirSync(join(fhirSharedDir, 'pas-examples', version))
    .filter((file) => file.startsWith('Bundle-'))
    .map((file) => ({ file, bundle: guideExample(version, file) }))
    .filter(({ bundle }) => ((bundle.meta as { profile?: string[] } | undefined)?.profile ?? []).some((url) => url.endsWith(`/${profile}`)));
}

let pas221: Promise<Map<string, StructureDefinition>> | undefined;
/** The PAS 2.2.1 StructureDefinitions by canonical URL. */
export const pasProfiles221 = () => (pas221 ??= readGuidePackage('hl7.fhir.us.davinci-pas-2.2.1.tgz').then((guide) => guide.structureDefinitions));

const evaluate = (resource: unknown, expression: string): unknown[] => fhirpath.evaluate(resource as object, expression, undefined, r4Model) as unknown[];

/**
 * What the resource lacks against the profile's snapshot: each element the profile requires (min ≥ 1, outside
 * slices and extensions) under each present parent, and each error-severity invariant the guide defines.
 */
export async function checkAgainstProfile(resource: Json, profileUrl: string): Promise<string[]> {
  const definition = (await pasProfiles221()).get(profileUrl);
  if (!definition) return [`The profile ${profileUrl} is not in the package.`];
  const problems: string[] = [];
  for (const element of definition.snapshot.element) {
    const segments = element.path.split('.');
    const child = segments.at(-1) ?? '';
    const isSkipped =
      element.id.includes(':') || segments.includes('extension') || segments.includes('modifierExtension') || child.endsWith('[x]') || segments.length === 1;
    if (!isSkipped && (element.min ?? 0) >= 1) {
      const parentPath = segments.slice(1, -1).join('.');
      const expression = parentPath ? `${parentPath}.all(${child}.exists())` : `${child}.exists()`;
      const [holds] = evaluate(resource, expression);
      if (holds !== true) problems.push(`${element.path} is required (${profileUrl.split('/').at(-1)})`);
    }
    for (const constraint of element.constraint ?? []) {
      if (constraint.severity !== 'error' || !constraint.expression || !(constraint.source ?? '').includes('davinci-pas')) continue;
      const contextPath = segments.slice(1).join('.');
      const scoped = contextPath ? `${contextPath}.all(${constraint.expression})` : constraint.expression;
      const result = evaluate(resource, scoped);
      if (result.length && result[0] !== true) problems.push(`invariant ${constraint.key} fails: ${constraint.expression}`);
    }
  }
  return problems;
}

/**
 * The failures of the base Bundle invariants (bdl-1 … bdl-12, as the PAS response bundle profile's snapshot carries
 * them) in a bundle and in every bundle nested in its entries, each checked with %resource the bundle that holds the
 * entries, as a validator checks a resource inside a bundle.
 */
export async function bundleInvariantFailures(bundle: Json, where = 'Bundle'): Promise<string[]> {
  const definition = (await pasProfiles221()).get('http://hl7.org/fhir/us/davinci-pas/StructureDefinition/profile-pas-response-bundle');
  if (!definition) return ['The PAS response bundle profile is not in the package.'];
  const failures: string[] = [];
  for (const element of definition.snapshot.element.filter((candidate) => candidate.path === 'Bundle' || candidate.path === 'Bundle.entry')) {
    for (const constraint of element.constraint ?? []) {
      if (constraint.severity !== 'error' || !constraint.expression || !constraint.key.startsWith('bdl-')) continue;
      const expression = element.path === 'Bundle' ? constraint.expression : `entry.all(${constraint.expression})`;
      const [holds] = fhirpath.evaluate(bundle, expression, { resource: bundle }, r4Model) as unknown[];
      if (holds !== true) failures.push(`${where}: ${constraint.key} fails (${constraint.expression})`);
    }
  }
  const entries = (bundle.entry ?? []) as { resource?: Json }[];
  for (const [index, entry] of entries.entries()) {
    if (entry.resource?.resourceType === 'Bundle') failures.push(...(await bundleInvariantFailures(entry.resource, `${where}.entry[${index}].resource`)));
  }
  return failures;
}
