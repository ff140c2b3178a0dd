import { loginMessages, paths } from '@portal/contracts';
import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** Why a login was refused (spec 1 §4.1, §8). */
export type LoginError =
  | { kind: 'incorrectCredentials' }
  | { kind: 'accountInactive' }
  /** userName presets the unlock flow's e-mail (`?email=`). */
  | { kind: 'accountLocked'; userName?: string }
  | { kind: 'message'; text: string };

interface LoginErrorAlertProps {
  error: LoginError;
  helpPhone: string;
}

function errorText(error: LoginError, helpPhone: string): string {
  switch (error.kind) {
    case 'incorrectCredentials':
      return loginMessages.incorrectCredentials;
    case 'accountInactive':
      return loginMessages.accountInactive(helpPhone);
    case 'accountLocked':
      return loginMessages.accountLocked;
    case 'message':
      return error.text;
  }
}

/** Mantine's Alert has role="alert", so screen readers announce the message when it appears. */
export function LoginErrorAlert({ error, helpPhone }: LoginErrorAlertProps) {
  return (
    <Alert color="red" variant="light">
      {errorText(error, helpPhone)}
      {error.kind === 'accountLocked' && (
        <>
          {' '}
          <Anchor
            component={Link}
            to={error.userName ? `${paths.unlockAccountStart}?email=${encodeURIComponent(error.userName)}` : paths.unlockAccountStart}
            fw={600}
          >
            {loginMessages.accountLockedLink}
          </Anchor>
        </>
      )}
    </Alert>
  );
}
