import { accountMessages, constants, isPasswordValid, type PasswordContext } from '@portal/contracts';
import { PasswordInput, Stack } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { PasswordChecklist } from './password-checklist';

export interface PasswordFieldValues {
  password: string;
  confirm: string;
  /** Settings' change of password only. */
  current: string;
}

export type PasswordForm = UseFormReturnType<PasswordFieldValues>;

interface PasswordRuleOptions {
  /** The Current Password input is shown and required (Settings: change password). */
  requiresCurrent?: boolean;
}

/** Spec 1 §5.1: the messages of the three inputs; none when the form may be submitted. */
export function passwordFieldErrors(
  values: PasswordFieldValues,
  context: PasswordContext,
  { requiresCurrent = false }: PasswordRuleOptions = {},
): Partial<Record<keyof PasswordFieldValues, string>> {
  const errors: Partial<Record<keyof PasswordFieldValues, string>> = {};
  if (requiresCurrent && values.current === '') errors.current = accountMessages.password.currentRequired;
  if (values.password === '') errors.password = accountMessages.password.required;
  else if (!isPasswordValid(values.password, context)) errors.password = accountMessages.password.doesNotMeetRules;
  if (values.confirm === '') errors.confirm = accountMessages.password.confirmRequired;
  else if (values.confirm !== values.password) errors.confirm = accountMessages.password.mismatch;
  return errors;
}

export interface PasswordFormOptions extends PasswordRuleOptions {
  /** The user id and names the password must not contain (spec 1 §5.1). */
  context: PasswordContext;
  /** The password a flow keeps from an earlier visit of its step ('' at first), confirmed. */
  savedPassword?: string;
  /** A refusal of that password by the final save, shown until the password changes. */
  savedError?: string | null;
}

/**
 * A new password's form: each input is judged when focus leaves it and on submit, the confirmation also as it is
 * typed (a mismatch shows at once); a refusal by the server is set on the input and clears as it is edited.
 */
export function usePasswordForm({ context, requiresCurrent, savedPassword = '', savedError = null }: PasswordFormOptions): PasswordForm {
  return useForm<PasswordFieldValues>({
    initialValues: { password: savedPassword, confirm: savedPassword, current: '' },
    initialErrors: savedError ? { password: savedError } : {},
    validate: (values) => passwordFieldErrors(values, context, { requiresCurrent }),
    validateInputOnBlur: true,
    validateInputOnChange: ['confirm'],
  });
}

export interface PasswordFieldProps {
  /** Label of the new password input, e.g. 'Password' or 'New Password'. */
  label: string;
  form: PasswordForm;
  /** The user id and names the checklist judges the password against (spec 1 §5.1). */
  context: PasswordContext;
  /** Shows the Current Password input (Settings: change password). */
  withCurrent?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

// Fields say they are required with aria-required rather than the native attribute, so that the
// browser's own bubble does not pre-empt the spec's messages. The show/hide toggles are focusable, so keyboard
// users can reach them (Mantine leaves them out of the tab order by default).

/** New password with its live checklist and confirmation, and optionally the current password (spec 1 §5.1). */
export function PasswordField({ label, form, context, withCurrent = false, disabled, autoFocus }: PasswordFieldProps) {
  return (
    <Stack gap="sm">
      {withCurrent && (
        <PasswordInput
          visibilityToggleFocusable
          label={accountMessages.password.currentLabel}
          name="currentPassword"
          autoComplete="current-password"
          aria-required
          maxLength={constants.passwordMaxLength}
          {...form.getInputProps('current')}
          disabled={disabled}
          autoFocus={autoFocus}
        />
      )}
      <PasswordInput
        visibilityToggleFocusable
        label={label}
        name="newPassword"
        autoComplete="new-password"
        aria-required
        maxLength={constants.passwordMaxLength}
        {...form.getInputProps('password')}
        disabled={disabled}
        autoFocus={!withCurrent && autoFocus}
      />
      <PasswordChecklist password={form.values.password} context={context} />
      <PasswordInput
        visibilityToggleFocusable
        label={accountMessages.password.confirmLabel}
        name="confirmPassword"
        autoComplete="new-password"
        aria-required
        maxLength={constants.passwordMaxLength}
        {...form.getInputProps('confirm')}
        disabled={disabled}
      />
    </Stack>
  );
}
