import { Autocomplete, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { authorizationEditRules, authorizationMessages, isoToUsDate, todayIso } from '@portal/contracts';
import { useForm } from '@mantine/form';
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
  const form = useForm<AddedProcedureDraft>({
    initialValues: emptyForm(),
    validate: (values) =>
      authorizationEditRules.addCptErrors(
        { ...values, requestedUnits: values.requestedUnits.trim() === '' ? null : Number(values.requestedUnits) },
        codesNotRequiringAuthorization,
      ),
    validateInputOnBlur: true,
  });
  const { values } = form;
  const search = useCptSearch(values.cptCode);
  const descriptions = new Map(search.hits.map((hit) => [hit.code, hit.shortDescription]));
  const chooseCode = (code: string) => form.setValues({ cptCode: code, cptCodeDescription: descriptions.get(code) ?? values.cptCodeDescription });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((added) => {
        onAdd({ ...added, cptCode: added.cptCode.trim().toUpperCase() });
        onClose();
      })}
    >
      <Stack gap="sm">
        <Autocomplete
          label={text.cptCode}
          withAsterisk
          // An option's label is what choosing it puts in the field: the code alone. The list shows its description too.
          data={search.hits.map((hit) => hit.code)}
          renderOption={({ option }) => `${option.value} ${descriptions.get(option.value) ?? ''}`.trim()}
          filter={({ options }) => options}
          {...form.getInputProps('cptCode')}
          onChange={(value) => form.setFieldValue('cptCode', value.slice(0, 10))}
          onOptionSubmit={chooseCode}
          data-autofocus
        />
        <TextInput label={text.cptCodeDescription} maxLength={300} {...form.getInputProps('cptCodeDescription')} />
        <TextInput
          label={overviewText.requestedUnits}
          withAsterisk
          inputMode="numeric"
          {...form.getInputProps('requestedUnits')}
          onChange={(event) => form.setFieldValue('requestedUnits', event.currentTarget.value.replace(/\D/g, '').slice(0, 7))}
        />
        <Group grow align="flex-start">
          <MaskedDateInput label={overviewText.startDate} withAsterisk {...form.getInputProps('procedureStartDate')} />
          <MaskedDateInput label={overviewText.endDate} withAsterisk {...form.getInputProps('procedureEndDate')} />
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
