import { Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { dmeTypes } from '@portal/contracts';
import type { DraftForm } from '../request-context';

/** The Durable Medical Equipment card (spec 3 §2): rental or purchase, and the price. */
export function DmeSection({ form }: { form: DraftForm }) {
  return (
    <Stack gap="xs">
      <Title order={3}>Durable Medical Equipment</Title>
      <Group align="flex-start" gap="sm">
        <Select label="Type" required data={[...dmeTypes]} w={180} {...form.getInputProps('dme.type')} />
        <TextInput label="Price" required leftSection="$" inputMode="decimal" w={160} {...form.getInputProps('dme.price')} />
      </Group>
    </Stack>
  );
}
