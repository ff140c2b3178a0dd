const taxIdDigits = 9;

/** The ##-####### mask of a Tax ID being typed: keeps the digits typed or pasted and places the dash as the user goes. */
export function formatTaxIdInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, taxIdDigits);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}
