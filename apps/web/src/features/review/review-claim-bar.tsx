import { Alert, Button, Group, Text } from '@mantine/core';
import { formatDateTime, type ReviewItemDetail, reviewMessages } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { claimReviewItem, releaseReviewItem } from '../../api/review-api';
import { formErrorMessage } from '../../api/form-error-message';
import { showErrorToast } from '../../ui/toasts';

/**
 * Who has the request: claim it before deciding; a colleague who has it is named (the server's refusal says who, even
 * when the screen was opened before they claimed it). A reviewer who filed or changed part of it (issue 30), or made
 * the first decision an appeal contests, is not offered the claim, and is told why.
 */
export function ReviewClaimBar({ item, reviewerId }: { item: ReviewItemDetail['item']; reviewerId: number }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['review'] });
  const claim = useMutation({
    mutationFn: () => claimReviewItem(item.id),
    onSuccess: async () => {
      setRefusal(null);
      await refresh();
    },
    onError: async (error) => {
      const message = formErrorMessage(error);
      if (message) setRefusal(message);
      else showErrorToast();
      await refresh();
    },
  });
  const release = useMutation({ mutationFn: () => releaseReviewItem(item.id), onSuccess: refresh, onError: () => showErrorToast() });

  // A withdrawal closed the item: the page's notice says who and when.
  if (item.withdrawal) return null;
  if (item.state === 'decided') {
    return (
      <Text>
        Decided{item.decidedBy ? ` by ${item.decidedBy}` : ''} on {formatDateTime(item.decidedAt)}.
      </Text>
    );
  }
  const isMine = item.claimedBy?.accountId === reviewerId;
  return (
    <Group gap="sm" align="center">
      {isMine ? (
        <>
          <Text fw={500}>You are reviewing this request.</Text>
          <Button variant="default" size="xs" loading={release.isPending} onClick={() => release.mutate()}>
            Release
          </Button>
        </>
      ) : (
        <>
          {item.claimedBy && <Text>{item.claimedBy.name} is reviewing this request.</Text>}
          {!item.claimedBy && !item.isCallerFiler && !item.appeal?.isCallerFirstReviewer && (
            <Button loading={claim.isPending} onClick={() => claim.mutate()}>
              Claim to review
            </Button>
          )}
        </>
      )}
      {item.isCallerFiler && (
        <Alert color="orange" variant="light" w="100%">
          {reviewMessages.ownFiling}
        </Alert>
      )}
      {refusal && refusal !== reviewMessages.ownFiling && (
        <Alert color="orange" role="alert" w="100%">
          {refusal}
        </Alert>
      )}
    </Group>
  );
}
