import { messages, routeByName } from '@portal/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useSettings } from '../../api/settings-api';
import { ForgotPasswordAnswerStep } from './forgot-password-answer-step';
import { ForgotPasswordCodeStep } from './forgot-password-code-step';
import { ForgotPasswordLookupStep } from './forgot-password-lookup-step';
import { ForgotPasswordMethodStep } from './forgot-password-method-step';
import { ForgotPasswordMobileStep } from './forgot-password-mobile-step';
import { ForgotPasswordPasswordStep } from './forgot-password-password-step';
import { ForgotPasswordQuestionsStep } from './forgot-password-questions-step';
import { ForgotPasswordSaveStep } from './forgot-password-save-step';
import { type ForgotPasswordState, forgotPasswordFlow, forgotPasswordStepOf, forgotPasswordStepPath } from './forgot-password-state';
import { ForgotPasswordTermsStep } from './forgot-password-terms-step';
import { RecoveryError, RecoveryFrame } from '../../ui/account-recovery/recovery-frame';

export interface ForgotPasswordStepProps {
  state: ForgotPasswordState;
  /** Saves the step's values and opens `step`. */
  goTo: (step: number, changes?: Partial<ForgotPasswordState>) => void;
}

const text = messages.accountRecovery;
// Step 3's title is its choice's label (CodeMethodForm): one heading, which also names the radio group.
const stepTitles: Record<number, string> = {
  2: text.securityQuestionTitle,
  4: text.codeTitle,
  5: text.newPasswordTitle,
  6: text.mobileTitle,
  7: text.securityQuestionsTitle,
  8: text.termsTitle,
};

/**
 * ForgotPassword1..9 (spec 1 §2.7, §4.4). The server holds the flow; the browser keeps the step reached and,
 * in memory only, the new password and answers until step 9 saves them. A step ahead of the one reached
 * sends the user back to it.
 */
export function ForgotPasswordPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const step = forgotPasswordStepOf(pathname);
  const state = forgotPasswordFlow.use();
  const { data: settings } = useSettings();

  const isPreMfaStep = step >= 6 && step <= 8;
  if (step > state.reachedStep || (isPreMfaStep && !state.preMfa && !state.locked && !state.accountLocked)) {
    return <Navigate to={forgotPasswordStepPath(state.reachedStep)} replace />;
  }

  const goTo = (next: number, changes: Partial<ForgotPasswordState> = {}) => {
    forgotPasswordFlow.update({ ...changes, reachedStep: next });
    void navigate(forgotPasswordStepPath(next));
  };
  const props = { state, goTo };
  const isLockedOut = state.locked || state.accountLocked;

  return (
    <RecoveryFrame title={routeByName('ForgotPassword1').title} stepTitle={isLockedOut ? undefined : stepTitles[step]}>
      {state.accountLocked ? (
        <RecoveryError>
          <Text inherit>{messages.forgotPassword.disabledUntilUnlocked}</Text>
          <Anchor component={Link} to={`/unlock-account-step-1?email=${encodeURIComponent(state.email)}`} fw={600}>
            {text.unlockAccountLink}
          </Anchor>
        </RecoveryError>
      ) : state.locked ? (
        <RecoveryError>{messages.forgotPassword.locked(settings?.supportEmail ?? '')}</RecoveryError>
      ) : (
        <>
          {step === 1 && <ForgotPasswordLookupStep {...props} />}
          {step === 2 && <ForgotPasswordAnswerStep {...props} />}
          {step === 3 && <ForgotPasswordMethodStep {...props} />}
          {step === 4 && <ForgotPasswordCodeStep {...props} />}
          {step === 5 && <ForgotPasswordPasswordStep {...props} />}
          {step === 6 && <ForgotPasswordMobileStep {...props} />}
          {step === 7 && <ForgotPasswordQuestionsStep {...props} />}
          {step === 8 && <ForgotPasswordTermsStep {...props} />}
          {step === 9 && <ForgotPasswordSaveStep {...props} />}
        </>
      )}
    </RecoveryFrame>
  );
}
