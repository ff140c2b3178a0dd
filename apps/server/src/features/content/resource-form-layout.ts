import type { PDFDocument, PDFForm, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import { textColor, type Writer } from './pdf-writer.js';

/**
 * A fillable field on a 12-column grid: `span` columns wide. Names are the AcroForm field names (no dots: a dot
 * would nest fields), unique within a form.
 */
export type FormField =
  | { kind: 'text'; name: string; label: string; span: number; maxLength?: number; lines?: number }
  | { kind: 'checkbox'; name: string; label: string; span: number }
  | { kind: 'radio'; name: string; label: string; options: readonly string[]; span: number };

export interface FormSection {
  title: string;
  /** A line of guidance under the title. */
  note?: string;
  rows: FormField[][];
}

export interface FormSpec {
  /** What the form is for and what to attach, as paragraphs under the title. */
  instructions: string[];
  sections: FormSection[];
}

const columns = 12;
const gutter = 10;
const labelSize = 8;
const labelHeight = 11;
const fieldHeight = 18;
const lineHeight = 13;
const rowGap = 8;
const boxSize = 10;
const optionGap = 14;
const borderColor = rgb(0.45, 0.45, 0.45);
const fieldBackground = rgb(0.96, 0.97, 1);
const sectionBand = rgb(0.88, 0.91, 0.95);

function fieldHeightOf(field: FormField): number {
  if (field.kind === 'checkbox') return boxSize + 4;
  if (field.kind === 'radio') return labelHeight + boxSize + 6;
  return labelHeight + (field.lines ? field.lines * lineHeight + 6 : fieldHeight);
}

/** Draws sections of labelled AcroForm fields; a row never splits across pages. */
export class FormLayout {
  private readonly form: PDFForm;

  constructor(
    pdf: PDFDocument,
    private readonly writer: Writer,
  ) {
    this.form = pdf.getForm();
  }

  private get columnWidth(): number {
    return (this.writer.width - gutter * (columns - 1)) / columns;
  }

  private spanWidth(span: number): number {
    return span * this.columnWidth + (span - 1) * gutter;
  }

  private label(page: PDFPage, text: string, x: number, y: number, bold = true): void {
    const font = bold ? this.writer.fonts.bold : this.writer.fonts.regular;
    page.drawText(text, { x, y, size: labelSize, font, color: textColor });
  }

  /** A label wider than its field would run into the next one: caught when the form is generated (and tested). */
  private fieldLabel(page: PDFPage, field: FormField, x: number, top: number, width: number): void {
    if (this.writer.fonts.bold.widthOfTextAtSize(field.label, labelSize) > width) throw new Error(`The label of ${field.name} is wider than its field`);
    this.label(page, field.label, x, top - labelSize);
  }

  section(section: FormSection): void {
    const titleHeight = 22 + (section.note ? 12 : 0);
    const [firstRow = []] = section.rows;
    this.writer.keepTogether(titleHeight + this.rowHeight(firstRow));
    const { page, top } = this.writer.reserve(titleHeight);
    page.drawRectangle({ x: this.writer.left, y: top - 18, width: this.writer.width, height: 18, color: sectionBand });
    page.drawText(section.title, { x: this.writer.left + 6, y: top - 13, size: 10.5, font: this.writer.fonts.bold, color: textColor });
    if (section.note) this.label(page, section.note, this.writer.left, top - 30, false);
    for (const row of section.rows) this.row(row);
    this.writer.gap(4);
  }

  private rowHeight(fields: FormField[]): number {
    return Math.max(0, ...fields.map(fieldHeightOf)) + rowGap;
  }

  private row(fields: FormField[]): void {
    if (fields.reduce((sum, field) => sum + field.span, 0) > columns) throw new Error(`A row of ${fields[0]?.name} is wider than ${columns} columns`);
    const { page, top } = this.writer.reserve(this.rowHeight(fields));
    let x = this.writer.left;
    for (const field of fields) {
      const width = this.spanWidth(field.span);
      if (field.kind === 'text') this.textField(page, field, x, top, width);
      else if (field.kind === 'checkbox') this.checkBox(page, field, x, top);
      else this.radioGroup(page, field, x, top, width);
      x += width + gutter;
    }
  }

  private textField(page: PDFPage, field: Extract<FormField, { kind: 'text' }>, x: number, top: number, width: number): void {
    this.fieldLabel(page, field, x, top, width);
    const height = field.lines ? field.lines * lineHeight + 6 : fieldHeight;
    const textField = this.form.createTextField(field.name);
    if (field.lines) textField.enableMultiline();
    if (field.maxLength) textField.setMaxLength(field.maxLength);
    textField.addToPage(page, {
      x,
      y: top - labelHeight - height,
      width,
      height,
      font: this.writer.fonts.regular,
      borderColor,
      borderWidth: 0.75,
      backgroundColor: fieldBackground,
    });
    textField.setFontSize(9);
  }

  private checkBox(page: PDFPage, field: Extract<FormField, { kind: 'checkbox' }>, x: number, top: number): void {
    const checkBox = this.form.createCheckBox(field.name);
    checkBox.addToPage(page, { x, y: top - boxSize - 2, width: boxSize, height: boxSize, borderColor, borderWidth: 0.75, backgroundColor: fieldBackground });
    this.label(page, field.label, x + boxSize + 5, top - boxSize, false);
  }

  /** Options side by side under the question; the spec's spans leave room for them on one line. */
  private radioGroup(page: PDFPage, field: Extract<FormField, { kind: 'radio' }>, x: number, top: number, width: number): void {
    this.fieldLabel(page, field, x, top, width);
    const group = this.form.createRadioGroup(field.name);
    const font = this.writer.fonts.regular;
    let optionX = x;
    const y = top - labelHeight - boxSize - 2;
    for (const option of field.options) {
      const optionWidth = boxSize + 4 + font.widthOfTextAtSize(option, labelSize);
      if (optionX + optionWidth > x + width + 0.5) throw new Error(`The options of ${field.name} do not fit in ${field.span} columns`);
      group.addOptionToPage(option, page, { x: optionX, y, width: boxSize, height: boxSize, borderColor, borderWidth: 0.75, backgroundColor: fieldBackground });
      this.label(page, option, optionX + boxSize + 4, y + 2, false);
      optionX += optionWidth + optionGap;
    }
  }
}
