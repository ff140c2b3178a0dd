import { Autocomplete, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { authorizationEditRules, authorizationMessages, isoToUsDate, todayIso } from '@portal/contracts';
import { useState } from 'react';
import { useCptSearch } from '../../../ui/cpt-search/use-cpt-search';
import { MaskedDateInput } from '../../../ui/member-search/masked-date-input';
import type { AddedProcedureDraft } from './authorization-draft';

const text = authorizationMessages.edit;
const overviewText = authorizationMessages.overview;

interface AddCptModalProps {
  opened: boolean;
  onClose: () => void;
  onAdd: (added: AddedProcedureDraft) => void;
  codesNotRequiringAuthorization: readonly string[];
}

const emptyForm = (): AddedProcedureDraft => {
  const today = isoToUsDate(todayIso());
  return { cptCode: '', cptCodeDescription: '', requestedUnits: '1', procedureStartDate: today, procedureEndDate: today };
};

/**
 * Add CPT (spec 2 §2.6, §5): a code found through the code search, units 1 to 999999, start date today by default.
 * A code that needs no authorization is refused with the spec's message.
 */
export function AddCptModal({ opened, onClose, onAdd, codesNotRequiringAuthorization }: AddCptModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={text.addCptTitle} centered size="lg">
      {/* Mounted per opening: every opening starts from an empty form. */}
      {opened && <AddCptForm onClose={onClose} onAdd={onAdd} codesNotRequiringAuthorization={codesNotRequiringAuthorization} />}
    </Modal>
  );
}

function AddCptForm({ onClose, onAdd, codesNotRequiringAuthorization }: Omit<AddCptModalProps, 'opened'>) {
  const [form, setForm] = useState(emptyForm);
  const [isSubmitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const search = useCptSearch(form.cptCode);
  const units = form.requestedUnits.trim() === '' ? null : Number(form.requestedUnits);
  const errors = authorizationEditRules.addCptErrors({ ...form, requestedUnits: units }, codesNotRequiringAuthorization);
  const errorOf = (field: keyof typeof errors) => (isSubmitted || touched.has(field) ? errors[field] : undefined);
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));
  const set = (change: Partial<AddedProcedureDraft>) => setForm((current) => ({ ...current, ...change }));

  const descriptions = new Map(search.hits.map((hit) => [hit.code, hit.shortDescription]));
  const chooseCode = (code: string) => set({ cptCode: code, cptCodeDescription: descriptions.get(code) ?? form.cptCodeDescription });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.values(errors).some(Boolean)) return;
        onAdd({ ...form, cptCode: form.cptCode.trim().toUpperCase() });
        onClose();
      }}
    >
      <Stack gap="sm">
        <Autocomplete
          label={text.cptCode}
          withAsterisk
          // An option's label is what choosing it puts in the field: the code alone. The list shows its description too.
          data={search.hits.map((hit) => hit.code)}
          renderOption={({ option }) => `${option.value} ${descriptions.get(option.value) ?? ''}`.trim()}
          filter={({ options }) => options}
          value={form.cptCode}
          onChange={(value) => set({ cptCode: value.slice(0, 10) })}
          onOptionSubmit={chooseCode}
          onBlur={() => touch('cptCode')}
          error={errorOf('cptCode')}
          data-autofocus
        />
        <TextInput
          label={text.cptCodeDescription}
          value={form.cptCodeDescription}
          maxLength={300}
          onChange={(event) => set({ cptCodeDescription: event.currentTarget.value })}
        />
        <TextInput
          label={overviewText.requestedUnits}
          withAsterisk
          inputMode="numeric"
          value={form.requestedUnits}
          onChange={(event) => set({ requestedUnits: event.currentTarget.value.replace(/\D/g, '').slice(0, 7) })}
          onBlur={() => touch('requestedUnits')}
          error={errorOf('requestedUnits')}
        />
        <Group grow align="flex-start">
          <MaskedDateInput
            label={overviewText.startDate}
            withAsterisk
            value={form.procedureStartDate}
            onChange={(procedureStartDate) => set({ procedureStartDate })}
            onBlur={() => touch('procedureStartDate')}
            error={errorOf('procedureStartDate')}
          />
          <MaskedDateInput
            label={overviewText.endDate}
            withAsterisk
            value={form.procedureEndDate}
            onChange={(procedureEndDate) => set({ procedureEndDate })}
            onBlur={() => touch('procedureEndDate')}
            error={errorOf('procedureEndDate')}
          />
        </Group>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {text.keep}
          </Button>
          <Button type="submit">{text.add}</Button>
        </Group>
      </Stack>
    </form>
  );
}
