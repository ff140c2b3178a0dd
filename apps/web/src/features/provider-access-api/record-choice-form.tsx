import { Button, Group, Modal, Radio, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type ProviderAccessMemberChoices,
  providerAccessChoiceChannels,
  providerAccessChoiceValues,
  providerAccessMessages,
  providerAccessNoteMaxLength,
  RecordProviderAccessChoiceRequestSchema,
  type RecordProviderAccessChoiceRequest,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrorMessage } from '../../api/form-error-message';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { recordProviderAccessChoice } from './api/provider-access-api';

const text = providerAccessMessages.admin;
const rules = schemaResolver(RecordProviderAccessChoiceRequestSchema, { sync: true });
type Values = Omit<RecordProviderAccessChoiceRequest, 'channel'> & { channel: RecordProviderAccessChoiceRequest['channel'] | '' };

/** Record an opt-out or opt-in for the member found: choice and channel required, a note optional, confirmed first. */
export function RecordChoiceForm({
  lookup,
  memberName,
  onRecorded,
}: {
  lookup: { memberId: string; dob: string; firstName: string };
  memberName: string;
  onRecorded: (standing: ProviderAccessMemberChoices) => void;
}) {
  const form = useForm<Values>({
    initialValues: { ...lookup, choice: 'opted-out', channel: '', note: '' },
    validate: (values) => rules(values as RecordProviderAccessChoiceRequest),
  });
  const [isConfirming, setIsConfirming] = useState(false);
  const record = useMutation({
    mutationFn: () => recordProviderAccessChoice(RecordProviderAccessChoiceRequestSchema.parse(form.getValues())),
    onSuccess: (standing) => {
      showSuccessToast(text.recorded(text.choices[form.getValues().choice]));
      form.setFieldValue('note', '');
      onRecorded(standing);
    },
    onError: (error) => showErrorToast(formErrorMessage(error) ?? text.saveError),
    onSettled: () => setIsConfirming(false),
  });
  const choice = form.getValues().choice;

  return (
    <form onSubmit={form.onSubmit(() => setIsConfirming(true))} noValidate>
      <Stack gap="sm">
        <Title order={4} size="h5">
          {text.recordTitle}
        </Title>
        <Radio.Group label={text.choice} required {...form.getInputProps('choice')}>
          <Group mt={4}>
            {providerAccessChoiceValues.map((value) => (
              <Radio key={value} value={value} label={text.choices[value]} />
            ))}
          </Group>
        </Radio.Group>
        <Select
          label={text.channel}
          required
          allowDeselect={false}
          data={providerAccessChoiceChannels.map((value) => ({ value, label: text.channels[value] }))}
          {...form.getInputProps('channel')}
          maw={320}
        />
        <Textarea label={text.note} rows={2} maxLength={providerAccessNoteMaxLength} {...form.getInputProps('note')} />
        <Group>
          <Button type="submit">{text.record}</Button>
        </Group>
      </Stack>
      <Modal opened={isConfirming} onClose={() => setIsConfirming(false)} title={text.confirmTitle} centered>
        <Text>{choice === 'opted-out' ? text.confirmOptOut(memberName) : text.confirmOptIn(memberName)}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setIsConfirming(false)}>
            {text.cancel}
          </Button>
          <Button loading={record.isPending} onClick={() => record.mutate()}>
            {text.confirm}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
