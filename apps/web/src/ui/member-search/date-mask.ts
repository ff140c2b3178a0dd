import { usDateFormat } from '@portal/contracts';

/** Digits allowed in each part of MM/DD/YYYY: 2, 2 and 4. */
const partLengths = usDateFormat.split('/').map((part) => part.length);

/**
 * Formats what was typed or pasted as MM/DD/YYYY (the mask ##/##/####): digits fill month, day and year in turn and
 * a slash appears once the next part starts. A slash typed after a one-digit month or day pads it ('4/' → '04/'), so
 * '4/12/1985' becomes '04/12/1985'. No slash is added at the end of a full part: Backspace would otherwise delete
 * the slash and the formatter put it straight back.
 */
export function formatDateMask(text: string): string {
  const parts = ['', '', ''];
  let index = 0;
  for (const character of text) {
    if (character >= '0' && character <= '9') {
      if (parts[index]!.length === partLengths[index]) {
        if (index === 2) break;
        index += 1;
      }
      parts[index] += character;
    } else if (character === '/' && index < 2 && parts[index] !== '') {
      parts[index] = parts[index]!.padStart(2, '0');
      index += 1;
    }
  }
  return parts.slice(0, index + 1).join('/');
}
