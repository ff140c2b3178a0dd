import { type Authorization, authorizationMessages, networkStatusName } from '@portal/contracts';
import { Facts, TitledSection } from '../../../ui/titled-section';

const text = authorizationMessages.overview;

/** Requestor and the providers with their network statuses (spec 2 §2.6, §9). */
export function ProviderDetails({ authorization }: { authorization: Authorization }) {
  return (
    <TitledSection title={text.providerDetails}>
      <Facts
        items={[
          [text.requestedBy, authorization.requestor.requestedBy],
          [text.phone, authorization.requestor.phone],
          [text.fax, authorization.requestor.fax],
          [text.referringProvider, authorization.providerName],
          [text.providerNetworkStatus, networkStatusName(authorization.providerNetworkStatusId)],
          [text.facility, authorization.facilityName],
          [text.facilityNetworkStatus, networkStatusName(authorization.facilityNetworkStatusId)],
        ]}
      />
    </TitledSection>
  );
}
