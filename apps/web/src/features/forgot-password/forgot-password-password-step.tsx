import { messages } from '@portal/contracts';
import { NewPasswordStep } from '../../ui/password-field/new-password-step';
import type { ForgotPasswordStepProps } from './forgot-password-page';

/** Step 5: the new password; a pre-MFA account goes on to the mobile step, any other straight to saving. */
export function ForgotPasswordPasswordStep({ state, goTo }: ForgotPasswordStepProps) {
  return (
    <NewPasswordStep
      label={messages.accountRecovery.newPasswordLabel}
      submitLabel={messages.accountRecovery.next}
      savedPassword={state.password}
      savedError={state.serverError?.step === 5 ? state.serverError.message : null}
      context={{ userName: state.email, firstName: state.firstName, lastName: state.lastName }}
      onNext={(password) => goTo(state.preMfa ? 6 : 9, { password, serverError: null })}
    />
  );
}
