import { crc32 } from 'node:zlib';
import { PNG } from 'pngjs';

/** A 1×1 PNG (a valid file: signature, IHDR, IDAT, IEND). */
export const onePixelPngBase64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const base64Of = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export const cleanSvg =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#1b6b3a"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/></svg>';

/** A PNG of `width` × `height` pixels of one colour, written by a real encoder. */
export function solidPng(width: number, height: number, [red, green, blue]: [number, number, number] = [11, 79, 138]): Buffer {
  const image = new PNG({ width, height });
  for (let offset = 0; offset < image.data.length; offset += 4) image.data.set([red, green, blue, 255], offset);
  return PNG.sync.write(image);
}

/** A PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** The PNG with `chunk` put right after its IHDR (signature 8 bytes, IHDR 25). */
export const withChunkAfterHeader = (png: Buffer, chunk: Buffer) => Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);

/** A PNG's signature and a sound IHDR declaring `width` × `height` (8-bit RGB, `interlace` 0 or 1), then `rest`. */
export function pngHeaderThen(width: number, height: number, rest: Buffer, interlace = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, interlace], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), rest]);
}
