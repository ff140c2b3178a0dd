import { accountMessages, constants, isPasswordValid, type PasswordContext } from '@portal/contracts';
import { PasswordInput, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PasswordChecklist } from './password-checklist';

export interface PasswordFieldProps {
  /** Label of the new password input, e.g. 'Password' or 'New Password'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The user id and names the password must not contain (spec 1 §5.1). */
  context: PasswordContext;
  confirmValue: string;
  onConfirmChange: (value: string) => void;
  /** Given together with `onCurrentChange`: the Current Password input is shown (Settings: change password). */
  currentValue?: string;
  onCurrentChange?: (value: string) => void;
  /** A server error for the new password (e.g. `accountMessages.password.tooCommon`). */
  error?: ReactNode;
  /** A server error for the current password (e.g. `accountMessages.password.currentIncorrect`). */
  currentError?: ReactNode;
  /** Set after a submit attempt: every empty or invalid field shows its message, touched or not. */
  showErrors?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

export interface PasswordFieldValues {
  password: string;
  confirm: string;
  current?: string;
}

/** Whether the form may be submitted: every rule met, confirmation equal, current password given when asked. */
export function isPasswordFieldValid(
  values: PasswordFieldValues,
  context: PasswordContext,
  { requiresCurrent = false }: { requiresCurrent?: boolean } = {},
): boolean {
  return (
    isPasswordValid(values.password, context) &&
    values.confirm !== '' &&
    values.confirm === values.password &&
    (!requiresCurrent || (values.current ?? '') !== '')
  );
}

type FieldName = 'current' | 'password' | 'confirm';

// Fields say they are required with aria-required rather than the native attribute, so that the
// browser's own bubble does not pre-empt the spec's messages. The show/hide toggles are focusable, so keyboard
// users can reach them (Mantine leaves them out of the tab order by default).

/** New password with its live checklist and confirmation, and optionally the current password (spec 1 §5.1). */
export function PasswordField(props: PasswordFieldProps) {
  const { label, value, onChange, context, confirmValue, onConfirmChange, currentValue, onCurrentChange } = props;
  const [touched, setTouched] = useState<Record<FieldName, boolean>>({ current: false, password: false, confirm: false });
  const isShown = (field: FieldName) => Boolean(props.showErrors) || touched[field];
  const touch = (field: FieldName) => setTouched((previous) => ({ ...previous, [field]: true }));
  const hasCurrent = onCurrentChange !== undefined;

  const currentError = props.currentError ?? (isShown('current') && !currentValue ? accountMessages.password.currentRequired : null);
  const passwordError =
    props.error ??
    (value === ''
      ? isShown('password') && accountMessages.password.required
      : props.showErrors && !isPasswordValid(value, context) && accountMessages.password.doesNotMeetRules);
  // A mismatch shows as soon as the confirmation differs; an empty one only once the user has left it.
  const confirmError =
    confirmValue === ''
      ? isShown('confirm') && accountMessages.password.confirmRequired
      : confirmValue !== value && accountMessages.password.mismatch;

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
          value={currentValue ?? ''}
          onChange={(event) => onCurrentChange(event.currentTarget.value)}
          onBlur={() => touch('current')}
          error={currentError || null}
          disabled={props.disabled}
          autoFocus={props.autoFocus}
        />
      )}
      <PasswordInput
        visibilityToggleFocusable
        label={label}
        name="newPassword"
        autoComplete="new-password"
        aria-required
        maxLength={constants.passwordMaxLength}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={() => touch('password')}
        error={passwordError || null}
        disabled={props.disabled}
        autoFocus={!hasCurrent && props.autoFocus}
      />
      <PasswordChecklist password={value} context={context} />
      <PasswordInput
        visibilityToggleFocusable
        label={accountMessages.password.confirmLabel}
        name="confirmPassword"
        autoComplete="new-password"
        aria-required
        maxLength={constants.passwordMaxLength}
        value={confirmValue}
        onChange={(event) => onConfirmChange(event.currentTarget.value)}
        onBlur={() => touch('confirm')}
        error={confirmError || null}
        disabled={props.disabled}
      />
    </Stack>
  );
}
