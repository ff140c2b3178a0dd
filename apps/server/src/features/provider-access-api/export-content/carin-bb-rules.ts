import fhirpath from 'fhirpath';
import r4Model from 'fhirpath/fhir-context/r4/index.js';

/**
 * CARIN Blue Button's key rules, for tests: its package is not in ../shared/fhir, so its claims are validated against
 * base R4 and these FHIRPath checks, written from the guide's FSH (github.com/HL7/carin-bb input/fsh:
 * EOBBaseProfile.fsh, EOBProfessionalProfile.fsh, EOBOutpatientProfile.fsh, EOBInpatientProfile.fsh,
 * CoverageProfile.fsh, CodeSystems.fsh, ValueSets.fsh), Basis (non-financial) profiles as PDex §pdex-351 names them.
 */
const carin = 'http://hl7.org/fhir/us/carin-bb/';
const claimType = "system = 'http://terminology.hl7.org/CodeSystem/claim-type'";
const discriminator = (code: string) => `category.coding.where(system = '${carin}CodeSystem/C4BBAdjudicationDiscriminator' and code = '${code}').exists()`;
const benefitPaymentStatus = `reason.coding.where(system = '${carin}CodeSystem/C4BBPayerAdjudicationStatus' and (code = 'innetwork' or code = 'outofnetwork' or code = 'other')).exists()`;
const anyCode = (codes: readonly string[]) => codes.map((code) => `code = '${code}'`).join(' or ');
/** diagnosis 1..*, each one ICD-10-CM code and one type from HL7's ex-diagnosistype or C4BB's codes as the profile allows. */
const diagnosisTypes = (hl7: readonly string[], c4bb: readonly string[]) =>
  `diagnosis.exists() and diagnosis.all(type.count() = 1 and diagnosis.ofType(CodeableConcept).coding.where(system = 'http://hl7.org/fhir/sid/icd-10-cm').exists() and type.coding.where((system = 'http://terminology.hl7.org/CodeSystem/ex-diagnosistype' and (${anyCode(hl7)})) or (system = '${carin}CodeSystem/C4BBClaimDiagnosisType' and (${anyCode(c4bb)}))).exists())`;

export interface CarinRule {
  key: string;
  expression: string;
  human: string;
}

const base: CarinRule[] = [
  { key: 'meta', expression: 'meta.lastUpdated.exists() and meta.profile.exists()', human: 'meta.lastUpdated 1..1, meta.profile 1..*' },
  {
    key: 'uniqueclaimid',
    expression: `identifier.where(type.coding.where(system = '${carin}CodeSystem/C4BBIdentifierType' and code = 'uc').exists() and value.exists()).count() = 1`,
    human: 'identifier:uniqueclaimid 1..1 (type C4BBIdentifierType#uc, value 1..1)',
  },
  { key: 'use', expression: "use = 'claim'", human: 'use = #claim' },
  { key: 'type', expression: `type.coding.where(${claimType}).exists()`, human: 'type 1..1 from HL7 claim-type (required)' },
  { key: 'billablePeriod', expression: 'billablePeriod.start.exists()', human: 'billablePeriod.start 1..1' },
  { key: 'parties', expression: 'patient.exists() and insurer.exists() and provider.exists()', human: 'patient, insurer, provider 1..1' },
  {
    key: 'insurance',
    expression: 'insurance.exists() and insurance.all(coverage.exists() and focal.exists()) and insurance.where(focal = true).count() < 2',
    human: 'insurance 1..*, coverage and focal 1..1, EOB-insurance-focal',
  },
  {
    key: 'item',
    expression: 'item.exists() and item.all(sequence.exists()) and item.adjudication.all(category.exists())',
    human: 'item 1..*, item.adjudication.category 1..1',
  },
  { key: 'careTeam', expression: 'careTeam.all(provider.exists())', human: 'careTeam.provider 1..1' },
  { key: 'related', expression: 'related.all(relationship.exists() and reference.exists())', human: 'related.relationship, related.reference 1..1' },
  { key: 'payee', expression: 'payee.exists() implies payee.type.exists()', human: 'payee.type 1..1' },
  {
    key: 'EOB-vision-item-productorservice',
    expression:
      "type.coding.where(code = 'vision' and system = 'http://terminology.hl7.org/CodeSystem/claim-type').exists() or item.productOrService.coding.where(code = 'not-applicable' and system = 'http://terminology.hl7.org/CodeSystem/data-absent-reason').exists().not()",
    human: 'productOrService not-applicable only on vision claims',
  },
  {
    key: 'non-financial',
    expression:
      'total.empty() and payment.empty() and adjudication.amount.empty() and item.adjudication.amount.empty() and item.net.empty() and item.unitPrice.empty()',
    human: 'Basis profiles for the Provider Access API: no amounts, totals or payment (CMS-0057-F, PDex §pdex-351)',
  },
];

