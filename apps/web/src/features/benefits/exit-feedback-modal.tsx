import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { exitFeedbackErrors, exitFeedbackOtherOption, memberAreaMessages, messages } from '@portal/contracts';
import type { ExitFeedbackState, FeedbackTrackingRequest } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { feedbackOptionsQueryOptions, trackFeedback } from '../../api/feedback-modal-api';

const text = memberAreaMessages.feedback;
type Answer = 'Yes' | 'No';

interface ExitFeedbackValues {
  answer: Answer | null;
  issues: string[];
  freeText: string;
}

/** The rules' errors beside the fields they are about: the issues' error on the checkbox group. */
function exitFeedbackFormErrors(values: ExitFeedbackValues) {
  const { answer, options, freeText } = exitFeedbackErrors(exitFeedbackStateOf(values));
  return { answer, issues: options, freeText };
}

/** What is sent: the issues only after No, the free text only with Other. */
function exitFeedbackStateOf({ answer, issues, freeText }: ExitFeedbackValues): ExitFeedbackState {
  const options = answer === 'No' ? issues : [];
  return { answer, options, freeText: options.includes(exitFeedbackOtherOption) ? freeText : '' };
}

interface ExitFeedbackModalProps {
  qhid: number | null;
  /** Called after the answer was sent, or when the user skips: the navigation that opened the modal goes on. */
  onDone: () => void;
}

/**
 * The benefits-exit feedback (spec 2 §2.11, §5): Yes / No (clicking the chosen one again deselects it); No asks which
 * issues, Other asks for more than 10 characters of text. Skip and close never trap the user on the page.
 */
export function ExitFeedbackModal({ qhid, onDone }: ExitFeedbackModalProps) {
  const questionId = useId();
  const form = useForm<ExitFeedbackValues>({
    initialValues: { answer: null, issues: [], freeText: '' },
    validate: exitFeedbackFormErrors,
    validateInputOnBlur: ['freeText'],
  });
  const { answer, issues } = form.values;
  const options = useQuery(feedbackOptionsQueryOptions);
  const isOtherChosen = answer === 'No' && issues.includes(exitFeedbackOtherOption);

  const send = useMutation({
    mutationFn: (request: FeedbackTrackingRequest) => trackFeedback(request),
    // The answer is a courtesy to us: a failed send must not keep the user from leaving.
    onSettled: onDone,
  });

  const submit = form.onSubmit((values) => {
    const state = exitFeedbackStateOf(values);
    if (state.answer === null) return;
    send.mutate({
      CallingPage: 'BenefitsLookup',
      TrackingType: 'BenefitsExit',
      Qhid: qhid,
      ActionName: state.answer,
      FreeformText: state.freeText,
      OptionsSelected: [...state.options],
    });
  });

  const answerButton = (value: Answer, label: string) => (
    <Button
      variant={answer === value ? 'filled' : 'default'}
      aria-pressed={answer === value}
      onClick={() => form.setFieldValue('answer', answer === value ? null : value)}
    >
      {label}
    </Button>
  );

  return (
    <Modal opened onClose={onDone} title={text.title} centered closeOnClickOutside={false}>
      <Stack gap="md">
        <Stack gap="xs">
          <Text id={questionId}>{text.exitQuestion}</Text>
          <Group gap="sm" role="group" aria-labelledby={questionId}>
            {answerButton('Yes', text.yes)}
            {answerButton('No', text.no)}
          </Group>
          {form.errors.answer && (
            <Text c="red" size="sm" role="alert">
              {form.errors.answer}
            </Text>
          )}
        </Stack>
        {answer === 'No' && options.isPending && (
          <Group role="status" aria-label={text.optionsLoading}>
            <Loader size="sm" />
          </Group>
        )}
        {answer === 'No' && options.isError && (
          <Alert color="red" role="alert">
            {messages.generic.unexpectedError}
          </Alert>
        )}
        {answer === 'No' && options.data && (
          <Checkbox.Group label={text.issuesLabel} {...form.getInputProps('issues')}>
            <Stack gap={6} mt={6}>
              {options.data.map((option) => (
                <Checkbox key={option.availableOption} value={option.availableOption} label={option.availableOptionText} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {isOtherChosen && <Textarea label={text.otherLabel} {...form.getInputProps('freeText')} rows={4} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            {text.skip}
          </Button>
          <Button onClick={() => submit()} loading={send.isPending}>
            {text.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
