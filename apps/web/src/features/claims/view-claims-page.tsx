import { Stack, Title } from '@mantine/core';
import { addresses, type Claim, routeByName } from '@portal/contracts';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PatientSearch } from '../../ui/member-search/patient-search';
import { usePatientAddress } from '../../ui/member-search/use-patient-address';
import { type OpenedFromList, returnedFromOf } from '../../ui/record-navigation';
import { MemberClaims } from './member-claims';
import { OpenedClaim } from './opened-claim';

const pagePath = routeByName('ViewClaims').path;

/**
 * View Claims (/view-claims, spec 2 §2.3; allowed while impersonating). Every place has its address (issue 34 §1):
 * the patient search; a patient's claims (`?patient=<qhid>`, with the year, sort and page); one claim
 * (`/view-claims/:claimNumber`), opened with its patient. A member handed over by the Benefits Lookup (router state
 * `{ member }`) is shown without loading them again.
 */
export function ViewClaimsPage() {
  const { claimNumber } = useParams();
  if (claimNumber !== undefined) return <OpenedClaim key={claimNumber} claimNumber={claimNumber} />;
  return <PatientClaims />;
}

function PatientClaims() {
  const location = useLocation();
  const navigate = useNavigate();
  const patient = usePatientAddress(addresses.patientClaims, pagePath);
  const returnedFrom = returnedFromOf(location.state);
  const view = (claim: Claim) => {
    const state: OpenedFromList = { listAddress: `${location.pathname}${location.search}` };
    void navigate(addresses.claim(claim.claimNumber), { state });
  };
  return (
    <Stack gap="lg">
      <Title order={1}>{routeByName('ViewClaims').title}</Title>
      <PatientSearch area="claims" patient={patient} />
      {/* Keyed by member: a new patient starts with the newest year, the default sort and the first page. */}
      {patient.member && (
        <MemberClaims
          key={patient.member.qhid}
          qhid={patient.member.qhid}
          onView={view}
          focusClaimNumber={typeof returnedFrom === 'string' ? returnedFrom : null}
        />
      )}
    </Stack>
  );
}
