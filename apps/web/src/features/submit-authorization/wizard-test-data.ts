import type { Settings } from '@portal/contracts';
import { mariaNetworks, mariaRecord } from '../../ui/member-search/member-search-test-data';
import type { SelectedMember } from '../../ui/member-search/selected-member';

/** Maria Lopez as the wizard receives her from the member search, for the Submit Authorizations tests. */
export const wizardMember: SelectedMember = {
  ...mariaRecord,
  networks: mariaNetworks,
  groupMessage: '',
  criteria: { firstname: '', middlename: '', lastname: '', dob: '04/12/1985', memberid: 'M100000001' },
};

/** Group lists that name no group: no workflow is automated (DME is, for every group not excluded). */
export const emptyGroupLists: Settings['groupLists'] = {
  standardWorkflowGroups: [],
  unplannedWorkflowGroups: [],
  maternityWorkflowGroups: [],
  dmeExclusionGroups: [],
  disableAuthEditsGroups: [],
  postSubmissionExclusionGroups: [],
};
