import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { addresses, benefitsResourceKeys, memberAreaMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { groupIsSecureQueryOptions, groupTollFreeNumberQueryOptions } from '../../api/members-api';
import { useSettings } from '../../api/settings-api';
import type { MemberHandoff, SelectedMember } from '../../ui/member-search/member-search';
import { MemberResourceText } from './member-resource-text';

const text = memberAreaMessages.benefits;

interface BenefitsSummaryHeaderProps {
  member: SelectedMember;
  onSubmitAuthorization: () => void;
}

/**
 * 'Health Benefits & Eligibility Summary' with the member's lookup message, then the ways on (spec 2 §2.2). Manage
 * Authorizations and View Claims receive the member in router state so they can skip their own search. A
 * secure-group member is not offered Submit Authorization: the page says whom to call instead.
 */
export function BenefitsSummaryHeader({ member, onSubmitAuthorization }: BenefitsSummaryHeaderProps) {
  const handoff: MemberHandoff = { member };
  const isSecure = useQuery(groupIsSecureQueryOptions(member.groupId));
  const careCoordinatorPhone = useCareCoordinatorPhone(member.groupId, isSecure.data === true);
  // Offered once the group is known not to be secure; when that cannot be checked, the start date check asks the server.
  const isSubmitOffered = isSecure.data === false || isSecure.isError;
  return (
    <Stack gap="sm">
      <Title order={2}>{text.summaryTitle}</Title>
      <MemberResourceText resourceKey={benefitsResourceKeys.lookupMessage} qhid={member.qhid} />
      {careCoordinatorPhone && (
        // A secure group's members cannot have an authorization created online (spec 2 §2.2, §6).
        <Alert color="yellow" role="status">
          {memberAreaMessages.memberSearch.secureGroup(careCoordinatorPhone)}
        </Alert>
      )}
      <Group gap="sm">
        {isSubmitOffered && <Button onClick={onSubmitAuthorization}>{text.submitAuthorization}</Button>}
        <Button component={Link} to={addresses.patientAuthorizations(member.qhid)} state={handoff} variant="default">
          {text.manageAuthorizations}
        </Button>
        <Button component={Link} to={addresses.patientClaims(member.qhid)} state={handoff} variant="default">
          {text.viewClaims}
        </Button>
      </Group>
    </Stack>
  );
}

/** The group's Care Coordinator number (the portal's help line when the group has none), once known; null until asked. */
function useCareCoordinatorPhone(groupId: string, isAsked: boolean): string | null {
  const tollFree = useQuery({ ...groupTollFreeNumberQueryOptions(groupId), enabled: isAsked });
  const helpPhone = useSettings().data?.helpPhone ?? '';
  if (!isAsked || tollFree.isPending) return null;
  return tollFree.data || helpPhone;
}
