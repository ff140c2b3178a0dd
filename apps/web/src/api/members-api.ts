import { memberEndpoints, networkLinkTrackingActions, trackingEndpoints } from '@portal/contracts';
import type { MemberNetwork, MemberRecord, MemberSearchRequest, MemberSearchResponse } from '@portal/contracts';
import { callEndpoint } from './http-client';

/** POST member/search/ (spec 2 §7): qhid > 0 is the member, 0 none, negative not matched by the names. */
export function searchMember(request: MemberSearchRequest): Promise<MemberSearchResponse> {
  return callEndpoint(memberEndpoints.search, { body: request });
}

export function fetchMember(qhid: number): Promise<MemberRecord> {
  return callEndpoint(memberEndpoints.member, { params: { qhid } });
}

export async function fetchMemberNetworks(qhid: number): Promise<MemberNetwork[]> {
  const answer = await callEndpoint(memberEndpoints.networks, { params: { qhid } });
  return answer.networkList;
}

/** The group-wide message (HTML, '' when the group has none). */
export async function fetchGroupMessage(groupId: string): Promise<string> {
  const answer = await callEndpoint(memberEndpoints.groupMessage, { params: { id: groupId } });
  return answer.groupMessage;
}

/** The Care Coordinator number of a group (its toll-free number, else the help line). */
export async function fetchGroupTollFreeNumber(groupId: string): Promise<string> {
  return (await callEndpoint(memberEndpoints.groupTollFreeNumber, { params: { id: groupId } })).phoneNumber;
}

/** Network link clicks are tracked (spec 2 §7) without holding up the link: failures are ignored. */
export function trackNetworkLink(network: Pick<MemberNetwork, 'type' | 'networkId' | 'networkName'>, qhid: number): void {
  const params = { a: networkLinkTrackingActions[network.type], b: String(qhid), c: String(network.networkId), d: network.networkName };
  callEndpoint(trackingEndpoints.withNetwork, { params }).catch(() => undefined);
}
