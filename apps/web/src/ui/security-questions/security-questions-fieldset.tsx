import { accountMessages, constants, securityQuestionCount, securityQuestionGroupOf, type SecurityQuestionGroups } from '@portal/contracts';
import { Button, Group, PasswordInput, Select, Stack, Text } from '@mantine/core';
import type { SecurityQuestionsErrors, SecurityQuestionsValue } from './security-questions-validation';

export {
  emptySecurityQuestions,
  securityQuestionsForUpdate,
  validateSecurityQuestions,
  type SecurityQuestionsErrors,
  type SecurityQuestionsValue,
} from './security-questions-validation';

const text = accountMessages.securityQuestions;

export interface SecurityQuestionsFieldsetProps {
  settingsGroups: SecurityQuestionGroups;
  value: SecurityQuestionsValue;
  onChange: (value: SecurityQuestionsValue) => void;
  /** Usually `validateSecurityQuestions(value, …)` once the user has tried to go on. */
  errors?: Partial<Pick<SecurityQuestionsErrors, 'questions' | 'answers' | 'form'>>;
  /** Account update and Settings: answers stay hidden until Change Current Answer (spec 1 §2.6, §5.4). */
  isUpdateMode?: boolean;
  /** Update mode: the questions the account has now, restored by Cancel. */
  originalQuestions?: (number | null)[];
  disabled?: boolean;
}

/** Three security questions, each chosen from its own group of settings, with their answers. */
export function SecurityQuestionsFieldset(props: SecurityQuestionsFieldsetProps) {
  const { settingsGroups, value, onChange, errors, isUpdateMode = false, originalQuestions, disabled } = props;
  const isChanging = (index: number) => !isUpdateMode || Boolean(value.isChanging?.[index]);

  const update = (index: number, patch: { question?: number | null; answer?: string; isChanging?: boolean }) => {
    const replace = <T,>(list: T[], item: T | undefined) => list.map((old, at) => (at === index && item !== undefined ? item : old));
    const changing = value.isChanging ?? Array.from({ length: securityQuestionCount }, () => false);
    onChange({
      questions: replace(value.questions, patch.question),
      answers: replace(value.answers, patch.answer),
      isChanging: replace(changing, patch.isChanging),
    });
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
              error={errors?.questions?.[index] ?? null}
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
                  error={errors?.answers?.[index] ?? null}
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
      {errors?.form && (
        <Text c="red.8" size="sm" role="alert">
          {errors.form}
        </Text>
      )}
    </Stack>
  );
}
