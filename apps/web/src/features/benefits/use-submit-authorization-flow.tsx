import { routeByName } from '@portal/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SelectedMember, SubmitAuthorizationHandoff } from '../../ui/member-search/selected-member';
import { NoCoverageModal, SecureGroupModal } from './care-coordinator-modals';
import { StartDateModal } from './start-date-modal';

type Step = { kind: 'startDate' } | { kind: 'noCoverage'; phoneNumber: string } | { kind: 'secureGroup'; phoneNumber: string };

/**
 * Submit Authorization from the benefits lookup: the start date modal, then the no-coverage or secure-group modal,
 * or /submit-authorizations with the member and the date in router state.
 */
export function useSubmitAuthorizationFlow(member: SelectedMember) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step | null>(null);
  const close = () => setStep(null);

  const modal =
    step?.kind === 'startDate' ? (
      <StartDateModal
        member={member}
        onClose={close}
        onOutcome={(outcome, expectedServiceDate) => {
          if (outcome.kind !== 'covered') {
            setStep(outcome);
            return;
          }
          const handoff: SubmitAuthorizationHandoff = { member, expectedServiceDate };
          void navigate(routeByName('SubmitAuthorizations').path, { state: handoff });
        }}
      />
    ) : step?.kind === 'noCoverage' ? (
      <NoCoverageModal qhid={member.qhid} phoneNumber={step.phoneNumber} onClose={close} />
    ) : step?.kind === 'secureGroup' ? (
      <SecureGroupModal phoneNumber={step.phoneNumber} onClose={close} />
    ) : null;

  return { open: () => setStep({ kind: 'startDate' }), modal };
}
