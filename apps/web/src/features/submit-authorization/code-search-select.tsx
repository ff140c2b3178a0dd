import { Loader, Select } from '@mantine/core';
import type { CodeSet, IcdHit, ProcedureHit } from '@portal/contracts';
import { useState } from 'react';
import { useCodeSearch } from '../../ui/cpt-search/use-cpt-search';

interface CodeSearchSelectProps {
  codeSet: CodeSet;
  label: string;
  code: string;
  description: string;
  onPick: (code: string, description: string) => void;
  error?: React.ReactNode;
  disabled?: boolean;
  required?: boolean;
}

const descriptionOf = (hit: IcdHit | ProcedureHit) => ('formattedDescription' in hit ? hit.formattedDescription : hit.fullDescription);

/**
 * A code picked from the code search (ICD-10-CM by code or words, CPT / HCPCS likewise): typing searches, the
 * list shows "code - description", and only a picked hit fills the item.
 */
export function CodeSearchSelect({ codeSet, label, code, description, onPick, error, disabled, required }: CodeSearchSelectProps) {
  const [query, setQuery] = useState('');
  const search = useCodeSearch(codeSet, query);
  const picked = code ? [{ value: code, label: `${code} - ${description}` }] : [];
  const hits = search.hits.filter((hit) => hit.code !== code).map((hit) => ({ value: hit.code, label: `${hit.code} - ${descriptionOf(hit)}` }));
  // Where the search stands while there is nothing to list, said under the field: a list of options holds options only.
  const isTyping = query.trim() !== '' && query !== picked[0]?.label;
  const status =
    !isTyping || picked.length + hits.length > 0
      ? null
      : search.isSearching
        ? 'Searching…'
        : search.isSearchable
          ? 'No codes found'
          : 'Type at least 2 characters';
  return (
    <Select
      label={label}
      required={required}
      placeholder="Search by code or description"
      searchable
      clearable
      disabled={disabled}
      data={[...picked, ...hits]}
      value={code || null}
      searchValue={query}
      onSearchChange={setQuery}
      // The server has ranked and filtered the hits already.
      filter={({ options }) => options}
      onChange={(value, option) => onPick(value ?? '', value && option ? option.label.slice(value.length + 3) : '')}
      description={status}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      rightSection={search.isSearching ? <Loader size="xs" /> : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
