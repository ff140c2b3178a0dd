import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { memberAreaMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { isForbidden } from '../../api/api-error-status';
import { precertQueryOptions } from '../../api/benefits-api';
import { SafeHtml } from '../../ui/safe-html';
import { showErrorToast } from '../../ui/toasts';

const text = memberAreaMessages.cptLookup;

/** The precertification texts of a code for the member: each category name with its HTML text (spec 2 §2.10). */
export function PrecertTexts({ qhid, code }: { qhid: number; code: string }) {
  const query = useQuery(precertQueryOptions(qhid, code));
  const isRefused = isForbidden(query.error);
  const headingId = useId();
  useEffect(() => {
    if (query.isError && !isRefused) showErrorToast();
  }, [query.isError, isRefused]);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" aria-live="polite">
      <Title order={4} id={headingId}>
        {text.precertTitle(code)}
      </Title>
      {query.isPending && (
        <Group role="status" aria-label={text.precertLoading}>
          <Loader size="sm" />
        </Group>
      )}
      {isRefused && <Text>{memberAreaMessages.benefits.secureCoverage}</Text>}
      {query.data && Object.keys(query.data).length === 0 && <Text>{text.noPrecert}</Text>}
      {query.data &&
        Object.entries(query.data).map(([category, html]) => (
          <Stack gap={4} key={category}>
            <Title order={5}>{category}</Title>
            <SafeHtml html={html} />
          </Stack>
        ))}
    </Stack>
  );
}
