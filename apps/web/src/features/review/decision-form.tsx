import { Button, Group, NumberInput, Paper, Radio, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  appealMessages,
  isoToUsDate,
  type LineDecision,
  type LineDecisionAction,
  lineDecisionActionLabels,
  lineDecisionActions,
  lineDecisionErrors,
  type ReviewLine,
  reviewLimits,
  reviewMessages,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { decideReviewItem } from '../../api/review-api';
import { showSuccessToast } from '../../ui/toasts';
import { applyServerErrors } from './server-errors';

interface LineValues {
  lineId: string;
  action: LineDecisionAction | '';
  units: number | string;
  startDate: string;
  endDate: string;
  denialReasonCode: string | null;
  explanation: string;
}

interface DecisionValues {
  lines: LineValues[];
}

const initialLine = (line: ReviewLine): LineValues => ({
  lineId: line.lineId,
  action: '',
  units: line.units ?? '',
  startDate: isoToUsDate(line.startDate),
  endDate: isoToUsDate(line.endDate),
  denialReasonCode: null,
  explanation: '',
});

/** What the server is sent for a line: only the fields its action uses. */
function toDecision(values: LineValues): LineDecision {
  const action = values.action === '' ? 'approve' : values.action;
  if (action === 'modify')
    return {
      lineId: values.lineId,
      action,
      units: values.units === '' ? null : Number(values.units),
      startDate: values.startDate,
      endDate: values.endDate,
      ...(values.explanation.trim() ? { explanation: values.explanation } : {}),
    };
  if (action === 'deny') return { lineId: values.lineId, action, denialReasonCode: values.denialReasonCode ?? '', explanation: values.explanation };
  return { lineId: values.lineId, action };
}

interface DecisionFormProps {
  itemId: number;
  lines: readonly ReviewLine[];
  denialReasons: readonly { code: string; label: string }[];
  /** Told once the decision is saved, before the screen reloads the item. */
  onDecided?: () => void;
}

/**
 * The decision on each service line (issue 18): approve as requested, approve modified (fewer units, shorter dates),
 * or deny with a reason of the plan's list and an explanation. Saved together; a refusal is shown on its field and
 * nothing typed is lost.
 */
export function DecisionForm({ itemId, lines, denialReasons, onDecided }: DecisionFormProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const reasonCodes = new Set(denialReasons.map((reason) => reason.code));
  const form = useForm<DecisionValues>({
    mode: 'controlled',
    initialValues: { lines: lines.map(initialLine) },
    validate: (values) => {
      const errors: Record<string, string> = {};
      values.lines.forEach((value, index) => {
        const line = lines[index];
        if (!line) return;
        if (value.action === '') {
          errors[`lines.${index}.action`] = reviewMessages.decision.everyLine;
          return;
        }
        for (const [field, message] of Object.entries(lineDecisionErrors(toDecision(value), line, (code) => reasonCodes.has(code))))
          errors[`lines.${index}.${field}`] = message;
      });
      return errors;
    },
  });
  const save = useMutation({
    mutationFn: (values: DecisionValues) => decideReviewItem(itemId, { lines: values.lines.map(toDecision) }),
    onSuccess: async () => {
      showSuccessToast(reviewMessages.saved);
      onDecided?.();
      await queryClient.invalidateQueries({ queryKey: ['review'] });
    },
    onError: (error) => applyServerErrors(form, error),
  });

  return (
    <form aria-labelledby={titleId} onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id={titleId}>
            Decision
          </Title>
          <Button variant="subtle" onClick={() => form.setValues({ lines: form.getValues().lines.map((line) => ({ ...line, action: 'approve' })) })}>
            Approve every line as requested
          </Button>
        </Group>
        {lines.map((line, index) => {
          const action = form.getValues().lines[index]?.action;
          return (
            <Paper key={line.lineId} withBorder p="md" radius="md" component="fieldset" style={{ border: undefined }}>
              <Text component="legend" fw={600}>
                {line.label}: {line.code} {line.description}
              </Text>
              <Text size="sm" c="dimmed" mb="xs">
                Requested: {line.units === null ? 'no units' : `${line.units} units`}, {isoToUsDate(line.startDate)} to {isoToUsDate(line.endDate)}
              </Text>
              {line.appealed && (
                <Text size="sm" mb="xs">
                  {appealMessages.review.firstDecision}: {line.appealed.status} ({line.appealed.reason}
                  {line.appealed.units !== null && line.appealed.status !== 'Denied' ? `, ${line.appealed.units} units` : ''})
                  {line.appealed.decidedBy ? `, by ${line.appealed.decidedBy}` : ''}
                  {line.appealed.note ? `: ${line.appealed.note}` : ''}
                </Text>
              )}
              <Radio.Group {...form.getInputProps(`lines.${index}.action`)} label="Decision" withAsterisk>
                <Group gap="lg" mt={4}>
                  {lineDecisionActions.map((value) => (
                    <Radio key={value} value={value} label={lineDecisionActionLabels[value]} />
                  ))}
                </Group>
              </Radio.Group>
              {action === 'modify' && (
                <Group gap="sm" mt="sm" align="start">
                  {line.units !== null && (
                    <NumberInput label="Approved units" min={1} max={line.units} allowDecimal={false} w={150} {...form.getInputProps(`lines.${index}.units`)} />
                  )}
                  <TextInput label="From" placeholder="MM/DD/YYYY" w={150} {...form.getInputProps(`lines.${index}.startDate`)} />
                  <TextInput label="To" placeholder="MM/DD/YYYY" w={150} {...form.getInputProps(`lines.${index}.endDate`)} />
                </Group>
              )}
              {action === 'deny' && (
                <Stack gap="sm" mt="sm">
                  <Select
                    label="Reason"
                    placeholder="Choose a reason"
                    withAsterisk
                    data={denialReasons.map((reason) => ({ value: reason.code, label: reason.label }))}
                    {...form.getInputProps(`lines.${index}.denialReasonCode`)}
                  />
                  <Textarea
                    label="Explanation for the provider"
                    withAsterisk
                    rows={2}
                    maxLength={reviewLimits.explanationMaxLength}
                    {...form.getInputProps(`lines.${index}.explanation`)}
                  />
                </Stack>
              )}
            </Paper>
          );
        })}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save decision
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
