import { escapeBrandText } from '@portal/contracts';
import { type RGB, rgb } from 'pdf-lib';
import { type FontName, PageFlow } from './page-flow.js';
import { type PdfBrand, rgbOf } from './pdf-brand.js';
import { wrapText } from './wrap-text.js';

/** One block of a document written as data: a heading, a paragraph, a bulleted list or a two-column table. */
export type DocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** Two columns; the first is `firstColumnWidth` points wide (170 unless given), and both wrap. */
  | { kind: 'table'; columns: [string, string]; rows: Array<[string, string]>; firstColumnWidth?: number };

export interface TableColumn {
  header: string;
  /** Share of the text width. */
  share: number;
}

const tableHeaderShade = rgb(0.9, 0.93, 0.96);
const noticeShade = rgb(1, 0.97, 0.88);
/** A notice: bold small type in a bordered box, on lines closer than the body's; the box is 8 points taller than its lines. */
const notice = { size: 9, lineHeight: 12, padding: 6, firstBaseline: 13.5, spaceAfter: 6 } as const;

/** The blocks every generated document is made of, spaced by the document's style. */
export class FlowLayout extends PageFlow {
  /** The plan's name over the document's title, as manuals, notices, the guide and the forms open. */
  masthead(brand: PdfBrand, title: string, options: { size: number; spaceAfter: number }): void {
    this.keepLogoBox();
    this.paragraph(escapeBrandText('pdf', brand.planName), { size: 10, spaceAfter: 0, font: 'bold', color: rgbOf(brand.primaryColour) });
    this.paragraph(title, { ...options, font: 'bold' });
  }

  /** A letter's first line: the plan's name, bold, in the brand's colour. */
  letterhead(brand: PdfBrand): void {
    this.keepLogoBox();
    this.paragraph(escapeBrandText('pdf', brand.planName), { size: 10, font: 'bold', color: rgbOf(brand.primaryColour) });
  }

  /** The logo's box: the top right corner, level with the plan's name, at most 144 by 36 points. */
  private keepLogoBox(): void {
    const box = { width: 144, height: 36 };
    this.page.logo = { x: this.left + this.textWidth - box.width, y: this.cursor - box.height, ...box };
  }

  /** A heading never ends a page: it starts a new one unless about two more lines fit below it. */
  heading(text: string, size = this.style.heading.size): void {
    const { spaceAbove, spaceBelow, isSpaceAboveKeptAtPageTop } = this.style.heading;
    this.ensureRoom(this.style.lineHeight(size) * 3);
    if (isSpaceAboveKeptAtPageTop || !this.isAtPageTop) this.gap(spaceAbove(size));
    this.place(text, this.left, size, 'bold');
    this.gap(spaceBelow);
  }

  /** Wrapped to the text width; lines flow on to the next page. */
  paragraph(text: string, options: { size?: number; font?: FontName; spaceAfter?: number; color?: RGB } = {}): void {
    const size = options.size ?? this.style.bodySize;
    const font = options.font ?? 'regular';
    for (const line of wrapText(text, this.fonts[font], size, this.textWidth)) {
      this.ensureRoom(this.style.lineHeight(size));
      this.place(line, this.left, size, font, options.color);
    }
    this.gap(options.spaceAfter ?? this.style.paragraphSpacing(size));
  }

  bullets(items: readonly string[]): void {
    const { bulletIndent, textIndent, itemSpacing, spaceAfter } = this.style.list;
    const size = this.style.bodySize;
    for (const item of items) {
      wrapText(item, this.fonts.regular, size, this.textWidth - textIndent).forEach((line, index) => {
        this.ensureRoom(this.style.lineHeight(size));
        if (index === 0) this.placeText({ text: '\u2022', x: this.left + bulletIndent, y: this.cursor - size, size, font: 'regular' });
        this.place(line, this.left + textIndent, size, 'regular');
      });
      this.gap(itemSpacing);
    }
    this.gap(spaceAfter);
  }

