import { fhirSystems } from '../../fhir/fhir-systems.js';
import { x12ReviewActionSystem } from '../../fhir/x12-review-actions.js';

/** The code systems, profiles and extensions of Da Vinci PAS 2.2.1 this server reads and writes, named once. */

const pasBase = 'http://hl7.org/fhir/us/davinci-pas';

export const pasExtension = (name: string) => `${pasBase}/StructureDefinition/${name}`;
export const pasProfile = (name: string) => `${pasBase}/StructureDefinition/${name}`;

export const pasProfiles = {
  responseBundle: pasProfile('profile-pas-response-bundle'),
  inquiryResponseBundle: pasProfile('profile-pas-inquiry-response-bundle'),
  claimResponse: pasProfile('profile-claimresponse'),
  claimInquiryResponse: pasProfile('profile-claiminquiryresponse'),
  insurer: pasProfile('profile-insurer'),
  requestor: pasProfile('profile-requestor'),
  subscriber: pasProfile('profile-subscriber'),
  beneficiary: pasProfile('profile-beneficiary'),
} as const;

export const pasSystems = {
  ...fhirSystems,
  x12ServiceType: 'https://codesystem.x12.org/005010/1365',
  x12ReviewAction: x12ReviewActionSystem,
  x12RejectReason: 'https://codesystem.x12.org/005010/901',
  x12FollowUpAction: 'https://codesystem.x12.org/005010/889',
  x12EntityIdentifier: 'https://codesystem.x12.org/005010/98',
  claimType: 'http://terminology.hl7.org/CodeSystem/claim-type',
  adjudication: 'http://terminology.hl7.org/CodeSystem/adjudication',
  processPriority: 'http://terminology.hl7.org/CodeSystem/processpriority',
} as const;
