import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type ClientSystem,
  ClientSystemFormSchema,
  type ClientSystemFormValues,
  clientSystemFormValues,
  clientSystemMessages as text,
  clientSystemScopes,
} from '@portal/contracts';
import { useState } from 'react';
import { registerClientSystem, updateClientSystem } from '../../api/client-systems-api';
import { formErrorMessage } from '../../api/form-error-message';
import { ApiError } from '../../api/http-client';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

const formRules = schemaResolver(ClientSystemFormSchema, { sync: true });

/** Register a client system (`system` null) or change one, in a modal. */
export function ClientSystemFormModal({
  system,
  isOpen,
  onClose,
  onSaved,
}: {
  system: ClientSystem | null;
  isOpen: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <Modal opened={isOpen} onClose={onClose} title={system ? text.editTitle(system.name) : text.register} size="lg">
      {isOpen && <ClientSystemForm system={system} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function ClientSystemForm({ system, onClose, onSaved }: { system: ClientSystem | null; onClose: () => void; onSaved: () => void }) {
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm<ClientSystemFormValues>({ initialValues: clientSystemFormValues(system ?? undefined), validate: formRules, validateInputOnBlur: true });
  const save = async () => {
    if (form.validate().hasErrors) return;
    const request = ClientSystemFormSchema.parse(form.getValues());
    setIsSaving(true);
    try {
      const saved = system ? await updateClientSystem(system.id, request) : await registerClientSystem(request);
      showSuccessToast(system ? text.saved(saved.name) : text.registered(saved.name));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        // 'scopes.1' is the scopes' error: each list shows its errors on its one field.
        for (const [field, fieldMessages] of Object.entries(error.fieldErrors)) form.setFieldError(field.split('.')[0] ?? field, fieldMessages.join(' '));
      } else showErrorToast(formErrorMessage(error) ?? undefined);
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <form onSubmit={form.onSubmit(() => void save())} noValidate>
      <Stack gap="sm">
        {system && <TextInput label={text.fields.clientId} value={system.clientId} readOnly />}
        <TextInput label={text.fields.name} required {...form.getInputProps('name')} />
        <TextInput
          label={text.fields.organizationIdentifier}
          description={text.fields.organizationIdentifierDescription}
          required
          {...form.getInputProps('organizationIdentifier')}
        />
        <Textarea label={text.fields.npis} description={text.fields.npisDescription} required minRows={2} {...form.getInputProps('npis')} />
        <Textarea
          label={text.fields.jwks}
          description={text.fields.jwksDescription}
          required
          rows={6}
          styles={{ input: { fontFamily: 'monospace' } }}
          {...form.getInputProps('jwks')}
        />
        <Checkbox.Group label={text.fields.scopes} required {...form.getInputProps('scopes')}>
          <Stack gap={4} mt={4}>
            {clientSystemScopes.map((scope) => (
              <Checkbox key={scope} value={scope} label={`${scope}: ${text.scopeLabels[scope] ?? ''}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Textarea label={text.fields.endpointUrls} description={text.fields.endpointUrlsDescription} minRows={2} {...form.getInputProps('endpointUrls')} />
        <Textarea
          label={text.fields.fhirServerUrls}
          description={text.fields.fhirServerUrlsDescription}
          minRows={2}
          {...form.getInputProps('fhirServerUrls')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
