import { Button, Group, Stack, Title } from '@mantine/core';
import { benefitsResourceKeys, memberAreaMessages, routeByName } from '@portal/contracts';
import { Link } from 'react-router';
import type { MemberHandoff, SelectedMember } from '../../ui/member-search/member-search';
import { MemberResourceText } from './member-resource-text';

const text = memberAreaMessages.benefits;

interface BenefitsSummaryHeaderProps {
  member: SelectedMember;
  onSubmitAuthorization: () => void;
}

/**
 * 'Health Benefits & Eligibility Summary' with the member's lookup message, then the ways on (spec 2 §2.2). Manage
 * Authorizations and View Claims receive the member in router state so they can skip their own search.
 */
export function BenefitsSummaryHeader({ member, onSubmitAuthorization }: BenefitsSummaryHeaderProps) {
  const handoff: MemberHandoff = { member };
  return (
    <Stack gap="sm">
      <Title order={2}>{text.summaryTitle}</Title>
      <MemberResourceText resourceKey={benefitsResourceKeys.lookupMessage} qhid={member.qhid} />
      <Group gap="sm">
        <Button onClick={onSubmitAuthorization}>{text.submitAuthorization}</Button>
        <Button component={Link} to={routeByName('ViewAuthorizations').path} state={handoff} variant="default">
          {text.manageAuthorizations}
        </Button>
        <Button component={Link} to={routeByName('ViewClaims').path} state={handoff} variant="default">
          {text.viewClaims}
        </Button>
      </Group>
    </Stack>
  );
}
