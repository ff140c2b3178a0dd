import type {
  Bundle,
  Claim,
  ClaimResponse,
  ClaimResponseAddItem,
  ClaimResponseItem,
  Extension,
  Identifier,
  Organization,
  Patient,
  Reference,
} from '@medplum/fhirtypes';
import { authorizationStatusLabel } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { dataAbsentReasonUrl } from '../../fhir/fhir-systems.js';
import { nameBasedUuid } from '../../fhir/name-based-uuid.js';
import { reviewActionOf as reviewActionOfLine, reviewActions } from '../../fhir/x12-review-actions.js';
import { pasExtension, pasProfiles, pasSystems } from './pas-codes.js';
import type { RequestedServiceDate } from './pas-sent-claim.js';

/**
 * The PAS Response Bundle of an authorization as it stands now: the same whether it answers $submit, $inquire or
 * a subscription's notification, so a client always reads the current decision. Built from what the plan stores
 * (pas.repository.ts `findAuthorizationState`), never from what the client sent, except the item sequences it
 * echoes and the Claim it names.
 */

export interface PasLineState {
  sequence: number;
  code: string;
  system: string;
  display: string;
  requestedUnits: number;
  requestedFrom: string;
  requestedTo: string;
  /** The trace numbers the request gave the item (extension-itemTraceNumber), echoed. */
  traceNumbers: Identifier[];
  /** The item's date as the request gave it; null when it gave none (the answer then tells no requested date). */
  requestedServiceDate: RequestedServiceDate | null;
  /** The line's current decision, or null while it waits for a reviewer. */
  decision: {
    status: 'Approved' | 'Denied' | 'Cancelled';
    reason: string;
    units: number | null;
    from: string | null;
    to: string | null;
    decidedAt: string;
  } | null;
}

export interface PasAuthorizationState {
  authorizationId: number;
  authorizationNumber: string;
  status: string;
  receivedAt: string;
  member: { memberId: string; firstName: string; lastName: string; dob: string; sex: string };
  requester: { npi: string; name: string; address1: string; city: string; state: string; zipCode: string } | null;
  plan: { name: string; npi: string };
  lines: PasLineState[];
  /** The Claim the client sent last for it (its id and identifiers are echoed), or null for one made in the portal. */
  claim: SentClaim | null;
}

/** The Claim a request sent, as an answer names it: its id (when it had one) and its identifiers. */
export interface SentClaim {
  id: string | null;
  identifier: Identifier[];
  /** The identifiers the request gave its Patient: PAS asks an answer to echo a resource's identifiers as sent. */
  patientIdentifiers: Identifier[];
}

/**
 * ClaimResponse.request, in one form for every answer (first answer, replay, inquiry, notification, error): the
 * Claim the client sent, by its id and its first identifier; for a request made in the portal (no Claim exists) a
 * data-absent-reason, as PAS asks of an answer that cannot name one.
 */
export function claimRequestReference(claim: SentClaim | null): Reference<Claim> {
  const identifier = claim?.identifier[0];
  if (!claim || (!claim.id && !identifier)) return { extension: [{ url: dataAbsentReasonUrl, valueCode: 'not-applicable' }] };
  return { ...(claim.id ? { reference: `Claim/${claim.id}` } : {}), ...(identifier ? { identifier } : {}) };
}

const reviewActionOf = (line: PasLineState) => {
  const { decision } = line;
  if (!decision) return reviewActionOfLine(null);
  const isModified =
    (decision.units !== null && decision.units !== line.requestedUnits) ||
    (decision.from !== null && decision.from !== line.requestedFrom) ||
    (decision.to !== null && decision.to !== line.requestedTo);
  return reviewActionOfLine({ status: decision.status, isModified });
};

const adjudicationOf = (action: { code: string; display: string }, authorizationNumber: string) => [
  {
    extension: [
      {
        url: pasExtension('extension-reviewAction'),
        extension: [
          { url: 'number', valueString: authorizationNumber },
          {
            url: pasExtension('extension-reviewActionCode'),
            valueCodeableConcept: { coding: [{ system: pasSystems.x12ReviewAction, code: action.code, display: action.display }] },
          },
        ],
      },
    ],
    category: { coding: [{ system: pasSystems.adjudication, code: 'submitted' }] },
  },
];

