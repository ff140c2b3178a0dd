import { Text, Timeline } from '@mantine/core';
import {
  type AuthorizationOverview,
  authorizationMessages,
  authorizationStatusStage,
  formatDateTime,
  normaliseOutcomeStatus,
  type TimelineEvent,
} from '@portal/contracts';
import { IconClockHour4, IconEdit, IconFileText, IconInbox, IconProgressCheck } from '@tabler/icons-react';
import { TitledSection } from '../../../ui/titled-section';

const text = authorizationMessages.timeline;
const iconSize = 14;

const icons = {
  received: IconInbox,
  'status-change': IconProgressCheck,
  document: IconFileText,
  'change-request': IconEdit,
  'decision-due': IconClockHour4,
} as const;

function titleOf(event: TimelineEvent, authorization: AuthorizationOverview, now: Date): string {
  switch (event.kind) {
    case 'received':
      return text.received;
    case 'status-change':
      return text.statusChange(normaliseOutcomeStatus(event.detail));
    case 'document':
      return text.document(event.detail);
    case 'change-request':
      return text.changeRequest[event.detail] ?? event.detail;
    case 'decision-due': {
      const clock = authorization.priority === 'expedited' ? text.expeditedClock : authorization.extension ? text.extendedClock(authorization.extension.days) : text.standardClock;
      if (authorizationStatusStage(authorization.status) !== 'pending') return text.decisionWasDue(clock);
      return new Date(event.at) < now ? text.decisionOverdue(clock) : text.decisionDue(clock);
    }
  }
}

/**
 * The request's story (issue 17): received, each status, each document and change request, and when the decision is
 * due on the federal clock. Events up to now are the filled part of the line; the words carry the meaning, the icons
 * only echo it.
 */
export function TimelineSection({ authorization, now = new Date() }: { authorization: AuthorizationOverview; now?: Date }) {
  const events = authorization.timeline;
  const lastPast = events.findLastIndex((event) => new Date(event.at) <= now);
  return (
    <TitledSection title={text.title}>
      <Timeline active={lastPast} bulletSize={24} lineWidth={2}>
        {events.map((event, index) => {
          const Icon = icons[event.kind];
          return (
            <Timeline.Item key={`${event.kind}-${event.at}-${index}`} bullet={<Icon size={iconSize} aria-hidden />} title={titleOf(event, authorization, now)}>
              <Text size="xs" c="dimmed">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </TitledSection>
  );
}
