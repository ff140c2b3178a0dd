import { Alert, Text } from '@mantine/core';
import { authorizationMessages, formatDateTime, type ReviewWithdrawal } from '@portal/contracts';

const text = authorizationMessages.withdraw;

/** On the review screen of an item whose request its provider withdrew (issue 34 §5): who, when and why. */
export function WithdrawnNotice({ withdrawal }: { withdrawal: ReviewWithdrawal }) {
  return (
    <Alert color="orange" variant="light" title={text.reviewNotice}>
      <Text size="sm">{text.reviewDetails(withdrawal.by ?? 'The provider', formatDateTime(withdrawal.at))}</Text>
      {withdrawal.reason && (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {withdrawal.reason}
        </Text>
      )}
    </Alert>
  );
}
