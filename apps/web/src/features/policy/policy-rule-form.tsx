import { Button, Checkbox, Group, Modal, MultiSelect, NumberInput, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type PolicyRule,
  policyDocumentation,
  policyDocumentationLabels,
  policyGroupListLabels,
  policyGroupLists,
  policyLimits,
  policyMessages,
  type PolicyRuleFormValues,
  placesOfService,
  SavePolicyRuleRequestSchema,
} from '@portal/contracts';
import { useState } from 'react';
import { formErrorMessage } from '../../api/form-error-message';
import { ApiError } from '../../api/http-client';
import { createPolicyRule, updatePolicyRule } from '../../api/policy-api';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

const text = policyMessages;
const fields = policyMessages.fields;
const ruleRules = schemaResolver(SavePolicyRuleRequestSchema, { sync: true });

/** The form holds the numbers as NumberInput gives them ('' when empty); the schema reads '' as none. */
type RuleFormValues = Omit<PolicyRuleFormValues, 'approvalMaxUnits' | 'approvalMaxDays' | 'effectiveTo'> & {
  approvalMaxUnits: number | string;
  approvalMaxDays: number | string;
  effectiveTo: string;
};

const noApprovalLimits = { approvalMaxUnits: '', approvalMaxDays: '', approvalPlacesOfService: [] as string[] };
const groupListOptions = policyGroupLists.map((name) => ({ value: name, label: policyGroupListLabels[name] }));
const placeOptions = placesOfService.map((place) => ({ value: place.code, label: `${place.code} ${place.description}` }));

function initialValuesOf(rule: PolicyRule | null, today: string): RuleFormValues {
  if (!rule) {
    return {
      codeFrom: '',
      codeTo: '',
      description: '',
      groupLists: [],
      placesOfService: [],
      isAuthorizationRequired: true,
      approval: 'never',
      approvalMaxUnits: '',
      approvalMaxDays: '',
      approvalPlacesOfService: [],
      documentation: [],
      effectiveFrom: today,
      effectiveTo: '',
    };
  }
  return {
    codeFrom: rule.codeFrom,
    codeTo: rule.codeTo === rule.codeFrom ? '' : rule.codeTo,
    description: rule.description,
    groupLists: rule.groupLists,
    placesOfService: rule.placesOfService,
    isAuthorizationRequired: rule.isAuthorizationRequired,
    approval: rule.approval,
    approvalMaxUnits: rule.approvalMaxUnits ?? '',
    approvalMaxDays: rule.approvalMaxDays ?? '',
    approvalPlacesOfService: rule.approvalPlacesOfService,
    documentation: rule.documentation,
    effectiveFrom: rule.effectiveFrom,
    effectiveTo: rule.effectiveTo ?? '',
  };
}

interface PolicyRuleFormModalProps {
  /** null: add a rule; a rule: edit it. */
  rule: PolicyRule | null;
  opened: boolean;
  today: string;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a rule, checked by the contracts' schema here and again by the server. */
export function PolicyRuleFormModal({ rule, opened, today, onClose, onSaved }: PolicyRuleFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={rule ? text.editRule : text.addRule} size="xl">
      {opened && <PolicyRuleForm rule={rule} today={today} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function PolicyRuleForm({ rule, today, onClose, onSaved }: Omit<PolicyRuleFormModalProps, 'opened'>) {
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm<RuleFormValues>({ initialValues: initialValuesOf(rule, today), validate: ruleRules, validateInputOnBlur: true });
  const values = form.getValues();
  const isApproved = values.isAuthorizationRequired && values.approval === 'onSubmission';

  const save = async () => {
    if (form.validate().hasErrors) return;
    setIsSaving(true);
    try {
      const body = SavePolicyRuleRequestSchema.parse(form.getValues());
      await (rule ? updatePolicyRule(rule.id, body) : createPolicyRule(body));
      showSuccessToast(text.saved);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [field, fieldMessages] of Object.entries(error.fieldErrors)) form.setFieldError(field, fieldMessages[0]);
      } else {
        showErrorToast(formErrorMessage(error) ?? undefined);
      }
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit(() => void save())} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={fields.codeFrom} required maxLength={5} {...form.getInputProps('codeFrom')} />
          <TextInput label={fields.codeTo} description={fields.codeToDescription} maxLength={5} {...form.getInputProps('codeTo')} />
        </SimpleGrid>
        <Textarea
          label={fields.description}
          required
          autosize
          minRows={1}
          maxLength={policyLimits.descriptionMaxLength}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label={fields.groupLists}
            description={fields.groupListsDescription}
            data={groupListOptions}
            clearable
            {...form.getInputProps('groupLists')}
          />
          <MultiSelect
            label={fields.placesOfService}
            description={fields.placesOfServiceDescription}
            data={placeOptions}
            searchable
            clearable
            {...form.getInputProps('placesOfService')}
          />
        </SimpleGrid>
        <Checkbox
          label={fields.isAuthorizationRequired}
          {...form.getInputProps('isAuthorizationRequired', { type: 'checkbox' })}
          onChange={(event) => {
            const isRequired = event.currentTarget.checked;
            // A code that needs no authorization has nothing to approve or send: its hidden answers are cleared.
            form.setValues(
              isRequired ? { isAuthorizationRequired: true } : { isAuthorizationRequired: false, approval: 'never', documentation: [], ...noApprovalLimits },
            );
          }}
        />
        {values.isAuthorizationRequired && (
          <>
            <Radio.Group
              label={fields.approval}
              {...form.getInputProps('approval')}
              onChange={(approval) => form.setValues(approval === 'never' ? { approval: 'never', ...noApprovalLimits } : { approval: 'onSubmission' })}
            >
              <Group mt="xs">
                <Radio value="never" label={text.approvals.never} />
                <Radio value="onSubmission" label={text.approvals.onSubmission} />
              </Group>
            </Radio.Group>
            {isApproved && (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NumberInput label={fields.approvalMaxUnits} min={1} allowDecimal={false} {...form.getInputProps('approvalMaxUnits')} />
                <NumberInput label={fields.approvalMaxDays} min={1} allowDecimal={false} {...form.getInputProps('approvalMaxDays')} />
                <MultiSelect
                  label={fields.approvalPlacesOfService}
                  description={fields.approvalPlacesOfServiceDescription}
                  data={placeOptions}
                  searchable
                  clearable
                  {...form.getInputProps('approvalPlacesOfService')}
                />
              </SimpleGrid>
            )}
            <Checkbox.Group label={fields.documentation} {...form.getInputProps('documentation')}>
              <Stack gap={4} mt="xs">
                {policyDocumentation.map((kind) => (
                  <Checkbox key={kind} value={kind} label={policyDocumentationLabels[kind]} />
                ))}
              </Stack>
            </Checkbox.Group>
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label={fields.effectiveFrom} required {...form.getInputProps('effectiveFrom')} />
          <TextInput type="date" label={fields.effectiveTo} description={fields.effectiveToDescription} {...form.getInputProps('effectiveTo')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" loading={isSaving}>
            {text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
