import { PagePlaceholder } from '../../ui/page-placeholder';

export function AnnouncementsPage() {
  return <PagePlaceholder routeName="Announcements" />;
}
