import type { ExplanationOfBenefit, ExplanationOfBenefitDiagnosis, ExplanationOfBenefitItem } from '@medplum/fhirtypes';
import { providerAccessIds } from '../resource-ids.js';
import { exportProfiles, exportSystems, procedureSystemOf } from './export-codes.js';
import { isoDate } from './export-content.repository.js';
import { insuranceOf, patientReference, payerReference } from './member-resources.js';
import { providerReference } from './provider-resources.js';

/** A claim as the export reads it, with its codes (export-content.repository.ts findClaims, findClaimCodes). */
export interface ExportClaim {
  claimNumber: string;
  qhid: number;
  locationId: number;
  isFacility: boolean;
  dateOfService: Date | string;
  dateOfServiceEnd: Date | string;
  paidDate: Date | string | null;
  placeOfService: string;
  lastChanged: Date;
}
export interface ExportClaimCode {
  codeType: string;
  sequence: number;
  code: string;
  description: string;
}

/** Places of service where a facility's claim is for an inpatient stay (CMS POS: inpatient hospital, psychiatric facility, rehabilitation). */
const inpatientPlaces: ReadonlySet<string> = new Set(['21', '51', '61']);

export type ClaimForm = 'professional' | 'outpatient' | 'inpatient';

/**
 * Which CARIN BB profile a claim is: a facility bills on the institutional form (UB-04), inpatient when the place of
 * service is an inpatient one, outpatient otherwise; a person (a practitioner, a group billing for one) bills on the
 * professional form (CMS-1500). The billing location's isFacility is the core system's own word for that difference.
 */
export const claimFormOf = (claim: Pick<ExportClaim, 'isFacility' | 'placeOfService'>): ClaimForm =>
  !claim.isFacility ? 'professional' : inpatientPlaces.has(claim.placeOfService) ? 'inpatient' : 'outpatient';

const profileOf: Record<ClaimForm, string> = {
  professional: exportProfiles.professionalClaim,
  outpatient: exportProfiles.outpatientClaim,
  inpatient: exportProfiles.inpatientClaim,
};

const coding = (system: string, code: string, display?: string) => ({ coding: [{ system, code, ...(display ? { display } : {}) }] });

/**
 * The network status the plan paid the claim under: the core system does not record it, so C4BB's "other" (a
 * network status not told), the only honest member of C4BBPayerBenefitPaymentStatus.
 */
const benefitPaymentStatus = () => ({
  category: coding(exportSystems.c4bbAdjudicationDiscriminator, 'benefitpaymentstatus'),
  reason: coding(exportSystems.c4bbPayerAdjudicationStatus, 'other'),
});

/**
 * A claim as a non-financial CARIN BB ExplanationOfBenefit (the Basis profiles PDex names for the Provider Access API):
 * no amounts, totals or payment, which CMS-0057-F leaves out of what providers receive.
 */
export function claimExplanationOfBenefitOf(claim: ExportClaim, codes: readonly ExportClaimCode[], coverageId: number | undefined): ExplanationOfBenefit {
  const form = claimFormOf(claim);
  const from = isoDate(claim.dateOfService);
  const to = isoDate(claim.dateOfServiceEnd);
  const procedures = codes.filter((code) => code.codeType === 'cpt');
  const diagnoses = codes.filter((code) => code.codeType === 'icd');
  const otherDiagnosisType =
    form === 'professional' ? coding(exportSystems.c4bbClaimDiagnosisType, 'secondary') : coding(exportSystems.c4bbClaimDiagnosisType, 'other');
  const diagnosis: ExplanationOfBenefitDiagnosis[] = diagnoses.map((code, index) => ({
    sequence: index + 1,
    diagnosisCodeableConcept: coding(exportSystems.icd10cm, code.code, code.description),
    type: [index === 0 ? coding(exportSystems.diagnosisType, 'principal') : otherDiagnosisType],
  }));
  const serviced = from === to ? { servicedDate: from } : { servicedPeriod: { start: from, end: to } };
  const item: ExplanationOfBenefitItem[] = procedures.map((code, index) => ({
    sequence: index + 1,
    ...(form === 'professional' && diagnosis.length ? { diagnosisSequence: diagnosis.map((entry) => entry.sequence) } : {}),
    productOrService: coding(procedureSystemOf(code.code), code.code, code.description),
    ...serviced,
    ...(form === 'professional' ? { locationCodeableConcept: coding(exportSystems.placeOfService, claim.placeOfService) } : {}),
    ...(form === 'professional' ? { adjudication: [benefitPaymentStatus()] } : {}),
  }));
  const provider = providerReference(claim.locationId, claim.isFacility);
  return {
    resourceType: 'ExplanationOfBenefit',
    id: providerAccessIds.claim(claim.claimNumber),
    meta: { lastUpdated: claim.lastChanged.toISOString(), profile: [profileOf[form]] },
    identifier: [
      {
        type: coding(exportSystems.c4bbIdentifierType, 'uc', 'Unique Claim ID'),
        system: exportSystems.claimNumber,
        value: claim.claimNumber,
      },
    ],
    status: 'active',
    type: coding(exportSystems.claimType, form === 'professional' ? 'professional' : 'institutional'),
    ...(form === 'professional' ? {} : { subType: coding(exportSystems.c4bbInstitutionalClaimSubType, form) }),
    use: 'claim',
    patient: patientReference(claim.qhid),
    billablePeriod: { start: from, end: to },
    created: claim.paidDate ? `${isoDate(claim.paidDate)}T00:00:00Z` : claim.lastChanged.toISOString(),
    insurer: payerReference(),
    provider,
    outcome: 'complete',
    // The rendering provider of a professional claim is the billing practitioner (the core system keeps no other).
    ...(form === 'professional' ? { careTeam: [{ sequence: 1, provider, role: coding(exportSystems.c4bbClaimCareTeamRole, 'rendering') }] } : {}),
    ...(form === 'inpatient'
      ? { supportingInfo: [{ sequence: 1, category: coding(exportSystems.c4bbSupportingInfoType, 'admissionperiod'), timingPeriod: { start: from, end: to } }] }
      : {}),
    diagnosis,
    insurance: [insuranceOf(coverageId)],
    item,
    ...(form === 'professional' ? {} : { adjudication: [benefitPaymentStatus()] }),
  };
}
