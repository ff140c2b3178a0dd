import { PagePlaceholder } from '../../ui/page-placeholder';

export function ContactPage() {
  return <PagePlaceholder routeName="Contact" />;
}
