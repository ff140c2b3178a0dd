import { Alert, Combobox, Loader, Stack, Text, TextInput, Title, useCombobox } from '@mantine/core';
import { codeSearchQueryMaxLength, memberAreaMessages } from '@portal/contracts';
import type { ProcedureHit } from '@portal/contracts';
import { useId, useState } from 'react';
import { PrecertTexts } from './precert-texts';
import { useCptSearch } from '../../ui/cpt-search/use-cpt-search';

const text = memberAreaMessages.cptLookup;
/** The value of the 'More results' option; codes are letters and digits, so it cannot clash with one. */
const moreResults = '__more__';

/** CPT code lookup (spec 2 §2.10): search the codes, choose one, read its precertification texts for this member. */
export function CptLookup({ qhid }: { qhid: number }) {
  const headingId = useId();
  // The box shows the chosen code's name once one is picked; the search keeps the words typed.
  const [inputValue, setInputValue] = useState('');
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<ProcedureHit | null>(null);
  const search = useCptSearch(term);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const choose = (value: string) => {
    if (value === moreResults) {
      search.loadMore();
      return;
    }
    const hit = search.hits.find((candidate) => candidate.code === value);
    if (!hit) return;
    setChosen(hit);
    setInputValue(`${hit.code} - ${hit.shortDescription}`);
    combobox.closeDropdown();
  };

  const isDropdownShown = search.isSearchable && !search.isFailed;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} id={headingId}>
        {text.label}
      </Title>
      <Combobox store={combobox} onOptionSubmit={choose}>
        <Combobox.Target withExpandedAttribute>
          <TextInput
            // The ARIA 1.2 combobox pattern: a text box that controls the list of codes below it.
            role="combobox"
            aria-autocomplete="list"
            aria-labelledby={headingId}
            placeholder={text.placeholder}
            value={inputValue}
            maxLength={codeSearchQueryMaxLength}
            autoComplete="off"
            onChange={(event) => {
              setInputValue(event.currentTarget.value);
              setTerm(event.currentTarget.value);
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            rightSection={search.isSearching ? <Loader size="xs" aria-label={text.searching} /> : null}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!isDropdownShown}>
          <Combobox.Options mah={360} style={{ overflowY: 'auto' }}>
            {search.hits.map((hit) => (
              <Combobox.Option value={hit.code} key={hit.code} active={hit.code === chosen?.code}>
                <Text size="sm" fw={600}>
                  {hit.code} - {hit.shortDescription}
                </Text>
                <Text size="xs" c="dimmed">
                  {hit.fullDescription}
                </Text>
              </Combobox.Option>
            ))}
            {search.hasMore && (
              <Combobox.Option value={moreResults}>
                <Text size="sm" c="blue">
                  {text.loadMore}
                </Text>
              </Combobox.Option>
            )}
            {search.hits.length === 0 && !search.isSearching && <Combobox.Empty>{text.noHits}</Combobox.Empty>}
          </Combobox.Options>
          {search.hits.length > 0 && (
            <Combobox.Footer>
              <Text size="xs" c="dimmed" aria-live="polite">
                {text.hitCount(search.hits.length, search.nbHits)}
              </Text>
            </Combobox.Footer>
          )}
        </Combobox.Dropdown>
      </Combobox>
      {search.isFailed && (
        <Alert color="red" role="alert">
          {text.searchFailed}
        </Alert>
      )}
      {chosen && <PrecertTexts qhid={qhid} code={chosen.code} />}
    </Stack>
  );
}
