import { Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { networkStatuses, type ProviderEntry, type ProviderLookup } from '@portal/contracts';
import { useState } from 'react';
import { useSettings } from '../../../api/settings-api';
import { formatPhoneNumber } from '../../../ui/mobile-number/format-phone-number';
import { formatTaxIdInput } from '../../../ui/tax-id/format-tax-id';
import { emptyProviderEntry } from '../authorization-draft';
import type { DraftForm, RequestContext } from '../request-context';
import { entryOfChoice, notListedEntry } from './provider-choice';
import { ProviderSearchModal } from './provider-search-modal';

interface ProviderLookupSectionProps {
  form: DraftForm;
  context: RequestContext;
  /** Its entry's form path is the lookup's: the request's own, or the baby authorization's. */
  lookup: ProviderLookup;
  /** What the servicing lookup's "Same as" checkbox names: the referring lookup of its pair. */
  referringLabel?: string;
}

const digitsOnly = (max: number) => (value: string) => value.replace(/\D/g, '').slice(0, max);

/**
 * A provider or facility lookup (spec 3 §2, §4): search or "not listed", then network status and the contact
 * fields the lookup needs; the servicing lookup can be the same as the referring one, an unplanned admission's
 * admitting provider can be unknown or a hospitalist.
 */
export function ProviderLookupSection({ form, context, lookup, referringLabel = context.config.referringLabel }: ProviderLookupSectionProps) {
  const [isSearching, setIsSearching] = useState(false);
  const states = useSettings().data?.states ?? [];
  const path = lookup.path;
  const entry = form.getInputProps(path).value as ProviderEntry;
  const isReferring = lookup.key === 'ReferringProvider';
  const referringEntry = () => (lookup.sameAsLookup ? (form.getInputProps(lookup.sameAsLookup).value as ProviderEntry) : emptyProviderEntry(true));
  const set = (next: ProviderEntry) => {
    form.setFieldValue(path, next);
    // A new choice starts its validation afresh (spec 3 §4: switching add mode resets validation).
    form.clearErrors();
  };
  const field = (name: keyof ProviderEntry, mask?: (value: string) => string) => {
    const props = form.getInputProps(`${path}.${name}`);
    return mask ? { ...props, onChange: (event: React.ChangeEvent<HTMLInputElement>) => props.onChange(mask(event.currentTarget.value)) } : props;
  };
  const isChosen = entry.id !== null || entry.add;
  const isOpenEntry = !entry.same && !entry.unknown;
  const showsPhone = !context.isAutomation || entry.add;

  return (
    <Stack gap="xs">
      <Title order={3}>{lookup.searchLabel}</Title>
      <Group gap="lg">
        {!isReferring && (
          <Checkbox
            label={`Same as ${referringLabel}`}
            checked={entry.same}
            // Checking copies the referring entry (spec 3 §4); unchecking clears it.
            onChange={(event) =>
              set(event.currentTarget.checked ? { ...referringEntry(), hospitalist: false, unknown: false, same: true } : emptyProviderEntry(true))
            }
          />
        )}
        {isReferring && context.config.allowsUnknownProvider && (
          <Checkbox label="Unknown" checked={entry.unknown} onChange={(event) => set({ ...emptyProviderEntry(), unknown: event.currentTarget.checked })} />
        )}
        {isReferring && context.config.allowsHospitalist && (
          <Checkbox
            label="Hospitalist"
            checked={entry.hospitalist}
            disabled={entry.unknown}
            {...form.getInputProps(`${path}.hospitalist`, { type: 'checkbox' })}
          />
        )}
      </Group>
      {isOpenEntry && (
        <>
          <Paper withBorder p="sm">
            <Group justify="space-between" align="flex-start">
              <div>
                {isChosen ? (
                  <>
                    <Text fw={600}>{entry.name}</Text>
                    {!entry.add && (
                      <Text size="sm" c="dimmed">
                        NPI {entry.npi || '—'} · {[entry.address, entry.city, entry.state, entry.zip].filter(Boolean).join(', ')}
                      </Text>
                    )}
                  </>
                ) : (
                  <Text c="dimmed">No {lookup.searchLabel.toLowerCase()} chosen.</Text>
                )}
                {form.errors[`${path}.name`] && (
                  <Text c="red" size="sm" role="alert">
                    {form.errors[`${path}.name`]}
                  </Text>
                )}
              </div>
              <Button variant="light" onClick={() => setIsSearching(true)}>
                {isChosen ? 'Change' : `Search ${lookup.searchLabel}`}
              </Button>
            </Group>
          </Paper>
          <Group align="flex-start" gap="sm" wrap="wrap">
            {!entry.add && isChosen && (
              <Select label="Network Status" required data={[...networkStatuses]} w={180} {...form.getInputProps(`${path}.networkStatus`)} />
            )}
            {entry.add && (
              <>
                <TextInput label="First Name" required maxLength={100} {...field('firstName')} />
                <TextInput label="Last Name" required maxLength={100} {...field('lastName')} />
              </>
            )}
            {(entry.add || lookup.requireTaxID) && <TextInput label="Tax ID" required placeholder="##-#######" w={150} {...field('taxID', formatTaxIdInput)} />}
            {(entry.add || entry.missingNpi) && <TextInput label="NPI" required inputMode="numeric" w={150} {...field('npi', digitsOnly(10))} />}
          </Group>
          {(entry.add || entry.missingAddress) && (
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput label="Address" required maxLength={255} {...field('address')} />
              <TextInput label="Address 2" maxLength={255} {...field('address2')} />
              <TextInput label="City" required maxLength={50} {...field('city')} />
              <Select
                label="State"
                required
                searchable
                data={states.map((state) => ({ value: state.code, label: state.name }))}
                w={180}
                {...form.getInputProps(`${path}.state`)}
              />
              <TextInput label="Zip" required inputMode="numeric" w={100} {...field('zip', digitsOnly(5))} />
            </Group>
          )}
          {isChosen && (
            <Group align="flex-start" gap="sm" wrap="wrap">
              {showsPhone && <TextInput label="Phone" required={entry.add} placeholder="###-###-####" w={160} {...field('phone', formatPhoneNumber)} />}
              {showsPhone && <TextInput label="Ext." w={90} {...field('phoneExt', digitsOnly(6))} />}
              <TextInput label="Fax" required={lookup.requireFax} placeholder="###-###-####" w={160} {...field('fax', formatPhoneNumber)} />
            </Group>
          )}
        </>
      )}
      <ProviderSearchModal
        label={lookup.searchLabel}
        opened={isSearching}
        onClose={() => setIsSearching(false)}
        onChoose={(choice) => {
          set(entryOfChoice(choice, entry));
          setIsSearching(false);
        }}
        onNotListed={() => {
          set(notListedEntry(entry));
          setIsSearching(false);
        }}
      />
    </Stack>
  );
}
