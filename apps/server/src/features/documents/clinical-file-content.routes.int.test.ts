import { authorizationMessages, ErrorResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeFiles, pdfLibDocument, pdfWith, pdfWithStream } from './clinical-test-files.js';
import { createDocumentsTestContext, type DocumentsTestContext } from '../../test/documents-test-support.js';

const text = authorizationMessages.clinicals;

let t: DocumentsTestContext;
beforeAll(async () => {
  t = await createDocumentsTestContext();
});
afterAll(() => t.callers.testApp.close());

/** Uploads the bytes under the name and saves them: the save's status and message. */
async function saved(fileName: string, bytes: Buffer): Promise<{ statusCode: number; message?: string }> {
  const location = await t.uploaded(fileName, bytes);
  const response = await t.save([{ documentKey: location.documentKey, fileName }]);
  return response.statusCode === 200 ? { statusCode: 200 } : { statusCode: response.statusCode, message: ErrorResponseSchema.parse(response.json()).message };
}

const accepted = { statusCode: 200 };
const mismatch = (fileName: string) => ({ statusCode: 400, message: `${fileName}: ${text.contentMismatch}` });
const active = (fileName: string) => ({ statusCode: 400, message: `${fileName}: ${text.activeContent}` });

describe('Office Open XML files (.docx, .xlsx) are the package their name says', () => {
  it('accepts a Word and an Excel package', async () => {
    expect(await saved('letter.docx', officeFiles.docx())).toEqual(accepted);
    expect(await saved('labs.xlsx', officeFiles.xlsx())).toEqual(accepted);
  });

  it('refuses a ZIP that is not an Office package, the other Office type, and a ZIP signature alone', async () => {
    expect(await saved('archive.docx', officeFiles.plainZip())).toEqual(mismatch('archive.docx'));
    expect(await saved('sheet.docx', officeFiles.xlsx())).toEqual(mismatch('sheet.docx'));
    expect(await saved('letter.xlsx', officeFiles.docx())).toEqual(mismatch('letter.xlsx'));
    expect(await saved('page.docx', officeFiles.zipSignatureOnly())).toEqual(mismatch('page.docx'));
  });

  it('refuses a .docx carrying macros', async () => {
    expect(await saved('macros.docx', officeFiles.docxWithMacros())).toEqual(active('macros.docx'));
  });
});

describe('text files are plain text', () => {
  it('accepts notes that mention comparisons', async () => {
    expect(await saved('notes.txt', Buffer.from('BP <120/80, dose <5 mg twice a day; pain > 7 at night.\n'))).toEqual(accepted);
  });

  it('refuses HTML and SVG named .txt, with a byte order mark or spaces before them, and markup later in the text', async () => {
    expect(await saved('page.txt', Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'))).toEqual(mismatch('page.txt'));
    expect(await saved('image.txt', Buffer.from('\uFEFF  \n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'))).toEqual(mismatch('image.txt'));
    expect(await saved('xml.txt', Buffer.from('<?xml version="1.0"?>\n<svg/>'))).toEqual(mismatch('xml.txt'));
    expect(await saved('later.txt', Buffer.from(`Patient stable.\n${'Notes. '.repeat(2000)}\n<ScRiPt src="https://example.com/x.js"></script>\n`))).toEqual(
      mismatch('later.txt'),
    );
  });

  it('refuses a text that turns binary after its first kilobytes', async () => {
    expect(await saved('tail.txt', Buffer.concat([Buffer.from('Notes.\n'.repeat(4000)), Buffer.from([0x00, 0x01, 0x02, 0x4d, 0x5a])]))).toEqual(
      mismatch('tail.txt'),
    );
  });
});

describe('PDFs carry no script, launch action or attached file', () => {
  it('accepts a PDF made by a PDF library that opens at its first page, and names only mentioned in text or comments', async () => {
    expect(await saved('summary.pdf', await pdfLibDocument('fit-page'))).toEqual(accepted);
    expect(await saved('mentions.pdf', pdfWith('/Title (How /JavaScript and /JS work) % /OpenAction /JavaScript\n'))).toEqual(accepted);
  });

  it('accepts image bytes that happen to hold /JS', async () => {
    const image = Buffer.alloc(200_000, 0xa7);
    image.write('/JS /JavaScript /Launch', 100_000, 'latin1');
    expect(await saved('scan.pdf', pdfWithStream(image))).toEqual(accepted);
  });

  it('refuses an OpenAction or additional action that runs JavaScript, a launch action and attached files', async () => {
    expect(await saved('open.pdf', pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'))).toEqual(active('open.pdf'));
    expect(await saved('aa.pdf', pdfWith('/AA << /O << /S /JavaScript /JS 9 0 R >> >>'))).toEqual(active('aa.pdf'));
    expect(await saved('launch.pdf', pdfWith('/OpenAction << /S /Launch /F (cmd.exe) >>'))).toEqual(active('launch.pdf'));
    expect(await saved('attached.pdf', pdfWith('/Names << /EmbeddedFiles << /Names [(a.exe) 9 0 R] >> >>'))).toEqual(active('attached.pdf'));
  });

  it('refuses JavaScript written with escaped names, inside a compressed object stream, and after 40 MB of image', async () => {
    expect(await saved('escaped.pdf', pdfWith('/OpenAction << /S /J#61va#53cript /J#53 (app.alert(1)) >>'))).toEqual(active('escaped.pdf'));
    const compressed = await pdfLibDocument('javascript');
    expect(compressed.includes('JavaScript')).toBe(false);
    expect(await saved('compressed.pdf', compressed)).toEqual(active('compressed.pdf'));
    const late = pdfWithStream(Buffer.alloc(40 * 1024 * 1024, 0x11), '4 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n');
    expect(await saved('late.pdf', late)).toEqual(active('late.pdf'));
  });
});
