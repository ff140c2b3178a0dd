import { PagePlaceholder } from '../../ui/page-placeholder';

export function SubmitAuthorizationsPage() {
  return <PagePlaceholder routeName="SubmitAuthorizations" />;
}
