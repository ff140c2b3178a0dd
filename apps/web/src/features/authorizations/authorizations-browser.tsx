import type { AuthorizationListRow } from '@portal/contracts';
import { useState } from 'react';
import type { SelectedMember } from '../../ui/member-search/member-search';
import { AuthorizationList } from './authorization-list';
import { AuthorizationWorkspace } from './authorization-workspace';
import { useAuthorizationList } from './use-authorization-list';

/**
 * The list and the opened authorization of one member. The list's year, filter, sort and page live here, so Return
 * shows the list as the user left it. Opened from one of Home's lists, it starts with that authorization open.
 */
export function AuthorizationsBrowser({
  member,
  onReset,
  initialAuthorization = null,
}: {
  member: SelectedMember;
  onReset: () => void;
  initialAuthorization?: AuthorizationListRow | null;
}) {
  const list = useAuthorizationList(member.qhid);
  const [opened, setOpened] = useState<AuthorizationListRow | null>(initialAuthorization);
  const [returnedFrom, setReturnedFrom] = useState<number | null>(null);

  if (opened) {
    return (
      <AuthorizationWorkspace
        member={member}
        row={opened}
        onReturn={() => {
          setReturnedFrom(opened.id);
          setOpened(null);
        }}
        onReset={onReset}
      />
    );
  }
  return <AuthorizationList list={list} onManage={setOpened} focusAuthorizationId={returnedFrom} />;
}
