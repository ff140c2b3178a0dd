import type { Readable } from 'node:stream';
import { authorizationMessages, clinicalFileTypes, fileExtension } from '@portal/contracts';
import { officePackageCheck, type RangeReader } from './office-package.js';
import { createPdfScanner } from './pdf-active-content.js';
import { createPlainTextCheck } from '../security/plain-text.js';

const text = authorizationMessages.clinicals;

/** Reads the stored file: bytes `start` to `end` (inclusive), or all of it. */
export type BlobReader = (range?: { start: number; end: number }) => Promise<Readable | null>;

/** The content type a clinical is stored and served with (text declares its encoding). */
export function contentTypeOf(fileName: string): string {
  const type = (clinicalFileTypes as Readonly<Record<string, string>>)[fileExtension(fileName)] ?? 'application/octet-stream';
  return type === 'text/plain' ? 'text/plain; charset=utf-8' : type;
}

const ascii = (value: string) => Array.from(value, (character) => character.charCodeAt(0));
const oleCompoundFile = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const zip = [0x50, 0x4b, 0x03, 0x04];

/** What the first bytes of each type are (file signatures). */
const signatures: Readonly<Record<string, readonly (readonly number[])[]>> = {
  pdf: [ascii('%PDF-')],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  tif: [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ],
  tiff: [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ],
  // Word and Excel 97-2003 are OLE compound files; .docx and .xlsx ZIP packages (checked further below).
  doc: [oleCompoundFile],
  xls: [oleCompoundFile],
  docx: [zip],
  xlsx: [zip],
};

/** The main part's folder of each Office Open XML extension. */
const officeParts: Readonly<Record<string, string>> = { docx: 'word/', xlsx: 'xl/' };

async function firstBytes(read: RangeReader, size: number, length: number): Promise<Buffer> {
  const stream = await read({ start: 0, end: Math.min(size, length) - 1 });
  const chunks: Buffer[] = [];
  if (stream) for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Feeds the whole file, chunk by chunk, to a check (50 MB never held at once). */
async function streamThrough(stream: Readable | null, write: (chunk: Buffer) => void, isDone: () => boolean): Promise<boolean> {
  if (!stream) return false;
  for await (const chunk of stream) {
    write(chunk as Buffer);
    if (isDone()) {
      stream.destroy();
      break;
    }
  }
  return true;
}

/**
 * Why the stored file cannot be a clinical of this name, or null when it can (architecture: content checked against
 * the extension). The signature of its first bytes must be its type's; a .docx or .xlsx must be that Office package
 * without macros; a .txt plain text without markup; a PDF without script, launch actions or attached files. Reads
 * through `read` (ranges of the blob, or all of it), so the same checks run on the embedded store and on S3.
 */
export async function contentProblemOf(fileName: string, size: number, read: BlobReader): Promise<string | null> {
  const extension = fileExtension(fileName);
  if (size === 0) return text.uploadFailed;
  if (extension === 'txt') {
    const check = createPlainTextCheck();
    const hasRead = await streamThrough(
      await read(),
      (chunk) => check.write(chunk),
      () => !check.isPlainText(),
    );
    return hasRead && check.isPlainText() ? null : text.contentMismatch;
  }
  const start = await firstBytes(read, size, 8);
  if (!(signatures[extension] ?? []).some((signature) => signature.every((byte, index) => start[index] === byte))) return text.contentMismatch;
  const officePart = officeParts[extension];
  if (officePart) {
    const result = await officePackageCheck(size, read, officePart);
    return result === 'valid' ? null : result === 'macros' ? text.activeContent : text.contentMismatch;
  }
  if (extension === 'pdf') {
    const scanner = createPdfScanner();
    if (
      !(await streamThrough(
        await read(),
        (chunk) => scanner.write(chunk),
        () => scanner.result !== 'clean',
      ))
    )
      return text.uploadFailed;
    const result = scanner.end();
    return result === 'clean' ? null : result === 'active' ? text.activeContent : text.uncheckable;
  }
  return null;
}
