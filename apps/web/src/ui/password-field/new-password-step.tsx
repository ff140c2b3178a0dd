import type { PasswordContext } from '@portal/contracts';
import { StepForm, type StepFormProps } from '../step-form/step-form';
import { PasswordField, usePasswordForm } from './password-field';

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
  const form = usePasswordForm({ context, savedPassword });
  const serverError = form.values.password === savedPassword ? savedError : null;

  return (
    <StepForm {...frame} serverError={serverError} onSubmit={form.onSubmit(({ password }) => onNext(password))}>
      <PasswordField label={label} form={form} context={context} autoFocus />
    </StepForm>
  );
}
