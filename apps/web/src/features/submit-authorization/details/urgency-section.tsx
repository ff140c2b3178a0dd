import { Group, Radio, Stack, Title } from '@mantine/core';
import { requestPriorities, submitAuthorizationMessages } from '@portal/contracts';
import type { DraftForm } from '../request-context';

const text = submitAuthorizationMessages.urgency;

/** Whether the request is expedited (issue 18): standard unless the member's health cannot wait the standard time. */
export function UrgencySection({ form }: { form: DraftForm }) {
  return (
    <Stack gap="xs">
      <Title order={3}>{text.title}</Title>
      <Radio.Group label={text.label} description={text.description} {...form.getInputProps('priority')}>
        <Group gap="xl" mt="xs">
          {requestPriorities.map((priority) => (
            <Radio key={priority} value={priority} label={text[priority]} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
