import { messages } from '@portal/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { accountUpdateStepPath } from './account-update-steps';

const text = messages.accountUpdate;

export interface AccountUpdateStepFormProps {
  step: number;
  intro?: string;
  /** A refusal of the final save that concerns this step. */
  serverError?: string | null;
  onSubmit: () => void;
  submitLabel?: string;
  isSubmitDisabled?: boolean;
  isBusy?: boolean;
  children: ReactNode;
}

/** The frame of a step: intro, the step's fields, Back (after step 1) and Next. */
export function AccountUpdateStepForm(props: AccountUpdateStepFormProps) {
  const { step, intro, serverError, onSubmit, submitLabel = text.next, isSubmitDisabled, isBusy, children } = props;
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
        <Group justify="space-between" mt="md">
          {step > 1 ? (
            <Button component={Link} to={accountUpdateStepPath(step - 1)} variant="default" disabled={isBusy}>
              {text.back}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={isSubmitDisabled} loading={isBusy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
