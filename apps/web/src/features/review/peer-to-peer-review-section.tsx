import { Alert, Anchor, Badge, Button, Group, Loader, Radio, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  addresses,
  formatDateTime,
  isoToUsDate,
  messages,
  type PeerToPeerOutcome,
  PeerToPeerOutcomeRequestSchema,
  peerToPeerLimits,
  peerToPeerMessages,
  peerToPeerOutcomeLabels,
  peerToPeerOutcomes,
  peerToPeerStateLabels,
  peerToPeerTimeLabels,
  type ReviewPeerToPeer,
  reviewMessages,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/http-client';
import { recordPeerToPeerOutcome, reviewPeerToPeerQueryOptions } from '../../api/peer-to-peer-api';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { TitledSection } from '../../ui/titled-section';
import { TimeLeft } from './time-left';

const text = peerToPeerMessages.review;

// The modified line's fields show once "Approve modified" is chosen: the number input they use loads then.
const PeerToPeerModifiedApproval = lazy(() => import('./peer-to-peer-modified-approval').then((module) => ({ default: module.PeerToPeerModifiedApproval })));

/**
 * Peer-to-peer conversations on the review screen (issue 34 §8), or, without an item, every call waiting (the queue's
 * list): what the provider asked, how to reach them, the call's own clock, and the outcome form. After a held call the
 * line may be approved, as requested or modified, by the decision's own rules.
 */
export function PeerToPeerReviewSection({ reviewItemId }: { reviewItemId?: number }) {
  const query = useQuery(reviewPeerToPeerQueryOptions(reviewItemId));
  const isQueue = reviewItemId === undefined;
  if (query.isPending) {
    return (
      <TitledSection order={2} title={isQueue ? text.openListTitle : text.title}>
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{text.loading}</Text>
        </Group>
      </TitledSection>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {text.failed}
      </Alert>
    );
  }
  const { requests } = query.data;
  // The review screen shows the section only when the provider asked; the queue always says whether calls wait.
  if (!isQueue && requests.length === 0) return null;
  const now = new Date(query.data.now);
  return (
    <TitledSection order={2} title={isQueue ? text.openListTitle : text.title}>
      {requests.length === 0 && <Text size="sm">{text.openListEmpty}</Text>}
      {requests.map((request) => (
        <RequestCard key={request.id} request={request} now={now} isQueue={isQueue} />
      ))}
    </TitledSection>
  );
}

function RequestCard({ request, now, isQueue }: { request: ReviewPeerToPeer; now: Date; isQueue: boolean }) {
  const times = [...request.preferredTimes.map((time) => peerToPeerTimeLabels[time]), request.timesNote].filter(Boolean).join('; ');
  return (
    <Stack gap={4} component="article" aria-label={`${request.authorizationNumber}: ${request.subject}`}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{isQueue ? `${request.authorizationNumber}, ${request.memberName}: ${request.subject}` : request.subject}</Text>
        <Badge variant="light" color={request.state === 'open' ? 'blue' : 'gray'} style={{ textTransform: 'none' }}>
          {peerToPeerStateLabels[request.state]}
        </Badge>
        {request.state === 'open' && <TimeLeft dueAt={request.dueAt} now={now} />}
      </Group>
      <Text size="sm">{text.requestedBy(request.requestedBy, formatDateTime(request.requestedAt))}</Text>
      {request.state === 'open' && <Text size="sm">{text.callBy(formatDateTime(request.dueAt))}</Text>}
      <Text size="sm">
        {text.phone}: {request.phone}
        {request.phoneExtension ? ` ext. ${request.phoneExtension}` : ''}. {text.times}: {times}.
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text.reason}: {request.reason}
      </Text>
      <Text size="sm">
        {request.before.status} ({request.before.reason}){request.after ? ` → ${request.after.status} (${request.after.reason})` : ''}
      </Text>
      {request.notes && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {text.recordedBy(request.recordedBy ?? '', formatDateTime(request.recordedAt))}: {request.notes}
        </Text>
      )}
      {isQueue && request.reviewItemId !== null && (
        <Anchor component={Link} to={addresses.reviewItem(request.reviewItemId)} size="sm">
          Open the review of {request.authorizationNumber}
        </Anchor>
      )}
      {request.state === 'open' &&
        (request.isCallerFiler ? (
          <Text size="sm" fw={500}>
            {reviewMessages.ownFiling}
          </Text>
        ) : (
          <OutcomeForm request={request} />
        ))}
    </Stack>
  );
}

