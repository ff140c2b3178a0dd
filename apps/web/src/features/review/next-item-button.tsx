import { Button } from '@mantine/core';
import { reviewMessages } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { claimNextReviewItem } from '../../api/review-api';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { reviewItemPath } from './review-paths';

const text = reviewMessages.workbench;

/** "Next item" (issue 34 §7): the most urgent unclaimed item the reviewer may take, claimed in one step and opened. */
export function NextItemButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const next = useMutation({
    mutationFn: claimNextReviewItem,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: ['review'] });
      if (answer.itemId === null) showSuccessToast(text.nothingNext);
      else await navigate(reviewItemPath(answer.itemId));
    },
    onError: () => showErrorToast(),
  });
  return (
    <Button loading={next.isPending} onClick={() => next.mutate()}>
      {text.nextItem}
    </Button>
  );
}
