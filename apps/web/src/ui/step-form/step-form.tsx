import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

export interface StepFormProps {
  intro?: string;
  /** A refusal of the final save that concerns this step. */
  serverError?: string | null;
  onSubmit: () => void;
  submitLabel: string;
  isSubmitDisabled?: boolean;
  isBusy?: boolean;
  /** The Back control, beside the submit button; without it the submit button stands alone at the end. */
  back?: ReactNode;
  children: ReactNode;
}

/** The frame of a step of a multi-page flow: intro, the refusal of the final save, the step's fields, Next. */
export function StepForm({ intro, serverError, onSubmit, submitLabel, isSubmitDisabled, isBusy, back, children }: StepFormProps) {
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
        {back === undefined ? (
          <Button type="submit" disabled={isSubmitDisabled} loading={isBusy} style={{ alignSelf: 'flex-end' }}>
            {submitLabel}
          </Button>
        ) : (
          <Group justify="space-between" mt="md">
            {back}
            <Button type="submit" disabled={isSubmitDisabled} loading={isBusy}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
