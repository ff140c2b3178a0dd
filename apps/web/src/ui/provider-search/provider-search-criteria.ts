import { providerLimits } from '@portal/contracts';
import type { ProviderSearchForm } from '@portal/contracts';

export const emptyCriteria: ProviderSearchForm = { npi: '', name: '', state: '' };

/** The NPI field keeps digits only, at most 10 (spec 2 §5). */
export function toNpiInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, providerLimits.npiMaxLength);
}

/** What is sent: the NPI alone, or the name with the state when one is chosen. */
export function toSubmitted(criteria: ProviderSearchForm): ProviderSearchForm {
  return criteria.npi !== '' ? { npi: criteria.npi, name: '', state: '' } : { ...criteria, npi: '' };
}
