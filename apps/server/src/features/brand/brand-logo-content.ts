import { isTextByte } from '../documents/plain-text.js';
import { type BrandLogoExtension, brandLimits, brandLogoTypes, brandMessages as text } from '@portal/contracts';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG begins with its signature and then its IHDR chunk (length 13), whatever else it holds. */
function isPng(bytes: Buffer): boolean {
  return bytes.length > 33 && bytes.subarray(0, 8).equals(pngSignature) && bytes.readUInt32BE(8) === 13 && bytes.toString('latin1', 12, 16) === 'IHDR';
}

/** An SVG document: an optional XML declaration and comments, then the <svg> root element. */
const svgStart = /^(?:\uFEFF)?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/**
 * What a logo may not carry. An <img> never runs an SVG's script, but the logo's own URL opened in a tab would, and
 * an e-mail client or a PDF tool may follow references; so anything active or external is refused rather than
 * stripped, and the employee sees why. Only references inside the file ('#gradient') remain.
 */
const activeSvgContent = [
  /<\s*script/i,
  /<\s*foreignObject/i,
  /<\s*(?:iframe|embed|object|audio|video|image|use|a|animate|set|handler|listener)[\s/>]/i,
  /\son[a-z]+\s*=/i,
  /<!(?:DOCTYPE|ENTITY)/i,
  /(?:href|src)\s*=\s*["']?\s*(?!#)[^\s"'>]/i,
  /url\(\s*["']?\s*(?!#)/i,
  /@import/i,
  /javascript:/i,
];

/** Bytes valid as UTF-8 text, with no control characters a person's text would not have (the clinicals' rule). */
function isText(bytes: Buffer): boolean {
  if (!bytes.every(isTextByte)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The logo's extension, from a name the contracts' schema already accepted (.png or .svg). */
export function logoExtensionOf(fileName: string): BrandLogoExtension {
  return fileName.toLowerCase().endsWith('.svg') ? 'svg' : 'png';
}

/**
 * Why these bytes cannot be the logo `fileName` names, or null when they can (architecture: uploads are checked
 * against their extension): a .png must be a PNG; a .svg an SVG document without script, event handlers or
 * references to other files.
 */
export function logoProblemOf(fileName: string, bytes: Buffer): string | null {
  if (bytes.length === 0) return text.logoContentMismatch;
  if (bytes.length > brandLimits.logoMaxBytes) return text.logoTooLarge;
  const extension = logoExtensionOf(fileName);
  if (extension === 'png') return isPng(bytes) ? null : text.logoContentMismatch;
  if (!isText(bytes)) return text.logoContentMismatch;
  const markup = bytes.toString('utf8');
  if (activeSvgContent.some((pattern) => pattern.test(markup))) return text.logoActiveContent;
  return svgStart.test(markup) ? null : text.logoContentMismatch;
}

export const logoContentTypeOf = (fileName: string) => brandLogoTypes[logoExtensionOf(fileName)];
