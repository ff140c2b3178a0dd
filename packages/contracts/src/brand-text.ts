import { toWinAnsi } from './win-ansi.js';

/**
 * Where a piece of brand text (the plan's name, the product's name) is written, and so how (issue 30): an employee
 * types these names, and they reach CDS Hooks cards (Markdown), pages the server writes (HTML), PDFs and e-mails.
 * - plainText: e-mails, texts, FHIR strings, a card's plain fields: one line, no control or direction characters.
 * - html: plain text with HTML's special characters escaped.
 * - markdown: plain text with every ASCII punctuation character backslash-escaped (CommonMark lets any be), so no
 *   link, image, raw HTML, emphasis or autolink can start in it.
 * - pdf: plain text in the characters the standard PDF fonts can draw (others would make pdf-lib throw).
 */
export type BrandTextTarget = 'plainText' | 'html' | 'markdown' | 'pdf';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text in HTML's content or in a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);

/**
 * Control characters, line and paragraph separators and the characters that reorder text: none belongs in a name,
 * and each could start a new line of a message (a header in an e-mail) or change what a reader sees.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this removes
const lineBreaking = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const asciiPunctuation = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/g;

/** Brand text written for `target`: the one place every use of the plan's and product's names goes through. */
export function escapeBrandText(target: BrandTextTarget, text: string): string {
  const plain = text.replace(lineBreaking, ' ').replace(/\s+/g, ' ').trim();
  if (target === 'html') return escapeHtml(plain);
  if (target === 'markdown') return plain.replace(asciiPunctuation, '\\$&');
  if (target === 'pdf') return toWinAnsi(plain);
  return plain;
}

/**
 * The plan's and the product's names inside stored HTML texts (resources: the Login welcome, the Resources header,
 * the Terms of Service): written as these tokens, filled in when the text is read, so renaming the plan renames
 * every page at once instead of leaving the old name in texts nobody edits.
 */
export const brandTokens = { planName: '{{planName}}', productName: '{{productName}}' } as const;

/** Stored HTML with the brand's names in place of its tokens, each escaped for HTML. */
export function fillBrandTokens(html: string, brand: { planName: string; productName: string }): string {
  return html
    .replaceAll(brandTokens.planName, escapeBrandText('html', brand.planName))
    .replaceAll(brandTokens.productName, escapeBrandText('html', brand.productName));
}
