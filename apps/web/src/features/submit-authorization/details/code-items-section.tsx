import { ActionIcon, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { canAddCodeItem, type CodeItem, type CodeListName, codeLabels, placeOfServiceByCode, unitDescriptions } from '@portal/contracts';
import { MaskedDateInput } from '../../../ui/member-search/masked-date-input';
import { emptyCodeItem } from '../authorization-draft';
import type { DraftForm, RequestContext } from '../request-context';
import { CodeSearchSelect } from '../code-search-select';

interface CodeItemsSectionProps {
  form: DraftForm;
  context: RequestContext;
  list: CodeListName;
  title: string;
  /** The list's form path when it is not the request's own (the baby authorization's diagnosis). */
  path?: CodeListName | 'maternity.babyAuth.babyDiagnosisCodes';
  /** Maternity presets the codes by delivery type: they are shown, not edited (spec 3 §4). */
  disabled?: boolean;
}

/**
 * Diagnosis (ICD-10-CM) or procedure (CPT; HCPCS for equipment) codes (spec 3 §3 Code item, §4): the first item
 * stays, later ones can be removed; a new item takes the first one's start date.
 */
export function CodeItemsSection({ form, context, list, title, path = list, disabled = false }: CodeItemsSectionProps) {
  const items = form.getInputProps(path).value as CodeItem[];
  const isProcedure = list === 'procedureCodes';
  const requiresUnits = isProcedure && (placeOfServiceByCode(form.getValues().service.placeOfService)?.requireUnits ?? false);
  const codeSet = !isProcedure ? 'icd10' : context.requestType.authorizationWorkflowId === 4 ? 'hcpcs' : 'cpt';
  const { label } = codeLabels[list];
  return (
    <Stack gap="xs">
      <Title order={3}>{title}</Title>
      {items.map((item, index) => (
        <Group key={form.key(`${path}.${index}`)} align="flex-start" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 320px', minWidth: 260 }}>
            <CodeSearchSelect
              codeSet={codeSet}
              label={index === 0 ? `Primary ${label}` : label}
              required={index === 0}
              disabled={disabled}
              code={item.value}
              description={item.description}
              error={form.errors[`${path}.${index}.value`]}
              onPick={(code, description) => {
                form.setFieldValue(`${path}.${index}.value`, code);
                form.setFieldValue(`${path}.${index}.description`, description);
              }}
            />
          </div>
          {isProcedure && requiresUnits && (
            <>
              <TextInput label="Requested Units" required inputMode="numeric" w={130} {...form.getInputProps(`${path}.${index}.requestedUnits`)} />
              <Select label="Unit Description" required data={[...unitDescriptions]} w={150} {...form.getInputProps(`${path}.${index}.unitDescription`)} />
            </>
          )}
          {isProcedure && !context.config.areDatesHidden && (
            <>
              <MaskedDateInput label="From Date" required={context.isAutomation} w={150} {...form.getInputProps(`${path}.${index}.expectedStartDate`)} />
              <MaskedDateInput label="To Date" required={context.isAutomation} w={150} {...form.getInputProps(`${path}.${index}.expectedEndDate`)} />
            </>
          )}
          {index > 0 && !disabled && (
            <ActionIcon variant="subtle" color="red" mt={28} aria-label={`Remove ${label} ${index + 1}`} onClick={() => form.removeListItem(path, index)}>
              ✕
            </ActionIcon>
          )}
        </Group>
      ))}
      {!disabled && (
        <Group>
          <Button
            variant="light"
            size="xs"
            disabled={!canAddCodeItem(items)}
            onClick={() => form.insertListItem(path, emptyCodeItem(isProcedure ? (items[0]?.expectedStartDate ?? '') : ''))}
          >
            Add Additional code
          </Button>
        </Group>
      )}
    </Stack>
  );
}
