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
      medications: resource.nullish(),
      orders: resource.nullish(),
    })
    .loose(),
  prefetch: z.record(z.string(), resource.nullable()).nullish(),
  extension: z.record(z.string(), z.unknown()).nullish(),
});
export type CdsHookRequest = z.infer<typeof CdsHookRequestSchema>;

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
    drugsNotDecided: {
      summary: 'Drug coverage is not decided here',
      detail: (planName: string) =>
        `${planName}’s prior authorization service covers medical services and equipment; ask the member’s pharmacy benefit about this medication.`,
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
