import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { wrapText } from '../../pdf/wrap-text.js';

/** One block of a generated document: a heading, a paragraph, a bulleted list or a two-column table. */
export type DocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** Two columns; the first is `firstColumnWidth` points wide (170 unless given), and both wrap. */
  | { kind: 'table'; columns: [string, string]; rows: Array<[string, string]>; firstColumnWidth?: number };

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface PageLayout {
  size: [number, number];
  margin: number;
}

/** US Letter with one-inch margins: the documents print on office printers. */
export const letterLayout: PageLayout = { size: [612, 792], margin: 72 };
const bodySize = 11;
const lineHeight = 15;
export const textColor = rgb(0.1, 0.1, 0.1);

/** Lays text (and, through `reserve`, anything else) out top to bottom, starting a new page when one is full. */
export class Writer {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    readonly layout: PageLayout = letterLayout,
  ) {
    this.page = this.newPage();
  }

  /** The width between the margins. */
  get width(): number {
    return this.layout.size[0] - 2 * this.layout.margin;
  }

  get left(): number {
    return this.layout.margin;
  }

  private newPage(): PDFPage {
    this.page = this.pdf.addPage(this.layout.size);
    this.y = this.layout.size[1] - this.layout.margin;
    return this.page;
  }

  /** Starts a new page unless `height` points still fit on this one (keeps a title with what follows it). */
  keepTogether(height: number): void {
    if (this.y - height < this.layout.margin) this.newPage();
  }

  /** Room for `height` points on the current page (else a new page); answers where its top is, and moves past it. */
  reserve(height: number): { page: PDFPage; top: number } {
    if (this.y - height < this.layout.margin) this.newPage();
    const top = this.y;
    this.y -= height;
    return { page: this.page, top };
  }

  line(text: string, options: { font?: PDFFont; size?: number; x?: number } = {}): void {
    const size = options.size ?? bodySize;
    if (this.y - size < this.layout.margin) this.newPage();
    this.page.drawText(text, { x: options.x ?? this.layout.margin, y: this.y - size, size, font: options.font ?? this.fonts.regular, color: textColor });
    this.y -= Math.max(lineHeight, size + 6);
  }

  /** A paragraph wrapped to the width (less `indent`), in the given font and size. */
  paragraph(text: string, options: { font?: PDFFont; size?: number; indent?: number } = {}): void {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? bodySize;
    const indent = options.indent ?? 0;
    for (const line of wrapText(text, font, size, this.width - indent)) this.line(line, { font, size, x: this.layout.margin + indent });
  }

  /** One table row: both cells wrapped to their column and started on the same line; a row never splits across pages. */
  private tableRow(cells: readonly [string, string], firstWidth: number, font: PDFFont): void {
    const left = wrapText(cells[0], font, bodySize, firstWidth - 12);
    const right = wrapText(cells[1], font, bodySize, this.width - firstWidth);
    const step = Math.max(lineHeight, bodySize + 6);
    const count = Math.max(left.length, right.length);
    if (this.y - (count - 1) * step - bodySize < this.layout.margin) this.newPage();
    for (let index = 0; index < count; index += 1) {
      const y = this.y - bodySize;
      const [first, second] = [left[index], right[index]];
      if (first) this.page.drawText(first, { x: this.layout.margin, y, size: bodySize, font, color: textColor });
      if (second) this.page.drawText(second, { x: this.layout.margin + firstWidth, y, size: bodySize, font, color: textColor });
      this.y -= step;
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  block(block: DocumentBlock): void {
    const width = this.width;
    const margin = this.layout.margin;
    if (block.kind === 'heading') {
      // A heading stays with the first lines of its text: it never ends a page.
      if (this.y - 6 - 19 - 2 * lineHeight < this.layout.margin) this.newPage();
      else this.gap(6);
      this.line(block.text, { font: this.fonts.bold, size: 13 });
    } else if (block.kind === 'paragraph') {
      this.paragraph(block.text);
      this.gap(6);
    } else if (block.kind === 'list') {
      for (const item of block.items) {
        if (this.y - bodySize < this.layout.margin) this.newPage();
        this.page.drawText('\u2022', { x: margin + 4, y: this.y - bodySize, size: bodySize, font: this.fonts.regular, color: textColor });
        for (const text of wrapText(item, this.fonts.regular, bodySize, width - 16)) this.line(text, { x: margin + 16 });
      }
      this.gap(6);
    } else {
      const firstWidth = block.firstColumnWidth ?? 170;
      this.tableRow(block.columns, firstWidth, this.fonts.bold);
      for (const row of block.rows) this.tableRow(row, firstWidth, this.fonts.regular);
      this.gap(6);
    }
  }
}
