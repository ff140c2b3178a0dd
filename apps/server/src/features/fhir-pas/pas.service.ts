import type { Bundle, Parameters as FhirParameters } from '@medplum/fhirtypes';
import { daysBetween, escapeBrandText, isAutomationOn, pasMessages, placeOfServiceByCode, todayIso, workflowIds } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { ValidationError } from '../../errors.js';
import { clientSystemActor } from '../../authorization-core/actors.js';
import type { AuthorizationCore } from '../../authorization-core/authorization-core.js';
import { decide } from '../../payer/decision-rules.js';
import { authorizationTypeOfWorkflow } from '../../payer/request-types.js';
import type { PolicyContext } from '../../payer/prior-authorization-policy.js';
import type { MemberAuthorizationsCache } from '../../authorization-records/member-authorizations-cache.js';
import type { AuthorizationsService } from '../../authorization-records/authorizations.service.js';
import type { DocumentsService } from '../../clinical-documents/documents.service.js';
import { clientSystemReader } from '../../client-system-auth/client-system-reader.js';
import { matchingMember } from '../../fhir/fhir-member-match.js';
import type { IdentityChecks } from '../../identity-checks/identity-checks.service.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../../access/member-reader.js';
import type { PriorAuthorizationPolicy } from '../../payer/prior-authorization-policy.service.js';
import type { ProviderAccess } from '../../access/provider-access.service.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { FhirError } from '../../fhir/operation-outcome.js';
import { contentDigestOf } from './pas-content-digest.js';
import { type PasRequest, readPasBundle } from './pas-request.js';
import { alignWithRequest, type PasAuthorizationState, pasErrorBundle, pasResponseBundle } from './pas-response.js';
import { cancelCertification, createPasUpdate, extensionCertification } from './pas-update.js';
import type { PasRepository } from './pas.repository.js';

/** Who calls the PAS API: a registered client system, acting through its own account (client-systems feature). */
export interface PasClient {
  clientSystemId: number;
  accountId: number;
  clientId: string;
  npis: readonly string[];
}

/** An answer of $submit or $inquire: its status and its body's JSON, the text sent and kept with the exchange alike. */
export interface PasAnswer {
  httpStatus: number;
  json: string;
}

/** Where a request came from: the server's FHIR base and the client's address. */
export interface PasContext {
  baseUrl: string;
  clientAddress: string;
}

/**
 * The request's JSON as kept with the exchange: the bundle as parsed, not the text sent. A number in the text may be
 * one PostgreSQL cannot hold (1e-20000 fails the insert) or one it writes out in full when read (1e131071: 131,072
 * digits); parsed, each is a double.
 */
const requestJsonOf = (request: PasRequest) => JSON.stringify(request.bundle);

/** The Claim a request sent, as its answers name it. */
const sentClaimOf = (request: PasRequest) => ({
  id: request.claim.id ?? null,
  identifier: request.claimIdentifiers,
  patientIdentifiers: request.patientIdentifiers,
});

/** A new request's code descriptions: code (upper-cased) → description. */
interface CodeDescriptions {
  diagnosisDescriptions: Map<string, string>;
  procedureDescriptions: Map<string, string>;
}

/** The place of service when an item names none: an office visit (the guide's examples' most common place). */
const defaultPlaceOfService = '11';
/** A PAS request is a standard outpatient or inpatient request of the core system (the wizard's standard workflow). */
const pasAuthorizationType = authorizationTypeOfWorkflow[workflowIds.standard] ?? 'MEDRRT01';
/** A submission reserved this long ago and never answered was left by a crash: a retry takes it over. */
const abandonedReservationMs = 2 * 60_000;
/** How long a retry waits for the first answer of the same submission, and how often it looks. */
const replayWaitMs = 15_000;
const replayPollMs = 100;

const identifierParts = (key: string | null) => {
  if (!key) return null;
  const bar = key.indexOf('|');
  return { ...(bar > 0 ? { system: key.slice(0, bar) } : {}), value: key.slice(bar + 1) };
};

/**
 * The Da Vinci PAS operations over the portal's own authorizations (issue 20): a request submitted here is decided by
 * the same policy engine and lands in the same tables and review queue as one made in the wizard; an inquiry reads
 * the same authorizations, the portal's as well. The client acts through its account, so the association rule that
 * limits portal users limits it too.
 */
