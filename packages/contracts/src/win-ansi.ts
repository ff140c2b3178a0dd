/**
 * The characters the standard PDF fonts can draw (WinAnsi): ASCII, Latin-1 and the typographic extras
 * (curly quotes, dashes, bullet, euro). Anything else would make pdf-lib throw in the middle of a page.
 */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isWinAnsi = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(character);
};

/** Letters with a stroke have no decomposition to strip. */
const strokeLetters: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

/** Keeps what the fonts can draw: letters WinAnsi lacks lose their accent (Ș → S, Ł → L), anything else becomes '?'. */
export function toWinAnsi(text: string): string {
  return Array.from(text, (character) => {
    if (isWinAnsi(character)) return character;
    const base = strokeLetters[character] ?? character.normalize('NFKD').replace(/\p{M}/gu, '');
    return base !== '' && Array.from(base).every(isWinAnsi) ? base : '?';
  }).join('');
}
