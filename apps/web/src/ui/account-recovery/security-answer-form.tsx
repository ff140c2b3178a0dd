import { messages, SubmitAnswerRequestSchema } from '@portal/contracts';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';

export interface SecurityAnswerFormProps {
  question: string;
  onSubmit: (answer: string) => void;
  isBusy: boolean;
  error?: ReactNode;
}

const SecurityAnswerFormSchema = SubmitAnswerRequestSchema.pick({ enteredAnswer: true });
const securityAnswerRules = schemaResolver(SecurityAnswerFormSchema, { sync: true });

/** Step 2 of forgot password and unlock: the account's security question (spec 1 §5.6: Answer is required.). */
export function SecurityAnswerForm({ question, onSubmit, isBusy, error }: SecurityAnswerFormProps) {
  const form = useForm({
    initialValues: { enteredAnswer: '' },
    validate: securityAnswerRules,
    transformValues: (values) => SecurityAnswerFormSchema.parse(values),
  });

  return (
    <form onSubmit={form.onSubmit(({ enteredAnswer }) => onSubmit(enteredAnswer))} noValidate>
      <Stack gap="md">
        {error}
        <Text fw={600}>{question}</Text>
        <TextInput
          label={messages.accountRecovery.answerLabel}
          {...form.getInputProps('enteredAnswer')}
          withAsterisk
          autoComplete="off"
          maxLength={255}
          autoFocus
        />
        <Button type="submit" loading={isBusy} style={{ alignSelf: 'flex-end' }}>
          {messages.accountRecovery.next}
        </Button>
      </Stack>
    </form>
  );
}
