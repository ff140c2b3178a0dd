import { messages, SubmitAnswerRequestSchema } from '@portal/contracts';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSchemaForm } from '../schema-form/use-schema-form';

/** The answer the user types, by the request's rule (spec 1 §5.6: Answer is required.). */
const AnswerFormSchema = SubmitAnswerRequestSchema.pick({ enteredAnswer: true });

export interface SecurityAnswerFormProps {
  question: string;
  onSubmit: (answer: string) => void;
  isBusy: boolean;
  error?: ReactNode;
}

/** Step 2 of forgot password and unlock: the account's security question. */
export function SecurityAnswerForm({ question, onSubmit, isBusy, error }: SecurityAnswerFormProps) {
  const form = useSchemaForm(AnswerFormSchema, {
    initialValues: { enteredAnswer: '' },
    transformValues: (values) => AnswerFormSchema.parse(values),
  });

  return (
    <form onSubmit={form.onSubmit(({ enteredAnswer }) => onSubmit(enteredAnswer))} noValidate>
      <Stack gap="md">
        {error}
        <Text fw={600}>{question}</Text>
        <TextInput label={messages.accountRecovery.answerLabel} {...form.getInputProps('enteredAnswer')} withAsterisk autoComplete="off" maxLength={255} autoFocus />
        <Button type="submit" loading={isBusy} style={{ alignSelf: 'flex-end' }}>
          {messages.accountRecovery.next}
        </Button>
      </Stack>
    </form>
  );
}
