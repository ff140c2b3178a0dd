/** Bytes that cannot be in a text file a person wrote: NUL, and the other control characters but tab, LF, FF, CR and ESC. */
export const isTextByte = (byte: number) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x1b;

/**
 * Tags of HTML, SVG and XML that a browser or an editor would run or render, wherever they stand in the text
 * ('<script', '</body', '<!DOCTYPE', '<?xml'). Comparisons in notes ('BP <120/80', '< 5 mg') are not tags.
 */
const markupTag =
  /<\s*[/!?]?\s*(?:html|head|body|script|style|svg|iframe|frame|frameset|object|embed|applet|meta|link|base|form|img|image|math|xml|doctype|template|foreignobject|a\s+href)[\s/>=]/i;
/** Text that begins (after a byte order mark and spaces) with a tag, a declaration or a processing instruction. */
const startsWithMarkup = /^(?:\uFEFF|\xEF\xBB\xBF)?\s*<[A-Za-z!?]/;
/** Enough of the previous chunk to find a tag cut in two. */
const overlap = 64;

/**
 * Reads a .txt as it streams by: every byte must be text, and no part of it markup (architecture: content checked
 * against the extension), so that an HTML page or an SVG image with script is not stored as 'notes.txt'.
 */
export function createPlainTextCheck() {
  let isText = true;
  let hasMarkup = false;
  let isStart = true;
  let previous = '';
  return {
    write(chunk: Buffer): void {
      if (!isText || hasMarkup) return;
      if (!chunk.every(isTextByte)) {
        isText = false;
        return;
      }
      // latin1 maps each byte to one character: a tag is found whatever the encoding of the rest.
      const text = previous + chunk.toString('latin1');
      if (isStart && startsWithMarkup.test(text)) hasMarkup = true;
      if (markupTag.test(text)) hasMarkup = true;
      isStart = isStart && text.trim().length === 0;
      previous = text.slice(-overlap);
    },
    isPlainText(): boolean {
      return isText && !hasMarkup;
    },
  };
}
