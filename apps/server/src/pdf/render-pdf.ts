import { PDFDocument, type PDFFont, type PDFForm, type PDFPage, rgb } from 'pdf-lib';
import { type Fonts, type LayoutPage, letterPage, type PlacedField, type Rect } from './page-flow.js';
import type { PdfBrand } from './pdf-brand.js';
import { createPortalPdf, type PdfMeta } from './portal-pdf.js';
import { toWinAnsi } from '@portal/contracts';
import type { FontMetrics } from './wrap-text.js';

const ruleColor = rgb(0.7, 0.7, 0.7);
const fieldBorder = { borderColor: rgb(0.45, 0.45, 0.45), borderWidth: 0.75, backgroundColor: rgb(0.96, 0.97, 1) };
const fieldFontSize = 9;

/** Measures text as it will be drawn, so wrapping matches the output. */
const metricsOf = (font: PDFFont): FontMetrics => ({ widthOfTextAtSize: (text, size) => font.widthOfTextAtSize(toWinAnsi(text), size) });

function addField(form: PDFForm, page: PDFPage, field: PlacedField, font: PDFFont): void {
  if (field.kind === 'text') {
    const { name, isMultiline, maxLength, ...rect } = field;
    const textField = form.createTextField(name);
    if (isMultiline) textField.enableMultiline();
    if (maxLength) textField.setMaxLength(maxLength);
    textField.addToPage(page, { ...rect, font, ...fieldBorder });
    textField.setFontSize(fieldFontSize);
  } else if (field.kind === 'checkbox') {
    const { name, ...rect } = field;
    form.createCheckBox(name).addToPage(page, { ...rect, ...fieldBorder });
  } else {
    const group = form.createRadioGroup(field.name);
    for (const { value, ...rect } of field.options) group.addOptionToPage(value, page, { ...rect, ...fieldBorder });
  }
}

/**
 * Each logo made once into a one-page PDF of its own, then copied into every document as a ready-made page: pdf-lib
 * decodes and compresses an image slowly (50 to 400 ms for a logo on every document), copying its finished stream
 * costs little. Keyed by the logo's bytes, which the brand service keeps while the logo's version is unchanged.
 */
const preparedLogos = new WeakMap<Uint8Array, Promise<PDFPage>>();

function preparedLogo(bytes: Uint8Array): Promise<PDFPage> {
  let prepared = preparedLogos.get(bytes);
  if (!prepared) {
    prepared = (async () => {
      const logoPdf = await PDFDocument.create();
      const image = await logoPdf.embedPng(bytes);
      logoPdf.addPage([image.width, image.height]).drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
      const [page] = (await PDFDocument.load(await logoPdf.save())).getPages();
      if (!page) throw new Error('the logo made no page');
      return page;
    })();
    preparedLogos.set(bytes, prepared);
  }
  return prepared;
}

/**
 * Draws a PNG logo in the box the layout kept for it, right-aligned (an SVG logo is left out: see PdfBrand). A logo
 * that cannot be embedded is left out too and reported, rather than failing every document of the plan: the plan's
 * name beside it still says whose document it is.
 */
async function drawLogo(pdf: PDFDocument, page: PDFPage, brand: PdfBrand, box: Rect): Promise<void> {
  if (brand.logo?.contentType !== 'image/png') return;
  let logo;
  try {
    logo = await pdf.embedPage(await preparedLogo(brand.logo.bytes));
  } catch (error) {
    brand.onLogoFailure?.(error);
    return;
  }
  const { width, height } = logo.scale(Math.min(box.width / logo.width, box.height / logo.height));
  page.drawPage(logo, { x: box.x + box.width - width, y: box.y + box.height - height, width, height });
}

/**
 * Renders a laid-out document in the standard Helvetica fonts on US Letter: `layout` gets the fonts' metrics and
 * places everything (page-flow.ts, flow-layout.ts, form-layout.ts); this draws what it placed, boxes under rules
 * under text, and adds the form fields. The same input gives the same bytes.
 */
export async function renderPdf(meta: PdfMeta, layout: (fonts: Fonts) => LayoutPage[]): Promise<Uint8Array> {
  const { pdf, fonts } = await createPortalPdf(meta);
  let form: PDFForm | undefined;
  for (const laidOut of layout({ regular: metricsOf(fonts.regular), bold: metricsOf(fonts.bold) })) {
    const page = pdf.addPage([letterPage.width, letterPage.height]);
    if (laidOut.logo) await drawLogo(pdf, page, meta.brand, laidOut.logo);
    for (const { border, ...box } of laidOut.boxes) page.drawRectangle({ ...box, ...(border ? { borderColor: border, borderWidth: 0.75 } : {}) });
    for (const line of laidOut.lines) {
      page.drawLine({ start: { x: line.x1, y: line.y1 }, end: { x: line.x2, y: line.y2 }, thickness: 0.5, color: ruleColor });
    }
    for (const text of laidOut.texts) {
      page.drawText(toWinAnsi(text.text), { x: text.x, y: text.y, size: text.size, font: fonts[text.font], color: text.color });
    }
    // Only a document with fields gets an AcroForm.
    if (laidOut.fields.length > 0) {
      form ??= pdf.getForm();
      for (const field of laidOut.fields) addField(form, page, field, fonts.regular);
    }
  }
  return pdf.save();
}
