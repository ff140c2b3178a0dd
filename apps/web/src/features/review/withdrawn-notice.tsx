import { Alert, Text } from '@mantine/core';
import { authorizationMessages, formatDateTime } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { reviewWithdrawalQueryOptions } from '../../api/peer-to-peer-api';

const text = authorizationMessages.withdraw;

/** On the review screen of an item whose request its provider withdrew (issue 34 §5): who, when and why. */
export function WithdrawnNotice({ itemId }: { itemId: number }) {
  const query = useQuery(reviewWithdrawalQueryOptions(itemId));
  const withdrawal = query.data?.withdrawal;
  if (!withdrawal) return null;
  return (
    <Alert color="orange" variant="light" title={text.reviewNotice} role="status">
      <Text size="sm">{text.reviewDetails(withdrawal.by ?? 'The provider', formatDateTime(withdrawal.at))}</Text>
      {withdrawal.reason && (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {withdrawal.reason}
        </Text>
      )}
    </Alert>
  );
}
