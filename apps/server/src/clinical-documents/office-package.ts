import type { Readable } from 'node:stream';

/** Reads bytes `start` to `end` (inclusive) of the file. */
export type RangeReader = (range: { start: number; end: number }) => Promise<Readable | null>;

export type OfficePackageResult = 'valid' | 'not-the-package' | 'macros';

const endOfDirectory = 0x06054b50;
const zip64Locator = 0x07064b50;
const zip64EndOfDirectory = 0x06064b50;
const directoryEntry = 0x02014b50;
/** The end record (22 bytes) and the longest comment it may carry. */
const tailBytes = 22 + 0xffff;
/** Far more than an Office file's parts (a few hundred names): a directory larger than this is not one. */
const maxDirectoryBytes = 16 * 1024 * 1024;
const maxEntries = 100_000;

async function bytesOf(read: RangeReader, start: number, end: number): Promise<Buffer | null> {
  const stream = await read({ start, end });
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  return bytes.length === end - start + 1 ? bytes : null;
}

/** Where the central directory is and how many entries it has, from the end records (ZIP64 too). */
async function directoryOf(size: number, read: RangeReader): Promise<{ offset: number; length: number; entries: number } | null> {
  const tailStart = Math.max(0, size - tailBytes);
  const tail = await bytesOf(read, tailStart, size - 1);
  if (!tail) return null;
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) !== endOfDirectory || tail.readUInt16LE(at + 20) !== tail.length - at - 22) continue;
    const entries = tail.readUInt16LE(at + 10);
    const length = tail.readUInt32LE(at + 12);
    const offset = tail.readUInt32LE(at + 16);
    if (entries !== 0xffff && length !== 0xffffffff && offset !== 0xffffffff) return { offset, length, entries };
    // ZIP64: the locator just before the end record names the ZIP64 end record.
    if (at < 20 || tail.readUInt32LE(at - 20) !== zip64Locator) return null;
    const recordOffset = Number(tail.readBigUInt64LE(at - 12));
    const record = recordOffset + 56 <= size ? await bytesOf(read, recordOffset, recordOffset + 55) : null;
    if (!record || record.readUInt32LE(0) !== zip64EndOfDirectory) return null;
    return { entries: Number(record.readBigUInt64LE(32)), length: Number(record.readBigUInt64LE(40)), offset: Number(record.readBigUInt64LE(48)) };
  }
  return null;
}

/** The names in the central directory, or null when it is not a well-formed one. */
function namesOf(directory: Buffer, entries: number): string[] | null {
  const names: string[] = [];
  let at = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== directoryEntry) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    if (next > directory.length) return null;
    names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
    at = next;
  }
  return names;
}

/**
 * Whether a ZIP file is the Office Open XML package its extension names (architecture: content checked against the
 * extension): its central directory, read from the end of the file without reading the rest, must list
 * [Content_Types].xml and the main part's folder (word/ for .docx, xl/ for .xlsx). A package with a VBA project
 * carries macros, which a .docx or .xlsx never does (those are .docm and .xlsm).
 */
export async function officePackageCheck(size: number, read: RangeReader, partFolder: string): Promise<OfficePackageResult> {
  if (size < 22) return 'not-the-package';
  const directory = await directoryOf(size, read);
  if (
    !directory ||
    directory.entries > maxEntries ||
    directory.length > maxDirectoryBytes ||
    directory.length < 46 ||
    directory.offset + directory.length > size
  )
    return 'not-the-package';
  const bytes = await bytesOf(read, directory.offset, directory.offset + directory.length - 1);
  const names = bytes ? namesOf(bytes, directory.entries) : null;
  if (!names?.includes('[Content_Types].xml') || !names.some((name) => name.startsWith(partFolder))) return 'not-the-package';
  return names.some((name) => name.toLowerCase().endsWith('vbaproject.bin')) ? 'macros' : 'valid';
}
