import { randomBytes } from 'node:crypto';
import type { Coverage, Extension, Resource } from '@medplum/fhirtypes';
import {
  type CdsHookRequest,
  CdsHookRequestSchema,
  crdLegacyHookAliases,
  crdLimits,
  crdMessages,
  type CrdHook,
  submitAuthorizationLink,
  todayIso,
} from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { ValidationError, NotFoundError } from '../../errors.js';
import { isCoveredOn } from '../../payer/coverage.js';
import type { PriorAuthorizationPolicy } from '../../payer/prior-authorization-policy.service.js';
import type { ClientSystemActor } from '../../client-system-auth/client-system-auth.js';
import { clientSystemReader } from '../../client-system-auth/client-system-reader.js';
import { matchingMember } from '../../fhir/fhir-member-match.js';
import type { IdentityChecks } from '../../identity-checks/identity-checks.service.js';
import { type MemberReadAudit, memberReads } from '../../access/member-reader.js';
import type { ProviderAccess } from '../../access/provider-access.service.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { cdsServiceById } from './cds-discovery.js';
import { createCdsFeedback } from './cds-feedback.js';
import {
  type CardSource,
  type CdsCard,
  memberUnknownCard,
  notCoveredCard,
  orderUnreadableCard,
  pharmacyBenefitCard,
  priorAuthorizationCard,
} from './crd-cards.js';
import { type CrdOrder, coverageNotInForceReason, coverageOfMember, coverageReferenceOf, memberClaimOf, ordersOf } from './crd-orders.js';
import { collectResources, coveragesOf, type HookResources, nestsDeeperThan, patientOf, readFromEhr } from './crd-prefetch.js';
import { questionnaireUrlOf } from './crd-questionnaires.js';
import type { CoverageAssertionToSave, CrdMemberRow, CrdRepository } from './crd.repository.js';
import {
  annotatedOrder,
  type AssertionContext,
  type CoverageAnswer,
  coverageAnswersOf,
  coverageInformationExtension,
  type MemberCoverageFacts,
} from './coverage-information.js';

/** A CDS Hooks response (CDS Hooks 2.0): cards for the user, system actions the EHR applies itself. */
export interface CdsHooksResponse {
  cards: CdsCard[];
  systemActions?: { type: 'update'; description: string; resource: Resource }[];
}

export interface HookCallContext {
  /** Where the portal is reached (the cards' links), and the FHIR API (the questionnaires' canonical URLs). */
  portalUrl: string;
  fhirBaseUrl: string;
  clientAddress: string;
}

const newAssertionId = () => randomBytes(12).toString('base64url');

/**
 * Reading the EHR's resources is pure, so an element of another type than FHIR gives it (a string where a list
 * belongs) can only be a malformed request: a 400, never a 500.
 */
function readingFhir<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError) throw new ValidationError(crdMessages.notFhir);
    throw error;
  }
}

/** The request's configuration (CRD's davinci-crd.configuration): coverage information may be switched off, cards capped. */
function configurationOf(request: CdsHookRequest) {
  const configuration = request.extension?.['davinci-crd.configuration'];
  const values = typeof configuration === 'object' && configuration !== null ? (configuration as Record<string, unknown>) : {};
  const maxCards = typeof values['max-cards'] === 'number' && values['max-cards'] >= 0 ? Math.floor(values['max-cards']) : 10;
  return { coverageInfo: values['coverage-info'] !== false, maxCards };
}

type OrderSource = { bundle: Resource | null | undefined; references: readonly string[] | null | undefined; field: string };

/**
 * The hook request's orders, as the hook carries them: draft orders, appointments, or references to dispatched ones
 * (CDS Hooks' dispatchedOrders, and the single `order` the CRD reference implementation and its test tools send).
 */
function sentOrderSourceOf(hook: CrdHook, context: CdsHookRequest['context']): OrderSource {
  if (hook === 'appointment-book') return { bundle: context.appointments as Resource | undefined, references: null, field: 'appointments' };
  if (hook === 'order-dispatch') {
    const references = [...new Set([...(context.dispatchedOrders ?? []), ...(context.order ? [context.order] : [])])];
    return { bundle: null, references, field: 'dispatchedOrders' };
  }
  const bundle = (context.draftOrders ?? context.medications ?? context.orders) as Resource | undefined;
  return { bundle, references: null, field: 'draftOrders' };
}

