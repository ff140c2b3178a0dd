import type { Group, GroupMember, Parameters, Patient } from '@medplum/fhirtypes';
import { fhirSystems } from '../../../fhir/fhir-systems.js';
import { providerAccessIds } from '../resource-ids.js';

/** The PDex canonical URLs the Groups name (PDex 2.2: Provider Access v1 attribution and v2 member match). */
const pdex = 'http://hl7.org/fhir/us/davinci-pdex';
export const pdexUrls = {
  matchGroupProfile: `${pdex}/StructureDefinition/pdex-provider-member-match`,
  noMatchGroupProfile: `${pdex}/StructureDefinition/pdex-provider-member-no-match`,
  providerGroupProfile: `${pdex}/StructureDefinition/pdex-provider-group`,
  matchResponseProfile: `${pdex}/StructureDefinition/provider-parameters-multi-member-match-bundle-out`,
  matchResultSystem: `${pdex}/CodeSystem/PdexMultiMemberMatchResultCS`,
  attributionSystem: `${pdex}/CodeSystem/PdexMemberAttributionCS`,
  matchParametersExtension: `${pdex}/StructureDefinition/base-ext-match-parameters`,
  /** Da Vinci ATR, the attributed Group's base profile: the list is final (worked out, not a draft). */
  attributionListStatusExtension: 'http://hl7.org/fhir/us/davinci-atr/StructureDefinition/ext-attributionListStatus',
} as const;

/** One member of a stored Group, as a Group resource names it. */
export interface GroupMemberRow {
  qhid: number;
  periodStart: Date | null;
  periodEnd: Date | null;
}

export interface StoredGroup {
  id: string;
  kind: 'attributed' | 'matched';
  refreshedAt: Date;
  expiresAt: Date | null;
  /** The client organization the Group is for: its identifier (usually an NPI) and name. */
  organizationIdentifier: string;
  clientName: string;
}

const isNpi = (value: string) => /^\d{10}$/.test(value);
const dateOf = (instant: Date) => instant.toISOString().slice(0, 10);
const coding = (system: string, code: string, display: string) => ({ coding: [{ system, code, display }] });

/** The client organization as the Groups name it: by NPI when its identifier is one. */
const organizationReference = (group: Pick<StoredGroup, 'organizationIdentifier' | 'clientName'>) => ({
  ...(isNpi(group.organizationIdentifier) ? { identifier: { system: fhirSystems.npi, value: group.organizationIdentifier } } : {}),
  display: group.clientName,
});

/** The plan, which manages every Group: the Organization the exports write as `plan`. */
const managingEntity = (planName: string) => ({ reference: `Organization/${providerAccessIds.payer()}`, display: planName });

const periodOf = (start: Date | null, end: Date | null) =>
  start || end ? { period: { ...(start ? { start: start.toISOString() } : {}), ...(end ? { end: end.toISOString() } : {}) } } : {};

/**
 * A stored Group as `GET Group/{id}` answers it: a matched Group as PDex's Provider Member Match Group, an attributed
 * Group as PDex's Provider Group (ATR). Its members are the Patients the export writes (`member-<qhid>`).
 */
export function groupResource(group: StoredGroup, members: readonly GroupMemberRow[], planName: string): Group {
  const isMatched = group.kind === 'matched';
  const code = isMatched
    ? coding(pdexUrls.matchResultSystem, 'match', 'Matched')
    : coding(pdexUrls.attributionSystem, 'pdexprovidergroup', 'PDex Provider Group');
  return {
    resourceType: 'Group',
    id: group.id,
    meta: { lastUpdated: group.refreshedAt.toISOString(), profile: [isMatched ? pdexUrls.matchGroupProfile : pdexUrls.providerGroupProfile] },
    ...(isMatched ? {} : { extension: [{ url: pdexUrls.attributionListStatusExtension, valueCode: 'final' }] }),
    ...(isNpi(group.organizationIdentifier) ? { identifier: [{ system: fhirSystems.npi, value: group.organizationIdentifier }] } : {}),
    active: true,
    type: 'person',
    actual: true,
    code,
    name: isMatched ? `Members matched for ${group.clientName}` : `Members attributed to ${group.clientName}`,
    managingEntity: managingEntity(planName),
    characteristic: [
      {
        code,
        valueReference: organizationReference(group),
        exclude: false,
        period: { start: dateOf(group.refreshedAt), ...(group.expiresAt ? { end: group.expiresAt.toISOString() } : {}) },
      },
    ],
    quantity: members.length,
    ...(members.length > 0
      ? {
          member: members.map((member): GroupMember => ({
            entity: { reference: `Patient/${providerAccessIds.patient(member.qhid)}` },
            ...periodOf(member.periodStart, member.periodEnd),
            inactive: false,
          })),
        }
      : {}),
  };
}

