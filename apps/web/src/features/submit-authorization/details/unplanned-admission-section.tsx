import { Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { admissionSources, submitAuthorizationLimits as limits } from '@portal/contracts';
import { formatPhoneNumber } from '../../../ui/mobile-number/format-phone-number';
import { MaskedDateInput } from '../../../ui/member-search/masked-date-input';
import type { DraftForm, RequestContext } from '../request-context';

/** The Unplanned Admission card (spec 3 §2): admit dates with automation, notes without. */
export function UnplannedAdmissionSection({ form, context }: { form: DraftForm; context: RequestContext }) {
  const phone = (name: 'phone' | 'fax') => {
    const props = form.getInputProps(`unplannedAdmission.${name}`);
    return { ...props, onChange: (event: React.ChangeEvent<HTMLInputElement>) => props.onChange(formatPhoneNumber(event.currentTarget.value)) };
  };
  const sources = context.isAutomation ? admissionSources.automation : admissionSources.standard;
  return (
    <Stack gap="xs">
      <Title order={3}>Unplanned Admission</Title>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Utilization Review Contact Name"
          required
          maxLength={limits.unplannedNameMax}
          {...form.getInputProps('unplannedAdmission.contactName')}
        />
        <TextInput
          label="Utilization Review Contact Title"
          required
          maxLength={limits.unplannedNameMax}
          {...form.getInputProps('unplannedAdmission.contactTitle')}
        />
        <TextInput label="Phone" placeholder="###-###-####" w={160} {...phone('phone')} />
        <TextInput label="Fax" placeholder="###-###-####" w={160} {...phone('fax')} />
        <Select label="Source" required data={[...sources]} w={280} {...form.getInputProps('unplannedAdmission.source')} />
      </Group>
      {context.isAutomation ? (
        <Group align="flex-start">
          <MaskedDateInput label="Admit Start Date" required w={180} {...form.getInputProps('unplannedAdmission.admitStartDate')} />
          <MaskedDateInput label="Admit End Date" w={180} {...form.getInputProps('unplannedAdmission.admitEndDate')} />
        </Group>
      ) : (
        <Textarea label="Notes" maxLength={limits.unplannedNotesMax} autosize minRows={2} {...form.getInputProps('unplannedAdmission.notes')} />
      )}
    </Stack>
  );
}
