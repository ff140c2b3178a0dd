import { accountMessages, messages } from '@portal/contracts';
import { Button, Radio, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';

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

const codeMethodRules = { method: (method: CodeMethod | null) => (method ? null : accountMessages.recovery.methodRequired) };

/** Step 3: how the code is delivered; e-mail is preselected when there is no mobile (spec 1 §4.2, §5.6). Its title is the group's label. */
export function CodeMethodForm({ maskedEmail, maskedMobile, initialMethod, onSubmit, isBusy, error }: CodeMethodFormProps) {
  const form = useForm<{ method: CodeMethod | null }>({
    initialValues: { method: initialMethod ?? (maskedMobile ? null : 'email') },
    validate: codeMethodRules,
  });

  return (
    <form
      onSubmit={form.onSubmit(({ method }) => {
        if (method) onSubmit(method);
      })}
      noValidate
    >
      <Stack gap="md">
        {error}
        {/* The step's heading is the group's label: the step is named once, and the choice by it. */}
        <Radio.Group
          label={
            <Title order={2} size="h3">
              {text.methodTitle}
            </Title>
          }
          {...form.getInputProps('method')}
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