const rules = schemaResolver(PeerToPeerOutcomeRequestSchema, { sync: true });
type Change = 'keep' | 'approve' | 'modify';
export interface OutcomeValues {
  outcome: PeerToPeerOutcome;
  notes: string;
  change: Change;
  units: number | string;
  startDate: string;
  endDate: string;
}

function toRequest(values: OutcomeValues) {
  const decision =
    values.outcome !== 'held' || values.change === 'keep'
      ? null
      : values.change === 'approve'
        ? { action: 'approve' as const }
        : { action: 'modify' as const, units: values.units === '' ? null : Number(values.units), startDate: values.startDate, endDate: values.endDate };
  return { outcome: values.outcome, notes: values.notes, decision };
}

function OutcomeForm({ request }: { request: ReviewPeerToPeer }) {
  const queryClient = useQueryClient();
  const form = useForm<OutcomeValues>({
    initialValues: {
      outcome: 'held',
      notes: '',
      change: 'keep',
      units: request.line.units ?? '',
      startDate: isoToUsDate(request.line.startDate),
      endDate: isoToUsDate(request.line.endDate),
    },
    validate: (values) => {
      const errors = rules(toRequest(values) as never) as Record<string, string>;
      return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.replace(/^decision\./, ''), message]));
    },
  });
  const save = useMutation({
    mutationFn: (values: OutcomeValues) => recordPeerToPeerOutcome(request.id, toRequest(values)),
    onSuccess: async () => {
      showSuccessToast(text.saved);
      await queryClient.invalidateQueries({ queryKey: ['review'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        const fields = Object.entries(error.fieldErrors ?? {});
        if (fields.length) for (const [field, list] of fields) form.setFieldError(field.replace(/^decision\./, ''), list[0]);
        else form.setFieldError('notes', error.message);
      } else showErrorToast();
    },
  });
  const isHeld = form.values.outcome === 'held';
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))} aria-label={`${text.record}: ${request.subject}`}>
      <Stack gap="sm" mt="xs">
        <Radio.Group label={text.outcomeLabel} withAsterisk {...form.getInputProps('outcome')}>
          <Group gap="lg" mt="xs">
            {peerToPeerOutcomes.map((outcome) => (
              <Radio key={outcome} value={outcome} label={peerToPeerOutcomeLabels[outcome]} disabled={save.isPending} />
            ))}
          </Group>
        </Radio.Group>
        {isHeld && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`p2p-change-${request.id}`}>
              {text.decisionLabel}
            </Text>
            <SegmentedControl
              aria-labelledby={`p2p-change-${request.id}`}
              data={[
                { value: 'keep', label: 'Keep the decision' },
                { value: 'approve', label: 'Approve as requested' },
                { value: 'modify', label: 'Approve modified' },
              ]}
              {...form.getInputProps('change')}
              disabled={save.isPending}
              style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            />
          </Stack>
        )}
        {isHeld && form.values.change === 'modify' && (
          <Suspense fallback={<Loader size="sm" role="status" aria-label={messages.shell.loading} />}>
            <PeerToPeerModifiedApproval form={form} maxUnits={request.line.units} />
          </Suspense>
        )}
        <Textarea
          label={text.notesLabel}
          withAsterisk
          autosize
          minRows={2}
          maxLength={peerToPeerLimits.notesMaxLength}
          {...form.getInputProps('notes')}
          disabled={save.isPending}
        />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {text.save}
        </Button>
      </Stack>
    </form>
  );
}
