import { Group, NumberInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { OutcomeValues } from './peer-to-peer-review-section';

/**
 * The line as approved after a held call, when the reviewer chooses "Approve modified": its units (up to those asked
 * for, when the line has units) and its dates.
 */
export function PeerToPeerModifiedApproval({ form, maxUnits }: { form: UseFormReturnType<OutcomeValues>; maxUnits: number | null }) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      {maxUnits !== null && <NumberInput label="Units" min={1} max={maxUnits} w={120} {...form.getInputProps('units')} />}
      <TextInput label="From" placeholder="MM/DD/YYYY" w={140} {...form.getInputProps('startDate')} />
      <TextInput label="To" placeholder="MM/DD/YYYY" w={140} {...form.getInputProps('endDate')} />
    </Group>
  );
}
