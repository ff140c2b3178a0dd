import { Stack, Title } from '@mantine/core';
import { routeByName } from '@portal/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { MemberSearch, type SelectedMember } from '../../ui/member-search/member-search';
import { memberOfRouterState } from '../../ui/member-search/selected-member';
import { MemberClaims } from './member-claims';

/**
 * View Claims (/view-claims, spec 2 §2.3; allowed while impersonating): the patient search, then that patient's
 * claims. A member handed over by the Benefits Lookup (router state `{ member }`) is shown without a new search.
 */
export function ViewClaimsPage() {
  const location = useLocation();
  const [handedOver] = useState(() => memberOfRouterState(location.state));
  const [member, setMember] = useState<SelectedMember | null>(handedOver);
  return (
    <Stack gap="lg">
      <Title order={1}>{routeByName('ViewClaims').title}</Title>
      <MemberSearch area="claims" initialMember={handedOver} onMemberChange={setMember} />
      {/* Keyed by member: a new patient starts with the newest year, the default sort and the first page. */}
      {member && <MemberClaims key={member.qhid} qhid={member.qhid} />}
    </Stack>
  );
}
