import { Stack } from '@mantine/core';
import { useSettings } from '../../api/settings-api';
import type { SelectedMember } from '../../ui/member-search/selected-member';
import { BenefitAccumulators } from './benefit-accumulators';
import { BenefitSummaryPdf } from './benefit-summary-pdf';
import { BenefitsSummaryHeader } from './benefits-summary-header';
import { CoveragePeriods } from './coverage-periods';
import { CptLookup } from './cpt-lookup';
import { useSubmitAuthorizationFlow } from './use-submit-authorization-flow';

interface MemberBenefitsProps {
  member: SelectedMember;
  onPdfLoadError: (error: Error) => void;
}

/** What the benefits lookup shows for the member found (spec 2 §2.2). */
export function MemberBenefits({ member, onPdfLoadError }: MemberBenefitsProps) {
  const isCptLookupEnabled = useSettings().data?.isCptCodeSearchEnabled ?? false;
  const submitAuthorization = useSubmitAuthorizationFlow(member);
  return (
    <Stack gap="lg">
      <BenefitsSummaryHeader member={member} onSubmitAuthorization={submitAuthorization.open} />
      <CoveragePeriods qhid={member.qhid} />
      <BenefitAccumulators qhid={member.qhid} />
      {isCptLookupEnabled && <CptLookup qhid={member.qhid} />}
      <BenefitSummaryPdf qhid={member.qhid} onLoadError={onPdfLoadError} />
      {submitAuthorization.modal}
    </Stack>
  );
}
