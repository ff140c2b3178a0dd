import { ProviderSearchFormSchema, providerLimits } from '@portal/contracts';
import type { ProviderSearchForm } from '@portal/contracts';

export const emptyCriteria: ProviderSearchForm = { npi: '', name: '', state: '' };

/** The NPI field keeps digits only, at most 10 (spec 2 §5). */
export function toNpiInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, providerLimits.npiMaxLength);
}

/** The form rule of the contracts (spec 2 §5): Search is enabled only while it holds. */
export function isSearchable(criteria: ProviderSearchForm): boolean {
  return ProviderSearchFormSchema.safeParse(criteria).success;
}

/** The name field's message once the user typed something there; null when it is fine or empty. */
export function nameError(criteria: ProviderSearchForm): string | null {
  if (criteria.name === '') return null;
  const result = ProviderSearchFormSchema.safeParse(criteria);
  return result.success ? null : (result.error.issues.find((issue) => issue.path[0] === 'name')?.message ?? null);
}

/** What is sent: the NPI alone, or the name with the state when one is chosen. */
export function toSubmitted(criteria: ProviderSearchForm): ProviderSearchForm {
  return criteria.npi !== '' ? { npi: criteria.npi, name: '', state: '' } : { ...criteria, npi: '' };
}
