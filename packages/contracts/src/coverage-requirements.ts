import { z } from 'zod';
import { fhirMemberIdentifiersMax } from './client-systems.js';

/**
 * Coverage Requirements Discovery (issue 21): the plan's CDS Hooks service (HL7 Da Vinci CRD 2.2), answering
 * "is prior authorization needed, and what documentation?" inside the EHR from the same policy the portal and the
 * PAS API decide with.
 */
export const cdsHooksPaths = {
  discovery: '/cds-services',
  service: (serviceId: string) => `/cds-services/${serviceId}`,
  /** CDS Hooks 2.0 §Feedback: what the EHR's user did with a card the service returned. */
  feedback: (serviceId: string) => `/cds-services/${serviceId}/feedback`,
} as const;

/** The hooks the service answers with coverage information; the others the guide names answer an empty response. */
export const crdOrderHooks = ['order-sign', 'order-select', 'order-dispatch', 'appointment-book'] as const;
export const crdQuietHooks = ['encounter-start', 'encounter-discharge'] as const;
export type CrdHook = (typeof crdOrderHooks)[number] | (typeof crdQuietHooks)[number];

/**
 * Hooks of CDS Hooks 1.0 that EHRs built against earlier CRD versions still send: each is read as the hook that
 * replaced it (medication-prescribe became order-select; order-review became order-sign).
 */
export const crdLegacyHookAliases: Readonly<Record<string, CrdHook>> = { 'medication-prescribe': 'order-select', 'order-review': 'order-sign' };

export const crdLimits = {
  /** The draft orders one hook call may carry. */
  maxOrders: 50,
  /** How long a read from the EHR's FHIR server may take (the guide expects an answer within seconds). */
  fhirServerTimeoutMs: 3_000,
  /** The largest resource or search bundle read from the EHR's FHIR server. */
  fhirServerMaxBytes: 2_000_000,
  /** A hook request's JWT may live at most this long (CDS Hooks: 5 minutes). */
  jwtMaxSeconds: 300,
  /** The ids a hook request may name its patient by (client-systems.ts). */
  maxMemberIdentifiers: fhirMemberIdentifiersMax,
  /** How deep a hook request's JSON may nest: FHIR resources nest a few dozen levels at most; deeper JSON cannot be answered (echoed) safely. */
  maxNesting: 100,
} as const;

const resource = z.object({ resourceType: z.string().min(1) }).loose();
const reference = z.string().min(1).max(500);

/** The hook request's envelope (CDS Hooks 2.0 §Calling a CDS Service); the context is read per hook. */
export const CdsHookRequestSchema = z.object({
  hook: z.string().min(1).max(100),
  hookInstance: z.string().min(1).max(200),
  fhirServer: z.url().max(500).nullish(),
  fhirAuthorization: z
    .object({
      access_token: z.string().min(1).max(10_000),
      token_type: z.string().min(1).max(20),
      expires_in: z.number().nonnegative().optional(),
      scope: z.string().max(5_000).optional(),
      subject: z.string().max(500).optional(),
      patient: z.string().max(200).optional(),
    })
    .loose()
    .nullish(),
  context: z
    .object({
      patientId: z.string().min(1).max(200),
      userId: z.string().max(500).nullish(),
      encounterId: z.string().max(200).nullish(),
      draftOrders: resource.nullish(),
      appointments: resource.nullish(),
      dispatchedOrders: z.array(reference).max(crdLimits.maxOrders).nullish(),
      /** The one order the CRD reference implementation and its test tools send to order-dispatch instead of dispatchedOrders. */
      order: reference.nullish(),
      medications: resource.nullish(),
      orders: resource.nullish(),
    })
    .loose(),
  prefetch: z.record(z.string(), resource.nullable()).nullish(),
  extension: z.record(z.string(), z.unknown()).nullish(),
});
export type CdsHookRequest = z.infer<typeof CdsHookRequestSchema>;

/** The feedback entries one POST may carry: an EHR reports a user's actions on the cards of a few calls at a time. */
export const cdsFeedbackMaxEntries = 50;

/**
 * One Feedback of CDS Hooks 2.0 §Feedback: the card (its uuid), accepted (with the suggestions taken) or overridden
 * (with the reason and comment, when given: cds-fb-3), and when (an ISO 8601 instant).
 */
