import { Stack, Table, Text } from '@mantine/core';
import { authorizationTypeName, formatDate, formatDateTime, isoToUsDate, networkStatusName, type ReviewItemDetail } from '@portal/contracts';
import { EmptyValue } from '../../ui/empty-value/empty-value';
import { Facts, TitledSection } from '../../ui/titled-section';

/** Everything the provider sent: member and coverage, providers, diagnosis, service lines, answers and notes. */
export function ReviewRequestSection({ detail }: { detail: ReviewItemDetail }) {
  const { authorization, member } = detail;
  const withNetwork = (name: string, statusId: number | null) => (name ? `${name}${statusId === null ? '' : ` (${networkStatusName(statusId)})`}` : '');
  return (
    <Stack gap="md">
      <TitledSection order={2} title="Member and coverage">
        <Facts
          items={[
            ['Member', `${member.name} (${member.memberId})`],
            ['Date of birth', isoToUsDate(member.dob)],
            ['Sex', member.sex],
            ['Group', `${member.groupId} ${member.groupName}`],
            [
              'Coverage',
              member.coverages.map((period) => `${period.planName}: ${isoToUsDate(period.from)} to ${period.to ? isoToUsDate(period.to) : 'open'}`).join('; '),
            ],
          ]}
        />
      </TitledSection>
      <TitledSection order={2} title="Request">
        <Facts
          items={[
            ['Received', formatDateTime(authorization.receivedDate)],
            ['Type', authorizationTypeName(authorization.authorizationType)],
            ['Requesting provider', withNetwork(authorization.providerName, authorization.providerNetworkStatusId)],
            ['Facility', withNetwork(authorization.facilityName, authorization.facilityNetworkStatusId)],
            ['Requested by', `${authorization.requestor.requestedBy} ${authorization.requestor.phone}`.trim()],
            ['Fax', authorization.requestor.fax],
            ['Diagnosis', `${authorization.diagnosis.code} ${authorization.diagnosis.description}`],
            ['Place of service', `${authorization.service.placeOfService} ${authorization.service.placeOfServiceName}`],
            ...(authorization.admission
              ? ([
                  [
                    'Stay',
                    `${isoToUsDate(authorization.admission.admissionDate)} to ${isoToUsDate(authorization.admission.dischargeDate)} (${authorization.admission.days} days)`,
                  ],
                ] as [string, string][])
              : []),
          ]}
        />
        <Table aria-label="Service lines requested">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Code</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Units</Table.Th>
              <Table.Th>From</Table.Th>
              <Table.Th>To</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.lines.map((line) => (
              <Table.Tr key={line.lineId}>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td>{line.code}</Table.Td>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{line.units ?? <EmptyValue />}</Table.Td>
                <Table.Td>{isoToUsDate(line.startDate)}</Table.Td>
                <Table.Td>{isoToUsDate(line.endDate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TitledSection>
      {detail.answers.length > 0 && (
        <TitledSection order={2} title="Answers">
          <Facts items={detail.answers.map((answer) => [`${answer.section}: ${answer.question}`, answer.answer])} />
        </TitledSection>
      )}
      <TitledSection order={2} title="Notes">
        {authorization.notes.length === 0 ? (
          <Text c="dimmed">No notes.</Text>
        ) : (
          authorization.notes.map((note) => (
            <Text key={`${note.createdAt}-${note.text.slice(0, 20)}`} style={{ whiteSpace: 'pre-wrap' }}>
              <Text span fw={500}>
                {note.author}, {formatDate(note.createdAt)}:
              </Text>{' '}
              {note.text}
            </Text>
          ))
        )}
      </TitledSection>
    </Stack>
  );
}