const professional: CarinRule[] = [
  {
    key: 'prof-type',
    expression: `type.coding.where(${claimType} and (code = 'professional' or code = 'vision')).exists()`,
    human: 'type from C4BBProfessionalAndNonClinicianClaimType',
  },
  {
    key: 'EOB-prof-careTeam-practitioner',
    expression:
      "careTeam.all(role.exists() and (role.coding.where(code in ('rendering' | 'primary' | 'referring' | 'supervisor')).exists() implies provider.reference.startsWith('Practitioner/')))",
    human: 'careTeam.role 1..1; rendering, primary, referring and supervisor are practitioners',
  },
  { key: 'prof-diagnosis', expression: diagnosisTypes(['principal'], ['secondary']), human: 'diagnosis 1..*, ICD-10-CM, type principal or secondary' },
  {
    key: 'prof-item',
    expression: `item.all(serviced.exists() and location.ofType(CodeableConcept).coding.where(system = 'https://www.cms.gov/Medicare/Coding/place-of-service-codes/Place_of_Service_Code_Set').exists() and productOrService.coding.where(system = 'http://www.ama-assn.org/go/cpt' or system = 'https://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets').exists() and adjudication.where(${discriminator('benefitpaymentstatus')}).count() = 1 and adjudication.where(${discriminator('benefitpaymentstatus')}).all(${benefitPaymentStatus}))`,
    human: 'item.serviced[x] 1..1, item.location as CMS place of service 1..1, CPT/HCPCS, item.adjudication:benefitpaymentstatus 1..1',
  },
];

const institutional = (subType: 'inpatient' | 'outpatient'): CarinRule[] => [
  { key: 'inst-type', expression: `type.coding.where(${claimType} and code = 'institutional').exists()`, human: 'type = institutional' },
  {
    key: 'inst-subType',
    expression: `subType.coding.where(system = '${carin}CodeSystem/C4BBInstitutionalClaimSubType' and code = '${subType}').exists()`,
    human: `subType 1..1 = ${subType}`,
  },
  {
    key: 'EOB-inst-careTeam-practitioner',
    expression:
      "careTeam.all(role.exists() and (role.coding.where(code in ('attending' | 'primary' | 'referring' | 'supervisor')).exists() implies provider.reference.startsWith('Practitioner/')))",
    human: 'careTeam.role 1..1; attending, primary, referring and supervisor are practitioners',
  },
  {
    key: 'inst-diagnosis',
    expression:
      subType === 'inpatient'
        ? diagnosisTypes(['principal', 'admitting'], ['other', 'externalcauseofinjury'])
        : diagnosisTypes(['principal'], ['other', 'externalcauseofinjury', 'patientreasonforvisit']),
    human: 'diagnosis 1..*, ICD-10-CM, type from the institutional diagnosis types',
  },
  {
    key: 'inst-benefitpaymentstatus',
    expression: `adjudication.where(${discriminator('benefitpaymentstatus')}).count() = 1 and adjudication.where(${discriminator('benefitpaymentstatus')}).all(${benefitPaymentStatus})`,
    human: 'adjudication:benefitpaymentstatus 1..1 from C4BBPayerBenefitPaymentStatus',
  },
  ...(subType === 'inpatient'
    ? [
        {
          key: 'inpatient-admissionperiod',
          expression: `supportingInfo.where(category.coding.where(system = '${carin}CodeSystem/C4BBSupportingInfoType' and code = 'admissionperiod').exists() and timing.ofType(Period).start.exists()).count() = 1`,
          human: 'supportingInfo:admissionperiod 1..1 with timingPeriod',
        },
      ]
    : []),
];

export const carinRulesByProfile: Record<string, CarinRule[]> = {
  [`${carin}StructureDefinition/C4BB-ExplanationOfBenefit-Professional-NonClinician-Basis`]: [...base, ...professional],
  [`${carin}StructureDefinition/C4BB-ExplanationOfBenefit-Outpatient-Institutional-Basis`]: [...base, ...institutional('outpatient')],
  [`${carin}StructureDefinition/C4BB-ExplanationOfBenefit-Inpatient-Institutional-Basis`]: [...base, ...institutional('inpatient')],
  /** C4BB Coverage (on US Core Coverage) and HRex Coverage: what both require. */
  [`${carin}StructureDefinition/C4BB-Coverage`]: [
    { key: 'coverage-meta', expression: 'meta.lastUpdated.exists() and meta.profile.exists()', human: 'meta.lastUpdated 1..1' },
    {
      key: 'coverage-memberid',
      expression:
        "identifier.where(type.coding.where(system = 'http://terminology.hl7.org/CodeSystem/v2-0203' and code = 'MB').exists() and value.exists()).exists() and subscriberId.exists()",
      human: 'identifier:memberid (type MB), subscriberId',
    },
    {
      key: 'coverage-parties',
      expression: 'beneficiary.exists() and payor.count() = 1 and status.exists() and relationship.exists()',
      human: 'beneficiary, payor 1..1, status, relationship 1..1',
    },
    {
      key: 'coverage-class',
      expression:
        "class.where(type.coding.where(system = 'http://terminology.hl7.org/CodeSystem/coverage-class' and code = 'group').exists() and value.exists()).count() = 1 and class.where(type.coding.code = 'plan' and value.exists()).count() = 1",
      human: 'class:group and class:plan with their values',
    },
    { key: 'coverage-period', expression: 'period.start.exists()', human: 'period' },
  ],
};

/** Each CARIN BB rule a resource breaks for a profile, as `key: human`. */
export function carinErrors(resource: object, profile: string): string[] {
  const rules = carinRulesByProfile[profile] ?? [];
  return rules
    .filter((rule) => {
      const [holds] = fhirpath.evaluate(resource, rule.expression, {}, r4Model) as unknown[];
      return holds !== true;
    })
    .map((rule) => `${rule.key}: ${rule.human}`);
}
