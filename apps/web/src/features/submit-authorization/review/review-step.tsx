import { Alert, Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { type AuthorizationDraft, submitAuthorizationMessages as text } from '@portal/contracts';
import type { RequestContext } from '../request-context';
import { DraftSummary } from './draft-summary';

interface ReviewStepProps {
  draft: AuthorizationDraft;
  context: RequestContext;
  onEditDetails: () => void;
  /** The names of the clinical files to send (without automation), empty when faxed instead. */
  clinicalFileNames: readonly string[];
  onEditClinicals: () => void;
}

/**
 * Review (spec 3 §2): the read-only request with its edit links; without automation also the Clinicals block
 * (file names, or that they are faxed) with Edit Clinicals.
 */
export function ReviewStep({ draft, context, onEditDetails, clinicalFileNames, onEditClinicals }: ReviewStepProps) {
  return (
    <Stack gap="md">
      <Alert color="blue">{text.careCoordinatorAfterSubmission}</Alert>
      <Paper withBorder p="md" radius="md">
        <DraftSummary
          draft={draft}
          requestTypeName={context.requestType.name}
          workflowId={context.requestType.authorizationWorkflowId}
          referringLabel={context.lookups[0].searchLabel}
          servicingLabel={context.lookups[1].searchLabel}
          onEditDetails={onEditDetails}
        />
        {!context.isAutomation && (
          <Stack gap={4} mt="md">
            <Group justify="space-between">
              <Title order={3} size="h4">
                Clinicals
              </Title>
              <Anchor component="button" type="button" onClick={onEditClinicals}>
                Edit Clinicals
              </Anchor>
            </Group>
            {clinicalFileNames.length === 0 ? (
              <Text>{text.noClinicals}</Text>
            ) : (
              <List size="sm">
                {clinicalFileNames.map((name) => (
                  <List.Item key={name}>{name}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
