import { Checkbox, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { isCheckboxGroup, type MaternityAssessment } from '@portal/contracts';
import type { DraftForm } from '../request-context';

interface MaternityAssessmentProps {
  form: DraftForm;
  assessment: MaternityAssessment;
}

/**
 * The high-risk pregnancy screening (spec 3 §2 "optional assessment"): a group either asks each question with its
 * options (radio) or lists conditions to tick (checkbox). Answers may arrive preselected from an existing pregnancy.
 */
export function MaternityAssessmentQuestions({ form, assessment }: MaternityAssessmentProps) {
  const error = form.errors['maternity.assessment'];
  return (
    <Stack gap="sm" data-testid="maternity-assessment">
      <Title order={4}>Pregnancy Assessment</Title>
      <Text size="sm" c="dimmed">
        Optional: helps the plan’s OB case managers decide whether to reach out to the patient.
      </Text>
      {assessment.questionGroups.map((group, groupIndex) => {
        const at = (questionIndex: number) => `maternity.assessment.questionGroups.${groupIndex}.questions.${questionIndex}.answer`;
        return (
          <fieldset key={group.label} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>
              <Text fw={600}>{group.label}</Text>
            </legend>
            <Stack gap={6} mt={4}>
              {group.questions.map((question, questionIndex) => {
                if (isCheckboxGroup(group.uiHintTypeId)) {
                  const ticked = question.options[0]?.value ?? '';
                  return (
                    <Checkbox
                      key={question.id}
                      label={question.question}
                      checked={question.answer === ticked}
                      onChange={(event) => form.setFieldValue(at(questionIndex), event.currentTarget.checked ? ticked : '')}
                    />
                  );
                }
                return (
                  <Radio.Group
                    key={question.id}
                    label={question.question}
                    value={question.answer || null}
                    onChange={(value) => form.setFieldValue(at(questionIndex), value)}
                  >
                    <Group gap="lg" mt={4}>
                      {question.options.map((option) => (
                        <Radio key={option.value} value={option.value} label={option.text} />
                      ))}
                    </Group>
                  </Radio.Group>
                );
              })}
            </Stack>
          </fieldset>
        );
      })}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
