import { Alert, Button, Checkbox, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type AuthorizationOverview,
  type PeerToPeerRequest,
  PeerToPeerRequestSchema,
  peerToPeerClock,
  peerToPeerLimits,
  peerToPeerMessages,
  peerToPeerTimeLabels,
  peerToPeerTimes,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/http-client';
import { askForPeerToPeer } from '../../../api/peer-to-peer-api';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts';

const text = peerToPeerMessages.provider;
const rules = schemaResolver(PeerToPeerRequestSchema, { sync: true });

export interface PeerToPeerRequestFormProps {
  authorization: AuthorizationOverview;
  /** The denied or modified lines a conversation may be asked about. */
  lines: { lineId: string; subject: string; status: string; reason: string }[];
  /** Sent, or Cancel. */
  onClose: () => void;
}

/** The request for a peer-to-peer conversation (issue 34 §8): which line, why, the phone and the times that suit. */
export function PeerToPeerRequestForm({ authorization, lines, onClose }: PeerToPeerRequestFormProps) {
  const queryClient = useQueryClient();
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
      onClose();
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
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
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
