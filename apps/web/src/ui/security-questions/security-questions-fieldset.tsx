import { accountMessages, constants, securityQuestionCount, securityQuestionGroupOf, type SecurityQuestionGroups } from '@portal/contracts';
import { Button, Group, PasswordInput, Select, Stack, Text } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { securityQuestionsFormErrors, type SecurityQuestionsRuleOptions, type SecurityQuestionsValue } from './security-questions-validation';

export { emptySecurityQuestions, securityQuestionsForUpdate, validateSecurityQuestions, type SecurityQuestionsValue } from './security-questions-validation';

const text = accountMessages.securityQuestions;

export type SecurityQuestionsForm = UseFormReturnType<SecurityQuestionsValue>;

/** The three questions' form: judged on submit (spec 1 §5.4); a message clears as its input is edited. */
export function useSecurityQuestionsForm(
  initialValues: SecurityQuestionsValue | (() => SecurityQuestionsValue),
  options: SecurityQuestionsRuleOptions,
): SecurityQuestionsForm {
  return useForm<SecurityQuestionsValue>({
    initialValues: typeof initialValues === 'function' ? initialValues() : initialValues,
    validate: (value) => securityQuestionsFormErrors(value, options),
  });
}

export interface SecurityQuestionsFieldsetProps {
  settingsGroups: SecurityQuestionGroups;
  form: SecurityQuestionsForm;
  /** Account update and Settings: answers stay hidden until Change Current Answer (spec 1 §2.6, §5.4). */
  isUpdateMode?: boolean;
  /** Update mode: the questions the account has now, restored by Cancel. */
  originalQuestions?: (number | null)[];
  disabled?: boolean;
}

/** Three security questions, each chosen from its own group of settings, with their answers. */
export function SecurityQuestionsFieldset(props: SecurityQuestionsFieldsetProps) {
  const { settingsGroups, form, isUpdateMode = false, originalQuestions, disabled } = props;
  const { values: value, errors } = form;
  const isChanging = (index: number) => !isUpdateMode || Boolean(value.isChanging?.[index]);

  const update = (index: number, patch: { question?: number | null; answer?: string; isChanging?: boolean }) => {
    if (patch.question !== undefined) form.setFieldValue(`questions.${index}`, patch.question);
    if (patch.answer !== undefined) form.setFieldValue(`answers.${index}`, patch.answer);
    if (patch.isChanging !== undefined) {
      const changing = value.isChanging ?? Array.from({ length: securityQuestionCount }, () => false);
      form.setFieldValue(
        'isChanging',
        changing.map((old, at) => (at === index ? (patch.isChanging ?? old) : old)),
      );
    }
    form.clearFieldError('form');
  };
  const cancelChange = (index: number) =>
    update(index, { question: originalQuestions?.[index] ?? value.questions[index] ?? null, answer: '', isChanging: false });

  return (
    <Stack gap="lg">
      {Array.from({ length: securityQuestionCount }, (_, index) => {
        const number = index + 1;
        const options = securityQuestionGroupOf(settingsGroups, index).map((question) => ({ value: String(question.id), label: question.question }));
        const questionId = value.questions[index];
        return (
          // Each pair is a labelled group, so its Change Current Answer and Cancel buttons are told apart.
          <Stack key={number} gap="xs" role="group" aria-label={text.questionLabel(number)}>
            <Select
              label={text.questionLabel(number)}
              placeholder={text.questionPlaceholder}
              data={options}
              value={questionId === null || questionId === undefined ? null : String(questionId)}
              onChange={(selected) => update(index, { question: selected === null ? null : Number(selected) })}
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
                  value={value.answers[index] ?? ''}
                  onChange={(event) => update(index, { answer: event.currentTarget.value })}
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
              <Button variant="light" onClick={() => update(index, { isChanging: true })} disabled={disabled} style={{ alignSelf: 'flex-start' }}>
                {text.changeAnswer}
              </Button>
            )}
          </Stack>
        );
      })}
      {errors.form && (
        <Text c="red.8" size="sm" role="alert">
          {errors.form}
        </Text>
      )}
    </Stack>
  );
}
