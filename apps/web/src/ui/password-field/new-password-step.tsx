import type { PasswordContext } from '@portal/contracts';
import { useState } from 'react';
import { StepForm, type StepFormProps } from '../step-form/step-form';
import { isPasswordFieldValid, PasswordField } from './password-field';

export interface NewPasswordStepProps extends Pick<StepFormProps, 'intro' | 'submitLabel' | 'back'> {
  /** Label of the new password input. */
  label: string;
  /** The password the flow keeps from an earlier visit of the step ('' at first). */
  savedPassword: string;
  /** A refusal of the final save for the password: shown while the password is the one refused. */
  savedError: string | null;
  context: PasswordContext;
  /** Runs with a valid, confirmed password. */
  onNext: (password: string) => void;
}

/** A flow's new-password step: the password with its live checklist and confirmation (spec 1 §5.1). */
export function NewPasswordStep({ label, savedPassword, savedError, context, onNext, ...frame }: NewPasswordStepProps) {
  const [password, setPassword] = useState(savedPassword);
  const [confirm, setConfirm] = useState(savedPassword);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const serverError = password === savedPassword ? savedError : null;

  const submit = () => {
    setIsSubmitted(true);
    if (isPasswordFieldValid({ password, confirm }, context)) onNext(password);
  };

  return (
    <StepForm {...frame} serverError={serverError} onSubmit={submit}>
      <PasswordField
        label={label}
        value={password}
        onChange={setPassword}
        context={context}
        confirmValue={confirm}
        onConfirmChange={setConfirm}
        showErrors={isSubmitted}
        autoFocus
      />
    </StepForm>
  );
}
