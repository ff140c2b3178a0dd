import { Button, Group, Paper, Text, TextInput, Tooltip } from '@mantine/core';
import { type Authorization, authorizationMessages } from '@portal/contracts';
import { useState } from 'react';
import { MaskedDateInput } from '../../../ui/member-search/masked-date-input';
import { isAdmissionDateEdited } from './authorization-draft';
import { RemoveConfirmModal } from './remove-confirm-modal';
import type { AuthorizationEdit } from './use-authorization-edit';

const text = authorizationMessages.overview;
const editText = authorizationMessages.edit;

/** Request Extension on an inpatient stay in edit mode (spec 2 §4); not while the admission date is moved. */
export function AdmissionExtension({ authorization, edit }: { authorization: Authorization; edit: AuthorizationEdit }) {
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
