import { PDFCheckBox, PDFDocument, PDFName, PDFTextField } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FlowLayout } from './flow-layout.js';
import { FormLayout } from './form-layout.js';
import { type Fonts, pageOfCount } from './page-flow.js';
import { formStyle, letterStyle } from './pdf-style.js';
import { renderPdf } from './render-pdf.js';
import { defaultPdfBrand, type PdfBrand } from './pdf-brand.js';
import { pngHeaderThen, solidPng } from '../test/brand-test-files.js';

function letter(fonts: Fonts) {
  const layout = new FlowLayout(fonts, letterStyle);
  layout.heading('Determination Letter', 22);
  layout.keyValues([['Member name', 'Łucja Șerban 李']]);
  layout.paragraph('The services above are approved for the dates and units shown. '.repeat(200));
  return layout.finish({ right: pageOfCount });
}

/** A one-page letter that opens with the plan's name, and so keeps the logo's box. */
const letterhead = (brand: PdfBrand) => (fonts: Fonts) => {
  const layout = new FlowLayout(fonts, letterStyle);
  layout.letterhead(brand);
  layout.paragraph('Dear provider,');
  return layout.finish();
};

function form(fonts: Fonts) {
  const layout = new FlowLayout(fonts, formStyle);
  new FormLayout(layout).section({
    title: 'Request',
    rows: [
      [
        { kind: 'text', name: 'memberDob', label: 'Date of birth', span: 3, maxLength: 10 },
        { kind: 'checkbox', name: 'highRisk', label: 'High risk', span: 2 },
        { kind: 'radio', name: 'requestType', label: 'Request type', options: ['Standard', 'Urgent'], span: 4 },
      ],
      [{ kind: 'text', name: 'clinicalNotes', label: 'Clinical notes', span: 12, lines: 4 }],
    ],
  });
  return layout.finish();
}

describe('renderPdf', () => {
  it('draws every laid-out page on US Letter, with the title in the fonts’ characters', async () => {
    const pdf = await PDFDocument.load(await renderPdf({ title: 'Letter for Șerban', subject: 'Łucja', brand: defaultPdfBrand }, letter));
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(pdf.getPage(1).getSize()).toEqual({ width: 612, height: 792 });
    expect([pdf.getTitle(), pdf.getSubject()]).toEqual(['Letter for Serban', 'Lucja']);
  });

  it('gives a document without fields no form at all', async () => {
    const pdf = await PDFDocument.load(await renderPdf({ title: 'Letter', brand: defaultPdfBrand }, letter));
    expect(pdf.catalog.get(PDFName.of('AcroForm'))).toBeUndefined();
  });

  it('adds the placed fields to the form, fillable as laid out', async () => {
    const fields = (await PDFDocument.load(await renderPdf({ title: 'Form', brand: defaultPdfBrand }, form))).getForm();
    expect(fields.getFields().map((field) => field.getName())).toEqual(['memberDob', 'highRisk', 'requestType', 'clinicalNotes']);
    expect(fields.getField('memberDob')).toBeInstanceOf(PDFTextField);
    expect([fields.getTextField('memberDob').getMaxLength(), fields.getTextField('memberDob').isMultiline()]).toEqual([10, false]);
    expect(fields.getTextField('clinicalNotes').isMultiline()).toBe(true);
    expect(fields.getField('highRisk')).toBeInstanceOf(PDFCheckBox);
    expect(fields.getRadioGroup('requestType').getOptions()).toEqual(['Standard', 'Urgent']);
  });

  it('draws a PNG logo on the page that opens with the plan’s name', async () => {
    const brand: PdfBrand = { ...defaultPdfBrand, logo: { bytes: solidPng(300, 75), contentType: 'image/png' } };
    const bytes = Buffer.from(await renderPdf({ title: 'Letter', brand }, letterhead(brand)));
    expect(bytes.includes('/Subtype /Image')).toBe(true);
  });

  it('makes the document without the logo when the logo cannot be embedded, and reports it (issue 30)', async () => {
    const failures: unknown[] = [];
    const logo = { bytes: pngHeaderThen(16, 16, Buffer.from('garbage after the header')), contentType: 'image/png' };
    const brand: PdfBrand = { ...defaultPdfBrand, logo, onLogoFailure: (error) => failures.push(error) };
    const bytes = Buffer.from(await renderPdf({ title: 'Letter', brand }, letterhead(brand)));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(bytes.includes('/Subtype /Image')).toBe(false);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(Error);
  });

  it('gives the same bytes for the same document', async () => {
    const [first, second] = [
      await renderPdf({ title: 'Form', brand: defaultPdfBrand }, form),
      await renderPdf({ title: 'Form', brand: defaultPdfBrand }, form),
    ];
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});
