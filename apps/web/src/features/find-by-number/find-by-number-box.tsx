import { ActionIcon, Button, Group, Popover, Stack, TextInput, Tooltip } from '@mantine/core';
import { addresses, type FindByNumberResponse, recordNumberMaxLength, recordNumberMessages } from '@portal/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formErrorMessage } from '../../api/form-error-message';
import { findByNumber } from '../../api/records-api';
import { showErrorToast } from '../../ui/toasts';

const text = recordNumberMessages;
const addressOf = (found: FindByNumberResponse) => (found.kind === 'authorization' ? addresses.authorization(found.id) : addresses.claim(found.claimNumber));

/**
 * Find by number (issue 34 §2), in the header on every page: an authorization or claim number opens the record's
 * address, without the member's date of birth. A number that names no record of the account's providers (another
 * practice's reads the same) and a refused look-up (too many misses) are said beside the field.
 */
export function FindByNumberBox() {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const find = useMutation({
    mutationFn: findByNumber,
    onSuccess: (found) => {
      setIsOpen(false);
      setNumber('');
      void navigate(addressOf(found));
    },
    onError: (failure) => {
      const message = formErrorMessage(failure);
      if (message) setError(message);
      else showErrorToast();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = number.trim();
    if (typed === '') return setError(text.required);
    if (!/^[A-Za-z0-9-]+$/.test(typed)) return setError(text.format);
    setError(null);
    find.mutate({ number: typed });
  };

  return (
    <Popover opened={isOpen} onChange={setIsOpen} position="bottom-end" width={320} trapFocus returnFocus withArrow shadow="md">
      <Popover.Target>
        <Tooltip label={text.openButton} openDelay={400}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={text.openButton} aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>
            <IconSearch size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label={text.label}>
        <form onSubmit={submit} noValidate aria-label={text.label}>
          <Stack gap="xs">
            <TextInput
              id={inputId}
              label={text.label}
              description={text.description}
              placeholder={text.placeholder}
              maxLength={recordNumberMaxLength}
              autoComplete="off"
              inputMode="text"
              data-autofocus
              value={number}
              error={error}
              onChange={(event) => {
                setNumber(event.currentTarget.value);
                setError(null);
              }}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={find.isPending}>
                {text.find}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
