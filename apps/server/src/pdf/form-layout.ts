import { rgb } from 'pdf-lib';
import type { PageFlow, Rect } from './page-flow.js';

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

const columns = 12;
const gutter = 10;
const labelSize = 8;
const labelHeight = 11;
const fieldHeight = 18;
const lineHeight = 13;
const rowGap = 8;
const boxSize = 10;
const optionGap = 14;
const sectionBand = rgb(0.88, 0.91, 0.95);

function fieldHeightOf(field: FormField): number {
  if (field.kind === 'checkbox') return boxSize + 4;
  if (field.kind === 'radio') return labelHeight + boxSize + 6;
  return labelHeight + (field.lines ? field.lines * lineHeight + 6 : fieldHeight);
}

/** Lays out sections of labelled form fields on a page flow; a row never splits across pages. */
export class FormLayout {
  constructor(private readonly flow: PageFlow) {}

  private get columnWidth(): number {
    return (this.flow.textWidth - gutter * (columns - 1)) / columns;
  }

  private spanWidth(span: number): number {
    return span * this.columnWidth + (span - 1) * gutter;
  }

  private label(text: string, x: number, y: number, isBold = true): void {
    this.flow.placeText({ text, x, y, size: labelSize, font: isBold ? 'bold' : 'regular' });
  }

  /** A label wider than its field would run into the next one: caught when the form is generated (and tested). */
  private fieldLabel(field: FormField, x: number, top: number, width: number): void {
    if (this.flow.fonts.bold.widthOfTextAtSize(field.label, labelSize) > width) throw new Error(`The label of ${field.name} is wider than its field`);
    this.label(field.label, x, top - labelSize);
  }

  section(section: FormSection): void {
    const { flow } = this;
    const titleHeight = 22 + (section.note ? 12 : 0);
    const [firstRow = []] = section.rows;
    flow.ensureRoom(titleHeight + this.rowHeight(firstRow));
    const top = flow.reserve(titleHeight);
    flow.placeBox({ x: flow.left, y: top - 18, width: flow.textWidth, height: 18, color: sectionBand });
    flow.placeText({ text: section.title, x: flow.left + 6, y: top - 13, size: 10.5, font: 'bold' });
    if (section.note) this.label(section.note, flow.left, top - 30, false);
    for (const row of section.rows) this.row(row);
    flow.gap(4);
  }

  private rowHeight(fields: FormField[]): number {
    return Math.max(0, ...fields.map(fieldHeightOf)) + rowGap;
  }

  private row(fields: FormField[]): void {
    if (fields.reduce((sum, field) => sum + field.span, 0) > columns) throw new Error(`A row of ${fields[0]?.name} is wider than ${columns} columns`);
    const top = this.flow.reserve(this.rowHeight(fields));
    let x = this.flow.left;
    for (const field of fields) {
      const width = this.spanWidth(field.span);
      if (field.kind === 'text') this.textField(field, x, top, width);
      else if (field.kind === 'checkbox') this.checkBox(field, x, top);
      else this.radioGroup(field, x, top, width);
      x += width + gutter;
    }
  }

  private textField(field: Extract<FormField, { kind: 'text' }>, x: number, top: number, width: number): void {
    this.fieldLabel(field, x, top, width);
    const height = field.lines ? field.lines * lineHeight + 6 : fieldHeight;
    const { name, maxLength } = field;
    this.flow.placeField({
      kind: 'text',
      name,
      isMultiline: Boolean(field.lines),
      ...(maxLength ? { maxLength } : {}),
      x,
      y: top - labelHeight - height,
      width,
      height,
    });
  }

  private checkBox(field: Extract<FormField, { kind: 'checkbox' }>, x: number, top: number): void {
    this.flow.placeField({ kind: 'checkbox', name: field.name, x, y: top - boxSize - 2, width: boxSize, height: boxSize });
    this.label(field.label, x + boxSize + 5, top - boxSize, false);
  }

  /** Options side by side under the question; the spec's spans leave room for them on one line. */
  private radioGroup(field: Extract<FormField, { kind: 'radio' }>, x: number, top: number, width: number): void {
    this.fieldLabel(field, x, top, width);
    const font = this.flow.fonts.regular;
    const y = top - labelHeight - boxSize - 2;
    const options: ({ value: string } & Rect)[] = [];
    let optionX = x;
    for (const option of field.options) {
      const optionWidth = boxSize + 4 + font.widthOfTextAtSize(option, labelSize);
      if (optionX + optionWidth > x + width + 0.5) throw new Error(`The options of ${field.name} do not fit in ${field.span} columns`);
      options.push({ value: option, x: optionX, y, width: boxSize, height: boxSize });
      this.label(option, optionX + boxSize + 4, y + 2, false);
      optionX += optionWidth + optionGap;
    }
    this.flow.placeField({ kind: 'radio', name: field.name, options });
  }
}
