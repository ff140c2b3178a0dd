/**
 * A small flow layout for generated PDFs: headings, wrapped paragraphs, label/value rows and tables that break
 * across pages (repeating their header), then a footer on every page once the page count is known. It only
 * places text and lines; drawing them is the renderer's job, so tests can read what lands on which page.
 */

import { type FontMetrics, wrapText } from '../pdf/wrap-text.js';

export type FontName = 'regular' | 'bold';
export type Fonts = Record<FontName, FontMetrics>;

export interface PlacedText {
  text: string;
  x: number;
  /** Baseline, from the bottom of the page (PDF coordinates). */
  y: number;
  size: number;
  font: FontName;
}
export interface PlacedLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
/** A shaded band behind a table header. */
export interface PlacedBox {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface LayoutPage {
  texts: PlacedText[];
  lines: PlacedLine[];
  boxes: PlacedBox[];
}

export const letterPage = { width: 612, height: 792 } as const;
const margin = 54;
const footerBaseline = 30;
const bodySize = 10;
const lineGap = 1.4;
const cellPadding = 4;

export interface TableColumn {
  header: string;
  /** Share of the text width. */
  share: number;
}

export class FlowLayout {
  readonly pages: LayoutPage[] = [];
  private cursor = 0;
  readonly textWidth = letterPage.width - 2 * margin;

  constructor(private readonly fonts: Fonts) {
    this.newPage();
  }

  private get page(): LayoutPage {
    return this.pages[this.pages.length - 1] as LayoutPage;
  }

  private get bottom(): number {
    return margin;
  }

  newPage(): void {
    this.pages.push({ texts: [], lines: [], boxes: [] });
    this.cursor = letterPage.height - margin;
  }

  /** Starts a new page unless `height` still fits on this one. */
  private ensureRoom(height: number): void {
    if (this.cursor - height < this.bottom) this.newPage();
  }

  private place(text: string, x: number, size: number, font: FontName): void {
    this.page.texts.push({ text, x, y: this.cursor - size, size, font });
    this.cursor -= size * lineGap;
  }

  gap(points: number): void {
    this.cursor -= points;
  }

  heading(text: string, size = 14): void {
    this.ensureRoom(size * lineGap * 3);
    this.gap(size * 0.4);
    this.place(text, margin, size, 'bold');
    this.gap(2);
  }

  paragraph(text: string, options: { size?: number; font?: FontName; indent?: number } = {}): void {
    const size = options.size ?? bodySize;
    const font = options.font ?? 'regular';
    const indent = options.indent ?? 0;
    for (const line of wrapText(text, this.fonts[font], size, this.textWidth - indent)) {
      this.ensureRoom(size * lineGap);
      this.place(line, margin + indent, size, font);
    }
    this.gap(size * 0.5);
  }

  bullet(text: string): void {
    const size = bodySize;
    const lines = wrapText(text, this.fonts.regular, size, this.textWidth - 14);
    lines.forEach((line, index) => {
      this.ensureRoom(size * lineGap);
      if (index === 0) this.page.texts.push({ text: '•', x: margin + 3, y: this.cursor - size, size, font: 'regular' });
      this.place(line, margin + 14, size, 'regular');
    });
    this.gap(2);
  }

  /** Label in bold, value beside it (wrapped under itself). */
  labelValues(rows: readonly (readonly [string, string])[], labelWidth = 140): void {
    for (const [label, value] of rows) {
      const lines = wrapText(value, this.fonts.regular, bodySize, this.textWidth - labelWidth);
      this.ensureRoom(lines.length * bodySize * lineGap);
      this.page.texts.push({ text: label, x: margin, y: this.cursor - bodySize, size: bodySize, font: 'bold' });
      for (const line of lines) this.place(line, margin + labelWidth, bodySize, 'regular');
    }
    this.gap(bodySize * 0.5);
  }

  /** A table with a shaded header row; rows are wrapped per cell and never split, the header repeats on each page. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void {
    const widths = columns.map((column) => column.share * this.textWidth);
    const lefts = widths.map((_, index) => margin + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
    const rowOf = (cells: readonly string[], font: FontName) => {
      const wrapped = cells.map((cell, index) => wrapText(cell, this.fonts[font], bodySize, (widths[index] ?? 0) - 2 * cellPadding));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * bodySize * lineGap + 2 * cellPadding;
      return { wrapped, height };
    };
    const drawRow = (cells: readonly string[], font: FontName, isHeader: boolean) => {
      const { wrapped, height } = rowOf(cells, font);
      if (isHeader) this.page.boxes.push({ x: margin, y: this.cursor - height, width: this.textWidth, height });
      wrapped.forEach((lines, index) => {
        lines.forEach((line, lineIndex) => {
          const y = this.cursor - cellPadding - bodySize - lineIndex * bodySize * lineGap;
          this.page.texts.push({ text: line, x: (lefts[index] ?? margin) + cellPadding, y, size: bodySize, font });
        });
      });
      this.cursor -= height;
      this.page.lines.push({ x1: margin, y1: this.cursor, x2: margin + this.textWidth, y2: this.cursor });
    };
    const header = columns.map((column) => column.header);
    const headerHeight = rowOf(header, 'bold').height;
    this.ensureRoom(headerHeight + (rows[0] ? rowOf(rows[0], 'regular').height : 0));
    drawRow(header, 'bold', true);
    for (const row of rows) {
      if (this.cursor - rowOf(row, 'regular').height < this.bottom) {
        this.newPage();
        drawRow(header, 'bold', true);
      }
      drawRow(row, 'regular', false);
    }
    this.gap(bodySize);
  }

  /** Adds the footer of every page ("Page n of N" on the right) and answers the pages. */
  finish(leftFooter: string): LayoutPage[] {
    const count = this.pages.length;
    const size = 8;
    this.pages.forEach((page, index) => {
      const right = `Page ${index + 1} of ${count}`;
      page.lines.push({ x1: margin, y1: footerBaseline + 12, x2: letterPage.width - margin, y2: footerBaseline + 12 });
      page.texts.push({ text: leftFooter, x: margin, y: footerBaseline, size, font: 'regular' });
      page.texts.push({ text: right, x: letterPage.width - margin - this.fonts.regular.widthOfTextAtSize(right, size), y: footerBaseline, size, font: 'regular' });
    });
    return this.pages;
  }
}
