import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { memberAreaMessages, startDateError } from '@portal/contracts';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrorMessage } from '../../api/form-error-message';
import { useSettings } from '../../api/settings-api';
import { MaskedDateInput } from '../../ui/member-search/masked-date-input';
import type { SelectedMember } from '../../ui/member-search/selected-member';
import { showErrorToast } from '../../ui/toasts';
import { checkStartDate, type StartDateOutcome } from './submit-authorization-state';

const text = memberAreaMessages.benefits;

interface StartDateModalProps {
  member: SelectedMember;
  onClose: () => void;
  onOutcome: (outcome: Exclude<StartDateOutcome, { kind: 'notFound' }>, expectedServiceDate: string) => void;
}

/** 'Expected Start Date of Service' (spec 2 §2.2, §5): required, a full MM/DD/YYYY real date; Continue checks coverage. */
export function StartDateModal({ member, onClose, onOutcome }: StartDateModalProps) {
  const helpPhone = useSettings().data?.helpPhone ?? '';
  const [notFound, setNotFound] = useState<string | null>(null);
  const form = useForm({ initialValues: { expectedServiceDate: '' }, validate: { expectedServiceDate: startDateError }, validateInputOnBlur: true });
  const mutation = useMutation({
    mutationFn: (expectedServiceDate: string) => checkStartDate(member, expectedServiceDate, helpPhone),
    onSuccess: (outcome, expectedServiceDate) => {
      if (outcome.kind === 'notFound') setNotFound(outcome.message);
      else onOutcome(outcome, expectedServiceDate);
    },
    // A refusal the server explains (too many look-ups that matched nobody) shows where "not found" does.
    onError: (error) => {
      const message = formErrorMessage(error);
      if (message) setNotFound(message);
      else showErrorToast();
    },
  });

  return (
    <Modal opened onClose={onClose} title={text.startDateTitle} centered closeOnClickOutside={!mutation.isPending}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ expectedServiceDate }) => {
          setNotFound(null);
          mutation.mutate(expectedServiceDate);
        })}
      >
        <Stack gap="md">
          <MaskedDateInput label={text.startDateLabel} required data-autofocus {...form.getInputProps('expectedServiceDate')} />
          {notFound && (
            <Alert color="yellow" role="alert">
              {notFound}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              {text.cancel}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {text.continue}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
