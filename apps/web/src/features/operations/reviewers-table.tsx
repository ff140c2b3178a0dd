import { Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { decisionTimeWindowDays, type ReviewerWorkload } from '@portal/contracts';
import { formatDecisionTime } from './operations-format';

/** Each reviewer's work: what they hold now, what they decided today and in the window, and how fast. */
export function ReviewersTable({ reviewers }: { reviewers: readonly ReviewerWorkload[] }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="reviewers-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="reviewers-title">
          Reviewers
        </Title>
        {reviewers.length === 0 ? (
          <Text c="dimmed">No employee holds the reviewer role.</Text>
        ) : (
          // On a phone the table scrolls sideways inside its own region, which takes focus so a keyboard can scroll it
          // (axe: scrollable-region-focusable); a visible focus ring shows where the keys go.
          <Box role="region" aria-label="Reviewers, scrolls sideways" tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table striped withTableBorder fz="sm" aria-label="Reviewers" miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Reviewer</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Claimed now
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Decided today
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Decided, {decisionTimeWindowDays} days
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Median time, {decisionTimeWindowDays} days
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reviewers.map((reviewer) => (
                  <Table.Tr key={reviewer.accountId}>
                    <Table.Th scope="row" fw={500}>
                      {reviewer.name}
                    </Table.Th>
                    <Table.Td ta="right">{reviewer.claimedNow}</Table.Td>
                    <Table.Td ta="right">{reviewer.decidedToday}</Table.Td>
                    <Table.Td ta="right">{reviewer.decidedInWindow}</Table.Td>
                    <Table.Td ta="right">{formatDecisionTime(reviewer.medianHours)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
