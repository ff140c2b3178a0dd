import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Authorization, authorizationMessages, authorizationTypeName, isoToUsDate } from '@portal/contracts';
import { useState } from 'react';
import { editModeParts } from './edit-mode-parts';
import { OutcomesTable } from './outcomes-table';
import { Facts, TitledSection } from '../../../ui/titled-section';
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
  const parts = edit && editModeParts();
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
              {edit && parts && <parts.AdditionalUnits procedureId={procedure.id} cptCode={code} edit={edit} />}
            </Stack>
          </Paper>
        );
      })}
      {edit && parts && (
        <>
          <parts.AddedProcedures edit={edit} />
          <Button variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => setAddingCpt(true)}>
            {editText.addCpt}
          </Button>
          <parts.AddCptModal
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
