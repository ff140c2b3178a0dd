import { Stack, Title } from '@mantine/core';
import { isAuthorizationShowFilter, routeByName } from '@portal/contracts';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { MemberSearch, type SelectedMember } from '../../ui/member-search/member-search';
import { memberOfRouterState } from '../../ui/member-search/selected-member';
import { AuthorizationsToShow } from './authorizations-to-show';
import { MemberAuthorizations } from './member-authorizations';

/**
 * Manage Authorizations (/view-authorizations, spec 2 §2.5; allowed while impersonating): the patient search, then
 * that patient's authorizations. A member handed over by the Benefits Lookup is shown without a new search. Reset
 * (in an opened authorization) starts the whole page again. Opened from one of Home's counts (?show=), the page
 * first lists the authorizations that count stands for (issue 17).
 */
export function ManageAuthorizationsPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const show = searchParams.get('show');
  const [handedOver, setHandedOver] = useState(() => memberOfRouterState(location.state));
  const [member, setMember] = useState<SelectedMember | null>(handedOver);
  const [resetCount, setResetCount] = useState(0);

  const reset = () => {
    setHandedOver(null);
    setMember(null);
    setResetCount((count) => count + 1);
  };

  return (
    <Stack gap="lg" key={resetCount}>
      <Title order={1}>{routeByName('ViewAuthorizations').title}</Title>
      {isAuthorizationShowFilter(show) && <AuthorizationsToShow key={show} show={show} />}
      <MemberSearch area="authorizations" initialMember={handedOver} onMemberChange={setMember} />
      {/* Keyed by member: a new patient starts with the newest year, the default sort and no authorization open. */}
      {member && <MemberAuthorizations key={member.qhid} member={member} onReset={reset} />}
    </Stack>
  );
}
