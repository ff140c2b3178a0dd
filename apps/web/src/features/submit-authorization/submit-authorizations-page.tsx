import { Alert, Loader, Stack, Title } from '@mantine/core';
import { routeByName, submitAuthorizationMemberIdParam, submitAuthorizationMessages as text } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { groupIsSecureQueryOptions, groupTollFreeNumberQueryOptions } from '../../api/members-api';
import { useSettings } from '../../api/settings-api';
import { MemberSearch, type MemberSearchHandle, type SelectedMember } from '../../ui/member-search/member-search';
import { memberOfRouterState, type SubmitAuthorizationHandoff } from '../../ui/member-search/selected-member';
import { AuthorizationWizard } from './authorization-wizard';
import { ConfirmModal } from '../../ui/confirm-modal';

function handedOverStartDate(state: unknown): string | null {
  const date = (state as Partial<SubmitAuthorizationHandoff> | null)?.expectedServiceDate;
  return typeof date === 'string' ? date : null;
}

/**
 * Submit Authorizations (/submit-authorizations, spec 3 §2): the patient search first (skipped when the Benefits
 * Lookup handed a member and date over), then the wizard, unless the member's group is secure. Opened from a CRD
 * card's link (?memberId=, issue 21), the search starts with that member id for the user to complete.
 */
export function SubmitAuthorizationsPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [handoff] = useState(() => ({ member: memberOfRouterState(location.state), startDate: handedOverStartDate(location.state) }));
  const [member, setMember] = useState<SelectedMember | null>(handoff.member);
  const [runs, setRuns] = useState(0);
  const [isRequestActive, setIsRequestActive] = useState(false);
  const [pendingNewSearch, setPendingNewSearch] = useState<(() => void) | null>(null);
  const search = useRef<MemberSearchHandle>(null);
  const settings = useSettings().data;
  const isSecure = useQuery({ ...groupIsSecureQueryOptions(member?.groupId ?? ''), enabled: member !== null });
  const tollFree = useQuery({ ...groupTollFreeNumberQueryOptions(member?.groupId ?? ''), enabled: isSecure.data === true });

  return (
    <Stack gap="lg">
      <Title order={1}>{routeByName('SubmitAuthorizations').title}</Title>
      <MemberSearch
        ref={search}
        area="submit"
        initialMember={handoff.member}
        initialMemberId={searchParams.get(submitAuthorizationMemberIdParam) ?? ''}
        onMemberChange={setMember}
        // A new patient drops the request being entered: ask first (spec 3 §2 leave warning).
        onNewSearchRequest={(proceed) => (isRequestActive ? setPendingNewSearch(() => proceed) : proceed())}
      />
      <ConfirmModal
        opened={pendingNewSearch !== null}
        title={text.leaveWarning.title}
        text={text.leaveWarning.text}
        onNo={() => setPendingNewSearch(null)}
        onYes={() => {
          pendingNewSearch?.();
          setPendingNewSearch(null);
          setIsRequestActive(false);
        }}
      />
      {member &&
        (isSecure.isPending || !settings ? (
          <Loader aria-label="Loading" />
        ) : isSecure.isError ? (
          <Alert color="red">The patient’s plan could not be checked. Please search again.</Alert>
        ) : isSecure.data ? (
          <Alert color="yellow" role="alert">
            {text.secureGroup(tollFree.data || settings.helpPhone)}
          </Alert>
        ) : (
          <AuthorizationWizard
            key={`${member.qhid}-${runs}`}
            member={member}
            settings={settings}
            handedOverStartDate={member.qhid === handoff.member?.qhid ? handoff.startDate : null}
            onActiveChange={setIsRequestActive}
            onExit={() => {
              setRuns((count) => count + 1);
              // Exit keeps the search as typed: another request for the same patient is one Search away.
              search.current?.searchAgain();
            }}
          />
        ))}
    </Stack>
  );
}
