import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  addresses,
  authorizationStatusLabel,
  authorizationStatusStage,
  isGrantingStatus,
  resourceKeys,
  type SaveAuthorizationResponse,
  submitAuthorizationMessages as text,
} from '@portal/contracts';
import { Link } from 'react-router';
import type { MemberHandoff, SelectedMember } from '../../../ui/member-search/selected-member';
import { ResourceBlock } from '../../../ui/resource-block';

interface CompletionScreenProps {
  response: SaveAuthorizationResponse;
  member: SelectedMember;
  isAutomation: boolean;
  /** A Newborn in NICU maternity request: like linked authorizations, no success message or Print Request (spec 3 §2). */
  isNewbornInNicu?: boolean;
  onPrint: () => void;
  onExit: () => void;
}

/**
 * The status as §2 shows it, in the status vocabulary: a Pending icon while pending ("Pend"), an approved icon when
 * approved in full or in part ("Approved"), else only the words.
 */
function StatusLine({ status }: { status: string }) {
  const kind = authorizationStatusStage(status) === 'pending' ? 'pending' : isGrantingStatus(status) ? 'approved' : 'other';
  return (
    <Group gap="xs">
      {kind !== 'other' && (
        <ThemeIcon color={kind === 'approved' ? 'green' : 'yellow'} radius="xl" size="md" aria-hidden>
          {kind === 'approved' ? '✓' : '…'}
        </ThemeIcon>
      )}
      <Text fw={600}>Status: {authorizationStatusLabel(status)}</Text>
    </Group>
  );
}

/** The completion screen (spec 3 §2). */
export function CompletionScreen({ response, member, isAutomation, isNewbornInNicu = false, onPrint, onExit }: CompletionScreenProps) {
  const linked = response.linkedAuths[0];
  const isPrintable = !linked && !isNewbornInNicu;
  const manageState: MemberHandoff = { member };
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} tabIndex={-1} data-autofocus id="completion-title">
          Request submitted
        </Title>
        <StatusLine status={response.authStatus} />
        {isAutomation && (
          <>
            <Text size="lg">
              Authorization # <strong data-testid="authorization-number">{response.authorizationId}</strong>
            </Text>
            <Text>{text.submitted}</Text>
          </>
        )}
        {!isAutomation && (
          <Text>
            {text.submittedForReview} {text.careCoordinatorAfterSubmission}
          </Text>
        )}
        {response.babyAuthorizationIdentifier && (
          <Alert color="blue" title={`Baby Authorization # ${response.babyAuthorizationIdentifier}`}>
            <StatusLine status={response.babyAuthorizationStatus ?? ''} />
          </Alert>
        )}
        {linked && (
          <Alert color="blue" title={text.twoAuthorizations}>
            Authorization # {linked.authIdentifier} — {linked.requestStatus}
          </Alert>
        )}
        {isPrintable && <ResourceBlock resourceKey={resourceKeys.submitAuthSuccess} />}
        <Group>
          {isPrintable && (
            <Button variant="light" onClick={onPrint}>
              Print Request
            </Button>
          )}
          <Button component={Link} to={addresses.patientAuthorizations(member.qhid)} state={manageState} variant="light">
            Manage Authorizations
          </Button>
          <Button onClick={onExit}>Exit</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
