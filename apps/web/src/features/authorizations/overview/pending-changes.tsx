import { Alert, List, Text } from '@mantine/core';
import { type Authorization, authorizationMessages, formatDateTime, isoToUsDate, type PendingChange } from '@portal/contracts';

const text = authorizationMessages.overview;

function describe(change: PendingChange): string {
  const dates = [change.startDate, change.endDate]
    .filter((date): date is string => date !== null)
    .map(isoToUsDate)
    .join(' – ');
  const units = change.units === null || change.kind === 'admission-date' ? '' : `, ${change.units} ${text.units.toLowerCase()}`;
  return `${text.pendingKinds[change.kind]}: ${change.subject}${dates ? `, ${dates}` : ''}${units}`;
}

/** What was sent from the portal and waits for the plan's review (issue 6 §1); the decisions stay as decided. */
export function PendingChanges({ changes }: { changes: Authorization['pendingChanges'] }) {
  if (changes.length === 0) return null;
  return (
    <Alert color="orange" variant="light" title={text.pendingTitle}>
      <Text size="sm" mb="xs">
        {text.pendingIntro}
      </Text>
      <List size="sm" spacing={4}>
        {changes.map((change) => (
          <List.Item key={change.id}>
            {describe(change)}
            <Text span size="xs" c="dimmed">
              {' '}
              ({text.requestedByOn(change.requestedBy, formatDateTime(change.requestedAt))})
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