/** The hook's orders as the context carries them; a list that is not one, or more than the service answers, is a 400. */
function orderSourceOf(hook: CrdHook, context: CdsHookRequest['context']): OrderSource {
  const source = sentOrderSourceOf(hook, context);
  if (source.references === null && source.bundle != null && source.bundle.resourceType !== 'Bundle')
    throw new ValidationError(crdMessages.draftOrdersRequired(source.field));
  const count = source.references?.length ?? (source.bundle?.resourceType === 'Bundle' ? (source.bundle.entry?.length ?? 0) : 0);
  if (count > crdLimits.maxOrders) throw new ValidationError(crdMessages.tooManyOrders);
  return source;
}

function parseRequest(body: unknown): CdsHookRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ValidationError(crdMessages.notJson);
  if (nestsDeeperThan(body, crdLimits.maxNesting)) throw new ValidationError(crdMessages.tooDeep);
  const parsed = CdsHookRequestSchema.safeParse(body);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ValidationError(crdMessages.invalidRequest(issue ? `${issue.path.join('.') || 'request'}: ${issue.message}` : 'unknown'));
  }
  return parsed.data;
}

/** What the hook names but the EHR did not send: read from its FHIR server when that is allowed (crd-prefetch.ts). */
function missingReads(request: CdsHookRequest, resources: HookResources, source: OrderSource): string[] {
  const { patientId } = request.context;
  const prefetch = request.prefetch ?? {};
  const reads: string[] = [];
  // A prefetch key sent as null means the EHR found nothing: it is not asked again.
  if (!patientOf(resources, patientId) && prefetch.patient !== null) reads.push(`Patient/${encodeURIComponent(patientId)}`);
  if (coveragesOf(resources).length === 0 && prefetch.coverage !== null) reads.push(`Coverage?patient=${encodeURIComponent(patientId)}&status=active`);
  const unresolved = new Map<string, string[]>();
  const want = (reference: string | undefined) => {
    if (!reference || resources.resolve(reference)) return;
    const match = /([A-Z][A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})$/.exec(reference);
    if (match?.[1] && match[2]) unresolved.set(match[1], [...(unresolved.get(match[1]) ?? []), match[2]]);
  };
  for (const reference of source.references ?? []) want(reference);
  for (const order of source.bundle?.resourceType === 'Bundle' ? (source.bundle.entry ?? []) : []) {
    const resource = order.resource;
    if (resource?.resourceType === 'Appointment') for (const basedOn of resource.basedOn ?? []) want(basedOn.reference);
    if (resource?.resourceType === 'DeviceRequest') want(resource.codeReference?.reference);
  }
  for (const [type, ids] of unresolved) reads.push(`${type}?_id=${ids.map(encodeURIComponent).join(',')}`);
  return reads;
}

/**
 * The plan's CDS Hooks service for Coverage Requirements Discovery (issue 21): for each order of a hook call, whether
 * the member is covered, whether prior authorization is needed, not needed or already satisfied, and what
 * documentation the request needs, from the same policy engine as the portal and the PAS API; kept as coverage
 * assertions. A client system sees only what its organization's providers may: which authorizations satisfy an order
 * is read from those its providers are on.
 */
