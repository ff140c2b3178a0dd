import { constants } from '@portal/contracts';

const phoneDigits = 10;

/** The ###-###-#### mask: keeps the digits typed or pasted and places the dashes as the user goes. */
export function formatPhoneNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, phoneDigits);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter((part) => part !== '');
  return parts.join('-').slice(0, constants.phoneLength);
}
