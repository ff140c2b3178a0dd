import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { type AppealStatus, type AppealSummary, appealMessages, formatDateTime, requestPriorityLabels } from '@portal/contracts';
import { TitledSection } from '../../../ui/titled-section';

const text = appealMessages;
const statusColors: Record<AppealStatus, string> = { pending: 'orange', overturned: 'green', 'partly-overturned': 'teal', upheld: 'red' };

/** The appeals made on the authorization (issue 19): each one's status, clock, and what it made of each line. */
export function AppealsHistory({ appeals }: { appeals: readonly AppealSummary[] }) {
  if (appeals.length === 0) return null;
  return (
    <TitledSection title={text.historyTitle}>
      {appeals.map((appeal) => (
        <Stack key={appeal.id} gap={4}>
          <Group gap="sm">
            <Badge color={statusColors[appeal.status]} variant="light">
              {text.statusLabels[appeal.status]}
            </Badge>
            <Text size="sm">{requestPriorityLabels[appeal.priority]}</Text>
            <Text size="sm" c="dimmed">
              {appeal.decidedAt ? text.decidedOn(formatDateTime(appeal.decidedAt)) : text.decisionDue(formatDateTime(appeal.dueAt))}
            </Text>
          </Group>
          <List size="sm" spacing={2}>
            {appeal.lines.map((line) => (
              <List.Item key={line.lineId}>
                {line.subject}: {line.before.status} ({line.before.reason}){line.after ? ` → ${line.after.status} (${line.after.reason})` : ''}
              </List.Item>
            ))}
          </List>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {appeal.reason}
          </Text>
        </Stack>
      ))}
    </TitledSection>
  );
}
