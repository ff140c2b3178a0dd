import { messages, paths } from '@portal/contracts';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** What a limited user sees instead of the tiles (spec 1 §2.3). */
export function PendingApprovalNotice() {
  return (
    <Alert color="yellow" variant="light" title={messages.home.pendingApprovalTitle} role="status">
      <Text size="sm">{messages.home.pendingApproval}</Text>
      <Anchor component={Link} to={paths.contact} size="sm" fw={600}>
        {messages.home.pendingApprovalContact}
      </Anchor>
    </Alert>
  );
}
