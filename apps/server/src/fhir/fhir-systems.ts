/** The code and identifier systems every FHIR feature (PAS, CRD) reads and writes, named once. */
export const fhirSystems = {
  npi: 'http://hl7.org/fhir/sid/us-npi',
  cpt: 'http://www.ama-assn.org/go/cpt',
  hcpcs: 'http://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets',
  hcpcsAlternate: 'https://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets',
  placeOfService: 'https://www.cms.gov/Medicare/Coding/place-of-service-codes/Place_of_Service_Code_Set',
  /** The plan's own identifiers: a member id (as on the ID card), an authorization number and a claim number. */
  memberId: 'urn:oid:2.16.840.1.113883.3.8901.1',
  authorizationNumber: 'urn:oid:2.16.840.1.113883.3.8901.2',
  claimNumber: 'urn:oid:2.16.840.1.113883.3.8901.3',
  /** HL7 v2 table 0203: an identifier's type (MB member number, TAX tax id). */
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  /** The US tax id (TIN) of an organization. */
  taxId: 'urn:oid:2.16.840.1.113883.4.4',
  /** FHIR's organization types (pay: a payer) and X12's entity identifier codes (PR: a payer). */
  organizationType: 'http://terminology.hl7.org/CodeSystem/organization-type',
  x12EntityIdentifier: 'https://codesystem.x12.org/005010/98',
} as const;

/** FHIR's data-absent-reason extension: why an element that must be present has no value. */
export const dataAbsentReasonUrl = 'http://hl7.org/fhir/StructureDefinition/data-absent-reason';

/**
 * The systems under which an identifier is one of the plan's member ids: its own, and those of the guides' example
 * payers whose members the sandbox holds (CRD's "Acme Health Plan" member number, PAS's member identification number),
 * so the certification kits' requests find them. A member id under any other system is another payer's, whatever its
 * value; one sent without a system is read as the plan's.
 */
export const memberIdSystems: ReadonlySet<string> = new Set([fhirSystems.memberId, 'http://example.org/fhir/memberidentifier', 'http://example.org/MIN']);

/** CPT and HCPCS: the codes the plan's policy is written in. */
export const procedureCodeSystems: ReadonlySet<string> = new Set([fhirSystems.cpt, fhirSystems.hcpcs, fhirSystems.hcpcsAlternate]);

/**
 * Da Vinci CRD's coverage-information extension: what the CRD service adds to an order, and what a PAS request's
 * ServiceRequest may carry back (its coverage-assertion-id ties the request to the assertion).
 */
export const coverageInformationUrl = 'http://hl7.org/fhir/us/davinci-crd/StructureDefinition/ext-coverage-information';

/** The Da Vinci PAS subscription topic: the results of pended requests (features/fhir-subscriptions), named in the CapabilityStatement. */
export const pasSubscriptionTopicUrl = 'http://hl7.org/fhir/us/davinci-pas/SubscriptionTopic/PASSubscriptionTopic';

/** The plan's NPI as payer and insurer, until it is a setting (the guides' examples use this one; PAS answers it too). */
export const planNpi = '1234567893';