const CdsFeedbackEntrySchema = z
  .object({
    card: z.uuid({ message: 'card must be the uuid of a card the service returned' }),
    outcome: z.enum(['accepted', 'overridden'], { message: 'outcome must be accepted or overridden' }),
    acceptedSuggestions: z
      .array(z.object({ id: z.string().min(1).max(200) }).loose())
      .max(50)
      .optional(),
    overrideReason: z
      .object({
        reason: z
          .object({ system: z.string().max(500).optional(), code: z.string().min(1).max(200), display: z.string().max(500).optional() })
          .loose()
          .optional(),
        userComment: z.string().max(2_000).optional(),
      })
      .loose()
      .refine((value) => value.reason !== undefined || value.userComment !== undefined, { message: 'overrideReason needs a reason or a userComment' })
      .optional(),
    // An instant the database keeps: the ISO form allows the year 0000, and an offset that moves 0001 or 9999 into 0000
    // or 10000, which it does not (a 500).
    outcomeTimestamp: z.iso
      .datetime({ offset: true, message: 'outcomeTimestamp must be an ISO 8601 instant' })
      .refine((value) => new Date(value).getUTCFullYear() >= 1 && new Date(value).getUTCFullYear() <= 9999, {
        message: 'outcomeTimestamp must be an ISO 8601 instant between the years 1 and 9999',
      }),
  })
  .loose()
  .refine((entry) => entry.outcome !== 'accepted' || entry.acceptedSuggestions !== undefined, {
    message: 'an accepted outcome lists its acceptedSuggestions',
    path: ['acceptedSuggestions'],
  })
  .refine((entry) => entry.outcome === 'overridden' || entry.overrideReason === undefined, {
    message: 'overrideReason belongs to an overridden outcome only',
    path: ['overrideReason'],
  });

export const CdsFeedbackRequestSchema = z.object({ feedback: z.array(CdsFeedbackEntrySchema).min(1).max(cdsFeedbackMaxEntries) }).loose();
export type CdsFeedbackRequest = z.infer<typeof CdsFeedbackRequestSchema>;

/** Every word the service says: to the EHR's user on a card, and to the EHR's developer in a refusal. */
export const crdMessages = {
  sourceLabel: (planName: string) => planName,
  unknownService: (serviceId: string) => `There is no CDS service "${serviceId}". GET /cds-services lists the services.`,
  hookMismatch: (serviceHook: string, requestHook: string) => `This service answers the ${serviceHook} hook; the request is for ${requestHook}.`,
  notJson: 'Send the hook request as a JSON object (application/json).',
  invalidRequest: (problem: string) => `The hook request is not valid: ${problem}`,
  draftOrdersRequired: (field: string) => `The hook request's context.${field} must be a FHIR Bundle of the orders.`,
  notFhir: 'The hook request’s resources are not valid FHIR JSON: an element has another type than FHIR gives it.',
  tooManyOrders: `A hook request may carry at most ${crdLimits.maxOrders} orders.`,
  tooManyIdentifiers: `A hook request may name its patient by at most ${crdLimits.maxMemberIdentifiers} identifiers (Patient and Coverage together).`,
  tooDeep: `The hook request’s JSON nests more than ${crdLimits.maxNesting} levels deep: no FHIR resource does.`,
  missingJwt: 'The hook request must carry the CDS client’s signed JWT (Authorization: Bearer …).',
  invalidJwt:
    'The hook request’s JWT is not signed by a registered, active client system, names another issuer than the one registered, or is expired or addressed to another service.',
  replayedJwt: 'This JWT was already used: sign a new one (a new jti) for every hook call.',
  invalidFeedback: (problem: string) => `The feedback is not valid (CDS Hooks 2.0 §Feedback): ${problem}`,
  /** The coverage-information extension's reason, in words for the EHR's user. */
  reasons: {
    documentation: (documentation: string) => `The prior authorization request needs: ${documentation}.`,
    noCodes: 'The order names no CPT or HCPCS code: the plan’s requirements are set per code.',
    approvedUnderOtherAuthorization: (authorizationNumber: string) =>
      `Already approved under authorization ${authorizationNumber}: order it on its own to bill it under that authorization.`,
    noMedicalPlan: 'The patient has no medical plan with the plan on the date of service.',
    coverageCancelled: 'The coverage the EHR holds for this patient is cancelled.',
    coverageNotInForce: (start: string | null, end: string | null) =>
      `The coverage the EHR holds for this patient is not in force on the date of service (${start ?? '…'} to ${end ?? '…'}).`,
  },
  cards: {
    orderUnreadable: {
      summary: 'Coverage requirements unknown: the order could not be read',
      detail:
        'The EHR named an order the plan could not read (it was neither sent nor prefetched), so the plan cannot tell whether it needs prior authorization.',
    },
    memberUnknown: {
      summary: 'Coverage requirements unknown: patient not found in this plan',
      detail: (planName: string) =>
        `${planName} could not match this patient to one of its members from the coverage and patient the EHR sent (member id with date of birth), so it cannot tell whether these orders need prior authorization. Check the patient’s coverage, or call the plan.`,
    },
    pharmacyBenefit: {
      summary: 'Drug covered under the pharmacy benefit',
      detail: (planName: string) =>
        `${planName}’s medical benefit covers drugs given by a clinician (HCPCS J-codes); this medication falls under the member’s pharmacy benefit: check its coverage and prior authorization with the pharmacy benefit manager.`,
    },
    priorAuthorizationNeeded: {
      summary: (codes: string) => `Prior authorization needed: ${codes}`,
      detail: (documentation: string) =>
        `Submit the request before the service is performed.${documentation ? ` Documentation needed: ${documentation}.` : ''}`,
      link: 'Submit an authorization in the provider portal',
    },
    notCovered: {
      summary: 'Not covered: the patient has no medical coverage on the date of service',
      detail: (planName: string) => `${planName} has no medical plan for this patient on the date of service.`,
    },
  },
} as const;
