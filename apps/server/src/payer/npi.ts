/**
 * NPI check digit: the Luhn algorithm over the 9 identifying digits prefixed with 80840 (the card issuer prefix
 * the NPI standard assigns), which is the same as adding 24 to the Luhn sum of the 9 digits alone.
 */
export function npiCheckDigit(firstNineDigits: string): number {
  if (!/^\d{9}$/.test(firstNineDigits)) throw new Error('An NPI check digit needs exactly 9 digits.');
  let sum = 24;
  // From the right, every other digit (starting with the rightmost of the nine) is doubled.
  for (let index = 0; index < 9; index += 1) {
    let digit = Number(firstNineDigits[8 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidNpi(npi: string): boolean {
  return /^\d{10}$/.test(npi) && npiCheckDigit(npi.slice(0, 9)) === Number(npi[9]);
}

/** A full NPI from its 9 identifying digits. */
export function npiFromDigits(firstNineDigits: string): string {
  return `${firstNineDigits}${npiCheckDigit(firstNineDigits)}`;
}
