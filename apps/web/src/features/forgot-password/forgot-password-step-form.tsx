import { messages } from '@portal/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

export interface ForgotPasswordStepFormProps {
  intro?: string;
  /** A refusal of the final save that concerns this step. */
  serverError?: string | null;
  onSubmit: () => void;
  submitLabel?: string;
  isSubmitDisabled?: boolean;
  children: ReactNode;
}

/** The frame of steps 5 to 8: intro, the step's fields, Next (or Accept). */
export function ForgotPasswordStepForm({ intro, serverError, onSubmit, submitLabel, isSubmitDisabled, children }: ForgotPasswordStepFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {intro && <Text>{intro}</Text>}
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        {children}
        <Button type="submit" disabled={isSubmitDisabled} style={{ alignSelf: 'flex-end' }}>
          {submitLabel ?? messages.accountRecovery.next}
        </Button>
      </Stack>
    </form>
  );
}
