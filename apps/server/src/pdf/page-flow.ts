import type { RGB } from 'pdf-lib';
import type { PdfStyle } from './pdf-style.js';
import type { FontMetrics } from './wrap-text.js';

/**
 * Page flow of a generated PDF: a cursor moving down the page between the margins, a new page when what comes next
 * does not fit, and footers once the page count is known. It only places text, rules, boxes and form fields;
 * render-pdf.ts draws them, so tests can read what lands on which page.
 */

export type FontName = 'regular' | 'bold';
export type Fonts = Record<FontName, FontMetrics>;

export interface PlacedText {
  text: string;
  x: number;
  /** Baseline, from the bottom of the page (PDF coordinates). */
  y: number;
  size: number;
  font: FontName;
  color: RGB;
}
export interface PlacedLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** A shaded box behind text: a table header, a form section's title band, a notice (framed by a thin border). */
export interface PlacedBox extends Rect {
  color: RGB;
  border?: RGB;
}
/** A fillable AcroForm field; `name` is unique within the document. */
export type PlacedField =
  | ({ kind: 'text'; name: string; isMultiline: boolean; maxLength?: number } & Rect)
  | ({ kind: 'checkbox'; name: string } & Rect)
  | { kind: 'radio'; name: string; options: ({ value: string } & Rect)[] };

export interface LayoutPage {
  texts: PlacedText[];
  lines: PlacedLine[];
  boxes: PlacedBox[];
  fields: PlacedField[];
  /** Where the plan's logo goes, on the page that opens with the plan's name. */
  logo?: Rect;
}

/** Every generated document prints on US Letter. */
export const letterPage = { width: 612, height: 792 } as const;

export interface PageNumber {
  number: number;
  count: number;
}
/** What a footer shows on each page, knowing its number and the page count. */
export interface Footer {
  left?: (page: PageNumber) => string;
  right?: (page: PageNumber) => string;
}
export const pageOfCount = ({ number, count }: PageNumber) => `Page ${number} of ${count}`;

export class PageFlow {
  readonly pages: LayoutPage[] = [];
  protected cursor = 0;
  readonly left: number;
  readonly textWidth: number;

  constructor(
    readonly fonts: Fonts,
    readonly style: PdfStyle,
  ) {
    this.left = style.margin;
    this.textWidth = letterPage.width - 2 * style.margin;
    this.newPage();
  }

  protected get page(): LayoutPage {
    return this.pages[this.pages.length - 1] as LayoutPage;
  }

  protected get isAtPageTop(): boolean {
    return this.cursor === letterPage.height - this.style.margin;
  }

  newPage(): void {
    this.pages.push({ texts: [], lines: [], boxes: [], fields: [] });
    this.cursor = letterPage.height - this.style.margin;
  }

  /** Starts a new page unless `height` points still fit on this one (keeps together what must not split). */
  ensureRoom(height: number): void {
    if (this.cursor - height < this.style.margin) this.newPage();
  }

  /** Room for `height` points (on a new page if need be): answers where its top is, and moves past it. */
  reserve(height: number): number {
    this.ensureRoom(height);
    const top = this.cursor;
    this.cursor -= height;
    return top;
  }

  gap(points: number): void {
    this.cursor -= points;
  }

  /** One line of text at the cursor; the cursor moves down a line. */
  protected place(text: string, x: number, size: number, font: FontName, color?: RGB): void {
    this.placeText({ text, x, y: this.cursor - size, size, font, ...(color ? { color } : {}) });
    this.cursor -= this.style.lineHeight(size);
  }

  /** Text in the style's ink unless a colour is given (the plan's name in the brand's colour). */
  placeText(text: Omit<PlacedText, 'color'> & { color?: RGB }): void {
    this.page.texts.push({ ...text, color: text.color ?? this.style.ink });
  }

  placeLine(line: PlacedLine): void {
    this.page.lines.push(line);
  }

  placeBox(box: PlacedBox): void {
    this.page.boxes.push(box);
  }

  placeField(field: PlacedField): void {
    this.page.fields.push(field);
  }

  /** Adds the footer to every page and answers the pages. */
  finish(footer: Footer = {}): LayoutPage[] {
    const { baseline, size, isRuled } = this.style.footer;
    const right = letterPage.width - this.style.margin;
    const count = this.pages.length;
    const color = this.style.ink;
    this.pages.forEach((page, index) => {
      const number = { number: index + 1, count };
      if (isRuled) page.lines.push({ x1: this.left, y1: baseline + 12, x2: right, y2: baseline + 12 });
      if (footer.left) page.texts.push({ text: footer.left(number), x: this.left, y: baseline, size, font: 'regular', color });
      if (footer.right) {
        const text = footer.right(number);
        page.texts.push({ text, x: right - this.fonts.regular.widthOfTextAtSize(text, size), y: baseline, size, font: 'regular', color });
      }
    });
    return this.pages;
  }
}
