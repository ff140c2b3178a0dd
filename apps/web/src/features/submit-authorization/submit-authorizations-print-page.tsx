import { PagePlaceholder } from '../../ui/page-placeholder';

export function SubmitAuthorizationsPrintPage() {
  return <PagePlaceholder routeName="SubmitAuthorizationsPrint" />;
}
