import type { UseFormReturnType } from '@mantine/form';
import {
  type AuthorizationDraft,
  type DraftContext,
  isAutomationOn,
  type ProviderLookup,
  providerLookups,
  type RequestType,
  type Settings,
  workflowConfig,
  type WorkflowConfig,
} from '@portal/contracts';
import type { SelectedMember } from '../../ui/member-search/selected-member';

export type DraftForm = UseFormReturnType<AuthorizationDraft>;

/** What every section of a request needs to know besides the draft: the member, the type and its configuration. */
export interface RequestContext {
  member: SelectedMember;
  requestType: RequestType;
  isAutomation: boolean;
  config: WorkflowConfig;
  lookups: [ProviderLookup, ProviderLookup];
  draftContext: DraftContext;
}

export function requestContextOf(
  member: SelectedMember,
  requestType: RequestType,
  settings: Settings,
  codesNotRequiringAuthorization: readonly string[],
): RequestContext {
  const workflowId = requestType.authorizationWorkflowId;
  const isAutomation = isAutomationOn(workflowId, member.groupId, settings.groupLists);
  const draftContext: DraftContext = {
    workflowId,
    isAutomation,
    groupId: member.groupId,
    codesNotRequiringAuthorization: new Set(codesNotRequiringAuthorization.map((code) => code.toUpperCase())),
    isBabyAuthorizationUi: settings.isBabyAuthorizationUi,
  };
  return { member, requestType, isAutomation, config: workflowConfig(workflowId), lookups: providerLookups(draftContext), draftContext };
}