export function createCrdService(deps: {
  repository: CrdRepository;
  policy: PriorAuthorizationPolicy;
  settingsService: SettingsService;
  providerAccess: ProviderAccess;
  memberReadAudit: MemberReadAudit;
  identityChecks: IdentityChecks;
  getBrand: () => Promise<{ planName: string }>;
  clock: Clock;
}) {
  const { repository, policy, settingsService, providerAccess, memberReadAudit, identityChecks, getBrand, clock } = deps;

  async function gatherResources(actor: ClientSystemActor, request: CdsHookRequest, source: OrderSource): Promise<HookResources> {
    const resources = readingFhir(() => collectResources([...Object.values(request.prefetch ?? {}), source.bundle]));
    const reads = readingFhir(() => missingReads(request, resources, source));
    if (reads.length > 0 && request.fhirServer) {
      const { read } = await readFromEhr(actor, { url: request.fhirServer, accessToken: request.fhirAuthorization?.access_token ?? null }, reads);
      // What the EHR's server answered is read as carefully: a malformed answer is as if nothing was found.
      for (const value of read) {
        if (nestsDeeperThan(value, crdLimits.maxNesting)) continue;
        try {
          resources.add(value);
        } catch {
          // skipped
        }
      }
    }
    return resources;
  }

  /**
   * What the answers for a member rest on: the policy, the member's coverage (the plan's periods and the EHR's
   * Coverage the answer names), and the approvals at the client's own providers.
   */
  async function factsOf(actor: ClientSystemActor, member: CrdMemberRow, coverage: Coverage | undefined): Promise<MemberCoverageFacts> {
    const [rules, settings, locationIds] = await Promise.all([
      policy.rules(),
      settingsService.getPortalSettings(),
      providerAccess.activeLocationIds(actor.accountId),
    ]);
    const approved = await repository.findApprovedServices(member.qhid, locationIds);
    return {
      notCoveredReason: (date) => (isCoveredOn(member.coverages, date) ? coverageNotInForceReason(coverage, date) : crdMessages.reasons.noMedicalPlan),
      approved,
      rules,
      policyContext: (date, placeOfService) => ({ date, groupId: member.groupId, groupLists: settings.groupLists, placeOfService }),
    };
  }

  async function answerHook(actor: ClientSystemActor, serviceId: string, body: unknown, call: HookCallContext): Promise<CdsHooksResponse> {
    const service = cdsServiceById(serviceId);
    if (!service) throw new NotFoundError(crdMessages.unknownService(serviceId));
    const request = parseRequest(body);
    const hook = crdLegacyHookAliases[request.hook] ?? request.hook;
    if (hook !== service.hook) throw new ValidationError(crdMessages.hookMismatch(service.hook, request.hook));
    if (!service.answersOrders) return { cards: [] };

    const source = orderSourceOf(service.hook, request.context);
    const configuration = configurationOf(request);
    const resources = await gatherResources(actor, request, source);
    const orders = readingFhir(() => ordersOf(source, resources)).filter((order) => order.kind !== 'other');
    if (orders.length === 0 || !configuration.coverageInfo) return { cards: [] };

    const { planName } = await getBrand();
    const cardSource: CardSource = { planName, portalUrl: call.portalUrl };
    const cards: CdsCard[] = [];
    const medications = orders.filter((order) => order.kind === 'medication');
    if (medications.length > 0) cards.push(pharmacyBenefitCard(cardSource, medications));
    const services = orders.filter((order) => order.kind === 'service');
    const unreadable = services.filter((order) => order.resource === null);
    if (unreadable.length > 0) cards.push(orderUnreadableCard(cardSource, unreadable));
    const readable = services.filter((order) => order.resource !== null);
    if (readable.length === 0) return { cards: cards.slice(0, configuration.maxCards) };

    const patient = readingFhir(() => patientOf(resources, request.context.patientId));
    const coverages = readingFhir(() => coveragesOf(resources));
    const claim = readingFhir(() => memberClaimOf(patient, coverages));
    // Each id is a guess at a member: a call may not try a list of them against one date of birth (enumeration).
    if (claim.identifiers.length > crdLimits.maxMemberIdentifiers) throw new ValidationError(crdMessages.tooManyIdentifiers);
    // The rule PAS uses, under the same identity throttle: a patient the call does not identify is a miss.
    const member = await identityChecks.identify(
      { actor: { ...clientSystemReader(actor, call.clientAddress), clientSystemId: actor.clientSystemId }, memberIds: claim.identifiers, channel: 'cds-hooks' },
      async () => matchingMember(await repository.findMembers(claim.identifiers, actor.clientSystemId), claim),
      (candidate) => candidate !== undefined,
    );
    if (!member) return { cards: [memberUnknownCard(cardSource), ...cards].slice(0, configuration.maxCards) };

    const now = clock.now();
    const coverage = readingFhir(() => coverageOfMember(coverages, member.memberId, todayIso(now)));
    const answered = answerOrders(readable, await factsOf(actor, member, coverage), {
      date: todayIso(now),
      cardSource,
      submitUrl: `${call.portalUrl}${submitAuthorizationLink(member.memberId)}`,
      coverage: coverageReferenceOf(coverage, coverage ? resources.fullUrlOf(coverage) : undefined, member.memberId),
      questionnaireOf: questionnaireUrlOf(call.fhirBaseUrl),
      assertionRow: (id, order, answers) => assertionRow(id, actor, request, member.qhid, order, answers, now),
    });
    const { assertions, systemActions } = answered;
    cards.push(...answered.cards);

    await Promise.all([
      repository.saveAssertions(assertions),
      memberReadAudit.record(clientSystemReader(actor, call.clientAddress), memberReads.coverageRequirements, member.qhid, 'success', {
        via: 'cds-hooks',
        hook: request.hook,
        hookInstance: request.hookInstance,
        orders: readable.map((order) => order.reference),
        assertions: assertions.map((assertion) => assertion.id),
      }),
    ]);
    return { cards: cards.slice(0, configuration.maxCards), systemActions };
  }

  return { answerHook, ...createCdsFeedback({ repository, clock }) };
}
export type CrdService = ReturnType<typeof createCrdService>;

