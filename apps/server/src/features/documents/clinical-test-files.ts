import { crc32 } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

/** A ZIP archive of these entries, stored (not compressed): enough to be an Office Open XML package or not. */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const fileName = Buffer.from(name);
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export const officeFiles = {
  docx: () => zipOf({ '[Content_Types].xml': contentTypes, '_rels/.rels': '<Relationships/>', 'word/document.xml': '<w:document/>' }),
  xlsx: () => zipOf({ '[Content_Types].xml': contentTypes, '_rels/.rels': '<Relationships/>', 'xl/workbook.xml': '<workbook/>' }),
  /** A ZIP of anything, named .docx. */
  plainZip: () => zipOf({ 'notes.txt': 'hello', 'run.exe': Buffer.from('MZ\x90\x00') }),
  docxWithMacros: () => zipOf({ '[Content_Types].xml': contentTypes, 'word/document.xml': '<w:document/>', 'word/vbaProject.bin': Buffer.alloc(64, 1) }),
  /** Only the first bytes of a ZIP: what the signature check let through. */
  zipSignatureOnly: () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('<html><script>alert(1)</script></html>')]),
};

/** A PDF of one object with this dictionary body, around the objects a reader needs. */
export const pdfWith = (dictionary: string) =>
  Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${dictionary} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

/** A PDF made by pdf-lib (object streams: its dictionaries are compressed), with an OpenAction of either kind. */
export async function pdfLibDocument(openAction: 'javascript' | 'fit-page'): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText('Discharge summary');
  const action =
    openAction === 'javascript'
      ? document.context.register(document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("hello")') }))
      : document.context.obj([page.ref, PDFName.of('Fit')]);
  document.catalog.set(PDFName.of('OpenAction'), action);
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

/** A PDF whose stream holds these bytes (an image, say), declared with their length. */
export const pdfWithStream = (data: Buffer, after = '') =>
  Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n3 0 obj\n<< /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from(`\nendstream\nendobj\n${after}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1'),
  ]);
