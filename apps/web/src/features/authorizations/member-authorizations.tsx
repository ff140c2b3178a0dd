import { Alert } from '@mantine/core';
import { type AuthorizationListRow, authorizationMessages, messages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { authorizationsExistQueryOptions } from '../../api/authorizations-api';
import { ListLoader } from './list-loader';
import type { SelectedMember } from '../../ui/member-search/member-search';
import { useErrorToast } from '../../ui/use-error-toast';
import { AuthorizationsBrowser } from './authorizations-browser';
import { Group2964InfoBox, isGroup2964 } from './group-2964-info-box';
import { NoAuthorizationsMessage } from './no-authorizations-message';

/**
 * The authorizations of the chosen member (spec 2 §4): the exists check first; none the account may see gives the
 * empty state with its steps, otherwise the list. Group 2964 gets its info box either way.
 */
export function MemberAuthorizations({
  member,
  onManage,
  focusAuthorizationId,
}: {
  member: SelectedMember;
  onManage: (row: AuthorizationListRow) => void;
  focusAuthorizationId: number | null;
}) {
  const exists = useQuery(authorizationsExistQueryOptions(member.qhid));
  useErrorToast(exists);

  const content = () => {
    if (exists.isError) {
      return (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      );
    }
    if (exists.isPending) return <ListLoader label={authorizationMessages.list.loading} />;
    if (exists.data.count === 0) return <NoAuthorizationsMessage />;
    return <AuthorizationsBrowser member={member} onManage={onManage} focusAuthorizationId={focusAuthorizationId} />;
  };

  return (
    <>
      {isGroup2964(member.groupId) && <Group2964InfoBox />}
      {content()}
    </>
  );
}
