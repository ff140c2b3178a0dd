import { PagePlaceholder } from '../../ui/page-placeholder';

export function SettingsPage() {
  return <PagePlaceholder routeName="Settings" />;
}
