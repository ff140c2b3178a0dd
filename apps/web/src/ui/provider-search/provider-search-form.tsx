import { Button, Group, Select, TextInput } from '@mantine/core';
import { messages, providerLimits } from '@portal/contracts';
import { useState } from 'react';
import { useSettings } from '../../api/settings-api';
import type { ProviderSearchForm as ProviderSearchCriteria } from '@portal/contracts';
import { emptyCriteria, isSearchable, nameError, toNpiInput, toSubmitted } from './provider-search-criteria';

const text = messages.providerSearch;

interface ProviderSearchFormProps {
  onSearch: (criteria: ProviderSearchCriteria) => void;
}

/** Search by NPI or by Provider / Facility Name (spec 2 §5): entering one disables the other and the state. */
export function ProviderSearchForm({ onSearch }: ProviderSearchFormProps) {
  const [criteria, setCriteria] = useState<ProviderSearchCriteria>(emptyCriteria);
  const [isNameTouched, setIsNameTouched] = useState(false);
  const states = useSettings().data?.states ?? [];
  const hasNpi = criteria.npi !== '';
  const hasName = criteria.name !== '';
  // Entering one field disables the other (spec 2 §5); a name of blanks still counts as entered.
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isSearchable(criteria)) onSearch(toSubmitted(criteria));
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={text.npiLabel}
          inputMode="numeric"
          maxLength={providerLimits.npiMaxLength}
          value={criteria.npi}
          disabled={hasName}
          onChange={(event) => setCriteria({ ...criteria, npi: toNpiInput(event.currentTarget.value) })}
        />
        <TextInput
          label={text.nameLabel}
          maxLength={providerLimits.nameMaxLength}
          value={criteria.name}
          disabled={hasNpi}
          error={isNameTouched ? nameError(criteria) : null}
          onBlur={() => setIsNameTouched(true)}
          onChange={(event) => setCriteria({ ...criteria, name: event.currentTarget.value })}
        />
        <Select
          label={text.stateLabel}
          placeholder={text.anyState}
          data={states.map((state) => ({ value: state.code, label: state.name }))}
          value={criteria.state === '' ? null : criteria.state}
          disabled={hasNpi}
          clearable
          searchable
          onChange={(state) => setCriteria({ ...criteria, state: state ?? '' })}
        />
        <Button type="submit" mt={25} disabled={!isSearchable(criteria)}>
          {text.search}
        </Button>
      </Group>
    </form>
  );
}
