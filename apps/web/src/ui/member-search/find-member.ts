import { isoToUsDate, memberSearchActions, memberSearchOutcomeMessage } from '@portal/contracts';
import type { MemberSearchArea } from '@portal/contracts';
import { fetchGroupMessage, fetchMember, fetchMemberNetworks, searchMember } from '../../api/members-api';
import type { MemberSearchCriteria, SelectedMember } from './selected-member';

export type MemberSearchOutcome = { member: SelectedMember } | { message: string };

function trimmed(criteria: MemberSearchCriteria): MemberSearchCriteria {
  return {
    firstname: criteria.firstname.trim(),
    middlename: criteria.middlename.trim(),
    lastname: criteria.lastname.trim(),
    dob: criteria.dob.trim(),
    memberid: criteria.memberid.trim(),
  };
}

/**
 * The member search of spec 2 §4/§7: POST member/search/ with the area's action; on a hit the member record and
 * networks are loaded (both needed to show the result), then the group-wide message, which is informative only:
 * when it cannot be loaded the member is shown without it.
 */
export async function findMember(area: MemberSearchArea, criteria: MemberSearchCriteria): Promise<MemberSearchOutcome> {
  const sent = trimmed(criteria);
  const answer = await searchMember({ action: memberSearchActions[area], ...sent });
  const message = memberSearchOutcomeMessage(answer.qhid);
  if (message !== null) return { message };
  return { member: await loadMember(answer.qhid, sent) };
}

async function loadMember(qhid: number, criteria: MemberSearchCriteria | null): Promise<SelectedMember> {
  const [record, networks] = await Promise.all([fetchMember(qhid), fetchMemberNetworks(qhid)]);
  const groupMessage = await fetchGroupMessage(record.groupId).catch(() => '');
  const asSearched = criteria ?? {
    firstname: record.firstName,
    middlename: record.middleInitial,
    lastname: record.lastName,
    dob: isoToUsDate(record.dob),
    memberid: record.memberId,
  };
  return { ...record, networks, groupMessage, criteria: asSearched };
}

/**
 * A member the account reaches through one of its authorizations (a row of Home's at-a-glance lists, issue 17): the
 * server's member access rule answers it without a search, and the search it stands for is the member's own card.
 */
export function loadMemberOfAuthorization(qhid: number): Promise<SelectedMember> {
  return loadMember(qhid, null);
}
