import { Text, Timeline } from '@mantine/core';
import { type AuthorizationOverview, authorizationMessages, eventActorWords, formatDateTime, newDecisionDueWords, type TimelineEvent } from '@portal/contracts';
import {
  IconArrowBackUp,
  IconBan,
  IconCalendarPlus,
  IconCalendarX,
  IconClockHour4,
  IconEdit,
  IconFileText,
  IconGavel,
  IconInbox,
  IconListCheck,
  IconMessageQuestion,
  IconMessageReply,
  IconPhoneCall,
  IconPhoneCheck,
  IconProgressCheck,
  IconScale,
  type Icon,
} from '@tabler/icons-react';
import { TitledSection } from '../../../ui/titled-section';

const text = authorizationMessages.timeline;
const iconSize = 14;

const icons: Record<TimelineEvent['kind'], Icon> = {
  received: IconInbox,
  'information-requested': IconMessageQuestion,
  'information-answered': IconMessageReply,
  'document-added': IconFileText,
  extended: IconCalendarPlus,
  'lines-decided': IconProgressCheck,
  'appeal-filed': IconScale,
  'appeal-decided': IconGavel,
  'change-requested': IconEdit,
  'change-decided': IconListCheck,
  'lines-updated': IconArrowBackUp,
  withdrawn: IconBan,
  expired: IconCalendarX,
  'peer-to-peer-requested': IconPhoneCall,
  'peer-to-peer-recorded': IconPhoneCheck,
  'decision-due': IconClockHour4,
};

/**
 * The request's story (issue 31 §5), told by the server from the authorization's events in the words of contracts:
 * what happened, who did it and why, and when the decision is due on the federal clock. Events up to now are the
 * filled part of the line; the words carry the meaning, the icons only echo it.
 */
export function TimelineSection({ authorization, now = new Date() }: { authorization: AuthorizationOverview; now?: Date }) {
  const events = authorization.timeline;
  const lastPast = events.findLastIndex((event) => new Date(event.at) <= now);
  return (
    <TitledSection title={text.title}>
      <Timeline active={lastPast} bulletSize={24} lineWidth={2}>
        {events.map((event, index) => {
          const EventIcon = icons[event.kind];
          const details = [...event.details, ...(event.kind === 'extended' && event.dueAt ? [newDecisionDueWords(formatDateTime(event.dueAt))] : [])];
          return (
            <Timeline.Item key={`${event.kind}-${event.at}-${index}`} bullet={<EventIcon size={iconSize} aria-hidden />} title={event.title}>
              {details.map((detail, line) => (
                <Text key={line} size="sm">
                  {detail}
                </Text>
              ))}
              <Text size="xs" c="dimmed">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                {event.by ? ` ${eventActorWords(event.by)}` : ''}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </TitledSection>
  );
}
