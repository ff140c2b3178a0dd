import { Button, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { type Authorization, authorizationMessages, isoToUsDate } from '@portal/contracts';
import { useState } from 'react';
import { MaskedDateInput } from '../../../ui/member-search/masked-date-input';
import { draftedAdmission, isAdmissionDateEdited } from './authorization-draft';
import { OutcomesTable } from './outcomes-table';
import { Facts, TitledSection } from '../../../ui/titled-section';
import { RemoveConfirmModal } from './remove-confirm-modal';
import type { AuthorizationEdit } from './use-authorization-edit';

const text = authorizationMessages.overview;
const editText = authorizationMessages.edit;

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
      {edit && <AdmissionExtension authorization={authorization} edit={edit} />}
    </Stack>
  );
}

function AdmissionExtension({ authorization, edit }: { authorization: Authorization; edit: AuthorizationEdit }) {
  const [isConfirming, setConfirming] = useState(false);
  const extension = edit.draft.extension;
  if (!extension) {
    const isDisabled = isAdmissionDateEdited(authorization, edit.draft);
    const hover = isDisabled ? editText.extensionDisabledHover : editText.extensionHover;
    return (
      <Tooltip label={hover} withArrow>
        {/* Disabled the way Mantine advises under a tooltip: it keeps its focus and pointer events, so the hover
            text stays reachable by mouse and keyboard, and a click does nothing. */}
        <Button
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          data-disabled={isDisabled || undefined}
          aria-disabled={isDisabled}
          onClick={(event) => (isDisabled ? event.preventDefault() : edit.openExtension())}
          aria-description={hover}
        >
          {editText.requestExtension}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Paper withBorder p="sm" component="fieldset" style={{ margin: 0 }}>
      <Text component="legend" fw={600} size="sm" px={4}>
        {editText.admissionExtension}
      </Text>
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput label={text.startDate} w={180} value={extension.startDate} readOnly />
        <MaskedDateInput
          label={text.endDate}
          withAsterisk
          w={180}
          value={extension.endDate}
          onChange={edit.setExtensionEnd}
          onBlur={() => edit.touch('extension.endDate')}
          error={edit.errorOf('extension.endDate')}
        />
        <Button variant="subtle" color="red" mt={24} onClick={() => setConfirming(true)}>
          {editText.remove}
        </Button>
      </Group>
      <RemoveConfirmModal title={isConfirming ? editText.removeExtensionTitle : null} onConfirm={edit.removeExtension} onClose={() => setConfirming(false)} />
    </Paper>
  );
}
