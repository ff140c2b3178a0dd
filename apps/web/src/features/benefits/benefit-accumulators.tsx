import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type BenefitAccumulators as Accumulators, formatUsd, isoToUsDate, memberAreaMessages, messages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { isForbidden } from '../../api/api-error-status';
import { accumulatorsQueryOptions } from '../../api/benefits-api';
import { UsageMeter } from '../../ui/usage-meter/usage-meter';

const text = memberAreaMessages.benefits.accumulators;

function Accumulator({ label, met, limit }: { label: string; met: number; limit: number }) {
  const isMet = met >= limit;
  return (
    <UsageMeter
      label={label}
      value={met}
      max={limit}
      valueText={text.metOf(formatUsd(met), formatUsd(limit))}
      color={isMet ? 'teal' : 'blue'}
      caption={
        <Text size="xs" c="dimmed">
          {isMet ? text.isMet : text.left(formatUsd(limit - met))}
        </Text>
      }
    />
  );
}

function AccumulatorsContent({ accumulators }: { accumulators: Accumulators }) {
  const { deductible, outOfPocket } = accumulators;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {text.planYear(isoToUsDate(accumulators.planYearStart), isoToUsDate(accumulators.planYearEnd))}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {deductible.limit > 0 ? <Accumulator label={text.deductible} {...deductible} /> : <Text size="sm">{text.noDeductible}</Text>}
        <Accumulator label={text.outOfPocket} {...outOfPocket} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Issue 17: how much of the deductible and out-of-pocket maximum the member has met this plan year, as bars with
 * the amounts in words. A secure group's member has no benefit information (403): the section stays away.
 */
export function BenefitAccumulators({ qhid }: { qhid: number }) {
  const headingId = useId();
  const query = useQuery(accumulatorsQueryOptions(qhid));
  if (query.isError && isForbidden(query.error)) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Title order={2} size="h4" id={headingId} mb="xs">
        {text.title}
      </Title>
      {query.isPending ? (
        <Group role="status" aria-label={text.loading}>
          <Loader size="sm" />
        </Group>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      ) : (
        <AccumulatorsContent accumulators={query.data} />
      )}
    </Paper>
  );
}
