import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { exitFeedbackError, exitFeedbackOtherOption, exitFeedbackTextError, memberAreaMessages, messages } from '@portal/contracts';
import type { FeedbackTrackingRequest } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { feedbackOptionsQueryOptions, trackFeedback } from '../../api/feedback-modal-api';

const text = memberAreaMessages.feedback;
type Answer = 'Yes' | 'No';

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
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [issues, setIssues] = useState<string[]>([]);
  const [freeText, setFreeText] = useState('');
  const [isSubmitTried, setIsSubmitTried] = useState(false);
  const [isTextTouched, setIsTextTouched] = useState(false);
  const options = useQuery(feedbackOptionsQueryOptions);
  const isOtherChosen = answer === 'No' && issues.includes(exitFeedbackOtherOption);

  const send = useMutation({
    mutationFn: (request: FeedbackTrackingRequest) => trackFeedback(request),
    // The answer is a courtesy to us: a failed send must not keep the user from leaving.
    onSettled: onDone,
  });

  const state = { answer, options: answer === 'No' ? issues : [], freeText: isOtherChosen ? freeText : '' };
  const error = isSubmitTried ? exitFeedbackError(state) : null;
  const textError = isOtherChosen && (isSubmitTried || isTextTouched) ? exitFeedbackTextError(freeText, true) : null;

  const submit = () => {
    setIsSubmitTried(true);
    if (exitFeedbackError(state) !== null || answer === null) return;
    send.mutate({
      CallingPage: 'BenefitsLookup',
      TrackingType: 'BenefitsExit',
      Qhid: qhid,
      ActionName: answer,
      FreeformText: state.freeText,
      OptionsSelected: state.options,
    });
  };

  const answerButton = (value: Answer, label: string) => (
    <Button variant={answer === value ? 'filled' : 'default'} aria-pressed={answer === value} onClick={() => setAnswer(answer === value ? null : value)}>
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
          {error === text.chooseYesNo && (
            <Text c="red" size="sm" role="alert">
              {error}
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
          <Checkbox.Group label={text.issuesLabel} value={issues} onChange={setIssues} error={error === text.chooseIssue ? error : null}>
            <Stack gap={6} mt={6}>
              {options.data.map((option) => (
                <Checkbox key={option.availableOption} value={option.availableOption} label={option.availableOptionText} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {isOtherChosen && (
          <Textarea
            label={text.otherLabel}
            value={freeText}
            onChange={(event) => setFreeText(event.currentTarget.value)}
            onBlur={() => setIsTextTouched(true)}
            error={textError}
            rows={4}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            {text.skip}
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            {text.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
