/**
 * How /api/docs (the OpenAPI document) describes the FHIR API: each /fhir route's summary, what it takes and
 * answers, and the SMART scope it needs. The FHIR routes validate their bodies themselves (they are FHIR, not the
 * portal's contracts), so these are words for integrators, written next to nothing else.
 */
export const fhirSecurityScheme = 'smartBackendServices';

const fhirDoc = (summary: string, description: string, scope?: string) => ({
  tags: ['FHIR (Da Vinci PAS)'],
  summary,
  description,
  ...(scope ? { security: [{ [fhirSecurityScheme]: [scope] }] } : { security: [] }),
});

export const fhirRouteDocs = {
  token: fhirDoc(
    'SMART Backend Services token',
    'OAuth 2.0 client credentials with a signed JWT (private_key_jwt): form fields grant_type=client_credentials, scope, client_assertion_type=urn:ietf:params:oauth:client-assertion-type:jwt-bearer and client_assertion (RS384 or ES384, iss = sub = the client id, aud = this URL, at most 5 minutes, a jti used once), verified against the JWKS the plan registered for the client. Answers { access_token, token_type, expires_in: 300, scope }; errors as OAuth JSON.',
  ),
  authorize: fhirDoc(
    'OAuth authorization endpoint (none granted)',
    'Named in the CapabilityStatement because SMART\u2019s oauth-uris extension requires it. This server grants client credentials only: every request is answered 400 { error: unsupported_response_type } and never redirected.',
  ),
  smartConfiguration: fhirDoc('SMART configuration', 'The token endpoint, the authentication methods and algorithms, and the scopes a client may be allowed.'),
  metadata: fhirDoc('CapabilityStatement', 'What this FHIR R4 server supports: the PAS operations, Subscriptions on the PAS topic, SMART Backend Services.'),
  submit: fhirDoc(
    'Claim/$submit: a prior-authorization request',
    'A Da Vinci PAS 2.2.1 Request Bundle (application/fhir+json; 2.0.1 bundles are read too) in; a PAS Response Bundle out: its ClaimResponse gives preAuthRef (the authorization number), preAuthPeriod, and each item, by its sequence, the X12 306 review action: A1 certified, A3 not certified (the reason in processNote), A4 pended for a reviewer (the decision follows by subscription), A6 modified (the authorized version as addItem). The same bundle sent again under the same Bundle.identifier answers the first response and creates nothing; other content under a used Bundle.identifier is refused (422, OperationOutcome). Each item\u2019s trace numbers, its date (only when it gave one) and the Claim\u2019s identifiers are echoed. An update (Claim.related prior), a cancellation (certification type 3) or an extension (4) acts on the authorization it names. A bundle that is not a PAS bundle gets a 4xx with one OperationOutcome; an unknown member gets a ClaimResponse with outcome error.',
    'system/Claim.c',
  ),
  inquire: fhirDoc(
    'Claim/$inquire: the state of earlier requests',
    'A PAS Inquiry Request Bundle in (member identifier, the requesting or rendering provider; optionally item trace numbers, authorization numbers on the items or insurance.preAuthRef, and service dates, which narrow the answer); a Parameters out with one Inquiry Response Bundle per matching authorization of the client\u2019s own providers, each as it stands now with its own identifiers (requests made in the portal too).',
    'system/Claim.r',
  ),
  subscriptionCreate: fhirDoc(
    'Create a Subscription',
    'An R4 backport Subscription on http://hl7.org/fhir/us/davinci-pas/SubscriptionTopic/PASSubscriptionTopic, rest-hook, application/fhir+json, full-resource, filtered by orgIdentifier (or org-identifier) = the client\u2019s organization identifier or one of its NPIs, to an endpoint the plan registered for the client. A handshake is sent at once; each decision of a pended request then sends a notification carrying the full PAS Response Bundle, numbered per subscription, delivered by a durable queue with retries.',
    'system/Subscription.c',
  ),
  subscriptionSearch: fhirDoc('The client\u2019s Subscriptions', 'A searchset Bundle of the calling client\u2019s own subscriptions.', 'system/Subscription.r'),
  subscriptionRead: fhirDoc(
    'Read a Subscription',
    'One of the calling client\u2019s subscriptions, with its status and events since start.',
    'system/Subscription.r',
  ),
  subscriptionStatus: fhirDoc(
    'The status of a Subscription ($status)',
    'A searchset Bundle holding the subscription\u2019s SubscriptionStatus (an R4 Parameters, backport-subscription-status-r4, type query-status): its status, the events since it started and, in error, why. The calling client\u2019s own subscriptions only. Each notification\u2019s status entry names this call.',
    'system/Subscription.r',
  ),
  subscriptionStatuses: fhirDoc(
    'The status of the client\u2019s Subscriptions ($status)',
    'A searchset Bundle holding the SubscriptionStatus (type query-status) of each of the calling client\u2019s own subscriptions; `id` and `status` (repeated or comma-separated) keep those named.',
    'system/Subscription.r',
  ),
  subscriptionUpdate: fhirDoc(
    'Update a Subscription',
    'Replaces the subscription; a new endpoint is handshaken again; status off stops it.',
    'system/Subscription.u',
  ),
  subscriptionDelete: fhirDoc('Delete a Subscription', 'Stops and removes one of the calling client\u2019s subscriptions (204).', 'system/Subscription.d'),
} as const;
