import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { addDays, formatPolicyCode, type PolicyRule, policyMessages as text, RetirePolicyRuleRequestSchema } from '@portal/contracts';
import { useState } from 'react';
import { formErrorMessage } from '../../api/form-error-message';
import { ApiError } from '../../api/http-client';
import { retirePolicyRule } from '../../api/policy-api';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

const retireRules = schemaResolver(RetirePolicyRuleRequestSchema, { sync: true });

/** Retire a rule from a date on: it stays in the policy (and its history) but no longer applies. */
export function RetireRuleModal({ rule, today, onClose, onRetired }: { rule: PolicyRule | null; today: string; onClose: () => void; onRetired: () => void }) {
  return (
    <Modal opened={rule !== null} onClose={onClose} title={text.retireRule}>
      {rule && <RetireRuleForm rule={rule} today={today} onClose={onClose} onRetired={onRetired} />}
    </Modal>
  );
}

function RetireRuleForm({ rule, today, onClose, onRetired }: { rule: PolicyRule; today: string; onClose: () => void; onRetired: () => void }) {
  const [isSaving, setIsSaving] = useState(false);
  // The earliest date a rule can end on is the day after it starts.
  const earliest = addDays(rule.effectiveFrom, 1);
  const form = useForm({ initialValues: { effectiveTo: rule.effectiveTo ?? (today > earliest ? today : earliest) }, validate: retireRules });
  const retire = async () => {
    if (form.validate().hasErrors) return;
    setIsSaving(true);
    try {
      await retirePolicyRule(rule.id, form.getValues());
      showSuccessToast(text.retired);
      onRetired();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors?.effectiveTo) form.setFieldError('effectiveTo', error.fieldErrors.effectiveTo[0]);
      else showErrorToast(formErrorMessage(error) ?? undefined);
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <form onSubmit={form.onSubmit(() => void retire())} noValidate>
      <Stack gap="md">
        <Text>{text.retireIntro(formatPolicyCode(rule))}</Text>
        <TextInput type="date" label={text.fields.retireOn} required {...form.getInputProps('effectiveTo')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" color="red" loading={isSaving}>
            {text.retire}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
