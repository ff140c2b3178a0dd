import type { AuthorizationListRow } from '@portal/contracts';
import type { SelectedMember } from '../../ui/member-search/member-search';
import { AuthorizationList } from './authorization-list';
import { useAuthorizationList } from './use-authorization-list';

/**
 * The list of one member's authorizations. Its year, filter, sort and page live in the address, so Return from an
 * authorization (and Back) shows the list as the user left it.
 */
export function AuthorizationsBrowser({
  member,
  onManage,
  focusAuthorizationId,
}: {
  member: SelectedMember;
  onManage: (row: AuthorizationListRow) => void;
  focusAuthorizationId: number | null;
}) {
  const list = useAuthorizationList(member.qhid);
  return <AuthorizationList list={list} onManage={onManage} focusAuthorizationId={focusAuthorizationId} />;
}
