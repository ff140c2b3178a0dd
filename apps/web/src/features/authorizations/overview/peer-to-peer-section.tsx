import { Alert, Badge, Button, Checkbox, Group, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type AuthorizationOverview,
  formatDateTime,
  type PeerToPeerRequest,
  PeerToPeerRequestSchema,
  type PeerToPeerSummary,
  peerToPeerClock,
  peerToPeerLimits,
  peerToPeerMessages,
  peerToPeerStateLabels,
  peerToPeerTimeLabels,
  peerToPeerTimes,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/http-client';
import { askForPeerToPeer, peerToPeerOverviewQueryOptions } from '../../../api/peer-to-peer-api';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts';

const text = peerToPeerMessages.provider;
const rules = schemaResolver(PeerToPeerRequestSchema, { sync: true });

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
        {eligibleLines.length > 0 && <RequestForm authorization={authorization} lines={eligibleLines} isFirst={requests.length === 0} />}
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

interface Lines {
  lines: { lineId: string; subject: string; status: string; reason: string }[];
}

function RequestForm({ authorization, lines, isFirst }: { authorization: AuthorizationOverview; isFirst: boolean } & Lines) {
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const form = useForm<PeerToPeerRequest & { phoneExtension: string; timesNote: string }>({
    initialValues: {
      lineId: lines.length === 1 ? (lines[0]?.lineId ?? '') : '',
      reason: '',
      phone: '',
      phoneExtension: '',
      preferredTimes: [],
      timesNote: '',
    },
    validate: rules,
  });
  const send = useMutation({
    mutationFn: (values: PeerToPeerRequest) => askForPeerToPeer(authorization.id, PeerToPeerRequestSchema.parse(values)),
    onSuccess: async () => {
      showSuccessToast(text.sent);
      form.reset();
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['authorizations', authorization.qhid] });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        const fields = error.fieldErrors ?? {};
        if (Object.keys(fields).length) for (const [field, list] of Object.entries(fields)) form.setFieldError(field, list[0]);
        else form.setFieldError('lineId', error.message);
      } else showErrorToast();
    },
  });
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
    <form noValidate onSubmit={form.onSubmit((values) => send.mutate(values))}>
      <Stack gap="sm">
        <Text size="sm">{text.intro(peerToPeerClock.businessDays)}</Text>
        <Radio.Group label={text.lineLabel} withAsterisk {...form.getInputProps('lineId')}>
          <Stack gap={6} mt="xs">
            {lines.map((line) => (
              <Radio key={line.lineId} value={line.lineId} label={`${line.subject}: ${line.status} (${line.reason})`} disabled={send.isPending} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={text.reasonLabel}
          description={text.reasonDescription}
          withAsterisk
          autosize
          minRows={3}
          maxLength={peerToPeerLimits.reasonMaxLength}
          {...form.getInputProps('reason')}
          disabled={send.isPending}
        />
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label={text.phoneLabel}
            placeholder="###-###-####"
            withAsterisk
            autoComplete="tel-national"
            {...form.getInputProps('phone')}
            disabled={send.isPending}
          />
          <TextInput label={text.phoneExtensionLabel} w={120} inputMode="numeric" {...form.getInputProps('phoneExtension')} disabled={send.isPending} />
        </Group>
        <Checkbox.Group label={text.timesLabel} withAsterisk {...form.getInputProps('preferredTimes')}>
          <Stack gap={6} mt="xs">
            {peerToPeerTimes.map((time) => (
              <Checkbox key={time} value={time} label={peerToPeerTimeLabels[time]} disabled={send.isPending} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput label={text.timesNoteLabel} maxLength={peerToPeerLimits.timesNoteMaxLength} {...form.getInputProps('timesNote')} disabled={send.isPending} />
        <Group gap="sm">
          <Button type="submit" loading={send.isPending}>
            {text.send}
          </Button>
          <Button variant="default" onClick={() => setOpen(false)} disabled={send.isPending}>
            {text.cancel}
          </Button>
        </Group>
        {send.isError && !(send.error instanceof ApiError) && (
          <Alert color="red" role="alert">
            {peerToPeerMessages.review.failed}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
