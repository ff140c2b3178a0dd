import { authorizationMessages } from '@portal/contracts';
import { ProviderAssociationSteps } from '../../ui/provider-association-steps';

/** No authorization the account may see (spec 2 §2.5): the steps that lead to seeing them. */
export function NoAuthorizationsMessage() {
  return <ProviderAssociationSteps text={authorizationMessages.list.noAuthorizations} />;
}
