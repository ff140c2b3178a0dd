import { isoDateOf } from '@portal/contracts';
import { buildAuthorizationClaims } from './demo-authorization-claims.js';
import { buildAuthorization, randomAuthorizationSpec, type AuthorizationRow, type AuthorizationSpec } from './demo-authorizations.js';
import {
  buildAuthorizationDetails,
  type ExtensionRow,
  type NoteRow,
  type OutcomeRow,
  type ProcedureRow,
  type StatusChangeRow,
} from './demo-authorization-details.js';
import { buildClaim, randomClaimSpecs, type ClaimCodeRow, type ClaimRow, type ClaimSpec } from './demo-claims.js';
import { fixedAuthorizationSpecs, fixedClaimSpecs, frequentPatientMemberId } from './demo-fixed-activity.js';
import { demoMembers, qhidOf } from './demo-member-list.js';
import { buildFixedMember, buildRandomMember, type CoverageRow, type MemberNetworkRow, type MemberRow } from './demo-members.js';
import { isFacilityLocation, providerLocationCount } from './demo-providers.js';
import type { Random } from './random.js';

export interface MemberBlock {
  members: MemberRow[];
  coverages: CoverageRow[];
  memberNetworks: MemberNetworkRow[];
  claims: ClaimRow[];
  claimCodes: ClaimCodeRow[];
  authorizations: AuthorizationRow[];
  authorizationProcedures: ProcedureRow[];
  authorizationExtensions: ExtensionRow[];
  authorizationOutcomes: OutcomeRow[];
  authorizationNotes: NoteRow[];
  authorizationStatusChanges: StatusChangeRow[];
}

/** Running numbers shared by all blocks, so claim and authorization numbers (and detail row ids) stay unique. */
export interface PopulationState {
  claimSequence: number;
  authorizationSequence: number;
  detailSequences: { procedure: number; extension: number };
}

export const newPopulationState = (): PopulationState => ({ claimSequence: 0, authorizationSequence: 0, detailSequences: { procedure: 0, extension: 0 } });

const allLocationIds = Array.from({ length: providerLocationCount }, (_, index) => index + 1);
const individualLocationIds = allLocationIds.filter((id) => !isFacilityLocation(id));
const facilityLocationIds = allLocationIds.filter((id) => isFacilityLocation(id));

/** Share of random members with claims and with authorizations. */
const claimShare = 0.35;
const authorizationShare = 0.12;

/**
 * Members `start` to `end - 1` with their coverage, networks, claims and authorizations. Each member draws from
 * its own random stream, so a member's rows do not depend on the block size or on the members before it.
 */
export function buildMemberBlock(start: number, end: number, now: Date, root: Random, state: PopulationState): MemberBlock {
  const block: MemberBlock = {
    members: [],
    coverages: [],
    memberNetworks: [],
    claims: [],
    claimCodes: [],
    authorizations: [],
    authorizationProcedures: [],
    authorizationExtensions: [],
    authorizationOutcomes: [],
    authorizationNotes: [],
    authorizationStatusChanges: [],
  };
  const nowYear = now.getUTCFullYear();
  // The demo's days are UTC days, so the same seed makes the same data on any machine.
  const today = isoDateOf(now, 'UTC');
  for (let memberIndex = start; memberIndex < end; memberIndex += 1) {
    const random = root.fork(`member:${memberIndex}`);
    const fixed = demoMembers[memberIndex];
    const qhid = qhidOf(memberIndex);
    const generated = fixed ? buildFixedMember(fixed, qhid, nowYear, random) : buildRandomMember(memberIndex, qhid, nowYear, random);
    block.members.push(generated.member);
    block.coverages.push(...generated.coverages);
    block.memberNetworks.push(...generated.networks);

    let claimSpecs: ClaimSpec[] = [];
    let authorizationSpecs: AuthorizationSpec[] = [];
    if (fixed) {
      claimSpecs = fixedClaimSpecs(generated, now, random);
      authorizationSpecs = fixedAuthorizationSpecs(generated);
    } else {
      if (random.chance(claimShare)) {
        claimSpecs = randomClaimSpecs(qhid, random.int(1, 5), { from: generated.coveredFrom, to: generated.coveredTo }, now, allLocationIds, random);
      }
      if (generated.isCoveredNow && random.chance(authorizationShare)) {
        const member = { qhid, sex: generated.member.sex };
        const count = random.int(1, 3);
        for (let index = 0; index < count; index += 1) {
          authorizationSpecs.push(randomAuthorizationSpec(member, individualLocationIds, facilityLocationIds, random));
        }
      }
    }
    for (const spec of claimSpecs) {
      state.claimSequence += 1;
      const { claim, codes } = buildClaim(spec, state.claimSequence, today, random);
      block.claims.push(claim);
      block.claimCodes.push(...codes);
    }
    for (const spec of authorizationSpecs) {
      state.authorizationSequence += 1;
      const authorization = buildAuthorization(spec, state.authorizationSequence, now, random);
      const details = buildAuthorizationDetails(authorization, spec, now, state.detailSequences);
      block.authorizations.push(authorization);
      block.authorizationProcedures.push(...details.procedures);
      block.authorizationExtensions.push(...details.extensions);
      block.authorizationOutcomes.push(...details.outcomes);
      block.authorizationNotes.push(...details.notes);
      block.authorizationStatusChanges.push(...details.statusChanges);
      // The frequent patient's claims are a fixed number (the paging benchmark's): its visits are among them.
      if (fixed?.memberId !== frequentPatientMemberId) {
        const used = buildAuthorizationClaims(authorization, details, today);
        block.claims.push(...used.claims);
        block.claimCodes.push(...used.codes);
      }
    }
  }
  return block;
}
