import { ActionIcon, Indicator, Menu, Text, VisuallyHidden } from '@mantine/core';
import { addresses, formatDateTime, type Notice, noticeMessages } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { markNoticeRead, noticeListQueryOptions, noticesKey, unreadNoticesQueryOptions } from '../../api/notices-api';

const text = noticeMessages.bell;

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The header's notifications bell (issue 18 §7, issue 34 §6): the unread count, polled; the newest notices, each
 * naming its patient, read when opened; the last entry opens the notices page. Choosing a notice opens its
 * authorization's address and marks it read, except for an employee acting as the provider, who leaves the
 * provider's notices unread.
 */
export function NotificationBell({ isImpersonating }: { isImpersonating: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const unread = useQuery(unreadNoticesQueryOptions);
  const list = useQuery({ ...noticeListQueryOptions, enabled: isOpen });
  const count = unread.data?.unreadCount ?? 0;

  const toggle = (isOpening: boolean) => {
    setIsOpen(isOpening);
    // Opening reads the list afresh; the count follows it.
    if (isOpening) void queryClient.invalidateQueries({ queryKey: unreadNoticesQueryOptions.queryKey });
  };

  const open = async (notice: Notice) => {
    setIsOpen(false);
    if (!notice.isRead && !isImpersonating) {
      // The authorization opens whether or not the mark is saved: it is the provider's way to the request.
      await markNoticeRead(notice.id)
        .then(({ unreadCount }) => queryClient.setQueryData(unreadNoticesQueryOptions.queryKey, { unreadCount }))
        .catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: [...noticesKey, 'list'] });
    }
    void navigate(addresses.authorization(notice.authorizationId));
  };

  const content = () => {
    if (list.isError) return <Menu.Label>{text.failed}</Menu.Label>;
    if (!list.data) return <Menu.Label>{text.loading}</Menu.Label>;
    if (list.data.notices.length === 0) return <Menu.Label>{text.empty}</Menu.Label>;
    return list.data.notices.map((notice) => (
      <Menu.Item key={notice.id} onClick={() => void open(notice)}>
        <Text size="xs" fw={600}>
          {notice.patientName}
        </Text>
        <Text size="sm" fw={notice.isRead ? 400 : 700}>
          {!notice.isRead && <VisuallyHidden>{`${text.unread}: `}</VisuallyHidden>}
          {text.summary(notice.authorizationNumber, notice.status, notice.kind)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(notice.createdAt)}
        </Text>
      </Menu.Item>
    ));
  };

  return (
    <Menu opened={isOpen} onChange={toggle} position="bottom-end" width={360} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={text.label(count)} title={text.title}>
          <Indicator label={count} disabled={count === 0} size={16} offset={2} inline>
            <BellIcon />
          </Indicator>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={text.title}>
        <Menu.Label>{text.title}</Menu.Label>
        {content()}
        <Menu.Divider />
        <Menu.Item onClick={() => void navigate(addresses.notices)}>
          <Text size="sm" fw={600} c="var(--mantine-color-anchor)">
            {text.seeAll}
          </Text>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
