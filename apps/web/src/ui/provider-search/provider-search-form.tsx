import { Button, Group, Select, TextInput } from '@mantine/core';
import { messages, providerLimits } from '@portal/contracts';
import { useForm } from '@mantine/form';
import { useSettings } from '../../api/settings-api';
import type { ProviderSearchForm as ProviderSearchCriteria } from '@portal/contracts';
import { emptyCriteria, isSearchable, nameError, toNpiInput, toSubmitted } from './provider-search-criteria';

const text = messages.providerSearch;

/** Only the name is judged as the user goes: the NPI keeps digits only, and Search stays disabled until the rule holds. */
const providerSearchRules = (criteria: ProviderSearchCriteria) => ({ name: nameError(criteria) });

interface ProviderSearchFormProps {
  onSearch: (criteria: ProviderSearchCriteria) => void;
}

/** Search by NPI or by Provider / Facility Name (spec 2 §5): entering one disables the other and the state. */
export function ProviderSearchForm({ onSearch }: ProviderSearchFormProps) {
  const form = useForm<ProviderSearchCriteria>({ initialValues: emptyCriteria, validate: providerSearchRules, validateInputOnBlur: ['name'] });
  const criteria = form.values;
  const states = useSettings().data?.states ?? [];
  const hasNpi = criteria.npi !== '';
  const hasName = criteria.name !== '';
  // Entering one field disables the other (spec 2 §5); a name of blanks still counts as entered.
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((submitted) => {
        if (isSearchable(submitted)) onSearch(toSubmitted(submitted));
      })}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={text.npiLabel}
          inputMode="numeric"
          maxLength={providerLimits.npiMaxLength}
          {...form.getInputProps('npi')}
          disabled={hasName}
          onChange={(event) => form.setFieldValue('npi', toNpiInput(event.currentTarget.value))}
        />
        <TextInput label={text.nameLabel} maxLength={providerLimits.nameMaxLength} {...form.getInputProps('name')} disabled={hasNpi} />
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
        <Button type="submit" mt={25} disabled={!isSearchable(criteria)}>
          {text.search}
        </Button>
      </Group>
    </form>
  );
}