  /** Label in bold, value beside it (wrapped under itself); a row never splits across pages. */
  keyValues(rows: readonly (readonly [string, string])[], labelWidth = 140): void {
    const size = this.style.bodySize;
    for (const [label, value] of rows) {
      const lines = wrapText(value, this.fonts.regular, size, this.textWidth - labelWidth);
      this.ensureRoom(lines.length * this.style.lineHeight(size));
      this.placeText({ text: label, x: this.left, y: this.cursor - size, size, font: 'bold' });
      for (const line of lines) this.place(line, this.left + labelWidth, size, 'regular');
    }
    this.gap(this.style.paragraphSpacing(size));
  }

  /** A header row in bold, then the rows; a row never splits, and the header repeats on each page the table reaches. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void {
    const { isRuled, cellPadding, columnGap, spaceAfter } = this.style.table;
    const size = this.style.bodySize;
    const widths = columns.map((column) => column.share * this.textWidth);
    const lefts = widths.map((_, index) => this.left + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
    const textWidthOf = (index: number) => (widths[index] ?? 0) - 2 * cellPadding - (index < widths.length - 1 ? columnGap : 0);
    const rowOf = (cells: readonly string[], font: FontName) => {
      const wrapped = cells.map((cell, index) => wrapText(cell, this.fonts[font], size, textWidthOf(index)));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * this.style.lineHeight(size) + 2 * cellPadding;
      return { wrapped, height };
    };
    const placeRow = (cells: readonly string[], font: FontName, isHeader: boolean) => {
      const { wrapped, height } = rowOf(cells, font);
      if (isHeader && isRuled) this.placeBox({ x: this.left, y: this.cursor - height, width: this.textWidth, height, color: tableHeaderShade });
      wrapped.forEach((lines, index) => {
        lines.forEach((line, lineIndex) => {
          const y = this.cursor - cellPadding - size - lineIndex * this.style.lineHeight(size);
          this.placeText({ text: line, x: (lefts[index] ?? this.left) + cellPadding, y, size, font });
        });
      });
      this.cursor -= height;
      if (isRuled) this.placeLine({ x1: this.left, y1: this.cursor, x2: this.left + this.textWidth, y2: this.cursor });
    };
    const header = columns.map((column) => column.header);
    this.ensureRoom(rowOf(header, 'bold').height + (rows[0] ? rowOf(rows[0], 'regular').height : 0));
    placeRow(header, 'bold', true);
    for (const row of rows) {
      if (this.cursor - rowOf(row, 'regular').height < this.style.margin) {
        this.newPage();
        placeRow(header, 'bold', true);
      }
      placeRow(row, 'regular', false);
    }
    this.gap(spaceAfter);
  }

  /** Bold text in a shaded, bordered box across the text width: what a reader must not miss. */
  notice(text: string): void {
    const lines = wrapText(text, this.fonts.bold, notice.size, this.textWidth - 2 * notice.padding);
    const height = lines.length * notice.lineHeight + 8;
    const top = this.reserve(height + notice.spaceAfter);
    this.placeBox({ x: this.left, y: top - height, width: this.textWidth, height, color: noticeShade, border: this.style.ink });
    lines.forEach((line, index) => {
      this.placeText({ text: line, x: this.left + notice.padding, y: top - notice.firstBaseline - index * notice.lineHeight, size: notice.size, font: 'bold' });
    });
  }

  blocks(blocks: readonly DocumentBlock[]): void {
    for (const block of blocks) {
      if (block.kind === 'heading') this.heading(block.text);
      else if (block.kind === 'paragraph') this.paragraph(block.text);
      else if (block.kind === 'list') this.bullets(block.items);
      else {
        const first = (block.firstColumnWidth ?? 170) / this.textWidth;
        const [left, right] = block.columns;
        this.table(
          [
            { header: left, share: first },
            { header: right, share: 1 - first },
          ],
          block.rows,
        );
      }
    }
  }
}
