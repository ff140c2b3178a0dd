import { Alert, Badge, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { isoToUsDate, memberAreaMessages, messages, todayIso } from '@portal/contracts';
import type { CoveragePeriod } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { coverageQueryOptions } from '../../api/benefits-api';
import { isForbidden } from '../../api/api-error-status';

const text = memberAreaMessages.benefits;

function isCurrent(period: CoveragePeriod, today: string): boolean {
  return period.effectiveDate <= today && today <= period.termDate;
}

function CoverageContent({ qhid }: { qhid: number }) {
  const query = useQuery(coverageQueryOptions(qhid));
  if (query.isPending) {
    return (
      <Group role="status" aria-label={text.coverageLoading}>
        <Loader size="sm" />
      </Group>
    );
  }
  if (query.isError) {
    // Secure groups get no coverage information (spec 2 §6): the server answers 403.
    return isForbidden(query.error) ? (
      <Text>{text.secureCoverage}</Text>
    ) : (
      <Alert color="red" role="alert">
        {messages.generic.unexpectedError}
      </Alert>
    );
  }
  if (query.data.length === 0) return <Text>{text.noCoveragePeriods}</Text>;
  const today = todayIso();
  return (
    <List spacing={4} listStyleType="none" aria-label={text.coverage}>
      {query.data.map((period) => (
        <List.Item key={`${period.planOptionName}-${period.effectiveDate}`}>
          <Group gap="xs">
            <Text>{text.coveragePeriod(period.planOptionName, isoToUsDate(period.effectiveDate), isoToUsDate(period.termDate))}</Text>
            {isCurrent(period, today) && (
              <Badge color="green" variant="light">
                {text.coverageActive}
              </Badge>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** The member's coverage periods, newest first (GET member/{id}/coverage); the one containing today is marked Active. */
export function CoveragePeriods({ qhid }: { qhid: number }) {
  return (
    <Stack gap="xs">
      <Title order={3}>{text.coverage}</Title>
      <CoverageContent qhid={qhid} />
    </Stack>
  );
}
