import type { Settings } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { mriCodeListsQueryOptions } from '../../api/submit-authorization-api';
import { mariaNetworks, mariaRecord } from '../../ui/member-search/member-search-test-data';
import type { SelectedMember } from '../../ui/member-search/selected-member';
import type { MriCodeLists } from './questionnaire/mri-questionnaire-decision';
import { useAuthorizationWizard } from './use-authorization-wizard';

type WizardOptions = Parameters<typeof useAuthorizationWizard>[0];

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

/** Renders the wizard's hook for Maria with a fresh query cache, the MRI and spine lists in it when given. */
export function renderWizardHook(options: Pick<WizardOptions, 'settings'> & Partial<WizardOptions>, mriCodeLists?: MriCodeLists) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (mriCodeLists)
    queryClient.setQueryData(mriCodeListsQueryOptions.queryKey, { mriCodes: [...mriCodeLists.mriCodes], spineCodes: [...mriCodeLists.spineCodes] });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
  return renderHook(() => useAuthorizationWizard({ member: wizardMember, codesNotRequiringAuthorization: [], handedOverStartDate: null, ...options }), {
    wrapper,
  });
}
