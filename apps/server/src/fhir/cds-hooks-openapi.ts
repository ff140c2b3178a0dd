/** How /api/docs describes the CDS Hooks service (issue 21): words for EHR integrators, next to nothing else. */
export const cdsHooksSecurityScheme = 'cdsHooksJwt';

const doc = (summary: string, description: string, isSigned: boolean) => ({
  tags: ['CDS Hooks (Da Vinci CRD)'],
  summary,
  description,
  security: isSigned ? [{ [cdsHooksSecurityScheme]: [] }] : [],
});

export const cdsHooksRouteDocs = {
  discovery: doc(
    'CDS Hooks discovery',
    'The plan\u2019s Coverage Requirements Discovery services (Da Vinci CRD 2.2): order-sign-crd, order-select-crd, order-dispatch-crd and appointment-book-crd answer coverage information; encounter-start-crd and encounter-discharge-crd answer no cards. Each lists the prefetch templates it reads.',
    false,
  ),
  service: doc(
    'Call a CDS service',
    'A CDS Hooks request (application/json) signed by the EHR: Authorization: Bearer <JWT> with iss, sub = the client id the plan registered, aud = this service\u2019s URL, at most 5 minutes, a jti used once, signed with a key of the registered JWKS. Answers { cards, systemActions }: one update per order with the CRD coverage-information extension (covered, pa-needed no-auth / auth-needed / satisfied, doc-needed, questionnaire, date, coverage-assertion-id), a card per order that needs prior authorization with a link to Submit Authorizations, and a card when the patient is not one of the plan\u2019s members or a medication is ordered. Missing prefetch is read from the EHR\u2019s fhirServer only when that server is registered for the client.',
    true,
  ),
  feedback: doc(
    'Feedback on a service\u2019s cards',
    'CDS Hooks 2.0 feedback (application/json), signed as a hook call (aud = this URL or the service\u2019s): { feedback: [{ card: the card\u2019s uuid, outcome: accepted (with acceptedSuggestions) | overridden (with an optional overrideReason { reason, userComment }), outcomeTimestamp }] }. Kept with the client system that sent it; answers 200 {}.',
    true,
  ),
  questionnaire: {
    tags: ['FHIR (Da Vinci PAS)'],
    summary: 'A questionnaire the coverage information names',
    description: 'mri-questionnaire or spine-questionnaire: the MRI questionnaire as the portal asks it, as a FHIR Questionnaire.',
    security: [],
  },
} as const;
