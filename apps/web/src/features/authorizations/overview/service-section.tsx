import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type Authorization, authorizationMessages, authorizationTypeName, isoToUsDate } from '@portal/contracts';
import { useState } from 'react';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { AddCptModal } from './add-cpt-modal';
import { AdditionalUnits } from './additional-units';
import { OutcomesTable } from './outcomes-table';
import { Facts, TitledSection } from '../../../ui/titled-section';
import { RemoveConfirmModal } from './remove-confirm-modal';
import type { AuthorizationEdit } from './use-authorization-edit';

const text = authorizationMessages.overview;
const editText = authorizationMessages.edit;

interface ServiceSectionProps {
  authorization: Authorization;
  edit: AuthorizationEdit | null;
}

/** Place of service, type and the procedures with their decisions (spec 2 §2.6); in edit mode, units and codes. */
export function ServiceSection({ authorization, edit }: ServiceSectionProps) {
  const [isAddingCpt, setAddingCpt] = useState(false);
  return (
    <TitledSection title={text.service}>
      <Facts
        items={[
          [text.placeOfService, `${authorization.service.placeOfService} ${authorization.service.placeOfServiceName}`.trim()],
          [text.authorizationType, authorizationTypeName(authorization.authorizationType)],
        ]}
      />
      <Title order={4} size="h5">
        {text.procedures}
      </Title>
      {authorization.service.procedures.map((procedure) => {
        const code = procedure.procedureDetails.cptCode;
        return (
          <Paper key={procedure.id} withBorder p="sm" component="article" aria-label={`${text.cptCode} ${code}`}>
            <Stack gap="xs">
              <Group gap="xs" wrap="wrap">
                <Text fw={700}>{code}</Text>
                <Text>{procedure.procedureDetails.cptCodeDescription}</Text>
                <Text size="sm" c="dimmed">
                  {text.units}: {procedure.quantity} · {isoToUsDate(procedure.stringEffectiveDate)} – {isoToUsDate(procedure.stringEndDate)}
                </Text>
              </Group>
              <OutcomesTable label={`${text.outcomes} ${code}`} outcomes={procedure.outcomes} edit={edit} />
              {procedure.extensions.map((extension, index) => (
                <Stack key={extension.id} gap={4}>
                  <Text size="sm" fw={600}>
                    {text.extensions} {index + 1}: {isoToUsDate(extension.startDate)} – {isoToUsDate(extension.endDate)}, {text.units.toLowerCase()}{' '}
                    {extension.units}
                  </Text>
                  <OutcomesTable label={`${text.extensions} ${index + 1} ${code}`} outcomes={extension.outcomes} edit={edit} />
                </Stack>
              ))}
              {edit && <AdditionalUnits procedureId={procedure.id} cptCode={code} edit={edit} />}
            </Stack>
          </Paper>
        );
      })}
      {edit && (
        <>
          <AddedProcedures edit={edit} />
          <Button variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => setAddingCpt(true)}>
            {editText.addCpt}
          </Button>
          <AddCptModal
            opened={isAddingCpt}
            onClose={() => setAddingCpt(false)}
            onAdd={edit.addProcedure}
            codesNotRequiringAuthorization={edit.codesNotRequiringAuthorization}
          />
        </>
      )}
    </TitledSection>
  );
}

/** The codes added in this session, each a new line with status Pending (spec 2 §4) until saved. */
function AddedProcedures({ edit }: { edit: AuthorizationEdit }) {
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
