import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { authorizationMessages } from '@portal/contracts';
import { useState } from 'react';
import { MaskedDateInput } from '../../../ui/member-search/masked-date-input';
import { RemoveConfirmModal } from './remove-confirm-modal';
import type { AuthorizationEdit } from './use-authorization-edit';

const text = authorizationMessages.overview;
const editText = authorizationMessages.edit;

/** Additional units of one procedure (spec 2 §2.6): opened per procedure, removed after a confirmation. */
export function AdditionalUnits({ procedureId, cptCode, edit }: { procedureId: number; cptCode: string; edit: AuthorizationEdit }) {
  const [isConfirming, setConfirming] = useState(false);
  const draft = edit.draft.additionalUnits[procedureId];
  const field = (name: string) => `additionalUnits.${procedureId}.${name}`;

  if (!draft) {
    return (
      <Button
        variant="light"
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        aria-label={`${editText.additionalUnits} (${cptCode})`}
        onClick={() => edit.openAdditionalUnits(procedureId)}
      >
        {editText.additionalUnits}
      </Button>
    );
  }
  return (
    <Paper withBorder p="sm" component="fieldset" style={{ margin: 0 }}>
      <Text component="legend" fw={600} size="sm" px={4}>
        {editText.additionalUnitsTitle} ({cptCode})
      </Text>
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          label={text.requestedUnits}
          withAsterisk
          inputMode="numeric"
          w={140}
          value={draft.requestedUnits}
          onChange={(event) => edit.setAdditionalUnits(procedureId, { requestedUnits: event.currentTarget.value.replace(/\D/g, '').slice(0, 7) })}
          onBlur={() => edit.touch(field('requestedUnits'))}
          error={edit.errorOf(field('requestedUnits'))}
        />
        <MaskedDateInput
          label={text.fromDate}
          withAsterisk
          w={160}
          value={draft.startDate}
          onChange={(startDate) => edit.setAdditionalUnits(procedureId, { startDate })}
          onBlur={() => edit.touch(field('startDate'))}
          error={edit.errorOf(field('startDate'))}
        />
        <MaskedDateInput
          label={text.toDate}
          withAsterisk
          w={160}
          value={draft.endDate}
          onChange={(endDate) => edit.setAdditionalUnits(procedureId, { endDate })}
          onBlur={() => edit.touch(field('endDate'))}
          error={edit.errorOf(field('endDate'))}
        />
        <Button
          variant="subtle"
          color="red"
          mt={24}
          aria-label={`${editText.remove} ${editText.additionalUnitsTitle} (${cptCode})`}
          onClick={() => setConfirming(true)}
        >
          {editText.remove}
        </Button>
      </Group>
      <RemoveConfirmModal
        title={isConfirming ? editText.removeAdditionalUnitsTitle : null}
        onConfirm={() => edit.removeAdditionalUnits(procedureId)}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
