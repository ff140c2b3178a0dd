import { fhirSystems } from '../../../fhir/fhir-systems.js';
import { x12ReviewActionSystem } from '../../../fhir/x12-review-actions.js';

/**
 * The profiles, code systems and extensions a Provider Access export writes, named once: US Core 3.1.1 (Patient,
 * Organization, Practitioner), CARIN Blue Button's non-financial (Basis) ExplanationOfBenefit profiles and Coverage,
 * HRex Coverage, and Da Vinci PDex (prior authorization ExplanationOfBenefit, Provenance).
 */
const usCore = 'http://hl7.org/fhir/us/core/StructureDefinition/';
const carin = 'http://hl7.org/fhir/us/carin-bb/';
const pdex = 'http://hl7.org/fhir/us/davinci-pdex/';
const pas = 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/';

export const exportProfiles = {
  patient: `${usCore}us-core-patient`,
  organization: `${usCore}us-core-organization`,
  practitioner: `${usCore}us-core-practitioner`,
  /** CARIN BB's Coverage (what its EOBs reference) and HRex's (what PDex's prior authorization EOB references). */
  carinCoverage: `${carin}StructureDefinition/C4BB-Coverage`,
  hrexCoverage: 'http://hl7.org/fhir/us/davinci-hrex/StructureDefinition/hrex-coverage',
  /** CMS-0057-F asks the Provider Access API for claims without financial data: CARIN BB's Basis profiles (PDex §pdex-351). */
  professionalClaim: `${carin}StructureDefinition/C4BB-ExplanationOfBenefit-Professional-NonClinician-Basis`,
  outpatientClaim: `${carin}StructureDefinition/C4BB-ExplanationOfBenefit-Outpatient-Institutional-Basis`,
  inpatientClaim: `${carin}StructureDefinition/C4BB-ExplanationOfBenefit-Inpatient-Institutional-Basis`,
  priorAuthorization: `${pdex}StructureDefinition/pdex-priorauthorization`,
  /** PDex 2.0.0 asks meta.profile to name its version (a slice); later versions ask for the bare URL: both are named. */
  priorAuthorizationVersioned: `${pdex}StructureDefinition/pdex-priorauthorization|2.0.0`,
  provenance: `${pdex}StructureDefinition/pdex-provenance`,
} as const;

export const exportSystems = {
  ...fhirSystems,
  icd10cm: 'http://hl7.org/fhir/sid/icd-10-cm',
  claimType: 'http://terminology.hl7.org/CodeSystem/claim-type',
  diagnosisType: 'http://terminology.hl7.org/CodeSystem/ex-diagnosistype',
  processPriority: 'http://terminology.hl7.org/CodeSystem/processpriority',
  coverageClass: 'http://terminology.hl7.org/CodeSystem/coverage-class',
  /** ActCode: the type of a coverage (HIP: health insurance plan policy). */
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  subscriberRelationship: 'http://terminology.hl7.org/CodeSystem/subscriber-relationship',
  dataAbsentReason: 'http://terminology.hl7.org/CodeSystem/data-absent-reason',
  provenanceParticipantType: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type',
  usCoreProvenanceParticipantType: 'http://hl7.org/fhir/us/core/CodeSystem/us-core-provenance-participant-type',
  c4bbIdentifierType: `${carin}CodeSystem/C4BBIdentifierType`,
  c4bbAdjudicationDiscriminator: `${carin}CodeSystem/C4BBAdjudicationDiscriminator`,
  c4bbPayerAdjudicationStatus: `${carin}CodeSystem/C4BBPayerAdjudicationStatus`,
  c4bbInstitutionalClaimSubType: `${carin}CodeSystem/C4BBInstitutionalClaimSubType`,
  c4bbClaimDiagnosisType: `${carin}CodeSystem/C4BBClaimDiagnosisType`,
  c4bbClaimCareTeamRole: `${carin}CodeSystem/C4BBClaimCareTeamRole`,
  c4bbSupportingInfoType: `${carin}CodeSystem/C4BBSupportingInfoType`,
  pdexPayerDataSource: `${pdex}CodeSystem/ProvenancePayerDataSource`,
  pdexAdjudicationDiscriminator: `${pdex}CodeSystem/PDexAdjudicationDiscriminator`,
  x12ReviewAction: x12ReviewActionSystem,
} as const;

export const exportExtensions = {
  reviewAction: `${pdex}StructureDefinition/extension-reviewAction`,
  reviewActionCode: `${pdex}StructureDefinition/extension-reviewActionCode`,
  itemPreAuthIssueDate: `${pas}extension-itemPreAuthIssueDate`,
  itemPreAuthPeriod: `${pas}extension-itemPreAuthPeriod`,
  provenanceSourceFormat: `${pdex}StructureDefinition/ProvenanceSourceFrom`,
  dataAbsentReason: 'http://hl7.org/fhir/StructureDefinition/data-absent-reason',
} as const;

/** A procedure code's system: CPT codes are five digits (or four and a category letter), HCPCS Level II a letter and four. */
export const procedureSystemOf = (code: string) => (/^[A-V]\d{4}$/.test(code) ? exportSystems.hcpcsAlternate : exportSystems.cpt);
