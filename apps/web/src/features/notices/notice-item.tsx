import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { addresses, formatDateTime, type Notice, noticeMessages } from '@portal/contracts';
import { Link } from 'react-router';

const text = noticeMessages.page;

interface NoticeItemProps {
  notice: Notice;
  /** An employee acting as the provider reads the notices but leaves them as they are. */
  canMark: boolean;
  isChanging: boolean;
  onOpen: (notice: Notice) => void;
  onToggleRead: (notice: Notice) => void;
}

/** One notice: whom it is about, what changed and when, a link to its authorization, and read or unread. */
export function NoticeItem({ notice, canMark, isChanging, onOpen, onToggleRead }: NoticeItemProps) {
  const when = formatDateTime(notice.createdAt);
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Stack gap={2} style={{ flex: '1 1 18rem', minWidth: 0 }}>
        <Group gap="xs">
          {!notice.isRead && (
            <Badge size="sm" variant="filled">
              {noticeMessages.bell.unread}
            </Badge>
          )}
          <Text size="sm" fw={600}>
            {notice.patientName}
          </Text>
        </Group>
        <Text size="sm" fw={notice.isRead ? 400 : 600}>
          {noticeMessages.bell.summary(notice.authorizationNumber, notice.status, notice.kind)}
        </Text>
        <Text size="xs" c="dimmed">
          {when}
        </Text>
      </Stack>
      <Group gap="sm" wrap="wrap">
        <Anchor component={Link} to={addresses.authorization(notice.authorizationId)} size="sm" onClick={() => onOpen(notice)}>
          {text.open(notice.authorizationNumber)}
        </Anchor>
        {canMark && (
          <Button
            variant="default"
            size="compact-sm"
            loading={isChanging}
            onClick={() => onToggleRead(notice)}
            aria-label={notice.isRead ? text.markUnreadNamed(notice.authorizationNumber, when) : text.markReadNamed(notice.authorizationNumber, when)}
          >
            {notice.isRead ? text.markUnread : text.markRead}
          </Button>
        )}
      </Group>
    </Group>
  );
}
