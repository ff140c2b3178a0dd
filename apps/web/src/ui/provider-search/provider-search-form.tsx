import { Button, Group, Select, TextInput } from '@mantine/core';
import { messages, providerLimits, ProviderSearchFormSchema } from '@portal/contracts';
import { useSettings } from '../../api/settings-api';
import type { ProviderSearchForm as ProviderSearchCriteria } from '@portal/contracts';
import { useSchemaForm } from '../schema-form/use-schema-form';
import { emptyCriteria, toNpiInput, toSubmitted } from './provider-search-criteria';

const text = messages.providerSearch;

interface ProviderSearchFormProps {
  onSearch: (criteria: ProviderSearchCriteria) => void;
}

/** Search by NPI or by Provider / Facility Name (spec 2 §5): entering one disables the other and the state. */
export function ProviderSearchForm({ onSearch }: ProviderSearchFormProps) {
  const form = useSchemaForm(ProviderSearchFormSchema, { initialValues: emptyCriteria });
  const criteria = form.values;
  const states = useSettings().data?.states ?? [];
  const hasNpi = criteria.npi !== '';
  const hasName = criteria.name !== '';
  // Entering one field disables the other (spec 2 §5); a name of blanks still counts as entered.
  return (
    <form noValidate onSubmit={form.onSubmit((searched) => onSearch(toSubmitted(searched)))}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={text.npiLabel}
          inputMode="numeric"
          maxLength={providerLimits.npiMaxLength}
          value={criteria.npi}
          disabled={hasName}
          onChange={(event) => form.setFieldValue('npi', toNpiInput(event.currentTarget.value))}
        />
        <TextInput
          label={text.nameLabel}
          maxLength={providerLimits.nameMaxLength}
          value={criteria.name}
          disabled={hasNpi}
          error={form.errors.name}
          // A name typed is checked once the user leaves it; an empty one says nothing (Search stays disabled).
          onBlur={() => criteria.name !== '' && form.validateField('name')}
          onChange={(event) => form.setFieldValue('name', event.currentTarget.value)}
        />
        <Select
          label={text.stateLabel}
          placeholder={text.anyState}
          data={states.map((state) => ({ value: state.code, label: state.name }))}
          value={criteria.state === '' ? null : criteria.state}
          disabled={hasNpi}
          clearable
          searchable
          onChange={(state) => form.setFieldValue('state', state ?? '')}
        />
        <Button type="submit" mt={25} disabled={!form.isValid()}>
          {text.search}
        </Button>
      </Group>
    </form>
  );
}
