import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPdfScanner, type PdfScanResult } from './pdf-active-content.js';

/** Scans the bytes fed in chunks of `chunkSize`: what is found must not depend on where the chunks break. */
function scan(bytes: Buffer, chunkSize = bytes.length): PdfScanResult {
  const scanner = createPdfScanner();
  for (let at = 0; at < bytes.length; at += chunkSize) scanner.write(bytes.subarray(at, at + chunkSize));
  return scanner.end();
}

const pdf = (...parts: (string | Buffer)[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)));
const objectStream = (data: Buffer) =>
  pdf(`%PDF-1.7\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\r\n`, data, '\r\nendstream\nendobj\n%%EOF\n');

describe('the PDF scanner', () => {
  it('finds a name, an escaped name and an object stream’s script however the file is cut into chunks', () => {
    const files = [
      pdf('%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (x) >> >> endobj\n'),
      pdf('%PDF-1.7\n1 0 obj << /Names << /Embedded#46iles 2 0 R >> >> endobj\n'),
      objectStream(deflateSync(Buffer.from('3 0 << /S /Launch /F (cmd.exe) >>'))),
    ];
    for (const file of files) for (const chunkSize of [1, 2, 7, 4096]) expect(scan(file, chunkSize)).toBe('active');
  });

  it('skips stream data, whatever bytes it holds, up to the endstream split between chunks', () => {
    const file = pdf(
      '%PDF-1.7\n3 0 obj << /Length 30 >>\nstream\n',
      Buffer.from('(/JS /JavaScript) % ) /Launch\n'),
      '\nendstream\nendobj\n4 0 obj << /Type /Page >> endobj\n',
    );
    for (const chunkSize of [1, 3, 5, 1000]) expect(scan(file, chunkSize)).toBe('clean');
  });

  it('cannot check an object stream cut short, encrypted or in another filter, nor a stream without its end', () => {
    const compressed = deflateSync(Buffer.from(`${'1 0 '.repeat(50)}<< /S /JavaScript /JS (x) >>`));
    expect(scan(objectStream(compressed.subarray(0, compressed.length - 8)))).toBe('unreadable');
    expect(scan(objectStream(Buffer.from('not zlib at all')))).toBe('unreadable');
    expect(scan(pdf('%PDF-1.7\n5 0 obj << /Type /ObjStm /Filter /LZWDecode /Length 3 >>\nstream\nabc\nendstream\nendobj\n'))).toBe('unreadable');
    expect(scan(pdf('%PDF-1.7\n3 0 obj << /Length 99 >>\nstream\nno end in sight'))).toBe('unreadable');
  });

  it('finds nothing in names that only begin like the active ones, in strings and in comments', () => {
    expect(scan(pdf('%PDF-1.7\n1 0 obj << /JSON 1 /JavaScripts 2 /Title (/JavaScript \\) /JS) % /Launch\n>> endobj\n'))).toBe('clean');
  });
});
