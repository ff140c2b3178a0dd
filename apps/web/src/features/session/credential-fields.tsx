import { constants, loginMessages } from '@portal/contracts';
import { Button, Checkbox, PasswordInput, TextInput } from '@mantine/core';
import type { Ref } from 'react';

interface CredentialFieldsProps {
  userIdLabel: string;
  userIdName: string;
  userId: string;
  onUserIdChange: (value: string) => void;
  password: string;
  onPasswordChange: (value: string) => void;
  passwordRef?: Ref<HTMLInputElement>;
  rememberLabel: string;
  isRemembered: boolean;
  onRememberedChange: (value: boolean) => void;
  isSubmitting: boolean;
}

/** The user id, password, remember box and submit button shared by Login and Login: Admin. */
export function CredentialFields({
  userIdLabel,
  userIdName,
  userId,
  onUserIdChange,
  password,
  onPasswordChange,
  passwordRef,
  rememberLabel,
  isRemembered,
  onRememberedChange,
  isSubmitting,
}: CredentialFieldsProps) {
  // The button stays disabled while either field is empty (spec 1 §5.8, spec 2 §5).
  const isEmpty = userId.trim() === '' || password === '';
  return (
    <>
      <TextInput
        type="email"
        label={userIdLabel}
        name={userIdName}
        autoComplete="username"
        required
        withAsterisk={false}
        maxLength={constants.emailMaxLength}
        value={userId}
        onChange={(event) => onUserIdChange(event.currentTarget.value)}
      />
      <PasswordInput
        ref={passwordRef}
        label={loginMessages.passwordLabel}
        name="password"
        autoComplete="current-password"
        required
        withAsterisk={false}
        maxLength={constants.passwordMaxLength}
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
      />
      <Checkbox label={rememberLabel} checked={isRemembered} onChange={(event) => onRememberedChange(event.currentTarget.checked)} />
      <Button type="submit" disabled={isEmpty} loading={isSubmitting} fullWidth>
        {loginMessages.logIn}
      </Button>
    </>
  );
}
