import { Stack, Title } from '@mantine/core';
import { resourceKeys, routeByName } from '@portal/contracts';
import { ResourceBlock } from '../../ui/resource-block';

/** Announcements (/announcements, spec 2 §2.9): the release notes of the content store. */
export function AnnouncementsPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>{routeByName('Announcements').title}</Title>
      <ResourceBlock resourceKey={resourceKeys.releaseNotes} lines={6} />
    </Stack>
  );
}
