import type { SelectedMember } from './selected-member';
import { apiPrefix, endpointPath, memberEndpoints, trackingEndpoints } from '@portal/contracts';
import type { MemberNetwork, MemberRecord } from '@portal/contracts';

/** Demo member 1 as the server describes it (demo-member-list: Maria Lopez, covered, claims at the provider's locations). */
export const mariaRecord: MemberRecord = {
  qhid: 1000001,
  groupId: '100',
  dob: '1985-04-12',
  sex: 'F',
  firstName: 'Maria',
  middleInitial: 'A',
  lastName: 'Lopez',
  memberId: 'm100000001',
};

export const mariaNetworks: MemberNetwork[] = [
  {
    networkId: 1,
    networkName: 'Evergreen Select',
    type: 'P',
    networkUrl: 'https://networks.example.com/evergreen-select',
    memberNetworkUrl: '',
    linkOut: true,
  },
  {
    networkId: 7,
    networkName: 'National Wrap Network',
    type: 'W',
    networkUrl: 'https://networks.example.com/national-wrap',
    memberNetworkUrl: '',
    linkOut: true,
  },
];

export const groupMessageHtml = '<p>Group <strong>100</strong> uses the Evergreen Select network.</p><script>window.hacked = true</script>';

export const memberSearchKeys = {
  search: `POST ${apiPrefix}${endpointPath(memberEndpoints.search)}`,
  member: (qhid = mariaRecord.qhid) => `GET ${apiPrefix}${endpointPath(memberEndpoints.member, { qhid: qhid })}`,
  networks: (qhid = mariaRecord.qhid) => `GET ${apiPrefix}${endpointPath(memberEndpoints.networks, { qhid: qhid })}`,
  groupMessage: (groupId = mariaRecord.groupId) => `GET ${apiPrefix}${endpointPath(memberEndpoints.groupMessage, { id: groupId })}`,
  networkClick: (action: string, networkId: number, name: string) =>
    `POST ${apiPrefix}${endpointPath(trackingEndpoints.withNetwork, { a: action, b: mariaRecord.qhid, c: networkId, d: name })}`,
};

/** Stub answers of a search that finds Maria (add or override others per test). */
export function mariaFoundHandlers(groupMessage = groupMessageHtml) {
  return {
    [memberSearchKeys.search]: () => ({ body: { qhid: mariaRecord.qhid, firstName: 'Maria', middleInitial: 'A', lastName: 'Lopez' } }),
    [memberSearchKeys.member()]: () => ({ body: mariaRecord }),
    [memberSearchKeys.networks()]: () => ({ body: { networkList: mariaNetworks } }),
    [memberSearchKeys.groupMessage()]: () => ({ body: { groupId: mariaRecord.groupId, groupMessage } }),
  };
}

/** Maria as a found member, as the Benefits Lookup hands her over in router state. */
export const maria: SelectedMember = {
  ...mariaRecord,
  networks: mariaNetworks,
  groupMessage: '',
  criteria: { firstname: '', middlename: '', lastname: '', dob: '04/12/1985', memberid: 'M100000001' },
};