/**
 * Each order's coverage information, as the system action that updates it and the assertion kept under its id, and
 * the cards the answers call for: prior authorization needed (with the link to submit it), not covered. An order's
 * extensions all name the one coverage, so they share one coverage-assertion-id (CRD 2.2 §Coverage Information).
 */
function answerOrders(
  orders: readonly CrdOrder[],
  facts: MemberCoverageFacts,
  context: AssertionContext & {
    cardSource: CardSource;
    submitUrl: string;
    assertionRow: (id: string, order: CrdOrder, answers: readonly CoverageAnswer[]) => CoverageAssertionToSave;
  },
) {
  const assertions: CoverageAssertionToSave[] = [];
  const systemActions: NonNullable<CdsHooksResponse['systemActions']> = [];
  const cards: CdsCard[] = [];
  const notCovered: CrdOrder[] = [];
  for (const order of orders) {
    // The assertion's date is today's, and an order without a date of service is asked about for today.
    const answers = coverageAnswersOf(order, facts, context.date);
    const id = newAssertionId();
    assertions.push(context.assertionRow(id, order, answers));
    const extensions: Extension[] = answers.map((answer) => coverageInformationExtension(answer, id, context));
    const annotated = readingFhir(() => annotatedOrder(order.resource as Resource, extensions));
    systemActions.push({ type: 'update', description: `Coverage information for ${order.reference}`, resource: annotated });
    if (answers.some((answer) => answer.covered === 'not-covered')) notCovered.push(order);
    for (const answer of answers.filter((candidate) => candidate.paNeeded === 'auth-needed')) {
      cards.push(
        priorAuthorizationCard(
          context.cardSource,
          order,
          answer.billingCodes.map((code) => code.code),
          answer.documentation,
          context.submitUrl,
        ),
      );
    }
  }
  if (notCovered.length > 0) cards.push(notCoveredCard(context.cardSource, notCovered));
  return { assertions, systemActions, cards };
}

function assertionRow(
  id: string,
  actor: ClientSystemActor,
  request: CdsHookRequest,
  qhid: number,
  order: CrdOrder,
  answers: readonly CoverageAnswer[],
  now: Date,
): CoverageAssertionToSave {
  return {
    id,
    clientSystemId: actor.clientSystemId,
    hook: request.hook,
    hookInstance: request.hookInstance,
    qhid,
    orderReference: order.reference,
    billingCodes: answers.flatMap((answer) => answer.billingCodes.map((code) => code.code)),
    serviceDate: order.serviceDate,
    answer: answers.map((answer) => ({
      covered: answer.covered,
      paNeeded: answer.paNeeded,
      documentation: answer.documentation,
      satisfiedBy: answer.satisfiedBy,
      infoNeeded: answer.infoNeeded,
      billingCodes: answer.billingCodes.map((code) => code.code),
      reasons: answer.reasons,
    })),
    assertedAt: now,
  };
}