const codingOf = (line: PasLineState) => ({ coding: [{ system: line.system, code: line.code, ...(line.display ? { display: line.display } : {}) }] });

/**
 * The authorization's lines as the request that asked for them numbered them: each sent item answers under its own
 * sequence, matched by its code; an item not yet part of the authorization (an added line waiting as a change for
 * a reviewer) answers pended; a cancelled item that matches nothing is left out.
 */
export function alignWithRequest(
  state: PasAuthorizationState,
  sent: readonly {
    sequence: number;
    code: string;
    system: string;
    display: string | null;
    units: number;
    from: string | null;
    to: string | null;
    isCancellation: boolean;
    traceNumbers: Identifier[];
    requestedServiceDate: RequestedServiceDate | null;
  }[],
  today: string,
): PasAuthorizationState {
  const unused = [...state.lines];
  const lines: PasLineState[] = [];
  for (const item of sent) {
    const index = unused.findIndex((line) => line.code === item.code);
    const matched = index >= 0 ? unused.splice(index, 1)[0] : undefined;
    const echoed = { sequence: item.sequence, system: item.system, traceNumbers: item.traceNumbers, requestedServiceDate: item.requestedServiceDate };
    if (matched) lines.push({ ...matched, ...echoed });
    else if (!item.isCancellation) {
      const from = item.from ?? today;
      lines.push({
        ...echoed,
        code: item.code,
        display: item.display ?? item.code,
        requestedUnits: item.units,
        requestedFrom: from,
        requestedTo: item.to ?? from,
        decision: null,
      });
    }
  }
  const taken = new Set(lines.map((line) => line.sequence));
  return { ...state, lines: [...lines, ...unused.filter((line) => !taken.has(line.sequence))].sort((a, b) => a.sequence - b.sequence) };
}

/** Identifiers without repeats (the same system and value once). */
const uniqueIdentifiers = (identifiers: readonly Identifier[]): Identifier[] =>
  identifiers.filter((identifier, index) => identifiers.findIndex((other) => other.system === identifier.system && other.value === identifier.value) === index);

