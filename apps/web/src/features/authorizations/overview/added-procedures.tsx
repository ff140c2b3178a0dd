import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { authorizationMessages } from '@portal/contracts';
import { useState } from 'react';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { RemoveConfirmModal } from './remove-confirm-modal';
import type { AuthorizationEdit } from './use-authorization-edit';

const text = authorizationMessages.overview;
const editText = authorizationMessages.edit;

/** The codes added in this session, each a new line with status Pending (spec 2 §4) until saved. */
export function AddedProcedures({ edit }: { edit: AuthorizationEdit }) {
  const [removing, setRemoving] = useState<number | null>(null);
  if (edit.draft.addedProcedures.length === 0) return null;
  return (
    <>
      <Table aria-label={editText.addCptTitle} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text.cptCode}</Table.Th>
            <Table.Th>{text.description}</Table.Th>
            <Table.Th>{text.startDate}</Table.Th>
            <Table.Th>{text.endDate}</Table.Th>
            <Table.Th>{text.units}</Table.Th>
            <Table.Th>{text.status}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{editText.remove}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {edit.draft.addedProcedures.map((added, index) => (
            <Table.Tr key={`${added.cptCode}-${index}`}>
              <AddedCell value={added.cptCode} error={edit.errorOf(`added.${index}.cptCode`)} />
              <Table.Td>{added.cptCodeDescription}</Table.Td>
              <AddedCell value={added.procedureStartDate} error={edit.errorOf(`added.${index}.procedureStartDate`)} />
              <AddedCell value={added.procedureEndDate} error={edit.errorOf(`added.${index}.procedureEndDate`)} />
              <AddedCell value={added.requestedUnits} error={edit.errorOf(`added.${index}.requestedUnits`)} />
              <Table.Td>
                <StatusBadge kind="authorization" status={editText.newProcedureStatus} />
              </Table.Td>
              <Table.Td>
                <Button size="compact-sm" variant="subtle" color="red" aria-label={`${editText.remove} ${added.cptCode}`} onClick={() => setRemoving(index)}>
                  {editText.remove}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <RemoveConfirmModal
        title={removing === null ? null : editText.removeAddedProcedureTitle}
        onConfirm={() => removing !== null && edit.removeAddedProcedure(removing)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

/** A value of an added code, with the message of a save that refused it. */
function AddedCell({ value, error }: { value: string; error: string | undefined }) {
  return (
    <Table.Td>
      {value}
      {error && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Table.Td>
  );
}
