import { Alert, Paper, Stack, Text } from '@mantine/core';
import { type AuthorizationDraft, submitAuthorizationMessages as text } from '@portal/contracts';
import type { RequestContext } from '../request-context';
import { DraftSummary } from './draft-summary';

interface ReviewStepProps {
  draft: AuthorizationDraft;
  context: RequestContext;
  onEditDetails: () => void;
}

/**
 * Review (spec 3 §2): the read-only request with its edit link. Without automation the Clinicals block and its
 * Edit Clinicals link join here with the Clinicals step (issue 8); until then clinicals are faxed.
 */
export function ReviewStep({ draft, context, onEditDetails }: ReviewStepProps) {
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
            <Text fw={600}>Clinicals</Text>
            <Text>{text.noClinicals}</Text>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
