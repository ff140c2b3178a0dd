import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { authorizationMessages, type AuthorizationListRow, authorizationTrackingEvents } from '@portal/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSettings } from '../../api/settings-api';
import { trackAction } from '../../api/tracking-api';
import type { SelectedMember } from '../../ui/member-search/member-search';
import { AuthorizationOverview } from './overview/authorization-overview';
import { DeterminationLetter } from './determination-letter';
import { ListLoader } from './list-loader';

// Upload Additional Documents loads when its tab is chosen; the overview shows first.
const SubmitClinicals = lazy(() => import('./clinicals/submit-clinicals').then((module) => ({ default: module.SubmitClinicals })));

const text = authorizationMessages.tabs;
type View = 'overview' | 'clinicals' | 'letter';

const events = authorizationTrackingEvents;
const trackingOf: Record<View, string> = { overview: events.pageNavigation, clinicals: events.pageNavigation, letter: events.viewLetter };
const track = (view: View) => void trackAction(trackingOf[view]).catch(() => undefined);

interface AuthorizationWorkspaceProps {
  member: SelectedMember;
  row: AuthorizationListRow;
  onReturn: () => void;
  onReset: () => void;
}

/**
 * An opened authorization (spec 2 §2.5): Overview, Upload Additional Documents when the post-auth-submission flag
 * is on, and View Determination Letter. Members of a group in the post-submission exclusion list see the letter only.
 */
export function AuthorizationWorkspace({ member, row, onReturn, onReset }: AuthorizationWorkspaceProps) {
  const settings = useSettings().data;
  const isLetterOnly = settings?.groupLists.postSubmissionExclusionGroups.includes(member.groupId) ?? false;
  const [view, setView] = useState<View>(isLetterOnly ? 'letter' : 'overview');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    track(isLetterOnly ? 'letter' : 'overview');
  }, [isLetterOnly]);

  const changeView = (next: string | null) => {
    if (next !== 'overview' && next !== 'clinicals' && next !== 'letter') return;
    setView(next);
    track(next);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} ref={headingRef} tabIndex={-1}>
          {authorizationMessages.overview.title(row.authorizationNumber)}
        </Title>
        <Group gap="sm">
          <Button variant="default" onClick={onReturn}>
            {text.return}
          </Button>
          <Button variant="subtle" onClick={onReset}>
            {text.reset}
          </Button>
        </Group>
      </Group>
      {isLetterOnly ? (
        <DeterminationLetter qhid={member.qhid} authorization={row} />
      ) : (
        <Tabs value={view} onChange={changeView} keepMounted={false}>
          <Tabs.List aria-label={text.label}>
            <Tabs.Tab value="overview">{text.overview}</Tabs.Tab>
            {settings?.isPostAuthSubmissionEnabled && <Tabs.Tab value="clinicals">{text.upload}</Tabs.Tab>}
            <Tabs.Tab value="letter">{text.determinationLetter}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview" pt="md">
            <AuthorizationOverview qhid={member.qhid} authorizationId={row.id} />
          </Tabs.Panel>
          {settings?.isPostAuthSubmissionEnabled && (
            <Tabs.Panel value="clinicals" pt="md">
              <Suspense fallback={<ListLoader label={text.upload} />}>
                <SubmitClinicals member={member} authorization={row} />
              </Suspense>
            </Tabs.Panel>
          )}
          <Tabs.Panel value="letter" pt="md">
            <DeterminationLetter qhid={member.qhid} authorization={row} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
