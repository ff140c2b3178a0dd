import { Anchor, Table, Text } from '@mantine/core';
import { formatMetricValue, type MetricFigure, paths, priorAuthorizationMetricsMessages } from '@portal/contracts';
import { Link } from 'react-router';

const text = priorAuthorizationMetricsMessages;

/** The nine measures, each figure with its value, what it is taken over and its definition. */
export function MetricMeasuresTable({ figures }: { figures: readonly MetricFigure[] }) {
  const first = text.measures[1];
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
              <Table.Th scope="row" fw={figure.key.endsWith('PartiallyApproved') ? 400 : 600} pl={figure.key.endsWith('PartiallyApproved') ? 'xl' : undefined}>
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
