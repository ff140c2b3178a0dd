import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Authorization, authorizationMessages, isoToUsDate } from '@portal/contracts';
import { MaskedDateInput } from '../../../ui/member-search/masked-date-input';
import { draftedAdmission, isAdmissionDateEdited } from './authorization-draft';
import { editModeParts } from './edit-mode-parts';
import { OutcomesTable } from './outcomes-table';
import { Facts, TitledSection } from '../../../ui/titled-section';
import type { AuthorizationEdit } from './use-authorization-edit';

const text = authorizationMessages.overview;

interface DiagnosisSectionProps {
  authorization: Authorization;
  edit: AuthorizationEdit | null;
}

/**
 * Diagnosis and, for an inpatient stay, the admission with its decisions and extensions (spec 2 §2.6). In edit mode
 * a Future Admission's date can move and an extension can be drafted, but not both (spec 2 §4).
 */
export function DiagnosisSection({ authorization, edit }: DiagnosisSectionProps) {
  const { diagnosis, admission } = authorization;
  return (
    <TitledSection title={text.diagnosis}>
      <Facts
        items={[
          [text.icdCode, diagnosis.code],
          [text.description, diagnosis.description],
        ]}
      />
      {admission && <Admission authorization={authorization} edit={edit} />}
    </TitledSection>
  );
}

function Admission({ authorization, edit }: DiagnosisSectionProps) {
  const admission = authorization.admission as NonNullable<Authorization['admission']>;
  const moved = edit && isAdmissionDateEdited(authorization, edit.draft) ? draftedAdmission(edit.draft) : null;
  const isAdmissionEditable = edit !== null && edit.draft.admissionDate !== null && !edit.draft.extension;
  const AdmissionExtension = edit && editModeParts().AdmissionExtension;

  return (
    <Stack gap="sm">
      <Title order={4} size="h5">
        {text.admission}
      </Title>
      <Group align="flex-start" gap="lg" wrap="wrap">
        {isAdmissionEditable ? (
          <MaskedDateInput
            label={text.admissionDate}
            w={180}
            value={edit.draft.admissionDate ?? ''}
            onChange={edit.setAdmissionDate}
            onBlur={() => edit.touch('admission.startDate')}
            error={edit.errorOf('admission.startDate')}
          />
        ) : (
          <Facts items={[[text.admissionDate, isoToUsDate(admission.admissionDate)]]} />
        )}
        <Facts
          items={[
            [text.dischargeDate, isoToUsDate(moved?.endDate ?? admission.dischargeDate)],
            [text.days, String(moved?.days ?? admission.days)],
          ]}
        />
      </Group>
      <OutcomesTable label={`${text.outcomes} (${text.admission})`} outcomes={authorization.diagnosis.outcome} edit={edit} hasUnits={false} />
      {authorization.diagnosis.extensions.map((extension, index) => (
        <Paper key={extension.id} withBorder p="sm">
          <Text fw={600} size="sm" mb="xs">
            {text.extensions} {index + 1}: {isoToUsDate(extension.startDate)} – {isoToUsDate(extension.endDate)}
          </Text>
          <OutcomesTable label={`${text.extensions} ${index + 1}`} outcomes={extension.outcomes} edit={edit} hasUnits={false} />
        </Paper>
      ))}
      {edit && AdmissionExtension && <AdmissionExtension authorization={authorization} edit={edit} />}
    </Stack>
  );
}
