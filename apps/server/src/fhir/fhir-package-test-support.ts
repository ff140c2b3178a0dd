import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { extract } from 'tar-stream';

/**
 * The published implementation guides the FHIR tests hold our answers against (../shared/fhir, next to the
 * repository, never copied into it): their examples, and the StructureDefinitions and ValueSets of their packages,
 * read from the package archives. FHIR_SHARED_DIR names another folder (a worktree's checkout has no ../shared).
 */
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const fhirSharedDir = process.env.FHIR_SHARED_DIR ? resolve(process.env.FHIR_SHARED_DIR) : resolve(repositoryRoot, '../shared/fhir');
export const hasFhirPackages = existsSync(join(fhirSharedDir, 'ig-packages'));

/**
 * Whether a suite that needs the guides' material must skip: it says so in the output (once per test file), naming
 * what is missing and where it was looked for, so a run without ../shared/fhir never passes silently.
 */
export function skipsWithoutGuideMaterial(suite: string, needed: string[] = ['ig-packages']): boolean {
  const missing = needed.filter((name) => !existsSync(join(fhirSharedDir, name)));
  if (missing.length === 0) return false;
  console.warn(
    `SKIPPED ${suite}: ${missing.map((name) => join(fhirSharedDir, name)).join(', ')} absent (the guides' material, ../shared/fhir or FHIR_SHARED_DIR)`,
  );
  return true;
}

export interface ElementDefinition {
  id: string;
  path: string;
  min?: number;
  max?: string;
  sliceName?: string;
  fixedUri?: string;
  type?: { code: string }[];
  binding?: { strength: string; valueSet?: string };
  constraint?: { key: string; severity: string; expression?: string; source?: string; human?: string }[];
}
export interface StructureDefinition {
  url: string;
  type: string;
  snapshot: { element: ElementDefinition[] };
  differential: { element: ElementDefinition[] };
}
export interface ValueSet {
  url: string;
  compose?: { include: { system?: string; concept?: { code: string }[] }[] };
}

export interface CodeSystem {
  url: string;
  content?: string;
  concept?: { code: string; concept?: CodeSystem['concept'] }[];
}

export interface GuidePackage {
  structureDefinitions: Map<string, StructureDefinition>;
  valueSets: Map<string, ValueSet>;
  codeSystems: Map<string, CodeSystem>;
}

/** The StructureDefinitions, ValueSets and CodeSystems of a package in ../shared/fhir/ig-packages, by canonical URL. */
export async function readGuidePackage(file: string): Promise<GuidePackage> {
  const guidePackage: GuidePackage = { structureDefinitions: new Map(), valueSets: new Map(), codeSystems: new Map() };
  const extractor = extract();
  const done = new Promise<void>((resolveDone, reject) => {
    extractor.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk) => chunks.push(chunk as Buffer));
      stream.on('end', () => {
        const kind = /^package\/(StructureDefinition|ValueSet|CodeSystem)-.*\.json$/.exec(header.name)?.[1];
        if (kind) {
          const resource = JSON.parse(Buffer.concat(chunks).toString('utf8')) as StructureDefinition & ValueSet & CodeSystem;
          if (kind === 'StructureDefinition') guidePackage.structureDefinitions.set(resource.url, resource);
          else if (kind === 'ValueSet') guidePackage.valueSets.set(resource.url, resource);
          else guidePackage.codeSystems.set(resource.url, resource);
        }
        next();
      });
      stream.resume();
    });
    extractor.on('finish', resolveDone);
    extractor.on('error', reject);
  });
  extractor.end(gunzipSync(readFileSync(join(fhirSharedDir, 'ig-packages', file))));
  await done;
  return guidePackage;
}
