import { isTextByte } from '../security/plain-text.js';
import { type BrandLogoExtension, brandLimits, brandLogoTypes, brandMessages as text } from '@portal/contracts';
import { readPngLogo } from './brand-logo-png.js';
import { readSvgLogo } from './brand-logo-svg.js';

/** A logo as it is kept and served: bytes the portal wrote itself, and their type. */
export interface LogoFile {
  bytes: Buffer;
  contentType: string;
}

export type LogoResult = { logo: LogoFile } | { problem: string };

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

/** The extension a stored logo's type stands for. */
export const logoExtensionOfType = (contentType: string): BrandLogoExtension => (contentType === brandLogoTypes.svg ? 'svg' : 'png');

/**
 * The logo to keep from these bytes, or why they cannot be the logo (architecture: uploads are checked against their
 * extension): a .png is decoded and written again from its pixels, a .svg parsed and written again from an
 * allow-list. What is kept is always what the portal wrote, never the uploaded bytes.
 */
export function readLogo(extension: BrandLogoExtension, bytes: Buffer): LogoResult {
  if (bytes.length === 0) return { problem: text.logoContentMismatch };
  if (extension === 'png') {
    const png = readPngLogo(bytes);
    return 'problem' in png ? png : { logo: { bytes: png.bytes, contentType: brandLogoTypes.png } };
  }
  if (!isText(bytes)) return { problem: text.logoContentMismatch };
  const svg = readSvgLogo(bytes.toString('utf8'));
  return 'problem' in svg ? svg : { logo: { bytes: Buffer.from(svg.markup, 'utf8'), contentType: brandLogoTypes.svg } };
}

/** An uploaded logo: at most the upload limit (a stored one, written again, may be larger), then read as above. */
export function readUploadedLogo(fileName: string, bytes: Buffer): LogoResult {
  if (bytes.length > brandLimits.logoMaxBytes) return { problem: text.logoTooLarge };
  return readLogo(logoExtensionOf(fileName), bytes);
}
