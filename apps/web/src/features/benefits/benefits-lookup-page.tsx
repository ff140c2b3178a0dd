import { Stack, Title } from '@mantine/core';
import { benefitSummaryFileName, routeByName } from '@portal/contracts';
import { useCallback, useRef, useState } from 'react';
import { trackPdfError } from '../../api/pdf-error-tracking-api';
import { MemberSearch, type MemberSearchHandle } from '../../ui/member-search/member-search';
import type { SelectedMember } from '../../ui/member-search/selected-member';
import { showErrorToast } from '../../ui/toasts';
import { ExitFeedbackModal } from './exit-feedback-modal';
import { MemberBenefits } from './member-benefits';
import { useExitFeedback } from './use-exit-feedback';

/** Benefits Lookup (/benefits-lookup, spec 2 §2.2): find a patient, then their benefits, coverage and precertification texts. */
export function BenefitsLookupPage() {
  const searchRef = useRef<MemberSearchHandle>(null);
  const [member, setMember] = useState<SelectedMember | null>(null);
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
      <MemberSearch ref={searchRef} area="benefits" onMemberChange={setMember} />
      {member && <MemberBenefits member={member} onPdfLoadError={resetOnPdfError} />}
      {exitFeedback.isOpen && <ExitFeedbackModal qhid={qhid} onDone={exitFeedback.finish} />}
    </Stack>
  );
}
