import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isoToUsDate, memberAreaMessages } from '@portal/contracts';
import { useEffect, useId, useRef } from 'react';
import { SafeHtml } from '../safe-html';
import { MemberNetworks } from './member-networks';
import { memberFullName, type SelectedMember } from './selected-member';

const text = memberAreaMessages.memberSearch;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
    </div>
  );
}

interface MemberResultCardProps {
  member: SelectedMember;
  onNewSearch: () => void;
  /** Moves focus to the card when it replaces the form, so screen readers announce the patient found. */
  isFocusedOnMount: boolean;
}

/** The patient found (spec 2 §2.5): name, date of birth, member id (uppercased), networks, group-wide message. */
export function MemberResultCard({ member, onNewSearch, isFocusedOnMount }: MemberResultCardProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocusedOnMount) headingRef.current?.focus();
  }, [isFocusedOnMount]);

  return (
    <Card withBorder component="section" aria-labelledby={headingId} padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          {/* Focused only by script, to announce the result: no focus ring on a heading that cannot be tabbed to. */}
          <Title order={2} id={headingId} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {text.resultTitle}: {memberFullName(member)}
          </Title>
          <Button variant="default" onClick={onNewSearch}>
            {text.newSearch}
          </Button>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" m={0}>
          <Field label={text.dobLabel} value={isoToUsDate(member.dob)} />
          <Field label={text.memberIdLabel} value={member.memberId.toUpperCase()} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <MemberNetworks networks={member.networks} qhid={member.qhid} />
        </SimpleGrid>
        {member.groupMessage.trim() !== '' && (
          <Paper withBorder p="sm" bg="var(--mantine-color-blue-light)" role="note">
            <SafeHtml html={member.groupMessage} />
          </Paper>
        )}
      </Stack>
    </Card>
  );
}
