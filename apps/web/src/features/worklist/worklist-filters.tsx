import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type WorklistKind, worklistKinds, worklistLimits, worklistMessages as text, type WorklistResponse } from '@portal/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

export interface WorklistFilterValues {
  kind: WorklistKind | undefined;
  locationId: number | undefined;
  q: string;
}

/** Show (with each kind's count), Provider and the text that filters as one types (debounced, trimmed by the server). */
export function WorklistFilters(props: {
  values: WorklistFilterValues;
  counts: WorklistResponse['counts'] | undefined;
  locations: WorklistResponse['locations'];
  onChange: (values: Partial<WorklistFilterValues>) => void;
}) {
  const { values, counts, locations, onChange } = props;
  const [typed, setTyped] = useState(values.q);
  const sendText = useDebouncedCallback((q: string) => onChange({ q }), 300);
  const total = counts ? worklistKinds.reduce((sum, kind) => sum + counts[kind], 0) : undefined;
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={text.kindLabel}
        w={{ base: '100%', sm: 220 }}
        allowDeselect={false}
        value={values.kind ?? 'all'}
        data={[
          { value: 'all', label: withCount(text.allKinds, total) },
          ...worklistKinds.map((kind) => ({ value: kind, label: withCount(text.kindFilters[kind], counts?.[kind]) })),
        ]}
        onChange={(value) => onChange({ kind: value === 'all' || value === null ? undefined : (value as WorklistKind) })}
      />
      <Select
        label={text.providerLabel}
        w={{ base: '100%', sm: 260 }}
        allowDeselect={false}
        value={values.locationId === undefined ? 'all' : String(values.locationId)}
        data={[{ value: 'all', label: text.allProviders }, ...locations.map((location) => ({ value: String(location.locationId), label: location.name }))]}
        onChange={(value) => onChange({ locationId: value === 'all' || value === null ? undefined : Number(value) })}
      />
      <TextInput
        label={text.textLabel}
        w={{ base: '100%', sm: 300 }}
        type="search"
        maxLength={worklistLimits.textMaxLength}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          sendText(event.currentTarget.value);
        }}
      />
    </Group>
  );
}