export function createPasService(deps: {
  repository: PasRepository;
  /** The authorization core: PAS submits, updates and cancels through its commands. */
  core: AuthorizationCore;
  authorizationsService: AuthorizationsService;
  documentsService: Pick<DocumentsService, 'saveSentFiles'>;
  providerAccess: ProviderAccess;
  settingsService: SettingsService;
  policy: PriorAuthorizationPolicy;
  memberAuthorizations: MemberAuthorizationsCache;
  memberReadAudit: MemberReadAudit;
  identityChecks: IdentityChecks;
  getBrand: () => Promise<{ planName: string }>;
  /** Ties the client's CRD coverage assertions that a new request names to the authorization it became (fhir-crd). */
  linkCoverageAssertions: (ids: readonly string[], clientSystemId: number, qhid: number, authorizationId: number) => Promise<void>;
  clock: Clock;
}) {
  const {
    linkCoverageAssertions,
    getBrand,
    repository,
    core,
    authorizationsService,
    documentsService,
    providerAccess,
    settingsService,
    policy,
    memberAuthorizations,
    memberReadAudit,
    identityChecks,
    clock,
  } = deps;
  const submissions = core.submissions;
  const update = createPasUpdate({ repository, core, authorizationsService, memberAuthorizations, memberReadAudit, getBrand, clock });
  /** The client's own directory locations with one of `npis`: a client acts only for its organization's providers. */
  async function clientLocations(client: PasClient, npis: readonly string[]) {
    return providerAccess.activeDirectoryLocations(
      client.accountId,
      npis.filter((npi) => client.npis.includes(npi)),
    );
  }

  /** The descriptions of a new request's diagnosis and procedure codes, from the code sets (the wizard's too). */
  async function codeDescriptionsOf(request: PasRequest): Promise<CodeDescriptions> {
    const procedureCodes = request.lines.filter((line) => line.certificationType !== cancelCertification && line.kind === 'procedure').map((line) => line.code);
    const [diagnosisDescriptions, procedureDescriptions] = await Promise.all([
      submissions.findCodeDescriptions(['icd10'], request.diagnoses.slice(0, 1)),
      submissions.findCodeDescriptions(['cpt', 'hcpcs'], procedureCodes),
    ]);
    return { diagnosisDescriptions, procedureDescriptions };
  }

  /**
   * The one member the request names, or none, by the rule $submit and $inquire share (and CDS Hooks): the member
   * id with the date of birth or names. Held to the identity throttle: a request that identifies nobody is a miss,
   * and once too many were, the request is refused with 429.
   */
  async function memberOf(client: PasClient, reader: MemberReader, request: PasRequest, channel: 'pas-submit' | 'pas-inquire') {
    return identityChecks.identify(
      { actor: { ...reader, clientSystemId: client.clientSystemId }, memberIds: request.member.identifiers, channel },
      async () => matchingMember(await repository.findMembers(request.member.identifiers, client.clientSystemId), request.member),
      (member) => member !== undefined,
    );
  }

  function requireRequest(body: unknown, options: { isInquiry?: boolean } = {}): PasRequest {
    const read = readPasBundle(body, options);
    if (!read.ok) throw FhirError.of(400, read.problems);
    return read.request;
  }

  /** The plan's name as the answers write it. */
  const planName = async () => escapeBrandText('plainText', (await getBrand()).planName);

  /** The response bundle of `stored`, the authorization now; `sent`: the request it answers, whose item numbers it echoes. */
  function responseOf(
    stored: PasAuthorizationState,
    bundleIdentifier: string | null,
    baseUrl: string,
    options: { inquiry?: boolean; sent?: PasRequest; notes?: readonly string[] } = {},
  ): Bundle {
    const now = clock.now();
    const sent = options.sent?.lines.map((line) => ({ ...line, isCancellation: line.certificationType === cancelCertification }));
    // A first answer names the Claim it answers (an update's own), as every later answer names the last one sent.
    const state = sent && options.sent ? { ...alignWithRequest(stored, sent, todayIso(now)), claim: sentClaimOf(options.sent) } : stored;
    return pasResponseBundle(state, {
      baseUrl,
      bundleIdentifier: identifierParts(bundleIdentifier),
      now,
      inquiry: options.inquiry ?? false,
      notes: options.notes ?? [],
    });
  }

  /** The response bundle of the authorization now, read. */
  async function answerOf(
    authorizationId: number,
    bundleIdentifier: string | null,
    baseUrl: string,
    options: { inquiry?: boolean; sent?: PasRequest; notes?: readonly string[] } = {},
  ): Promise<Bundle> {
    const stored = await repository.findState(authorizationId, await planName());
    if (!stored) throw new Error(`Authorization ${authorizationId} vanished.`);
    return responseOf(stored, bundleIdentifier, baseUrl, options);
  }

  /** A new request: decided by the policy at once (approved) or pended (A4) for a reviewer, in the review queue. */
  async function submitNew(
    client: PasClient,
    reader: MemberReader,
    request: PasRequest,
    requesterLocationId: number,
    member: { qhid: number; groupId: string },
    idempotencyKey: string,
    descriptionsRead: Promise<CodeDescriptions>,
  ) {
    const [settings, rules] = await Promise.all([settingsService.getPortalSettings(), policy.rules()]);
    const now = clock.now();
    const today = todayIso(now);
    const lines = request.lines.filter((line) => line.certificationType !== cancelCertification);
    if (lines.length === 0)
      throw FhirError.of(422, [
        {
          code: 'value',
          diagnostics: 'A new request cancels nothing: send at least one item that is not a cancellation.',
          expression: 'Bundle.entry[0].resource.item',
        },
      ]);
    const placeCode = lines.find((line) => line.placeOfService)?.placeOfService ?? defaultPlaceOfService;
    const place = placeOfServiceByCode(placeCode);
    if (!place)
      throw FhirError.of(422, [
        {
          code: 'value',
          diagnostics: `Place of service ${placeCode} is not one this plan knows.`,
          expression: 'Bundle.entry[0].resource.item.locationCodeableConcept',
        },
      ]);
    const serviceFrom = lines.map((line) => line.from ?? today).sort()[0] ?? today;
    const serviceTo =
      lines
        .map((line) => line.to ?? line.from ?? serviceFrom)
        .sort()
        .at(-1) ?? serviceFrom;
    // Described as the wizard describes them: from the code sets, else as the EHR named them.
    const { diagnosisDescriptions, procedureDescriptions } = await descriptionsRead;
    const procedures = lines.map((line) => ({
      cptCode: line.code,
      description: procedureDescriptions.get(line.code) ?? line.display ?? (line.kind === 'service-type' ? `X12 service type ${line.code}` : ''),
      quantity: line.units,
      startDate: line.from ?? serviceFrom,
      endDate: line.to ?? line.from ?? serviceTo,
    }));
    const isAutomation = isAutomationOn(workflowIds.standard, member.groupId, settings.groupLists);
    const context: PolicyContext = { date: serviceFrom, groupId: member.groupId, groupLists: settings.groupLists, placeOfService: place.code };
    // An X12 service type is no procedure code: unless a policy row names it, the policy cannot approve it, so it is
    // pended for a reviewer.
    const decision = decide({
      workflowId: workflowIds.standard,
      isAutomation,
      procedures: procedures.map((procedure) => ({
        code: procedure.cptCode,
        units: procedure.quantity,
        days: daysBetween(procedure.startDate, procedure.endDate) + 1,
      })),
      admission: null,
      rules,
      context,
    });
    const { response: answer } = await submissions.submit({
      door: 'pas',
      request: {
        qhid: member.qhid,
        provider: { locationId: requesterLocationId },
        facility: null,
        providerNetworkStatusId: 1,
        facilityNetworkStatusId: null,
        decision,
        authorizationType: pasAuthorizationType,
        placeOfService: { code: place.code, isInpatient: place.isInpatient },
        serviceFrom,
        serviceTo,
        priority: request.priority,
        diagnosis: { code: request.diagnoses[0] ?? '', description: diagnosisDescriptions.get(request.diagnoses[0] ?? '') ?? '' },
        procedures,
        requestor: { name: `EHR: ${client.clientId}`, phone: '', fax: '' },
        notes: request.renderingNpis.length
          ? [{ text: `Rendering provider NPI ${request.renderingNpis.join(', ')} (from the EHR's request).`, author: `EHR: ${client.clientId}` }]
          : [],
      },
      linked: [],
      submittedBy: { accountId: client.accountId, filedByAccountId: client.accountId, onBehalfOfAccountId: null },
      actor: clientSystemActor(client.clientSystemId),
      idempotencyKey,
      workflowId: workflowIds.standard,
      isAutomation,
      sent: { pas: request.bundleIdentifier },
      receivedAt: now,
    });
    if (!answer?.authId) throw new Error('The PAS submission was neither saved nor found.');
    memberAuthorizations.forget(member.qhid);
    await memberReadAudit.record(reader, memberReads.authorizationSubmitted, member.qhid, 'success', {
      authorizationId: answer.authorizationId,
      status: answer.authStatus,
      via: 'pas',
    });
    return { id: answer.authId, authorizationNumber: answer.authorizationId, authorizationType: pasAuthorizationType, qhid: member.qhid };
  }

  /**
   * The request's inline files saved as the authorization's clinical documents, through the documents' own checks;
   * a file those checks refuse is told in the response (the request itself stands).
   */
  async function saveAttachments(
    reader: MemberReader,
    authorization: { id: number; authorizationNumber: string; authorizationType: string; qhid: number },
    request: PasRequest,
  ): Promise<string[]> {
    const refusals: string[] = [];
    for (const attachment of request.attachments) {
      try {
        await documentsService.saveSentFiles(reader, authorization, [attachment]);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        refusals.push(`The attachment ${attachment.fileName} was not kept: ${error.message}`);
      }
    }
    return refusals;
  }

  /**
   * The authorization an update or cancellation refers to, among this client's own: one whose provider is one of its
   * organization's, for the member the request names (a number in a request is never a grant); another's answers as
   * not found, exactly as a number that names no authorization (else a loop of guessed numbers tells which exist).
   */
  async function priorAuthorizationOf(client: PasClient, request: PasRequest, qhid: number): Promise<number | null> {
    const numbers = [...new Set(request.lines.flatMap((line) => (line.authorizationNumber ? [line.authorizationNumber] : [])))];
    const reachable = new Set(await providerAccess.activeLocationIds(client.accountId));
    let unknownNumber: string | undefined;
    for (const number of numbers) {
      const found = await repository.findByNumber(number);
      // The requesting organization's own request, for the member this request names.
      if (found && found.qhid === qhid && reachable.has(found.providerLocationId)) return found.id;
      unknownNumber ??= number;
    }
    // An earlier Claim of this client: by the transaction id it came in, its id, or its identifier when it is not in
    // the bundle (after its id: the guide's examples share one identifier).
    const candidates = async function* () {
      for (const claimKey of request.relatedClaimIdentifiers) yield (await repository.findSubmission(client.accountId, claimKey))?.authorizationId ?? null;
      for (const claimId of request.relatedClaimIds) yield repository.findSubmissionByClaimId(client.accountId, claimId);
      for (const claimKey of request.relatedClaimIdentifiers)
        yield repository.findSubmissionByClaimIdentifier(client.accountId, identifierParts(claimKey) ?? { value: claimKey });
    };
    for await (const authorizationId of candidates()) {
      if (authorizationId === null) continue;
      const found = await repository.findById(authorizationId);
      // The client's own Claim, yet still held to the member this request names and to its organization's providers.
      if (found && found.qhid === qhid && reachable.has(found.providerLocationId)) return found.id;
      throw FhirError.of(404, [
        {
          code: 'not-found',
          diagnostics: 'The earlier Claim this request updates was not found among this client system\u2019s requests for this member.',
          expression: 'Bundle.entry[0].resource.related',
        },
      ]);
    }
    if (unknownNumber !== undefined) {
      throw FhirError.of(404, [
        {
          code: 'not-found',
          diagnostics: `Authorization ${unknownNumber} was not found among this client system\u2019s requests.`,
          expression: 'Bundle.entry[0].resource.item.extension',
        },
      ]);
    }
    return null;
  }

  /**
   * A Bundle.identifier sent before: with the same content, the first answer again, once there is one (the first may
   * still be deciding), audited as a read of the member it names; with other content, a refusal (422, as the IETF
   * Idempotency-Key draft answers a key reused for another payload; 409 stays "still processing, retry").
   */
  async function replayOf(reader: MemberReader, client: PasClient, bundleIdentifier: string, contentDigest: string): Promise<PasAnswer> {
    const deadline = clock.now().getTime() + replayWaitMs;
    for (;;) {
      const first = await repository.findSubmission(client.accountId, bundleIdentifier);
      if (first && first.contentDigest !== contentDigest) {
        throw FhirError.of(422, [
          {
            code: 'business-rule',
            diagnostics: pasMessages.identifierUsedForOtherContent(identifierParts(bundleIdentifier)?.value ?? bundleIdentifier),
            expression: 'Bundle.identifier',
          },
        ]);
      }
      if (first && first.httpStatus !== 0) {
        if (first.qhid !== null)
          await memberReadAudit.record(reader, memberReads.authorization, first.qhid, 'success', { via: 'pas-replay', bundleIdentifier });
        return { httpStatus: first.httpStatus, json: JSON.stringify(first.response) };
      }
      if (!first || clock.now().getTime() > deadline) {
        throw new FhirError(409, 'conflict', pasMessages.replayStillProcessing);
      }
      await new Promise((resolve) => setTimeout(resolve, replayPollMs));
    }
  }

  /** A new submission decided: the member found, the authorization saved or updated, the answer built. */
  async function decideSubmission(
    client: PasClient,
    reader: MemberReader,
    request: PasRequest,
    context: { baseUrl: string },
    requestersRead: Promise<Awaited<ReturnType<typeof clientLocations>>>,
  ): Promise<{ httpStatus: number; response: Bundle; authorizationId: number | null; itemSequences: number[] }> {
    const itemSequences = request.lines.filter((line) => line.certificationType !== cancelCertification).map((line) => line.sequence);
    const requester = (await requestersRead)[0];
    if (!requester) {
      throw FhirError.of(403, [
        {
          code: 'value',
          diagnostics: `The requesting provider (NPI ${request.requesterNpi ?? 'none'}) is not one of this client system\u2019s providers.`,
          expression: 'Bundle.entry[0].resource.provider',
        },
      ]);
    }
    const isUpdate =
      Boolean(request.claim.related?.length) ||
      request.lines.some((line) => line.certificationType === cancelCertification || line.certificationType === extensionCertification);
    // A new request's codes described while its member is looked up: reads of the plan's code sets, whoever the member.
    const descriptionsRead = isUpdate ? undefined : codeDescriptionsOf(request);
    descriptionsRead?.catch(() => undefined);
    const member = await memberOf(client, reader, request, 'pas-submit');
    if (!member) {
      const error = pasErrorBundle({
        bundleIdentifier: identifierParts(request.bundleIdentifier),
        now: clock.now(),
        claim: sentClaimOf(request),
        reasonCode: '75',
        diagnostics: 'Subscriber/insured not found: no member of this plan has that member identifier with that date of birth (or, without one, that name).',
        path: `${request.patientPath}.identifier`,
      });
      return { httpStatus: 200, response: error, authorizationId: null, itemSequences };
    }

    const prior = isUpdate ? await priorAuthorizationOf(client, request, member.qhid) : null;
    let authorizationId: number;
    let notes: string[] = [];
    if (prior !== null) {
      await update(client, reader, request, prior, member.qhid);
      authorizationId = prior;
    } else {
      const saved = await submitNew(
        client,
        reader,
        request,
        requester.locationId,
        member,
        `pas:${request.bundleIdentifier}`,
        descriptionsRead ?? codeDescriptionsOf(request),
      );
      authorizationId = saved.id;
      [notes] = await Promise.all([
        saveAttachments(reader, saved, request),
        linkCoverageAssertions(request.coverageAssertionIds, client.clientSystemId, member.qhid, saved.id),
      ]);
    }
    const response = await answerOf(authorizationId, request.bundleIdentifier, context.baseUrl, { sent: request, notes });
    return { httpStatus: 200, response, authorizationId, itemSequences };
  }

  return {
    /** Claim/$submit: the PAS Response Bundle, the first one again for a replayed Bundle.identifier. */
    async submit(client: PasClient, body: unknown, context: PasContext): Promise<PasAnswer> {
      const request = requireRequest(body);
      const bundleIdentifier = request.bundleIdentifier;
      if (!bundleIdentifier)
        throw FhirError.of(400, [
          {
            code: 'required',
            diagnostics: 'A PAS request bundle needs Bundle.identifier: the submitter\u2019s transaction id.',
            expression: 'Bundle.identifier',
          },
        ]);
      const reader = clientSystemReader(client, context.clientAddress);
      const receivedAt = clock.now();
      const contentDigest = contentDigestOf(request.bundle);
      // The requesting provider read while the submission is reserved (one round trip, not two); a replay leaves it.
      const requestersRead = clientLocations(client, request.requesterNpi ? [request.requesterNpi] : []);
      requestersRead.catch(() => undefined);
      const reservation = await repository.reserveSubmission(
        {
          accountId: client.accountId,
          bundleIdentifier,
          contentDigest,
          claimId: request.claim.id ?? null,
          requestJson: requestJsonOf(request),
          receivedAt,
        },
        new Date(receivedAt.getTime() - abandonedReservationMs),
      );
      if (reservation === null) return replayOf(reader, client, bundleIdentifier, contentDigest);
      try {
        const answer = await decideSubmission(client, reader, request, context, requestersRead);
        const json = JSON.stringify(answer.response);
        await repository.completeSubmission(reservation, { ...answer, responseJson: json });
        return { httpStatus: answer.httpStatus, json };
      } catch (error) {
        // Refused or failed: nothing is kept, so the same bundle may be sent again.
        await repository.releaseSubmission(reservation);
        throw error;
      }
    },

    /**
     * Claim/$inquire: the member's authorizations with the requesting or rendering provider (one of the client's),
     * optionally the one numbered, each as its current Inquiry Response Bundle, in a Parameters (2.2.1).
     */
    async inquire(client: PasClient, body: unknown, context: PasContext): Promise<PasAnswer> {
      const request = requireRequest(body, { isInquiry: true });
      const reader = clientSystemReader(client, context.clientAddress);
      const locations = await clientLocations(
        client,
        [request.requesterNpi, ...request.renderingNpis].filter((npi): npi is string => Boolean(npi)),
      );
      if (locations.length === 0) {
        throw FhirError.of(403, [
          {
            code: 'value',
            diagnostics: 'Neither the requesting nor a rendering provider of the inquiry is one of this client system\u2019s providers.',
            expression: 'Bundle.entry[0].resource.provider',
          },
        ]);
      }
      // A member the request does not identify answers as one that does not exist: nothing.
      const member = await memberOf(client, reader, request, 'pas-inquire');
      // Query by example: the member and the provider, and each number or date the inquiry gives narrows it.
      const found = member
        ? await repository.findInquiryStates(
            member.qhid,
            locations.map((location) => location.locationId),
            request.criteria,
            await planName(),
          )
        : [];
      const bundles = found.map((state) => responseOf(state, request.bundleIdentifier, context.baseUrl, { inquiry: true }));
      if (member) await memberReadAudit.record(reader, memberReads.authorizationsList, member.qhid, 'success', { via: 'pas-inquiry', found: found.length });
      const answer: FhirParameters = { resourceType: 'Parameters', parameter: bundles.map((bundle) => ({ name: 'return', resource: bundle })) };
      const json = JSON.stringify(answer);
      await repository.saveInquiry({
        accountId: client.accountId,
        bundleIdentifier: request.bundleIdentifier,
        authorizationId: found[0]?.authorizationId ?? null,
        claimId: request.claim.id ?? null,
        requestJson: requestJsonOf(request),
        responseJson: json,
        httpStatus: 200,
        receivedAt: clock.now(),
      });
      return { httpStatus: 200, json };
    },

    /** The current PAS Response Bundle of an authorization (the subscription notification's content). */
    responseBundleOf: (authorizationId: number, baseUrl: string) => answerOf(authorizationId, null, baseUrl),
  };
}
export type PasService = ReturnType<typeof createPasService>;
