import { Button, Group, Input, Modal, Rating, Select, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { feedbackRatingMax, feedbackReasonsFor, FeedbackRequestSchema, memberAreaMessages } from '@portal/contracts';
import type { FeedbackReason, FeedbackRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { sendFeedback } from '../../../api/contact-api';
import { showErrorToast } from '../../../ui/toasts';

const text = memberAreaMessages.feedback;

/** The star's label: Poor … Excellent for 1 … 5; the hidden zero position of the rating is 'No rating'. */
function ratingLabel(value: number): string {
  return text.ratingLabels[value - 1] ?? text.noRating;
}

const feedbackRules = schemaResolver(FeedbackRequestSchema, { sync: true });

/** The form's values before both are chosen: no star (0) and no reason yet. */
interface FeedbackChoices {
  rating: number;
  reason: FeedbackReason | null;
}

interface FeedbackModalProps {
  opened: boolean;
  isLimited: boolean;
  onClose: () => void;
}

/**
 * General feedback (spec 2 §2.11, §5): a 5-star rating and a reason, both required; limited users get the shorter
 * reason list. A failed send keeps the choices and shows the generic error toast.
 */
export function FeedbackModal({ opened, isLimited, onClose }: FeedbackModalProps) {
  const form = useForm<FeedbackChoices, FeedbackRequest>({
    initialValues: { rating: 0, reason: null },
    validate: feedbackRules,
    // Called only once the rules above hold.
    transformValues: (choices) => FeedbackRequestSchema.parse(choices),
  });
  const [hovered, setHovered] = useState(0);
  const ratingLabelId = useId();
  const mutation = useMutation({ mutationFn: sendFeedback, onError: () => showErrorToast() });
  const { rating, reason } = form.values;
  const shownRating = hovered > 0 ? hovered : rating;
  const reasons = feedbackReasonsFor(isLimited).map(({ value, label }) => ({ value, label }));

  return (
    <Modal opened={opened} onClose={onClose} title={text.title} centered>
      {mutation.isSuccess ? (
        <FeedbackThankYou onClose={onClose} />
      ) : (
        <form noValidate onSubmit={form.onSubmit((request) => mutation.mutate(request))}>
          <Stack gap="md">
            <Input.Wrapper label={text.ratingLabel} labelElement="div" labelProps={{ id: ratingLabelId }} withAsterisk>
              <Group gap="sm" mt={4}>
                <Rating
                  role="radiogroup"
                  aria-labelledby={ratingLabelId}
                  count={feedbackRatingMax}
                  size="lg"
                  value={rating}
                  onChange={(value) => form.setFieldValue('rating', value)}
                  // jsdom and some touch screens report no position: only a real star counts as hovered.
                  onHover={(value) => setHovered(Number.isInteger(value) && value > 0 ? value : 0)}
                  getSymbolLabel={ratingLabel}
                />
                <Text size="sm" fw={500} aria-hidden="true" data-testid="rating-label">
                  {shownRating > 0 ? ratingLabel(shownRating) : ''}
                </Text>
              </Group>
            </Input.Wrapper>
            <Select
              label={text.reasonLabel}
              placeholder={text.reasonPlaceholder}
              data={reasons}
              required
              allowDeselect={false}
              value={reason}
              onChange={(value) => form.setFieldValue('reason', value as FeedbackReason | null)}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={rating === 0 || reason === null} loading={mutation.isPending}>
                {text.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The thank-you replaces the form; Close takes the focus so the keyboard stays inside the dialog. */
function FeedbackThankYou({ onClose }: { onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <Stack gap="md">
      <Text role="status">{text.thankYou}</Text>
      <Group justify="flex-end">
        <Button ref={closeRef} variant="default" onClick={onClose}>
          {text.close}
        </Button>
      </Group>
    </Stack>
  );
}
