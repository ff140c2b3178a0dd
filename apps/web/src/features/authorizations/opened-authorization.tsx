import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { addresses, type AuthorizationListRow, type AuthorizationOverview, messages, recordAddressMessages, routeByName } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { fetchAuthorizationById } from '../../api/authorizations-api';
import { useCurrentUser } from '../../session/use-current-user';
import { MemberSearch } from '../../ui/member-search/member-search';
import { memberOfRouterState } from '../../ui/member-search/selected-member';
import { isNotFoundError, patientQueryOptions } from '../../ui/member-search/use-patient-address';
import { listAddressOf, type ReturnedToList } from '../../ui/record-navigation';
import { AuthorizationWorkspace } from './authorization-workspace';
import { Group2964InfoBox, isGroup2964 } from './group-2964-info-box';
import { ListLoader } from './list-loader';

const pagePath = routeByName('ViewAuthorizations').path;

function authorizationIdOf(value: string): number | null {
  return /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/** The row the workspace opens, from the overview (a list row has more, which the workspace does not need). */
function rowOf(overview: AuthorizationOverview): AuthorizationListRow {
  const { id, authorizationId, providerName, facilityName, status } = overview;
  return { id, authorizationNumber: authorizationId, providerName, facilityName, status, serviceFrom: '', serviceTo: '', decisionDueAt: null, totalRows: 0 };
}

/**
 * One authorization at its address (/view-authorizations/:id, issue 34 §1): the authorization and its patient, both
 * loaded from the server, which answers only an account that may see them; another practice's authorization reads as
 * an unknown one. Return goes to the patient's list as it was left (a history entry); Reset to the patient search.
 */
export function OpenedAuthorization({ idParam }: { idParam: string }) {
  const id = authorizationIdOf(idParam);
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useCurrentUser()?.token ?? '';
  const overview = useQuery({
    queryKey: ['authorization-address', session, id],
    queryFn: () => fetchAuthorizationById(queryClient, id ?? 0),
    enabled: id !== null,
    retry: false,
  });
  const qhid = overview.data?.qhid ?? null;
  const handedOver = memberOfRouterState(location.state);
  const handedMember = handedOver && handedOver.qhid === qhid ? handedOver : null;
  const patient = useQuery({ ...patientQueryOptions(qhid ?? 0, session), enabled: qhid !== null && handedMember === null, retry: false });
  const member = handedMember ?? patient.data ?? null;

  const title = <Title order={1}>{routeByName('ViewAuthorizations').title}</Title>;
  const isNotFound = id === null || isNotFoundError(overview.error) || isNotFoundError(patient.error);
  if (isNotFound || overview.isError || patient.isError) {
    return (
      <Stack gap="lg">
        {title}
        <Alert color={isNotFound ? 'yellow' : 'red'} role="alert">
          {isNotFound ? recordAddressMessages.authorizationNotFound : messages.generic.unexpectedError}
        </Alert>
        <Anchor component={Link} to={pagePath}>
          {recordAddressMessages.searchAuthorizations}
        </Anchor>
      </Stack>
    );
  }
  if (!overview.data || !member) {
    return (
      <Stack gap="lg">
        {title}
        <ListLoader label={recordAddressMessages.loadingAuthorization} />
      </Stack>
    );
  }

  const authorizationId = overview.data.id;
  const returnToList = () => {
    const state: ReturnedToList = { returnedFrom: authorizationId };
    void navigate(listAddressOf(location.state) ?? addresses.patientAuthorizations(member.qhid), { state });
  };
  return (
    <Stack gap="lg">
      {title}
      <MemberSearch
        area="authorizations"
        initialMember={member}
        onMemberChange={(chosen) => void navigate(chosen ? addresses.patientAuthorizations(chosen.qhid) : pagePath)}
      />
      {isGroup2964(member.groupId) && <Group2964InfoBox />}
      <AuthorizationWorkspace member={member} row={rowOf(overview.data)} onReturn={returnToList} onReset={() => void navigate(pagePath)} />
    </Stack>
  );
}