/** The PAS Response Bundle (or, with `inquiry`, the Inquiry Response Bundle) of an authorization. */
export function pasResponseBundle(
  state: PasAuthorizationState,
  options: { baseUrl: string; bundleIdentifier: { system?: string; value?: string } | null; now: Date; inquiry?: boolean; notes?: readonly string[] },
): Bundle {
  const { baseUrl, now } = options;
  const ids = {
    claimResponse: `auth-${state.authorizationId}`,
    patient: `member-${state.authorizationId}`,
    insurer: 'plan',
    requestor: `requestor-${state.authorizationId}`,
  };
  // The plan serves no read of these resources, so their fullUrls are urn:uuid (every fullUrl sent resolves or is one),
  // named from what they are: a first answer, a replay, an inquiry and a notification name each alike.
  const urls = {
    claimResponse: `urn:uuid:${nameBasedUuid(`${baseUrl}/ClaimResponse/${ids.claimResponse}`)}`,
    patient: `urn:uuid:${nameBasedUuid(`${baseUrl}/Patient/${ids.patient}`)}`,
    insurer: `urn:uuid:${nameBasedUuid(`${baseUrl}/Organization/${ids.insurer}`)}`,
    requestor: `urn:uuid:${nameBasedUuid(`${baseUrl}/Organization/${ids.requestor}`)}`,
  };
  const notes: { number: number; text: string }[] = [];
  const items: ClaimResponseItem[] = [];
  const addItems: ClaimResponseAddItem[] = [];
  for (const line of state.lines) {
    const action = reviewActionOf(line);
    const decision = line.decision;
    // Echoed as sent: the item's trace numbers, and its date only when the request gave one (none is invented).
    const extensions: Extension[] = [
      ...line.traceNumbers.map((valueIdentifier) => ({ url: pasExtension('extension-itemTraceNumber'), valueIdentifier })),
      ...(line.requestedServiceDate ? [{ url: pasExtension('extension-itemRequestedServiceDate'), ...line.requestedServiceDate }] : []),
    ];
    if (decision && action !== reviewActions.notCertified) {
      extensions.push({ url: pasExtension('extension-itemPreAuthIssueDate'), valueDate: decision.decidedAt.slice(0, 10) });
      extensions.push({
        url: pasExtension('extension-itemPreAuthPeriod'),
        valuePeriod: { start: decision.from ?? line.requestedFrom, end: decision.to ?? line.requestedTo },
      });
    }
    let noteNumber: number[] | undefined;
    if (decision && (action === reviewActions.notCertified || action === reviewActions.modified) && decision.reason) {
      const number = notes.length + 1;
      notes.push({ number, text: decision.reason });
      noteNumber = [number];
    }
    items.push({
      extension: extensions,
      itemSequence: line.sequence,
      ...(noteNumber ? { noteNumber } : {}),
      adjudication: adjudicationOf(action, state.authorizationNumber),
    });
    // A modified line: what the plan authorized, as the guide shows it (addItem for the item's sequence).
    if (decision && action === reviewActions.modified) {
      addItems.push({
        ...(line.traceNumbers.length
          ? { extension: line.traceNumbers.map((valueIdentifier) => ({ url: pasExtension('extension-itemTraceNumber'), valueIdentifier })) }
          : {}),
        itemSequence: [line.sequence],
        productOrService: codingOf(line),
        quantity: { value: decision.units ?? line.requestedUnits },
        // The authorized dates as a service date only for an item that asked for dates; else itemPreAuthPeriod tells them.
        ...(line.requestedServiceDate ? { servicedPeriod: { start: decision.from ?? line.requestedFrom, end: decision.to ?? line.requestedTo } } : {}),
        adjudication: adjudicationOf(action, state.authorizationNumber),
      });
    }
  }
  // What the plan tells about the request as a whole (a file it did not keep), after the lines' reasons.
  for (const note of options.notes ?? []) notes.push({ number: notes.length + 1, text: note });
  const decidedPeriods = state.lines.flatMap((line) =>
    line.decision && reviewActionOf(line) !== reviewActions.notCertified
      ? [{ from: line.decision.from ?? line.requestedFrom, to: line.decision.to ?? line.requestedTo }]
      : [],
  );
  const claimResponse: ClaimResponse = {
    resourceType: 'ClaimResponse',
    id: ids.claimResponse,
    meta: { profile: [options.inquiry ? pasProfiles.claimInquiryResponse : pasProfiles.claimResponse] },
    // The submitter's identifiers of the Claim (its trace number) echoed, then the plan's authorization number.
    identifier: [...(state.claim?.identifier ?? []), { system: pasSystems.authorizationNumber, value: state.authorizationNumber }],
    status: 'active',
    type: { coding: [{ system: pasSystems.claimType, code: 'professional' }] },
    use: 'preauthorization',
    patient: { reference: urls.patient },
    created: now.toISOString(),
    insurer: { reference: urls.insurer },
    ...(state.requester ? { requestor: { reference: urls.requestor } } : {}),
    request: claimRequestReference(state.claim),
    // The guide answers a pended request (A4) as complete too: the request was processed, its items' review actions
    // say what is decided and what waits (told later by subscription).
    outcome: 'complete',
    disposition: `Authorization ${state.authorizationNumber}: ${authorizationStatusLabel(state.status)}`,
    preAuthRef: state.authorizationNumber,
    ...(decidedPeriods.length
      ? {
          preAuthPeriod: {
            start: decidedPeriods.map((period) => period.from).sort()[0],
            end: decidedPeriods
              .map((period) => period.to)
              .sort()
              .at(-1),
          },
        }
      : {}),
    item: items,
    ...(addItems.length ? { addItem: addItems } : {}),
    ...(notes.length ? { processNote: notes.map((note) => ({ number: note.number, type: 'display' as const, text: note.text })) } : {}),
  };
  const patient: Patient = {
    resourceType: 'Patient',
    id: ids.patient,
    meta: { profile: [pasProfiles.subscriber] },
    identifier: uniqueIdentifiers([...(state.claim?.patientIdentifiers ?? []), { system: pasSystems.memberId, value: state.member.memberId }]),
    name: [{ family: state.member.lastName, given: [state.member.firstName] }],
    gender: state.member.sex === 'F' ? 'female' : state.member.sex === 'M' ? 'male' : 'unknown',
    birthDate: state.member.dob,
  };
  const insurer: Organization = {
    resourceType: 'Organization',
    id: ids.insurer,
    meta: { profile: [pasProfiles.insurer] },
    identifier: [{ system: pasSystems.npi, value: state.plan.npi }],
    active: true,
    type: [{ coding: [{ system: pasSystems.x12EntityIdentifier, code: 'PR' }] }],
    name: state.plan.name,
  };
  const requestor: Organization[] = state.requester
    ? [
        {
          resourceType: 'Organization',
          id: ids.requestor,
          meta: { profile: [pasProfiles.requestor] },
          identifier: [{ system: pasSystems.npi, value: state.requester.npi }],
          active: true,
          type: [{ coding: [{ system: pasSystems.x12EntityIdentifier, code: 'X3' }] }],
          name: state.requester.name,
          address: [
            { line: [state.requester.address1], city: state.requester.city, state: state.requester.state, postalCode: state.requester.zipCode, country: 'US' },
          ],
        },
      ]
    : [];
  return {
    resourceType: 'Bundle',
    meta: { profile: [options.inquiry ? pasProfiles.inquiryResponseBundle : pasProfiles.responseBundle] },
    identifier: options.bundleIdentifier?.value ? options.bundleIdentifier : { system: pasSystems.authorizationNumber, value: state.authorizationNumber },
    type: 'collection',
    timestamp: now.toISOString(),
    entry: [
      { fullUrl: urls.claimResponse, resource: claimResponse },
      { fullUrl: urls.patient, resource: patient },
      { fullUrl: urls.insurer, resource: insurer },
      ...requestor.map((resource) => ({ fullUrl: urls.requestor, resource })),
    ],
  };
}

