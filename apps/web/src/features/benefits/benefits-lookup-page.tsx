import { Stack, Title } from '@mantine/core';
import { addresses, benefitSummaryFileName, routeByName } from '@portal/contracts';
import { useCallback, useRef } from 'react';
import { trackPdfError } from '../../api/pdf-error-tracking-api';
import type { MemberSearchHandle } from '../../ui/member-search/member-search';
import { PatientSearch } from '../../ui/member-search/patient-search';
import { usePatientAddress } from '../../ui/member-search/use-patient-address';
import { showErrorToast } from '../../ui/toasts';
import { ExitFeedbackModal } from './exit-feedback-modal';
import { MemberBenefits } from './member-benefits';
import { useExitFeedback } from './use-exit-feedback';

const pagePath = routeByName('BenefitsLookup').path;

/**
 * Benefits Lookup (/benefits-lookup, spec 2 §2.2): find a patient, then their benefits, coverage and precertification
 * texts. The patient found is in the address (`?patient=`, issue 34 §1), so Back returns to them and a bookmark
 * opens them again (when the account may still see them).
 */
export function BenefitsLookupPage() {
  const searchRef = useRef<MemberSearchHandle>(null);
  const patient = usePatientAddress(addresses.benefits, pagePath);
  const { member } = patient;
  const exitFeedback = useExitFeedback(member);

  // Spec 2 §4: a PDF that cannot be loaded resets the lookup, with the error toast and a tracked PDF error.
  const qhid = member?.qhid ?? null;
  const resetOnPdfError = useCallback(
    (error: Error) => {
      showErrorToast();
      trackPdfError(benefitSummaryFileName, qhid, error.message);
      searchRef.current?.searchAgain();
    },
    [qhid],
  );

  return (
    <Stack gap="lg">
      <Title order={1}>{routeByName('BenefitsLookup').title}</Title>
      <PatientSearch ref={searchRef} area="benefits" patient={patient} />
      {member && <MemberBenefits key={member.qhid} member={member} onPdfLoadError={resetOnPdfError} />}
      {exitFeedback.isOpen && <ExitFeedbackModal qhid={qhid} onDone={exitFeedback.finish} />}
    </Stack>
  );
}
