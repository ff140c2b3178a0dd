import { accountMessages, messages } from '@portal/contracts';
import { Button, Radio, Stack, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';

export type CodeMethod = 'email' | 'sms';

export interface CodeMethodFormProps {
  maskedEmail: string;
  maskedMobile: string | null;
  initialMethod: CodeMethod | null;
  onSubmit: (method: CodeMethod) => void;
  isBusy: boolean;
  error?: ReactNode;
}

const text = messages.accountRecovery;

/** Step 3: how the code is delivered; e-mail is preselected when there is no mobile (spec 1 §4.2, §5.6). Its title is the group's label. */
export function CodeMethodForm({ maskedEmail, maskedMobile, initialMethod, onSubmit, isBusy, error }: CodeMethodFormProps) {
  const [method, setMethod] = useState<CodeMethod | null>(initialMethod ?? (maskedMobile ? null : 'email'));
  const [isSubmitted, setIsSubmitted] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (method) onSubmit(method);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error}
        {/* The step's heading is the group's label: the step is named once, and the choice by it. */}
        <Radio.Group
          label={
            <Title order={2} size="h3">
              {text.methodTitle}
            </Title>
          }
          value={method}
          onChange={(value) => setMethod(value as CodeMethod)}
          error={isSubmitted && !method ? accountMessages.recovery.methodRequired : undefined}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="email" label={text.methodEmail(maskedEmail)} />
            {maskedMobile && <Radio value="sms" label={text.methodText(maskedMobile)} />}
          </Stack>
        </Radio.Group>
        <Button type="submit" loading={isBusy} style={{ alignSelf: 'flex-end' }}>
          {text.sendCode}
        </Button>
      </Stack>
    </form>
  );
}
