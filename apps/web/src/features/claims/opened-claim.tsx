import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { addresses, messages, recordAddressMessages, routeByName } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { claimRecordQueryOptions } from '../../api/claims-api';
import { useCurrentUser } from '../../session/use-current-user';
import { MemberSearch } from '../../ui/member-search/member-search';
import { memberOfRouterState } from '../../ui/member-search/selected-member';
import { isNotFoundError, patientQueryOptions } from '../../ui/member-search/use-patient-address';
import { listAddressOf, type ReturnedToList } from '../../ui/record-navigation';
import { ClaimDetail } from './claim-detail';
import { ClaimsLoader } from './claims-loader';

const pagePath = routeByName('ViewClaims').path;
const claimNumberPattern = /^[A-Za-z0-9-]{1,30}$/;

/**
 * One claim at its address (/view-claims/:claimNumber, issue 34 §1): the claim and its patient, both loaded from the
 * server, which answers only an account whose providers the claim is at; another practice's claim reads as an unknown
 * one. Return goes to the patient's claims as they were left (a history entry).
 */
export function OpenedClaim({ claimNumber }: { claimNumber: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useCurrentUser()?.token ?? '';
  const isWellFormed = claimNumberPattern.test(claimNumber);
  const record = useQuery({ ...claimRecordQueryOptions(claimNumber, session), enabled: isWellFormed });
  const qhid = record.data?.qhid ?? null;
  const handedOver = memberOfRouterState(location.state);
  const handedMember = handedOver && handedOver.qhid === qhid ? handedOver : null;
  const patient = useQuery({ ...patientQueryOptions(qhid ?? 0, session), enabled: qhid !== null && handedMember === null, retry: false });
  const member = handedMember ?? patient.data ?? null;

  const title = <Title order={1}>{routeByName('ViewClaims').title}</Title>;
  const isNotFound = !isWellFormed || isNotFoundError(record.error) || isNotFoundError(patient.error);
  if (isNotFound || record.isError || patient.isError) {
    return (
      <Stack gap="lg">
        {title}
        <Alert color={isNotFound ? 'yellow' : 'red'} role="alert">
          {isNotFound ? recordAddressMessages.claimNotFound : messages.generic.unexpectedError}
        </Alert>
        <Anchor component={Link} to={pagePath}>
          {recordAddressMessages.searchClaims}
        </Anchor>
      </Stack>
    );
  }
  if (!record.data || !member) {
    return (
      <Stack gap="lg">
        {title}
        <ClaimsLoader label={recordAddressMessages.loadingClaim} />
      </Stack>
    );
  }

  const { claim } = record.data;
  const returnToList = () => {
    const state: ReturnedToList = { returnedFrom: claim.claimNumber };
    void navigate(listAddressOf(location.state) ?? addresses.patientClaims(member.qhid), { state });
  };
  return (
    <Stack gap="lg">
      {title}
      <MemberSearch area="claims" initialMember={member} onMemberChange={(chosen) => void navigate(chosen ? addresses.patientClaims(chosen.qhid) : pagePath)} />
      <ClaimDetail qhid={member.qhid} claim={claim} onReturn={returnToList} />
    </Stack>
  );
}
