import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formatDate, formatDateTime, type ProviderAccessMemberChoices, ProviderAccessMemberLookupSchema, providerAccessMessages } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrorMessage } from '../../api/form-error-message';
import { ApiError } from '../../api/http-client';
import { MaskedDateInput } from '../../ui/member-search/masked-date-input';
import { findProviderAccessMember } from './api/provider-access-api';
import { ChoiceHistory } from './choice-history';
import { RecordChoiceForm } from './record-choice-form';

const text = providerAccessMessages.admin;
const lookupRules = schemaResolver(ProviderAccessMemberLookupSchema, { sync: true });

/** The member found, their standing, and the look-up it came from (recording a choice names the member again). */
interface Found {
  lookup: { memberId: string; dob: string; firstName: string };
  standing: ProviderAccessMemberChoices;
}

/**
 * Find a member by member ID and date of birth, see their current Provider Access choice and its history, and record a
 * new one (with a confirmation): the employee's side of CMS-0057-F's opt-out.
 */
export function MemberChoiceSection() {
  const [found, setFound] = useState<Found | null>(null);
  const form = useForm({ initialValues: { memberId: '', dob: '', firstName: '' }, validate: lookupRules, validateInputOnBlur: true });
  const find = useMutation({
    mutationFn: (lookup: Found['lookup']) => findProviderAccessMember(lookup).then((standing) => ({ lookup, standing })),
    onMutate: () => setFound(null),
    onSuccess: setFound,
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors)
        for (const [field, errors] of Object.entries(error.fieldErrors)) form.setFieldError(field, errors.join(' '));
    },
  });
  const lookupError =
    find.error instanceof ApiError && !find.error.fieldErrors
      ? (formErrorMessage(find.error) ?? text.loadError)
      : find.isError && !(find.error instanceof ApiError)
        ? text.loadError
        : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="provider-access-choice-title">
      <Title order={2} size="h3" id="provider-access-choice-title">
        {text.optOutTitle}
      </Title>
      <form onSubmit={form.onSubmit((values) => find.mutate(values))} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput label={text.memberId} required autoComplete="off" {...form.getInputProps('memberId')} />
          <MaskedDateInput label={text.dob} required {...form.getInputProps('dob')} />
          <TextInput label={text.firstName} autoComplete="off" {...form.getInputProps('firstName')} />
          <Button type="submit" mt={25} loading={find.isPending}>
            {text.findMember}
          </Button>
        </Group>
      </form>
      {lookupError && (
        <Alert color="red" role="alert">
          {lookupError}
        </Alert>
      )}
      {found && <MemberStanding found={found} onRecorded={(standing) => setFound({ ...found, standing })} />}
    </Stack>
  );
}

function MemberStanding({ found, onRecorded }: { found: Found; onRecorded: (standing: ProviderAccessMemberChoices) => void }) {
  const { member, current, isSharing, isSecureGroup, history } = found.standing;
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            {name}
          </Title>
          <Text size="sm">
            {text.memberId} {member.memberId} · {text.dob} {formatDate(member.dob)}
          </Text>
        </div>
        <Group gap="xs" aria-live="polite">
          <Text fw={600}>{text.currentChoice}:</Text>
          <Badge color={isSharing ? 'green' : 'red'} variant="light">
            {isSharing ? text.sharing : text.optedOut}
          </Badge>
          {current && (
            <Text size="sm">
              {text.choices[current.choice]} · {formatDateTime(current.effectiveAt)} · {text.channels[current.channel]} · {current.recordedBy}
            </Text>
          )}
        </Group>
        {!current && <Text size="sm">{text.noChoiceRecorded}</Text>}
        {isSecureGroup && (
          <Alert color="yellow" variant="light">
            {text.secureGroup}
          </Alert>
        )}
        <ChoiceHistory history={history} />
        <RecordChoiceForm lookup={found.lookup} memberName={name} onRecorded={onRecorded} />
      </Stack>
    </Paper>
  );
}
