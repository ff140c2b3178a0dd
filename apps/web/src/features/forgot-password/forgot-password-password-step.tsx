import { messages } from '@portal/contracts';
import { useState } from 'react';
import { isPasswordFieldValid, PasswordField } from '../../ui/password-field/password-field';
import type { ForgotPasswordStepProps } from './forgot-password-page';
import { ForgotPasswordStepForm } from './forgot-password-step-form';

/** Step 5: the new password; a pre-MFA account goes on to the mobile step, any other straight to saving. */
export function ForgotPasswordPasswordStep({ state, goTo }: ForgotPasswordStepProps) {
  const [password, setPassword] = useState(state.password);
  const [confirm, setConfirm] = useState(state.password);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const context = { userName: state.email, firstName: state.firstName, lastName: state.lastName };
  const serverError = state.serverError?.step === 5 && password === state.password ? state.serverError.message : null;

  const submit = () => {
    setIsSubmitted(true);
    if (isPasswordFieldValid({ password, confirm }, context)) goTo(state.preMfa ? 6 : 9, { password, serverError: null });
  };

  return (
    <ForgotPasswordStepForm serverError={serverError} onSubmit={submit}>
      <PasswordField
        label={messages.accountRecovery.newPasswordLabel}
        value={password}
        onChange={setPassword}
        context={context}
        confirmValue={confirm}
        onConfirmChange={setConfirm}
        showErrors={isSubmitted}
        autoFocus
      />
    </ForgotPasswordStepForm>
  );
}
