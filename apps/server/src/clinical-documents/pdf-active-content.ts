import { inflateSync } from 'node:zlib';

/**
 * Names whose presence makes a PDF more than a document: script (an OpenAction or additional action /AA runs it
 * through /S /JavaScript and /JS), a launch action that starts a program, attached files, Flash (RichMedia) and XFA
 * forms (which carry their own scripts). An OpenAction that only opens a page names none of them.
 */
const activeNames = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA']);

export type PdfScanResult = 'clean' | 'active' | 'unreadable';

/** The largest compressed object stream read (they hold a few thousand small dictionaries: kilobytes, rarely megabytes). */
const maxObjectStreamBytes = 32 * 1024 * 1024;
const maxInflatedBytes = 128 * 1024 * 1024;
const endstream = Buffer.from('endstream', 'latin1');

const isWhitespace = (byte: number) => byte === 0x00 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20;
// ( ) < > [ ] { } / %
const delimiters = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !isWhitespace(byte) && !delimiters.has(byte);

/** A name's bytes with its #xx escapes resolved ('/J#61vaScript' is '/JavaScript'). */
function decodeName(bytes: readonly number[]): string {
  let name = '';
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] as number;
    const hex = byte === 0x23 ? String.fromCharCode(bytes[index + 1] ?? 0, bytes[index + 2] ?? 0) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      name += String.fromCharCode(Number.parseInt(hex, 16));
      index += 2;
    } else name += String.fromCharCode(byte);
  }
  return name;
}

/**
 * Reads a PDF as it streams by, as a PDF reader tokenises it: names outside strings and comments are what count, and
 * stream data (images, page contents: any bytes at all) is skipped to its `endstream`, except object streams, whose
 * compressed dictionaries are inflated and read the same way. Nothing but the current object stream is held.
 */
export function createPdfScanner() {
  type Mode = 'normal' | 'comment' | 'string' | 'name' | 'stream-start' | 'stream';
  let mode: Mode = 'normal';
  let stringDepth = 0;
  let isEscaped = false;
  let nameBytes: number[] = [];
  let token = '';
  /** The names of the object being read: an object stream is known by them (/Type /ObjStm /Filter /FlateDecode). */
  let objectNames = new Set<string>();
  let objectStream: Buffer[] | null = null;
  let objectStreamBytes = 0;
  /** The last bytes of stream data, where an `endstream` split between two chunks begins. */
  let streamTail = Buffer.alloc(0);
  let result: PdfScanResult = 'clean';

  const finishName = () => {
    const name = decodeName(nameBytes);
    objectNames.add(name);
    if (activeNames.has(name)) result = 'active';
    mode = 'normal';
  };

  const finishToken = (byte: number) => {
    if (token === 'obj' || token === 'endobj') objectNames = new Set();
    if (token === 'stream') {
      // The data begins after the end of line that follows the keyword (CR LF or LF).
      mode = byte === 0x0d ? 'stream-start' : 'stream';
      const isObjectStream = objectNames.has('ObjStm');
      objectStream = isObjectStream ? [] : null;
      objectStreamBytes = 0;
      streamTail = Buffer.alloc(0);
    }
    token = '';
  };

  /** The object stream just read: its dictionaries are read like the file's own. */
  const readObjectStream = (data: Buffer) => {
    const filters = [...objectNames].filter((name) => name.endsWith('Decode'));
    if (filters.length === 0) return scanWhole(data);
    if (filters.length !== 1 || filters[0] !== 'FlateDecode') return 'unreadable';
    try {
      // A whole zlib stream or nothing: one cut short (an `endstream` written into the compressed bytes) would hide
      // the objects after the cut.
      return scanWhole(inflateSync(data, { maxOutputLength: maxInflatedBytes }));
    } catch {
      // Encrypted, cut short or not what it says: what it holds cannot be known.
      return 'unreadable';
    }
  };

  const keepObjectStreamData = (data: Buffer) => {
    if (!objectStream || data.length === 0) return;
    objectStream.push(Buffer.from(data));
    objectStreamBytes += data.length;
    if (objectStreamBytes > maxObjectStreamBytes) result = 'unreadable';
  };

  /** Stream data up to `endstream`; answers where normal reading resumes in `chunk`, or -1 when the stream goes on. */
  const consumeStream = (chunk: Buffer, from: number): number => {
    const searched = Buffer.concat([streamTail, chunk.subarray(from)]);
    const end = searched.indexOf(endstream);
    if (end === -1) {
      // The last bytes may begin an `endstream` that the next chunk completes: keep them back.
      const safe = Math.max(0, searched.length - endstream.length + 1);
      keepObjectStreamData(searched.subarray(0, safe));
      streamTail = Buffer.from(searched.subarray(safe));
      return -1;
    }
    keepObjectStreamData(searched.subarray(0, end));
    if (objectStream && result === 'clean') {
      const found = readObjectStream(Buffer.concat(objectStream));
      if (found !== 'clean') result = found;
    }
    const resumeAt = from + end + endstream.length - streamTail.length;
    objectStream = null;
    streamTail = Buffer.alloc(0);
    mode = 'normal';
    token = '';
    return resumeAt;
  };

  function write(chunk: Buffer): void {
    let index = 0;
    while (index < chunk.length && result === 'clean') {
      if (mode === 'stream-start') {
        mode = 'stream';
        if (chunk[index] === 0x0a) index += 1;
        continue;
      }
      if (mode === 'stream') {
        const resumeAt = consumeStream(chunk, index);
        if (resumeAt === -1) return;
        index = resumeAt;
        continue;
      }
      const byte = chunk[index] as number;
      index += 1;
      if (mode === 'comment') {
        if (byte === 0x0a || byte === 0x0d) mode = 'normal';
      } else if (mode === 'string') {
        if (isEscaped) isEscaped = false;
        else if (byte === 0x5c) isEscaped = true;
        else if (byte === 0x28) stringDepth += 1;
        else if (byte === 0x29 && --stringDepth === 0) mode = 'normal';
      } else if (mode === 'name' && isRegular(byte)) {
        if (nameBytes.length < 127) nameBytes.push(byte);
      } else {
        if (mode === 'name') finishName();
        if (isRegular(byte)) {
          if (token.length < 16) token += String.fromCharCode(byte);
          continue;
        }
        finishToken(byte);
        if (byte === 0x25) mode = 'comment';
        else if (byte === 0x28) {
          mode = 'string';
          stringDepth = 1;
        } else if (byte === 0x2f) {
          mode = 'name';
          nameBytes = [];
        }
      }
    }
  }

  return {
    write,
    end(): PdfScanResult {
      if (mode === 'name') finishName();
      // A stream without its end hides whatever a lenient reader finds after its /Length.
      if (result === 'clean' && (mode === 'stream' || mode === 'stream-start')) result = 'unreadable';
      return result;
    },
    get result() {
      return result;
    },
  };
}

function scanWhole(bytes: Buffer): PdfScanResult {
  const scanner = createPdfScanner();
  scanner.write(bytes);
  return scanner.end();
}
