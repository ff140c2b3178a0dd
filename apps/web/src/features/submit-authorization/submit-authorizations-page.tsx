import { Alert, Loader, Stack, Title } from '@mantine/core';
import {
  draftMessages,
  draftParam,
  formatDateTime,
  patientParam,
  routeByName,
  submitAuthorizationMemberIdParam,
  submitAuthorizationMessages as text,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { groupIsSecureQueryOptions, groupTollFreeNumberQueryOptions } from '../../api/members-api';
import { draftQueryOptions } from '../../api/authorization-drafts-api';
import { requestTypesQueryOptions } from '../../api/submit-authorization-api';
import { loadMemberOfAuthorization } from '../../ui/member-search/find-member';
import { ApiError } from '../../api/http-client';
import type { ResumedDraft } from './use-authorization-wizard';
import { useSettings } from '../../api/settings-api';
import { MemberSearch, type MemberSearchHandle, type SelectedMember } from '../../ui/member-search/member-search';
import { memberOfRouterState, type SelectedMember as Member, type SubmitAuthorizationHandoff } from '../../ui/member-search/selected-member';
import { ConfirmModal } from '../../ui/confirm-modal';

// The wizard opens once a patient is chosen: the page shows the search first without the wizard's steps, forms and
// schemas (zod), and starts loading them as soon as a patient is chosen, beside the check of the patient's plan.
const loadWizard = () => import('./authorization-wizard');
const AuthorizationWizard = lazy(() => loadWizard().then((module) => ({ default: module.AuthorizationWizard })));

function handedOverStartDate(state: unknown): string | null {
  const date = (state as Partial<SubmitAuthorizationHandoff> | null)?.expectedServiceDate;
  return typeof date === 'string' ? date : null;
}

const keyOf = (value: string | null) => (value !== null && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

interface Opened {
  member: Member | null;
  resumed: (ResumedDraft & { updatedByName: string; updatedAt: string }) | null;
}

/**
 * Submit Authorizations with an address (issue 34): `?patient=` opens the wizard for that patient, `?draft=` resumes a
 * draft of the practice at its step. Both are loaded from the server under the member access rule (a key in the
 * address is never a grant); without either, the page opens as it always did (router state or the search).
 */
export function SubmitAuthorizationsPage() {
  const [searchParams] = useSearchParams();
  const patientKey = keyOf(searchParams.get(patientParam));
  const draftKey = keyOf(searchParams.get(draftParam));
  const opened = useQuery({
    queryKey: ['submit-authorization', 'opened', patientKey, draftKey],
    enabled: patientKey !== null || draftKey !== null,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    queryFn: async ({ client }): Promise<Opened> => {
      if (draftKey !== null) {
        const [saved, types] = await Promise.all([client.fetchQuery(draftQueryOptions(draftKey)), client.ensureQueryData(requestTypesQueryOptions)]);
        const requestType = types.find((candidate) => candidate.authorizationWorkflowId === saved.authorizationWorkflowId);
        const member = await loadMemberOfAuthorization(saved.qhid);
        if (!requestType) return { member, resumed: null };
        const { draftAnswersOf } = await import('./authorization-draft');
        const resumed = {
          id: saved.id,
          requestType,
          step: saved.step,
          hasQuestionnaire: saved.hasQuestionnaire,
          isMriRelated: saved.isMriRelated,
          answers: draftAnswersOf(saved.answers),
          updatedByName: saved.updatedByName,
          updatedAt: saved.updatedAt,
        };
        return { member, resumed };
      }
      return { member: await loadMemberOfAuthorization(patientKey as number), resumed: null };
    },
  });
  if (patientKey === null && draftKey === null) return <SubmitAuthorizationsContent opened={null} failure={null} />;
  if (opened.isPending) return <Loader aria-label="Loading" />;
  const failure = opened.isError
    ? draftKey !== null && opened.error instanceof ApiError && opened.error.status === 404
      ? draftMessages.notFound
      : 'This patient could not be opened. Please search for them.'
    : null;
  return <SubmitAuthorizationsContent key={`${patientKey}-${draftKey}`} opened={opened.data ?? null} failure={failure} />;
}

/**
 * Submit Authorizations (/submit-authorizations, spec 3 §2): the patient search first (skipped when the Benefits
 * Lookup handed a member and date over), then the wizard, unless the member's group is secure. Opened from a CRD
 * card's link (?memberId=, issue 21), the search starts with that member id for the user to complete.
 */
function SubmitAuthorizationsContent({ opened, failure }: { opened: Opened | null; failure: string | null }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [handoff] = useState(() => ({
    member: opened?.member ?? memberOfRouterState(location.state),
    startDate: opened ? null : handedOverStartDate(location.state),
    resumed: opened?.resumed ?? null,
  }));
  const [member, setMember] = useState<SelectedMember | null>(handoff.member);
  const [runs, setRuns] = useState(0);
  const [isRequestActive, setIsRequestActive] = useState(false);
  const [pendingNewSearch, setPendingNewSearch] = useState<(() => void) | null>(null);
  const search = useRef<MemberSearchHandle>(null);
  const settings = useSettings().data;
  const isSecure = useQuery({ ...groupIsSecureQueryOptions(member?.groupId ?? ''), enabled: member !== null });
  const tollFree = useQuery({ ...groupTollFreeNumberQueryOptions(member?.groupId ?? ''), enabled: isSecure.data === true });
  useEffect(() => {
    if (member) void loadWizard();
  }, [member]);

  return (
    <Stack gap="lg">
      <Title order={1}>{routeByName('SubmitAuthorizations').title}</Title>
      {failure && (
        <Alert color="yellow" role="alert">
          {failure}
        </Alert>
      )}
      {handoff.resumed && member?.qhid === handoff.member?.qhid && runs === 0 && (
        <Alert color="blue" variant="light">
          {draftMessages.resumedFrom(handoff.resumed.updatedByName, formatDateTime(handoff.resumed.updatedAt))}
        </Alert>
      )}
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
          <Suspense fallback={<Loader aria-label="Loading" />}>
            <AuthorizationWizard
              key={`${member.qhid}-${runs}`}
              member={member}
              settings={settings}
              handedOverStartDate={member.qhid === handoff.member?.qhid ? handoff.startDate : null}
              resumedDraft={member.qhid === handoff.member?.qhid && runs === 0 ? handoff.resumed : null}
              onActiveChange={setIsRequestActive}
              onExit={() => {
                setRuns((count) => count + 1);
                // Exit keeps the search as typed: another request for the same patient is one Search away.
                search.current?.searchAgain();
              }}
            />
          </Suspense>
        ))}
    </Stack>
  );
}
