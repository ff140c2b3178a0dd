import { ActionIcon, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { canAddCodeItem, type CodeListName, codeLabels, placeOfServiceByCode, unitDescriptions } from '@portal/contracts';
import { MaskedDateInput } from '../../../ui/member-search/masked-date-input';
import { emptyCodeItem } from '../authorization-draft';
import type { DraftForm, RequestContext } from '../request-context';
import { CodeSearchSelect } from '../code-search-select';

interface CodeItemsSectionProps {
  form: DraftForm;
  context: RequestContext;
  list: CodeListName;
  title: string;
}

/**
 * Diagnosis (ICD-10-CM) or procedure (CPT; HCPCS for equipment) codes (spec 3 §3 Code item, §4): the first item
 * stays, later ones can be removed; a new item takes the first one's start date.
 */
export function CodeItemsSection({ form, context, list, title }: CodeItemsSectionProps) {
  const items = form.getValues()[list];
  const isProcedure = list === 'procedureCodes';
  const requiresUnits = isProcedure && (placeOfServiceByCode(form.getValues().service.placeOfService)?.requireUnits ?? false);
  const codeSet = !isProcedure ? 'icd10' : context.requestType.authorizationWorkflowId === 4 ? 'hcpcs' : 'cpt';
  const { label } = codeLabels[list];
  return (
    <Stack gap="xs">
      <Title order={3}>{title}</Title>
      {items.map((item, index) => (
        <Group key={form.key(`${list}.${index}`)} align="flex-start" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 320px', minWidth: 260 }}>
            <CodeSearchSelect
              codeSet={codeSet}
              label={index === 0 ? `Primary ${label}` : label}
              required={index === 0}
              code={item.value}
              description={item.description}
              error={form.errors[`${list}.${index}.value`]}
              onPick={(code, description) => {
                form.setFieldValue(`${list}.${index}.value`, code);
                form.setFieldValue(`${list}.${index}.description`, description);
              }}
            />
          </div>
          {isProcedure && requiresUnits && (
            <>
              <TextInput label="Requested Units" required inputMode="numeric" w={130} {...form.getInputProps(`${list}.${index}.requestedUnits`)} />
              <Select label="Unit Description" required data={[...unitDescriptions]} w={150} {...form.getInputProps(`${list}.${index}.unitDescription`)} />
            </>
          )}
          {isProcedure && (
            <>
              <MaskedDateInput label="From Date" required={context.isAutomation} w={150} {...form.getInputProps(`${list}.${index}.expectedStartDate`)} />
              <MaskedDateInput label="To Date" required={context.isAutomation} w={150} {...form.getInputProps(`${list}.${index}.expectedEndDate`)} />
            </>
          )}
          {index > 0 && (
            <ActionIcon variant="subtle" color="red" mt={28} aria-label={`Remove ${label} ${index + 1}`} onClick={() => form.removeListItem(list, index)}>
              ✕
            </ActionIcon>
          )}
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={!canAddCodeItem(items)}
          onClick={() => form.insertListItem(list, emptyCodeItem(isProcedure ? (items[0]?.expectedStartDate ?? '') : ''))}
        >
          Add Additional code
        </Button>
      </Group>
    </Stack>
  );
}