/** The answer to a request for a member the plan does not know: an error ClaimResponse, as the guide's example. */
export function pasErrorBundle(options: {
  bundleIdentifier: { system?: string; value?: string } | null;
  now: Date;
  claim: SentClaim;
  reasonCode: string;
  diagnostics: string;
  /** A FHIRPath expression from the request's Bundle that locates the element in error (extension-errorPath). */
  path: string;
}): Bundle {
  const claimResponse: ClaimResponse = {
    resourceType: 'ClaimResponse',
    id: 'error',
    meta: { profile: [pasProfiles.claimResponse] },
    status: 'active',
    type: { coding: [{ system: pasSystems.claimType, code: 'professional' }] },
    use: 'preauthorization',
    patient: { display: 'Not identified' },
    created: options.now.toISOString(),
    insurer: { display: 'The plan' },
    ...(options.claim.identifier.length ? { identifier: options.claim.identifier } : {}),
    request: claimRequestReference(options.claim),
    outcome: 'error',
    disposition: options.diagnostics,
    error: [
      {
        extension: [
          { url: pasExtension('extension-errorPath'), valueString: options.path },
          { url: pasExtension('extension-errorFollowupAction'), valueCodeableConcept: { coding: [{ system: pasSystems.x12FollowUpAction, code: 'C' }] } },
        ],
        code: { coding: [{ system: pasSystems.x12RejectReason, code: options.reasonCode }], text: options.diagnostics },
      },
    ],
  };
  return {
    resourceType: 'Bundle',
    meta: { profile: [pasProfiles.responseBundle] },
    identifier: options.bundleIdentifier?.value ? options.bundleIdentifier : { system: pasSystems.authorizationNumber, value: 'error' },
    type: 'collection',
    timestamp: options.now.toISOString(),
    entry: [{ fullUrl: `urn:uuid:${randomUUID()}`, resource: claimResponse }],
  };
}
