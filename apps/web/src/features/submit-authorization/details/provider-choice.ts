import { type ProviderEntry, submitAuthorizationMessages as text } from '@portal/contracts';
import { formatPhone, formatTaxId } from '../../../ui/provider-search/provider-format';
import { emptyProviderEntry } from '../authorization-draft';

/** A provider picked in the lookup: a search result or one of the account's own providers (spec 3 §3). */
export interface ProviderChoice {
  locationId: number;
  fullName: string;
  npi: string;
  /** Null when the account may not see it (no active association with the location). */
  taxId: string | null;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  phone?: string;
  isFacility: boolean;
}

/**
 * Choosing a search result fills the ids and flags a missing NPI or address, which exposes those fields for entry
 * (spec 3 §4 provider selection). The network status and the fax stay for the user to give.
 */
export function entryOfChoice(choice: ProviderChoice, previous: ProviderEntry): ProviderEntry {
  const hasAddress = [choice.address1, choice.city, choice.state, choice.zipCode].every((part) => part.trim() !== '');
  return {
    ...emptyProviderEntry(previous.isFacility),
    id: choice.locationId,
    name: choice.fullName,
    networkStatus: previous.networkStatus,
    fax: previous.fax,
    hospitalist: previous.hospitalist,
    npi: choice.npi,
    taxID: choice.taxId ? formatTaxId(choice.taxId) : '',
    phone: choice.phone ? formatPhone(choice.phone) : '',
    address: choice.address1,
    address2: choice.address2,
    city: choice.city,
    state: choice.state,
    zip: choice.zipCode,
    isFacility: choice.isFacility,
    missingNpi: choice.npi.trim() === '',
    missingAddress: !hasAddress,
  };
}

/** "Not listed": add mode, every other detail cleared, named "Provider not listed" (spec 3 §4). */
export const notListedEntry = (previous: ProviderEntry): ProviderEntry => ({
  ...emptyProviderEntry(previous.isFacility),
  name: text.provider.notListedName,
  add: true,
});
