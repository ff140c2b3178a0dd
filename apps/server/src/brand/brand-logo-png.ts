import { brandLimits, brandMessages as text } from '@portal/contracts';
import { PNG } from 'pngjs';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What a PNG logo became: the re-encoded copy to keep, or why it cannot be the logo. */
export type PngLogoResult = { bytes: Buffer } | { problem: string };

/** A PNG begins with its signature and then its IHDR chunk (length 13), whatever else it holds. */
function isPng(bytes: Buffer): boolean {
  return bytes.length > 33 && bytes.subarray(0, 8).equals(pngSignature) && bytes.readUInt32BE(8) === 13 && bytes.toString('latin1', 12, 16) === 'IHDR';
}

/**
 * Why the header alone refuses the image, if it does: read before anything is decoded, so an image that declares
 * 6000 × 6000 pixels costs nothing (the decoder would size its buffers from these numbers). Interlaced images are
 * refused because the decoder inflates them without an upper bound, which a small file could turn into a huge one.
 */
function headerProblemOf(bytes: Buffer): string | null {
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0) return text.logoUnreadable;
  const { logoMaxPixelSide: maxSide, logoMaxPixels: maxPixels } = brandLimits;
  if (width > maxSide || height > maxSide || width * height > maxPixels) return text.logoTooManyPixels(width, height);
  const interlaceMethod = bytes[28];
  return interlaceMethod === 0 ? null : text.logoInterlaced;
}

/**
 * The logo as a PNG decoded by a real image library and written again from its pixels (8-bit RGBA): what is kept
 * is what the decoder made of the upload, never the uploaded bytes, so anything besides the picture (text chunks,
 * trailing data, a damaged chunk another reader would stumble on) is gone, and every reader (browser, PDF) gets a
 * plain, well-formed file.
 */
export function readPngLogo(bytes: Buffer): PngLogoResult {
  if (!isPng(bytes)) return { problem: text.logoContentMismatch };
  const headerProblem = headerProblemOf(bytes);
  if (headerProblem) return { problem: headerProblem };
  try {
    const image = PNG.sync.read(bytes);
    return { bytes: PNG.sync.write(image, { colorType: 6, inputColorType: 6, bitDepth: 8 }) };
  } catch {
    return { problem: text.logoUnreadable };
  }
}
