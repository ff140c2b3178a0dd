import { CodeMethodFormSchema, messages } from '@portal/contracts';
import { Button, Radio, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSchemaForm } from '../schema-form/use-schema-form';

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
  const method: CodeMethod | null = initialMethod ?? (maskedMobile ? null : 'email');
  const form = useSchemaForm(CodeMethodFormSchema, {
    initialValues: { method },
    transformValues: (values) => CodeMethodFormSchema.parse(values),
  });

  return (
    <form onSubmit={form.onSubmit(({ method }) => onSubmit(method))} noValidate>
      <Stack gap="md">
        {error}
        {/* The step's heading is the group's label: the step is named once, and the choice by it. */}
        <Radio.Group
          label={
            <Title order={2} size="h3">
              {text.methodTitle}
            </Title>
          }
          value={form.values.method}
          onChange={(value) => form.setFieldValue('method', value as CodeMethod)}
          error={form.errors.method}
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
