import { Alert, Loader, Paper, Stack, Title } from '@mantine/core';
import { type Notice, noticeMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { noticeQueryOptions } from '../../api/notices-api';
import { NoticeItem } from './notice-item';

const text = noticeMessages.page;

interface FocusedNoticeProps {
  id: number;
  canMark: boolean;
  changingId: number | undefined;
  onOpen: (notice: Notice) => void;
  onToggleRead: (notice: Notice) => void;
}

/**
 * The notice an address names (/notices/:id, from a bookmark or a colleague's link), above the list and focused, so
 * a keyboard or screen-reader user starts on it. One of another account answers "not found", like an unknown one.
 */
export function FocusedNotice({ id, canMark, changingId, onOpen, onToggleRead }: FocusedNoticeProps) {
  const query = useQuery(noticeQueryOptions(id));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isLoaded = query.isSuccess || query.isError;
  useEffect(() => {
    if (isLoaded) headingRef.current?.focus();
  }, [isLoaded, id]);

  if (query.isPending) return <Loader size="sm" aria-label={text.loading} />;
  return (
    <Paper component="section" aria-labelledby="focused-notice-title" withBorder p="md" bg="var(--mantine-primary-color-0)">
      <Stack gap="xs">
        <Title order={2} size="h4" id="focused-notice-title" ref={headingRef} tabIndex={-1}>
          {text.focusedTitle}
        </Title>
        {query.isError ? (
          <Alert color="yellow" role="alert">
            {text.notFound}
          </Alert>
        ) : (
          <NoticeItem notice={query.data.notice} canMark={canMark} isChanging={changingId === id} onOpen={onOpen} onToggleRead={onToggleRead} />
        )}
      </Stack>
    </Paper>
  );
}
