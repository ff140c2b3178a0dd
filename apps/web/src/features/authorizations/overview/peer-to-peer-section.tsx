import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type AuthorizationOverview,
  formatDateTime,
  type PeerToPeerSummary,
  peerToPeerClock,
  peerToPeerMessages,
  peerToPeerStateLabels,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { peerToPeerOverviewQueryOptions } from '../../../api/peer-to-peer-api';
import { ListLoader } from '../list-loader';
import type { PeerToPeerRequestFormProps } from './peer-to-peer-request-form';

// The request form loads when asked for: most authorizations are opened to be read.
const PeerToPeerRequestForm = lazy(() => import('./peer-to-peer-request-form').then((module) => ({ default: module.PeerToPeerRequestForm })));

const text = peerToPeerMessages.provider;

/**
 * Peer-to-peer conversations on the overview (issue 34 §8): those asked for, with their state and outcome, and, on a
 * denied or modified line, the request: which line, why, the phone and the times that suit. Nothing shows for an
 * authorization without either.
 */
export function PeerToPeerSection({ authorization }: { authorization: AuthorizationOverview }) {
  const query = useQuery(peerToPeerOverviewQueryOptions(authorization.qhid, authorization.id));
  if (query.isPending || query.isError) return null;
  const { requests, eligibleLines } = query.data;
  if (requests.length === 0 && eligibleLines.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="peer-to-peer-title">
      <Stack gap="sm">
        <Title order={3} id="peer-to-peer-title" size="h4">
          {requests.length ? text.requestedTitle : text.title}
        </Title>
        {requests.map((request) => (
          <RequestSummary key={request.id} request={request} />
        ))}
        {eligibleLines.length > 0 && <RequestOpener authorization={authorization} lines={eligibleLines} isFirst={requests.length === 0} />}
      </Stack>
    </Paper>
  );
}

function RequestSummary({ request }: { request: PeerToPeerSummary }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600}>{request.subject}</Text>
        <Badge variant="light" color={request.state === 'open' ? 'blue' : request.state === 'held' ? 'green' : 'gray'} style={{ textTransform: 'none' }}>
          {peerToPeerStateLabels[request.state]}
        </Badge>
      </Group>
      <Text size="sm">
        {request.state === 'open'
          ? text.callBy(formatDateTime(request.dueAt))
          : peerToPeerMessages.review.recordedBy(request.recordedBy ?? '', formatDateTime(request.recordedAt))}
      </Text>
      {request.after && (
        <Text size="sm">
          {request.before.status} → {request.after.status} ({request.after.reason})
        </Text>
      )}
      {request.notes && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {request.notes}
        </Text>
      )}
    </Stack>
  );
}

type RequestOpenerProps = Omit<PeerToPeerRequestFormProps, 'onClose'> & { isFirst: boolean };

/** "Ask for a peer-to-peer conversation", which opens the request form in its place. */
function RequestOpener({ authorization, lines, isFirst }: RequestOpenerProps) {
  const [isOpen, setOpen] = useState(false);
  if (!isOpen) {
    return (
      <Stack gap="xs" align="flex-start">
        {isFirst && <Text size="sm">{text.intro(peerToPeerClock.businessDays)}</Text>}
        <Button variant="light" onClick={() => setOpen(true)}>
          {text.ask}
        </Button>
      </Stack>
    );
  }
  return (
    <Suspense fallback={<ListLoader label={text.ask} />}>
      <PeerToPeerRequestForm authorization={authorization} lines={lines} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
