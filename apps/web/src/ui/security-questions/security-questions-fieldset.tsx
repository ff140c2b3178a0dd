import {
  accountMessages,
  constants,
  securityQuestionCount,
  securityQuestionGroup,
  type SecurityQuestionGroups,
  type SecurityQuestionsForm,
  securityQuestionsFormSchema,
} from '@portal/contracts';
import { Button, Group, PasswordInput, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useSchemaForm } from '../schema-form/use-schema-form';

const text = accountMessages.securityQuestions;

/** Empty choices for forgot password. */
export function emptySecurityQuestions(): SecurityQuestionsForm {
  return { questions: [null, null, null], answers: ['', '', ''], isChanging: [false, false, false] };
}

/** Update mode's starting value: the current questions, answers kept (hidden) until the user changes them. */
export function securityQuestionsForUpdate(originalQuestions: (number | null)[]): SecurityQuestionsForm {
  return { ...emptySecurityQuestions(), questions: [...originalQuestions] };
}

/** The form of the three questions, validated by the contracts' rules with the settings' groups (spec 1 §5.4). */
export function useSecurityQuestionsForm(settingsGroups: SecurityQuestionGroups, initialValues: SecurityQuestionsForm, { isUpdateMode = false } = {}) {
  return useSchemaForm<SecurityQuestionsForm>(securityQuestionsFormSchema(settingsGroups, { isUpdateMode }), {
    initialValues,
    });
}

/** The fields of a refused save (securityQuestionN, securityAnswerN, by the request's names) at the form's paths. */
export function securityQuestionsFormErrors(fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => {
      const [, kind, number] = /^security(Question|Answer)([1-3])$/.exec(field) ?? [];
      return [kind ? `${kind === 'Question' ? 'questions' : 'answers'}.${Number(number) - 1}` : field, message];
    }),
  );
}

export interface SecurityQuestionsFieldsetProps {
  form: UseFormReturnType<SecurityQuestionsForm>;
  settingsGroups: SecurityQuestionGroups;
  /** Account update and Settings: answers stay hidden until Change Current Answer (spec 1 §2.6, §5.4). */
  isUpdateMode?: boolean;
  /** Update mode: the questions the account has now, restored by Cancel. */
  originalQuestions?: (number | null)[];
  disabled?: boolean;
}

/** Three security questions, each chosen from its own group of settings, with their answers. */
export function SecurityQuestionsFieldset({ form, settingsGroups, isUpdateMode = false, originalQuestions, disabled }: SecurityQuestionsFieldsetProps) {
  const { values, errors } = form;
  const isChanging = (index: number) => !isUpdateMode || values.isChanging[index] === true;
  const cancelChange = (index: number) => {
    form.setFieldValue(`questions.${index}`, originalQuestions?.[index] ?? values.questions[index] ?? null);
    form.setFieldValue(`answers.${index}`, '');
    form.setFieldValue(`isChanging.${index}`, false);
  };

  return (
    <Stack gap="lg">
      {Array.from({ length: securityQuestionCount }, (_, index) => {
        const number = index + 1;
        const options = securityQuestionGroup(settingsGroups, index).map((question) => ({ value: String(question.id), label: question.question }));
        const questionId = values.questions[index];
        return (
          // Each pair is a labelled group, so its Change Current Answer and Cancel buttons are told apart.
          <Stack key={number} gap="xs" role="group" aria-label={text.questionLabel(number)}>
            <Select
              label={text.questionLabel(number)}
              placeholder={text.questionPlaceholder}
              data={options}
              value={questionId === null || questionId === undefined ? null : String(questionId)}
              onChange={(selected) => form.setFieldValue(`questions.${index}`, selected === null ? null : Number(selected))}
              readOnly={!isChanging(index)}
              aria-required
              allowDeselect={false}
              error={errors[`questions.${index}`] ?? null}
              disabled={disabled}
            />
            {isChanging(index) ? (
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <PasswordInput
                  visibilityToggleFocusable
                  style={{ flex: 1 }}
                  label={text.answerLabel(number)}
                  name={`securityAnswer${number}`}
                  autoComplete="off"
                  maxLength={constants.securityAnswerMaxLength}
                  aria-required
                  value={values.answers[index] ?? ''}
                  onChange={(event) => form.setFieldValue(`answers.${index}`, event.currentTarget.value)}
                  error={errors[`answers.${index}`] ?? null}
                  disabled={disabled}
                />
                {isUpdateMode && (
                  <Button variant="default" onClick={() => cancelChange(index)} disabled={disabled}>
                    {text.cancelChange}
                  </Button>
                )}
              </Group>
            ) : (
              <Button
                variant="light"
                onClick={() => form.setFieldValue(`isChanging.${index}`, true)}
                disabled={disabled}
                style={{ alignSelf: 'flex-start' }}
              >
                {text.changeAnswer}
              </Button>
            )}
          </Stack>
        );
      })}
      {errors.answers && (
        <Text c="red.8" size="sm" role="alert">
          {errors.answers}
        </Text>
      )}
    </Stack>
  );
}
