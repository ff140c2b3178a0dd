import { Anchor, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AuthorizationDraft, type CodeItem, placeOfServiceByCode, type ProviderEntry, submitAuthorizationMessages as text, workflowIds } from '@portal/contracts';

interface DraftSummaryProps {
  draft: AuthorizationDraft;
  requestTypeName: string;
  workflowId: number;
  referringLabel: string;
  servicingLabel: string;
  /** Edit links of the review card; absent in the print view. */
  onEditDetails?: () => void;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text>{value.trim() === '' ? '—' : value}</Text>
    </div>
  );
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const dates = (start: string, end: string) => [start, end].filter((value) => value.trim() !== '').join(' – ');

function codeLine(item: CodeItem, withUnits: boolean) {
  const units = withUnits && item.requestedUnits ? `, ${item.requestedUnits} ${item.unitDescription}` : '';
  const period = dates(item.expectedStartDate, item.expectedEndDate);
  return `${item.value} - ${item.description}${units}${period ? `, ${period}` : ''}`;
}

function providerText(entry: ProviderEntry, sameAs: string): string {
  if (entry.unknown) return 'Unknown';
  if (entry.same) return `Same as ${sameAs}`;
  const name = entry.add ? `${entry.firstName} ${entry.lastName} (not listed)` : entry.name;
  const details = [entry.networkStatus, entry.npi && `NPI ${entry.npi}`, entry.hospitalist && 'Hospitalist', entry.fax && `Fax ${entry.fax}`].filter(Boolean);
  return [name, ...details].join(' · ');
}

/** The read-only request (spec 3 §2 Review step), also the body of the print view. */
export function DraftSummary({ draft, requestTypeName, workflowId, referringLabel, servicingLabel, onEditDetails }: DraftSummaryProps) {
  const place = placeOfServiceByCode(draft.service.placeOfService);
  const request = draft.request;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Block title={text.reviewTypeTitle}>
          <Text>{requestTypeName}</Text>
        </Block>
        {onEditDetails && (
          <Anchor component="button" type="button" onClick={onEditDetails}>
            Edit Authorization Details
          </Anchor>
        )}
      </Group>
      <Block title="Service">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label="Place of Service" value={place ? `${place.code} - ${place.description}` : draft.service.placeOfService} />
          <Field label="Expected Dates" value={dates(draft.service.expectedStartDate, draft.service.expectedEndDate)} />
        </SimpleGrid>
      </Block>
      {workflowId === workflowIds.unplannedAdmission && draft.unplannedAdmission && (
        <Block title="Unplanned Admission">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Field label="UR Contact" value={`${draft.unplannedAdmission.contactName}, ${draft.unplannedAdmission.contactTitle}`} />
            <Field label="Source" value={draft.unplannedAdmission.source} />
            <Field label="Admission" value={dates(draft.unplannedAdmission.admitStartDate, draft.unplannedAdmission.admitEndDate)} />
            <Field label="Phone / Fax" value={[draft.unplannedAdmission.phone, draft.unplannedAdmission.fax].filter(Boolean).join(' / ')} />
            {draft.unplannedAdmission.notes && <Field label="Notes" value={draft.unplannedAdmission.notes} />}
          </SimpleGrid>
        </Block>
      )}
      {workflowId === workflowIds.dme && draft.dme && (
        <Block title="Durable Medical Equipment">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Field label="Type" value={draft.dme.type} />
            <Field label="Price" value={draft.dme.price ? `$${draft.dme.price}` : ''} />
          </SimpleGrid>
        </Block>
      )}
      <Block title="Diagnosis">
        <List size="sm">
          {draft.diagnosisCodes.map((item) => (
            <List.Item key={item.value}>{codeLine(item, false)}</List.Item>
          ))}
        </List>
      </Block>
      {draft.procedureCodes.length > 0 && (
        <Block title="Procedure">
          <List size="sm">
            {draft.procedureCodes.map((item) => (
              <List.Item key={item.value}>{codeLine(item, place?.requireUnits ?? false)}</List.Item>
            ))}
          </List>
        </Block>
      )}
      <Block title="Provider and Facility">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label={referringLabel} value={providerText(draft.provider, '')} />
          <Field label={servicingLabel} value={providerText(draft.facility, referringLabel)} />
        </SimpleGrid>
      </Block>
      <Block title="Person Completing This Request">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label="Name" value={`${request.firstName} ${request.lastName}`} />
          <Field label="Phone" value={request.extension ? `${request.phone} ext. ${request.extension}` : request.phone} />
          <Field label="Fax" value={request.fax} />
        </SimpleGrid>
        {request.notes && <Field label="Notes" value={request.notes} />}
      </Block>
    </Stack>
  );
}
