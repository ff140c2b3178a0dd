import { messages } from '@portal/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { CodeInput, isCodeComplete } from '../code-input/code-input';
import { ResendCodeButton } from '../code-input/resend-code-button';

export interface CodeEntryFormProps {
  /** The masked e-mail or mobile the code went to. */
  destination: string;
  onSubmit: (code: string) => void;
  onResend: () => Promise<void>;
  isBusy: boolean;
  error?: ReactNode;
}

/** Step 4: the six-digit code; Next is enabled only with six digits (spec 1 §5.7). */
export function CodeEntryForm({ destination, onSubmit, onResend, isBusy, error }: CodeEntryFormProps) {
  const form = useForm({ initialValues: { code: '' } });
  const { code } = form.values;

  return (
    <form
      onSubmit={form.onSubmit(() => {
        if (isCodeComplete(code)) onSubmit(code);
      })}
      noValidate
    >
      <Stack gap="md">
        <Text>{messages.accountRecovery.codeSentTo(destination)}</Text>
        {error}
        <CodeInput value={code} onChange={(value) => form.setFieldValue('code', value)} autoFocus />
        <Group justify="space-between">
          <ResendCodeButton onResend={onResend} />
          <Button type="submit" loading={isBusy} disabled={!isCodeComplete(code)}>
            {messages.accountRecovery.next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
