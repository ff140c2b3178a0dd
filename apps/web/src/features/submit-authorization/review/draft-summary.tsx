import { Anchor, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type AuthorizationDraft,
  placeOfServiceByCode,
  requestPriorityLabels,
  submitAuthorizationMessages as text,
  workflowConfig,
  workflowIds,
} from '@portal/contracts';
import { MaternitySummary } from './maternity-summary';
import { MriAnswers } from './mri-answers';
import { Block, codeLine, dates, Field, providerText } from './summary-blocks';

interface DraftSummaryProps {
  draft: AuthorizationDraft;
  requestTypeName: string;
  workflowId: number;
  referringLabel: string;
  servicingLabel: string;
  /** Edit links of the review card; absent in the print view. */
  onEditDetails?: () => void;
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
          <Field label={text.urgency.reviewLabel} value={requestPriorityLabels[draft.priority]} />
          {!workflowConfig(workflowId).areDatesHidden && (
            <Field label="Expected Dates" value={dates(draft.service.expectedStartDate, draft.service.expectedEndDate)} />
          )}
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
      {workflowId === workflowIds.maternity && draft.maternity && <MaternitySummary maternity={draft.maternity} />}
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
      {draft.mriQuestions && (
        <Block title={text.mri.title}>
          <MriAnswers answers={draft.mriQuestions} />
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