/** The outcome of one MemberBundle: matched to a member, or not (no match, attestation not verified, not sharing). */
export type BundleOutcome = { patient: Patient; qhid: number | null };

/**
 * The $provider-member-match answer (PDex provider-parameters-multi-member-match-bundle-out): MatchedMembers always
 * (the stored Group: its id is what $davinci-data-export takes), NonMatchedMembers when any bundle did not match,
 * with the submitted Patients contained. Members who opted out or whose group is secure are in NonMatchedMembers: the
 * guide's privacy default (§pdex-261a) suppresses ConsentConstrainedMembers so opting out is not disclosed.
 */
export function memberMatchAnswer(group: StoredGroup, outcomes: readonly BundleOutcome[], planName: string): Parameters {
  const submittedId = (index: number) => `submitted-${index + 1}`;
  const contained = (index: number, patient: Patient): Patient => {
    // Only the demographics the provider sent come back; its own ids and text are not ours to echo.
    const { resourceType, name, gender, birthDate, identifier } = patient;
    return {
      resourceType,
      id: submittedId(index),
      ...(identifier ? { identifier } : {}),
      ...(name ? { name } : {}),
      ...(gender ? { gender } : {}),
      ...(birthDate ? { birthDate } : {}),
    };
  };
  const matched = outcomes.flatMap((outcome, index) => (outcome.qhid === null ? [] : [{ index, outcome, qhid: outcome.qhid }]));
  const unmatched = outcomes.flatMap((outcome, index) => (outcome.qhid === null ? [{ index, outcome }] : []));
  const matchReference = (index: number) => ({ url: pdexUrls.matchParametersExtension, valueReference: { reference: `#${submittedId(index)}` } });
  const seen = new Set<number>();
  const matchedMembers = matched.filter(({ qhid }) => (seen.has(qhid) ? false : (seen.add(qhid), true)));

  const matchedGroup: Group = {
    resourceType: 'Group',
    id: group.id,
    meta: { lastUpdated: group.refreshedAt.toISOString(), profile: [pdexUrls.matchGroupProfile] },
    ...(matchedMembers.length > 0 ? { contained: matchedMembers.map(({ index, outcome }) => contained(index, outcome.patient)) } : {}),
    ...(isNpi(group.organizationIdentifier) ? { identifier: [{ system: fhirSystems.npi, value: group.organizationIdentifier }] } : {}),
    active: true,
    type: 'person',
    actual: true,
    code: coding(pdexUrls.matchResultSystem, 'match', 'Matched'),
    managingEntity: managingEntity(planName),
    characteristic: [
      {
        code: coding(pdexUrls.matchResultSystem, 'match', 'Matched'),
        valueReference: organizationReference(group),
        exclude: false,
        period: { start: dateOf(group.refreshedAt), ...(group.expiresAt ? { end: group.expiresAt.toISOString() } : {}) },
      },
    ],
    quantity: matchedMembers.length,
    ...(matchedMembers.length > 0
      ? {
          member: matchedMembers.map(({ index, qhid }) => ({
            entity: { reference: `Patient/${providerAccessIds.patient(qhid)}`, extension: [matchReference(index)] },
            inactive: false,
          })),
        }
      : {}),
  };
  const parameter: NonNullable<Parameters['parameter']> = [{ name: 'MatchedMembers', resource: matchedGroup }];
  if (unmatched.length > 0) {
    const noMatchGroup: Group = {
      resourceType: 'Group',
      meta: { lastUpdated: group.refreshedAt.toISOString(), profile: [pdexUrls.noMatchGroupProfile] },
      contained: unmatched.map(({ index, outcome }) => contained(index, outcome.patient)),
      ...(isNpi(group.organizationIdentifier) ? { identifier: [{ system: fhirSystems.npi, value: group.organizationIdentifier }] } : {}),
      active: true,
      type: 'person',
      actual: true,
      code: coding(pdexUrls.matchResultSystem, 'nomatch', 'Not Matched'),
      managingEntity: managingEntity(planName),
      quantity: unmatched.length,
      member: unmatched.map(({ index }) => ({
        entity: { reference: `#${submittedId(index)}`, extension: [{ ...matchReference(index) }] },
        inactive: false,
      })),
    };
    parameter.push({ name: 'NonMatchedMembers', resource: noMatchGroup });
  }
  return { resourceType: 'Parameters', meta: { profile: [pdexUrls.matchResponseProfile] }, parameter };
}
