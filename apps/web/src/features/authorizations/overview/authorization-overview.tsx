import { Alert, Button, Group, Stack } from '@mantine/core';
import {
  type AuthorizationOverview as AuthorizationOverviewData,
  authorizationMessages,
  authorizationStatusStage,
  formatDate,
  formatDateTime,
  messages,
  requestPriorityLabels,
  reviewExtensionMessages,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { authorizationQueryOptions } from '../../../api/authorizations-api';
import { StatusBadge } from '../../../ui/status-badge/status-badge';
import { showErrorToast } from '../../../ui/toasts';
import { useErrorToast } from '../../../ui/use-error-toast';
import { ListLoader } from '../list-loader';
import { loadEditModeParts } from './edit-mode-parts';
import { AppealSection } from './appeal-section';
import { AppealsHistory } from './appeals-history';
import { DiagnosisSection } from './diagnosis-section';
import { NotesSection } from './notes-section';
import { Facts } from '../../../ui/titled-section';
import { InformationRequestSection } from './information-request-section';
import { PendingChanges } from './pending-changes';
import { ProviderDetails } from './provider-details';
import { ServiceSection } from './service-section';
import { TimelineSection } from './timeline-section';
import { UnitsSection } from './units-section';
import { PeerToPeerSection } from './peer-to-peer-section';
import { WithdrawRequest } from './withdraw-request';
import { useAuthorizationEdit } from './use-authorization-edit';

const text = authorizationMessages.overview;
const editText = authorizationMessages.edit;

/** The Overview tab (spec 2 §2.6): the authorization as decided, what is pending review, and edit mode. */
export function AuthorizationOverview({ qhid, authorizationId }: { qhid: number; authorizationId: number }) {
  const query = useQuery(authorizationQueryOptions(qhid, authorizationId));
  useErrorToast(query);
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {messages.generic.unexpectedError}
      </Alert>
    );
  }
  if (query.isPending) return <ListLoader label={text.loading} />;
  // Keyed by the loaded version: after a save the reloaded authorization starts a fresh draft.
  return <OverviewContent key={query.dataUpdatedAt} qhid={qhid} authorization={query.data} />;
}

function OverviewContent({ qhid, authorization }: { qhid: number; authorization: AuthorizationOverviewData }) {
  const edit = useAuthorizationEdit(qhid, authorization);
  const activeEdit = edit.isEditMode ? edit : null;
  // The sections' edit-mode parts load when Edit is pressed; edit mode opens once they are there, so that it shows
  // whole, the Edit button loading meanwhile.
  const [isLoadingEditMode, setLoadingEditMode] = useState(false);
  const beginEdit = () => {
    setLoadingEditMode(true);
    loadEditModeParts()
      .then(edit.begin, () => showErrorToast())
      .finally(() => setLoadingEditMode(false));
  };

  const actions = authorization.isEditDisabled ? null : edit.isEditMode ? (
    <Group gap="sm">
      <Button variant="default" onClick={edit.cancel} disabled={edit.isSaving}>
        {editText.cancel}
      </Button>
      <Button onClick={edit.save} loading={edit.isSaving}>
        {editText.save}
      </Button>
    </Group>
  ) : (
    <Button variant="light" onClick={beginEdit} loading={isLoadingEditMode}>
      {editText.editAuthorization}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Facts
          items={[
            [text.status, <StatusBadge key="status" kind="authorization" status={authorization.status} />],
            [text.authorizationNumber, authorization.authorizationId],
            // The day in UTC, as the determination letter prints it (the server has no user time zone).
            [text.receivedDate, formatDate(authorization.receivedDate, 'UTC')],
            [authorizationMessages.list.priority, requestPriorityLabels[authorization.priority]],
            ...(authorizationStatusStage(authorization.status) === 'pending'
              ? [[authorizationMessages.list.decisionDueBy, formatDateTime(authorization.decisionDueAt)] as const]
              : []),
            ...(authorization.extension
              ? [
                  [
                    reviewExtensionMessages.factLabel,
                    `${reviewExtensionMessages.extended(authorization.extension.days, formatDate(authorization.extension.extendedAt))}: ${authorization.extension.reason}`,
                  ] as const,
                ]
              : []),
          ]}
        />
        <Group gap="sm">
          {!edit.isEditMode && authorizationStatusStage(authorization.status) === 'pending' && <WithdrawRequest authorization={authorization} />}
          {actions}
        </Group>
      </Group>
      <InformationRequestSection authorization={authorization} />
      <AppealSection authorization={authorization} />
      <PeerToPeerSection authorization={authorization} />
      <AppealsHistory appeals={authorization.appeals} />
      <PendingChanges changes={authorization.pendingChanges} />
      <TimelineSection authorization={authorization} />
      <ProviderDetails authorization={authorization} />
      <DiagnosisSection authorization={authorization} edit={activeEdit} />
      <ServiceSection authorization={authorization} edit={activeEdit} />
      <UnitsSection authorization={authorization} />
      <NotesSection notes={authorization.notes} />
    </Stack>
  );
}
