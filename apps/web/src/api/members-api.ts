import { memberEndpoints, type MemberNetwork, type MemberSearchRequest, networkLinkTrackingActions, trackingEndpoints } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

/** POST member/search/ (spec 2 §7): qhid > 0 is the member, 0 none, negative not matched by the names. */
export const searchMember = (request: MemberSearchRequest) => callEndpoint(memberEndpoints.search, { body: request });

export const fetchMember = (qhid: number) => callEndpoint(memberEndpoints.member, { params: { qhid } });

export async function fetchMemberNetworks(qhid: number): Promise<MemberNetwork[]> {
  return (await callEndpoint(memberEndpoints.networks, { params: { qhid } })).networkList;
}

/** The group-wide message (HTML, '' when the group has none). */
export async function fetchGroupMessage(groupId: string): Promise<string> {
  return (await callEndpoint(memberEndpoints.groupMessage, { params: { id: groupId } })).groupMessage;
}

/** Network link clicks are tracked (spec 2 §7) without holding up the link: failures are ignored. */
export function trackNetworkLink(network: Pick<MemberNetwork, 'type' | 'networkId' | 'networkName'>, qhid: number): void {
  const params = { a: networkLinkTrackingActions[network.type], b: String(qhid), c: String(network.networkId), d: network.networkName };
  callEndpoint(trackingEndpoints.withNetwork, { params }).catch(() => undefined);
}

/** GET group/{id}/isSecure: a secure group's members get no coverage details and no authorization online (spec 2 §6). */
export function groupIsSecureQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: ['group', groupId, 'isSecure'],
    queryFn: () => callEndpoint(memberEndpoints.groupIsSecure, { params: { id: groupId } }),
    staleTime: 5 * 60_000,
  });
}

/** GET group/{id}/tollfreenumber: the group's Care Coordinator number ('' when it has none: the help line then). */
export function groupTollFreeNumberQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: ['group', groupId, 'tollFreeNumber'],
    queryFn: async () => (await callEndpoint(memberEndpoints.groupTollFreeNumber, { params: { id: groupId } })).phoneNumber,
    staleTime: 5 * 60_000,
  });
}
