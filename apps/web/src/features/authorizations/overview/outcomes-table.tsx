import { Badge, Table, Text, TextInput } from '@mantine/core';
import { authorizationMessages, isoToUsDate, normaliseOutcomeStatus, type Outcome } from '@portal/contracts';
import { columnTypeClass } from '../../../ui/data-table/column-cells';
import { orEmpty } from '../../../ui/empty-value/empty-value';
import { MaskedDateInput } from '../../../ui/member-search/masked-date-input';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import type { AuthorizationEdit } from './use-authorization-edit';

const text = authorizationMessages.overview;

interface OutcomesTableProps {
  /** Names the table ('Outcomes of 27447'). */
  label: string;
  outcomes: readonly Outcome[];
  /** In edit mode: the edit, whose draft holds the decisions that may change. */
  edit: AuthorizationEdit | null;
  /** Admission decisions show no units. */
  hasUnits?: boolean;
}

/** The decisions on a line: dates, units, status (normalised), reason; editable ones become inputs in edit mode. */
export function OutcomesTable({ label, outcomes, edit, hasUnits = true }: OutcomesTableProps) {
  if (outcomes.length === 0) return <Text size="sm">{text.noOutcomes}</Text>;
  return (
    // On a phone the table scrolls sideways in its own box: a named, focusable region, so keyboard users can scroll it.
    <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table aria-label={label} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text.startDate}</Table.Th>
            <Table.Th>{text.endDate}</Table.Th>
            {hasUnits && <Table.Th>{text.units}</Table.Th>}
            <Table.Th>{text.status}</Table.Th>
            <Table.Th>{text.reason}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {outcomes.map((outcome) => {
            const draft = edit?.draft.outcomes[outcome.id];
            const field = (name: string) => `outcome.${outcome.id}.${name}`;
            return (
              <Table.Tr key={outcome.id}>
                <Table.Td className={columnTypeClass('date')}>
                  {edit && draft ? (
                    <MaskedDateInput
                      aria-label={`${text.fromDate} (${label})`}
                      size="xs"
                      value={draft.startDate}
                      onChange={(startDate) => edit.setOutcome(outcome.id, { startDate })}
                      onBlur={() => edit.touch(field('startDate'))}
                      error={edit.errorOf(field('startDate'))}
                    />
                  ) : (
                    isoToUsDate(outcome.startDate)
                  )}
                </Table.Td>
                <Table.Td className={columnTypeClass('date')}>
                  {edit && draft ? (
                    <MaskedDateInput
                      aria-label={`${text.toDate} (${label})`}
                      size="xs"
                      value={draft.endDate}
                      onChange={(endDate) => edit.setOutcome(outcome.id, { endDate })}
                      onBlur={() => edit.touch(field('endDate'))}
                      error={edit.errorOf(field('endDate'))}
                    />
                  ) : (
                    isoToUsDate(outcome.endDate)
                  )}
                </Table.Td>
                {hasUnits && (
                  <Table.Td>
                    {edit && draft ? (
                      <TextInput
                        aria-label={`${text.units} (${label})`}
                        size="xs"
                        inputMode="numeric"
                        w={100}
                        value={draft.units}
                        onChange={(event) => edit.setOutcome(outcome.id, { units: event.currentTarget.value.replace(/\D/g, '').slice(0, 7) })}
                        onBlur={() => edit.touch(field('units'))}
                        error={edit.errorOf(field('units'))}
                      />
                    ) : (
                      (outcome.units ?? text.notApplicable)
                    )}
                  </Table.Td>
                )}
                <Table.Td>
                  <StatusBadge kind="authorization" status={normaliseOutcomeStatus(outcome.status)} />
                  {outcome.changeStatus !== 0 && (
                    <Badge ml="xs" size="xs" variant="light" color="orange">
                      {text.pendingBadge}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{orEmpty(outcome.reason)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
