import { Anchor, Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatMetricValue, type MetricFigure, paths, priorAuthorizationMetricsMessages } from '@portal/contracts';
import { Link } from 'react-router';

const text = priorAuthorizationMetricsMessages;

const first = text.measures[1];
const isPart = (figure: MetricFigure) => figure.key.endsWith('PartiallyApproved');

/** On a phone: one card per figure, its value beside its name, what it is taken of and its definition under them. */
function MetricMeasuresCards({ figures }: { figures: readonly MetricFigure[] }) {
  return (
    <Stack gap="xs" hiddenFrom="sm">
      <Paper withBorder p="sm">
        <Text fw={600} size="sm">
          {first?.title}
        </Text>
        <Anchor component={Link} to={paths.priorAuthorizationRequirements} size="sm">
          {text.requirementsLink}
        </Anchor>
      </Paper>
      {figures.map((figure) => (
        <Paper withBorder p="sm" key={figure.key} ml={isPart(figure) ? 'md' : 0}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text fw={isPart(figure) ? 400 : 600} size="sm">
              {text.measures[figure.measure]?.title}: {text.figures[figure.key].label}
            </Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatMetricValue(figure)}
            </Text>
          </Group>
          <Text size="sm">{figure.value === null ? text.noValueExplained : text.ofRequests(figure.numerator, figure.denominator)}</Text>
          <Text size="xs" c="dimmed" mt={4}>
            {text.figures[figure.key].definition}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** The nine measures, each figure with its value, what it is taken over and its definition; cards on a phone. */
export function MetricMeasuresTable({ figures }: { figures: readonly MetricFigure[] }) {
  return (
    <>
      <MetricMeasuresCards figures={figures} />
      <Box visibleFrom="sm">
        <MeasuresTable figures={figures} />
      </Box>
    </>
  );
}

function MeasuresTable({ figures }: { figures: readonly MetricFigure[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder verticalSpacing="sm" aria-label={text.measuresTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{text.measure}</Table.Th>
            <Table.Th scope="col">{text.value}</Table.Th>
            <Table.Th scope="col">{text.basis}</Table.Th>
            <Table.Th scope="col">{text.definition}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" fw={600}>
              {first?.title}
            </Table.Th>
            <Table.Td colSpan={2}>
              <Anchor component={Link} to={paths.priorAuthorizationRequirements}>
                {text.requirementsLink}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{first?.definition}</Text>
            </Table.Td>
          </Table.Tr>
          {figures.map((figure) => (
            <Table.Tr key={figure.key} data-figure={figure.key}>
              <Table.Th scope="row" fw={isPart(figure) ? 400 : 600} pl={isPart(figure) ? 'xl' : undefined}>
                {text.measures[figure.measure]?.title}: {text.figures[figure.key].label}
              </Table.Th>
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMetricValue(figure)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{figure.value === null ? text.noValueExplained : text.ofRequests(figure.numerator, figure.denominator)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{text.figures[figure.key].definition}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
