import { messages } from '@portal/contracts';
import type { UpdateFromForgotPasswordRequest } from '@portal/contracts';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { updateFromForgotPassword } from '../../api/forgot-password-api';
import { ApiError } from '../../api/http-client';
import { useLeaveGuard } from '../../ui/leave-guard/use-leave-guard';
import type { ForgotPasswordStepProps } from './forgot-password-page';
import { type ForgotPasswordState, stepOfField } from './forgot-password-state';
import { RecoveryError } from '../../ui/account-recovery/recovery-frame';
import { recoveryRequestError } from '../../ui/account-recovery/recovery-request-error';

const text = messages.forgotPassword;

export function toUpdateRequest(state: ForgotPasswordState): UpdateFromForgotPasswordRequest {
  const request = { helperId: state.helperId ?? '', password: state.password };
  if (!state.preMfa) return request;
  const [securityQuestion1, securityQuestion2, securityQuestion3] = state.questions;
  const [securityAnswer1, securityAnswer2, securityAnswer3] = state.answers;
  return {
    ...request,
    ...(state.skipMobile ? { skipMobile: true } : { mobile: state.mobile, skipMobile: false }),
    ...(securityQuestion1 ? { securityQuestion1 } : {}),
    ...(securityQuestion2 ? { securityQuestion2 } : {}),
    ...(securityQuestion3 ? { securityQuestion3 } : {}),
    ...(securityAnswer1 ? { securityAnswer1 } : {}),
    ...(securityAnswer2 ? { securityAnswer2 } : {}),
    ...(securityAnswer3 ? { securityAnswer3 } : {}),
    termsAccepted: state.termsAccepted,
  };
}

/**
 * Step 9: the save runs by itself when the data is there, the account is not locked and the flow is not complete
 * (spec 1 §4.4); leaving is blocked until it fails or finishes.
 */
export function ForgotPasswordSaveStep({ state, goTo }: ForgotPasswordStepProps) {
  const save = useMutation({ mutationFn: updateFromForgotPassword });
  const [error, setError] = useState<string | null>(null);
  const hasStarted = useRef(false);
  useLeaveGuard(save.isPending);

  const run = () => {
    setError(null);
    save.mutate(toUpdateRequest(state), {
      onSuccess: () => goTo(9, { complete: true, password: '', answers: ['', '', ''], serverError: null }),
      onError: (failure) => {
        const [field, fieldMessages] = failure instanceof ApiError ? (Object.entries(failure.fieldErrors ?? {})[0] ?? []) : [];
        if (field && fieldMessages?.[0]) return goTo(stepOfField(field), { serverError: { step: stepOfField(field), message: fieldMessages[0] } });
        setError(recoveryRequestError(failure) ?? messages.generic.errorTryAgain);
      },
    });
  };

  const isReady = Boolean(state.helperId && state.password) && !state.locked && !state.accountLocked && !state.complete;
  useEffect(() => {
    if (!isReady || hasStarted.current) return;
    hasStarted.current = true;
    run();
    // Runs once per visit: a retry is the user's choice (Try Again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isReady]);

  if (state.complete) {
    return (
      <Stack gap="xs" role="status">
        <Title order={2}>{text.successTitle}</Title>
        <Text>{text.success}</Text>
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack gap="md">
        <RecoveryError>{error}</RecoveryError>
        {isReady && (
          <Button onClick={run} style={{ alignSelf: 'flex-start' }}>
            {messages.accountRecovery.tryAgain}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" align="center" role="status">
      <Loader aria-hidden />
      <Text fw={600}>{text.saving}</Text>
      <Text>{text.doNotRefresh}</Text>
    </Stack>
  );
}
