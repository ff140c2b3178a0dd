import { accountMessages, messages } from '@portal/contracts';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';

export interface SecurityAnswerFormProps {
  question: string;
  onSubmit: (answer: string) => void;
  isBusy: boolean;
  error?: ReactNode;
}

/** Step 2 of forgot password and unlock: the account's security question (spec 1 §5.6: Answer is required.). */
export function SecurityAnswerForm({ question, onSubmit, isBusy, error }: SecurityAnswerFormProps) {
  const [answer, setAnswer] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const isEmpty = answer.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!isEmpty) onSubmit(answer.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error}
        <Text fw={600}>{question}</Text>
        <TextInput
          label={messages.accountRecovery.answerLabel}
          value={answer}
          onChange={(event) => setAnswer(event.currentTarget.value)}
          error={isSubmitted && isEmpty ? accountMessages.recovery.answerRequired : undefined}
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
