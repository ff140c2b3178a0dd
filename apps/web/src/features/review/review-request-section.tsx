import { Stack, Text } from '@mantine/core';
import { authorizationTypeName, formatDate, formatDateTime, isoToUsDate, networkStatusName, type ReviewItemDetail, type ReviewLine } from '@portal/contracts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { Facts, TitledSection } from '../../ui/titled-section';
import { LinesTable } from './lines-table';

/** The lines asked for: a table on a wide screen, one card per line on a phone (the portal's DataTable). */
const requestLineColumns: DataTableColumn<ReviewLine>[] = [
  { key: 'label', header: 'Line', render: (line) => line.label },
  { key: 'code', header: 'Code', render: (line) => line.code },
  { key: 'description', header: 'Description', render: (line) => line.description },
  { key: 'units', header: 'Units', type: 'number', render: (line) => line.units },
  { key: 'from', header: 'From', type: 'date', render: (line) => isoToUsDate(line.startDate) },
  { key: 'to', header: 'To', type: 'date', render: (line) => isoToUsDate(line.endDate) },
];

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
        <LinesTable label="Service lines requested" columns={requestLineColumns} rows={detail.lines} rowKey={(line) => line.lineId} />
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
