/**
 * Tax ID shown ##-####### (spec 2 §9); anything that is not 9 digits is shown as stored. The server sends none (null)
 * for a location the account has no active association with: shown as "—".
 */
export function formatTaxId(taxId: string | null): string {
  if (taxId === null) return '—';
  const digits = taxId.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : taxId;
}

/** Phones shown ###-###-#### (spec 2 §9), with the extension when there is one. */
export function formatPhone(phone: string, extension = ''): string {
  const digits = phone.replace(/\D/g, '');
  const formatted = digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
  return extension ? `${formatted} ext. ${extension}` : formatted;
}

/** The Address column: address1 and address2 joined (spec 2 §2.4). */
export function formatAddress(location: { address1: string; address2: string }): string {
  return [location.address1, location.address2].filter((part) => part.trim() !== '').join(', ');
}
