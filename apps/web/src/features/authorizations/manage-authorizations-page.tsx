import { Stack, Title } from '@mantine/core';
import { type AuthorizationListRow, type AuthorizationShowRow, isAuthorizationShowFilter, openAuthorizationParam, routeByName } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { fetchAuthorizationById } from '../../api/authorizations-api';
import { loadMemberOfAuthorization } from '../../ui/member-search/find-member';
import { MemberSearch, type SelectedMember } from '../../ui/member-search/member-search';
import { memberOfRouterState } from '../../ui/member-search/selected-member';
import { showErrorToast } from '../../ui/toasts';
import { AuthorizationsToShow } from './authorizations-to-show';
import { MemberAuthorizations } from './member-authorizations';

/**
 * Manage Authorizations (/view-authorizations, spec 2 §2.5; allowed while impersonating): the patient search, then
 * that patient's authorizations. A member handed over by the Benefits Lookup is shown without a new search. Reset
 * (in an opened authorization) starts the whole page again. Opened from one of Home's counts (?show=), the page
 * first lists the authorizations that count stands for (issue 17). Opened from a notice (?authorization=id, issue 18),
 * it opens that authorization with its patient, both loaded from the server, which answers only an account that may
 * see them.
 */
export function ManageAuthorizationsPage() {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const show = searchParams.get('show');
  const toOpen = Number(searchParams.get(openAuthorizationParam));
  const queryClient = useQueryClient();
  const [handedOver, setHandedOver] = useState(() => memberOfRouterState(location.state));
  const [member, setMember] = useState<SelectedMember | null>(handedOver);
  const [resetCount, setResetCount] = useState(0);
  const [openingId, setOpeningId] = useState<number | null>(null);
  const [opened, setOpened] = useState<AuthorizationListRow | null>(null);

  const reset = () => {
    setHandedOver(null);
    setMember(null);
    setOpened(null);
    setResetCount((count) => count + 1);
  };

  /** A patient chosen by a search opens with their list, never with an authorization of another list open. */
  const chooseMember = (chosen: SelectedMember | null) => {
    setOpened(null);
    setMember(chosen);
  };

  /** Manage in a Home list: the row's patient becomes the chosen one (as if handed over) with the row open. */
  const manage = async (row: AuthorizationShowRow) => {
    setOpeningId(row.id);
    try {
      const patient = await loadMemberOfAuthorization(row.qhid);
      setHandedOver(patient);
      setMember(patient);
      const { id, authorizationNumber, providerName, facilityName, status, serviceFrom, serviceTo } = row;
      setOpened({ id, authorizationNumber, providerName, facilityName, status, serviceFrom, serviceTo, decisionDueAt: null, totalRows: 0 });
      // Remounts the search with the patient shown as handed over, and their list with the row open.
      setResetCount((count) => count + 1);
    } catch {
      showErrorToast();
    } finally {
      setOpeningId(null);
    }
  };

  /** A notice's authorization: its overview tells its patient, loaded as a Home list's is; the link is then spent. */
  useEffect(() => {
    if (!Number.isSafeInteger(toOpen) || toOpen <= 0) return;
    let isCurrent = true;
    void (async () => {
      try {
        const overview = await fetchAuthorizationById(queryClient, toOpen);
        const patient = await loadMemberOfAuthorization(overview.qhid);
        if (!isCurrent) return;
        setHandedOver(patient);
        setMember(patient);
        setOpened({
          id: overview.id,
          authorizationNumber: overview.authorizationId,
          providerName: overview.providerName,
          facilityName: overview.facilityName,
          status: overview.status,
          serviceFrom: '',
          serviceTo: '',
          decisionDueAt: null,
          totalRows: 0,
        });
        setResetCount((count) => count + 1);
      } catch {
        if (isCurrent) showErrorToast();
      } finally {
        if (isCurrent) {
          setSearchParams(
            (params) => {
              params.delete(openAuthorizationParam);
              return params;
            },
            { replace: true },
          );
        }
      }
    })();
    return () => {
      isCurrent = false;
    };
  }, [toOpen, queryClient, setSearchParams]);

  return (
    <Stack gap="lg" key={resetCount}>
      <Title order={1}>{routeByName('ViewAuthorizations').title}</Title>
      {isAuthorizationShowFilter(show) && <AuthorizationsToShow key={show} show={show} onManage={(row) => void manage(row)} openingId={openingId} />}
      <MemberSearch area="authorizations" initialMember={handedOver} onMemberChange={chooseMember} />
      {/* Keyed by member: a new patient starts with the newest year, the default sort and no authorization open. */}
      {member && <MemberAuthorizations key={member.qhid} member={member} onReset={reset} initialAuthorization={opened} />}
    </Stack>
  );
}
