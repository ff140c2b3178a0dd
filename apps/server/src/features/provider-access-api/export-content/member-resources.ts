import type { Coverage, Organization, Patient, Reference } from '@medplum/fhirtypes';
import { providerAccessIds } from '../resource-ids.js';
import { exportExtensions, exportProfiles, exportSystems } from './export-codes.js';
import { isoDate } from './export-content.repository.js';

/** The member as the export reads them (export-content.repository.ts findMembers). */
export interface ExportMember {
  qhid: number;
  memberId: string;
  firstName: string;
  middleInitial: string | null;
  lastName: string;
  dob: Date | string;
  sex: string;
  groupId: string;
  groupName: string;
}

export interface ExportCoverage {
  id: number;
  qhid: number;
  planOptionName: string;
  effectiveDate: Date | string;
  termDate: Date | string;
}

export const patientReference = (qhid: number): Reference<Patient> => ({ reference: `Patient/${providerAccessIds.patient(qhid)}` });
export const payerReference = (): Reference<Organization> => ({ reference: `Organization/${providerAccessIds.payer()}` });

const memberIdentifier = (memberId: string) => ({
  type: { coding: [{ system: exportSystems.identifierType, code: 'MB' }] },
  system: exportSystems.memberId,
  value: memberId,
});

/** US Core 3.1.1 Patient: the plan's member id, name, gender and birth date. */
export function patientOf(member: ExportMember): Patient {
  return {
    resourceType: 'Patient',
    id: providerAccessIds.patient(member.qhid),
    meta: { profile: [exportProfiles.patient] },
    identifier: [memberIdentifier(member.memberId)],
    name: [{ family: member.lastName, given: member.middleInitial ? [member.firstName, member.middleInitial] : [member.firstName] }],
    gender: member.sex === 'F' ? 'female' : member.sex === 'M' ? 'male' : 'unknown',
    birthDate: isoDate(member.dob),
  };
}

/**
 * A coverage row as C4BB Coverage and HRex Coverage both read it: the member is the beneficiary, the card's member
 * id the subscriber id, the plan the payor, the group and plan option the classes. The plan does not record who
 * the subscriber is or how the member relates to them: the relationship says so (data-absent-reason), never a guess.
 */
export function coverageOf(coverage: ExportCoverage, member: ExportMember, lastUpdated: Date): Coverage {
  return {
    resourceType: 'Coverage',
    id: providerAccessIds.coverage(coverage.id),
    meta: { lastUpdated: lastUpdated.toISOString(), profile: [exportProfiles.carinCoverage, exportProfiles.hrexCoverage] },
    identifier: [memberIdentifier(member.memberId)],
    status: 'active',
    type: { coding: [{ system: exportSystems.actCode, code: 'HIP', display: 'health insurance plan policy' }] },
    subscriberId: member.memberId,
    beneficiary: patientReference(member.qhid),
    relationship: { extension: [{ url: exportExtensions.dataAbsentReason, valueCode: 'unknown' }] },
    period: { start: isoDate(coverage.effectiveDate), end: isoDate(coverage.termDate) },
    payor: [payerReference()],
    class: [
      { type: { coding: [{ system: exportSystems.coverageClass, code: 'group' }] }, value: member.groupId, name: member.groupName },
      { type: { coding: [{ system: exportSystems.coverageClass, code: 'plan' }] }, value: coverage.planOptionName, name: coverage.planOptionName },
    ],
  };
}

/** The member's coverage on a date: the one in force then, else (a claim outside every period) none. */
export function coverageOn(coveragesOfMember: readonly ExportCoverage[], date: string): ExportCoverage | undefined {
  return coveragesOfMember.find((coverage) => isoDate(coverage.effectiveDate) <= date && date <= isoDate(coverage.termDate));
}

/**
 * An EOB's insurance: the member's coverage in force on the date of service, or, when none was on file then (a
 * claim the plan paid under a coverage since removed), the plan's coverage named without a reference.
 */
export const insuranceOf = (coverageId: number | undefined) => ({
  focal: true,
  coverage:
    coverageId === undefined
      ? { display: 'Coverage not on file for the date of service' }
      : { reference: `Coverage/${providerAccessIds.coverage(coverageId)}` },
});
