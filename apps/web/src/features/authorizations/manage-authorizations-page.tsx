import { Stack, Title } from '@mantine/core';
import { addresses, type AuthorizationListRow, isAuthorizationShowFilter, openAuthorizationParam, routeByName } from '@portal/contracts';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PatientSearch } from '../../ui/member-search/patient-search';
import { usePatientAddress } from '../../ui/member-search/use-patient-address';
import { type OpenedFromList, returnedFromOf } from '../../ui/record-navigation';
import { AuthorizationsToShow } from './authorizations-to-show';
import { MemberAuthorizations } from './member-authorizations';

const pagePath = routeByName('ViewAuthorizations').path;

/** The id of the old e-mail link `?authorization=<id>` (issue 18), when it names one. */
function legacyAuthorizationId(value: string | null): number | null {
  return value !== null && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * Manage Authorizations (/view-authorizations, spec 2 §2.5; allowed while impersonating). Every place has its address
 * (issue 34 §1): the patient search; a patient's list (`?patient=<qhid>`, with its year, filter, sort and page); one
 * authorization (`/view-authorizations/:id`, authorization-page.tsx), opened with its patient. Opened from one of Home's counts (?show=), the
 * page first lists the authorizations that count stands for (issue 17). The old notice link (`?authorization=<id>`)
 * replaces itself with the authorization's address.
 */
export function ManageAuthorizationsPage() {
  const [searchParams] = useSearchParams();
  const legacyId = legacyAuthorizationId(searchParams.get(openAuthorizationParam));
  if (legacyId !== null) return <Navigate to={addresses.authorization(legacyId)} replace />;
  return <PatientAuthorizations />;
}

function PatientAuthorizations() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const show = searchParams.get('show');
  const patient = usePatientAddress(addresses.patientAuthorizations, pagePath);
  const returnedFrom = returnedFromOf(location.state);

  /** Manage: the authorization's address, remembering this list's (with its year, filter, sort and page). */
  const manage = (row: Pick<AuthorizationListRow, 'id'>) => {
    const state: OpenedFromList = { listAddress: `${location.pathname}${location.search}` };
    void navigate(addresses.authorization(row.id), { state });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{routeByName('ViewAuthorizations').title}</Title>
      {isAuthorizationShowFilter(show) && <AuthorizationsToShow key={show} show={show} onManage={manage} openingId={null} />}
      <PatientSearch area="authorizations" patient={patient} />
      {/* Keyed by member: a new patient starts with the newest year, the default sort and no authorization open. */}
      {patient.member && (
        <MemberAuthorizations
          key={patient.member.qhid}
          member={patient.member}
          onManage={manage}
          focusAuthorizationId={typeof returnedFrom === 'number' ? returnedFrom : null}
        />
      )}
    </Stack>
  );
}
