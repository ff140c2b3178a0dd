import { clinicalFileTypes, fileExtension } from '@portal/contracts';

/** The content type a clinical is stored and served with (text declares its encoding). */
export function contentTypeOf(fileName: string): string {
  const type = (clinicalFileTypes as Readonly<Record<string, string>>)[fileExtension(fileName)] ?? 'application/octet-stream';
  return type === 'text/plain' ? 'text/plain; charset=utf-8' : type;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

/** What the first bytes of each type are (file signatures); text must not look binary. */
const signatures: Readonly<Record<string, readonly (readonly number[])[]>> = {
  pdf: [ascii('%PDF-')],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  tif: [[0x49, 0x49, 0x2a, 0x00], [0x4d, 0x4d, 0x00, 0x2a]],
  tiff: [[0x49, 0x49, 0x2a, 0x00], [0x4d, 0x4d, 0x00, 0x2a]],
  // Word 97-2003 is an OLE compound file; .docx a ZIP package.
  doc: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  docx: [[0x50, 0x4b, 0x03, 0x04]],
  // Excel 97-2003 and .xlsx likewise.
  xls: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  xlsx: [[0x50, 0x4b, 0x03, 0x04]],
};

/** Bytes that cannot begin a text file a person wrote: NUL, and the other control characters but tab, CR, LF, FF. */
const isTextByte = (byte: number) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x1b;

/**
 * Whether the file's first bytes are what its extension says (architecture: content checked against the
 * extension), so that a renamed executable or archive is not stored as a 'PDF'. An empty file matches nothing.
 */
export function contentMatchesExtension(fileName: string, firstBytes: Uint8Array): boolean {
  if (firstBytes.length === 0) return false;
  const extension = fileExtension(fileName);
  if (extension === 'txt') return firstBytes.every(isTextByte) && new TextDecoder('utf-8', { fatal: false }).decode(firstBytes).length > 0;
  return (signatures[extension] ?? []).some((signature) => startsWith(firstBytes, signature));
}
