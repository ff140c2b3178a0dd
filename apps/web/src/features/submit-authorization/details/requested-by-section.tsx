import { Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { submitAuthorizationLimits as limits } from '@portal/contracts';
import { useState } from 'react';
import { formatPhoneNumber } from '../../../ui/mobile-number/format-phone-number';
import type { DraftForm } from '../request-context';
import { FaxNumberModal } from './fax-number-modal';

/** Requested By: the Person Completing This Request (spec 3 §3, §5); the fax comes only from the confirmation modal. */
export function RequestedBySection({ form }: { form: DraftForm }) {
  const [isFaxOpen, setIsFaxOpen] = useState(false);
  const phone = form.getInputProps('request.phone');
  const extension = form.getInputProps('request.extension');
  const fax = form.getValues().request.fax;
  return (
    <Stack gap="xs">
      <Title order={3}>Person Completing This Request</Title>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput label="First Name" required maxLength={limits.nameMax} {...form.getInputProps('request.firstName')} />
        <TextInput label="Last Name" required maxLength={limits.nameMax} {...form.getInputProps('request.lastName')} />
        <TextInput
          label="Phone"
          required
          placeholder="###-###-####"
          w={160}
          {...phone}
          onChange={(event) => phone.onChange(formatPhoneNumber(event.currentTarget.value))}
        />
        <TextInput
          label="Ext."
          w={90}
          inputMode="numeric"
          {...extension}
          onChange={(event) => extension.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, limits.extensionMax))}
        />
        <TextInput
          label="Fax"
          required
          readOnly
          placeholder="Use Enter Fax"
          w={160}
          value={fax}
          error={form.errors['request.fax']}
          onClick={() => setIsFaxOpen(true)}
        />
        <Button variant="light" mt={25} onClick={() => setIsFaxOpen(true)}>
          {fax ? 'Change Fax' : 'Enter Fax'}
        </Button>
      </Group>
      <Textarea label="Notes" maxLength={limits.notesMax} autosize minRows={2} {...form.getInputProps('request.notes')} />
      {isFaxOpen && (
        <FaxNumberModal
          opened
          initialFax={fax}
          onClose={() => setIsFaxOpen(false)}
          onConfirm={(confirmed) => {
            form.setFieldValue('request.fax', confirmed);
            form.clearFieldError('request.fax');
            setIsFaxOpen(false);
          }}
        />
      )}
    </Stack>
  );
}
