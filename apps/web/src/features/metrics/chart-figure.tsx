import { Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { priorAuthorizationMetricsMessages } from '@portal/contracts';
import type { ReactNode } from 'react';

export interface ChartTableData {
  columns: readonly string[];
  /** The first cell of a row is its header. */
  rows: readonly (readonly (string | number)[])[];
}

/**
 * A chart with its text alternatives: the drawing is hidden from screen readers, which read the summary under it
 * instead, and the same figures are a table one click away, for everyone.
 */
export function ChartFigure(props: { title: string; description: string; summary: string; table: ChartTableData; children: ReactNode }) {
  const { title, description, summary, table, children } = props;
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text size="sm">{description}</Text>
        <Box aria-hidden="true">{children}</Box>
        <Text size="sm">{summary}</Text>
        <details>
          <summary>
            <Text component="span" size="sm">
              {priorAuthorizationMetricsMessages.showTable}
            </Text>
          </summary>
          <Table.ScrollContainer minWidth={400} mt="xs">
            <Table withTableBorder striped aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  {table.columns.map((column) => (
                    <Table.Th scope="col" key={column}>
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map(([first, ...rest]) => (
                  <Table.Tr key={String(first)}>
                    <Table.Th scope="row" fw={400}>
                      {first}
                    </Table.Th>
                    {rest.map((cell, index) => (
                      <Table.Td key={table.columns[index + 1]}>{typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </details>
      </Stack>
    </Paper>
  );
}
