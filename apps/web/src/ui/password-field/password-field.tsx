import { accountMessages, constants, type PasswordContext, type PasswordForm, passwordFormSchema } from '@portal/contracts';
import { PasswordInput, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PasswordChecklist } from './password-checklist';
import { useSchemaForm } from '../schema-form/use-schema-form';

export interface PasswordFormOptions {
  /** The password a flow kept from an earlier visit of its step ('' at first); the confirmation starts equal. */
  initialPassword?: string;
  /** Settings: the Current Password must be given too. */
  requiresCurrent?: boolean;
  /** Runs when the new password changes (a refusal of the old one no longer applies). */
  onPasswordChange?: () => void;
}

/** A form that sets a password, validated by the contracts' rules for this user (spec 1 §5.1). */
export function usePasswordForm(context: PasswordContext, options: PasswordFormOptions = {}) {
  const { initialPassword = '', requiresCurrent = false, onPasswordChange } = options;
  return useSchemaForm<PasswordForm>(passwordFormSchema(context, { requiresCurrent }), {
    initialValues: { password: initialPassword, confirm: initialPassword, current: '' },
    // A confirmation that differs says so as it is typed.
    validateInputOnChange: ['confirm'],
    onValuesChange: (values, previous) => {
      if (values.password !== previous.password) onPasswordChange?.();
    },
  });
}

export interface PasswordFieldProps {
  form: UseFormReturnType<PasswordForm>;
  /** Label of the new password input, e.g. 'Password' or 'New Password'. */
  label: string;
  /** The user id and names the password must not contain (spec 1 §5.1): the checklist shows them. */
  context: PasswordContext;
  /** Settings: the Current Password input is shown. */
  hasCurrent?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

// Fields say they are required with aria-required rather than the native attribute, so that the
// browser's own bubble does not pre-empt the spec's messages. The show/hide toggles are focusable, so keyboard
// users can reach them (Mantine leaves them out of the tab order by default).

/**
 * New password with its live checklist and confirmation, and optionally the current password (spec 1 §5.1). A
 * submit shows every message; before it, a field left empty says so, and a confirmation that differs says so as it
 * is typed.
 */
export function PasswordField({ form, label, context, hasCurrent = false, disabled, autoFocus }: PasswordFieldProps) {
  const { values, errors } = form;
  // The confirmation is checked again when the password it must equal changes.
  const validateConfirmation = () => {
    if (form.getValues().confirm !== '') form.validateField('confirm');
  };

  return (
    <Stack gap="sm">
      {hasCurrent && (
        <PasswordInput
          visibilityToggleFocusable
          label={accountMessages.password.currentLabel}
          name="currentPassword"
          autoComplete="current-password"
          aria-required
          maxLength={constants.passwordMaxLength}
          value={values.current}
          onChange={(event) => form.setFieldValue('current', event.currentTarget.value)}
          onBlur={() => form.validateField('current')}
          error={errors.current ?? null}
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
        value={values.password}
        onChange={(event) => {
          form.setFieldValue('password', event.currentTarget.value);
          validateConfirmation();
        }}
        onBlur={() => {
          if (form.getValues().password === '') form.validateField('password');
        }}
        error={errors.password ?? null}
        disabled={disabled}
        autoFocus={!hasCurrent && autoFocus}
      />
      <PasswordChecklist password={values.password} context={context} />
      <PasswordInput
        visibilityToggleFocusable
        label={accountMessages.password.confirmLabel}
        name="confirmPassword"
        autoComplete="new-password"
        aria-required
        maxLength={constants.passwordMaxLength}
        value={values.confirm}
        onChange={(event) => form.setFieldValue('confirm', event.currentTarget.value)}
        onBlur={() => form.validateField('confirm')}
        error={errors.confirm ?? null}
        disabled={disabled}
      />
    </Stack>
  );
}
