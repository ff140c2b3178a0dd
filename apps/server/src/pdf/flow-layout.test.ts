import { describe, expect, it } from 'vitest';
import { FlowLayout } from './flow-layout.js';
import { type Fonts, type LayoutPage, letterPage, pageOfCount } from './page-flow.js';
import { letterStyle, manualStyle } from './pdf-style.js';

/** Every character half the font size wide: at body size 10 a letter line (504 points) holds 100 characters. */
const monospace = { widthOfTextAtSize: (text: string, size: number) => text.length * size * 0.5 };
const fonts: Fonts = { regular: monospace, bold: monospace };

/** A word that fills more than half a line, so that each takes a line of its own. */
const word = (name: string) => name.padEnd(60, '.');
const textsOf = (page: LayoutPage | undefined) => (page?.texts ?? []).map((text) => text.text);
const pageOf = (pages: LayoutPage[], text: string) => pages.findIndex((page) => textsOf(page).includes(text));
const top = (style: { margin: number }) => letterPage.height - style.margin;

describe('FlowLayout page breaks', () => {
  it('flows a paragraph on to new pages, every line above the bottom margin', () => {
    const layout = new FlowLayout(fonts, letterStyle);
    layout.paragraph(Array.from({ length: 100 }, (_, index) => word(`w${index}`)).join(' '));
    // (792 - 2 × 54) / 14 points a line: 48 lines a page.
    expect(layout.pages.map((page) => page.texts.length)).toEqual([48, 48, 4]);
    expect(layout.pages[1]?.texts[0]).toMatchObject({ text: word('w48'), y: top(letterStyle) - 10, x: 54 });
    for (const text of layout.pages.flatMap((page) => page.texts)) expect(text.y).toBeGreaterThanOrEqual(letterStyle.margin);
  });

  it('never leaves a heading last on a page: it moves to the next one', () => {
    const layout = new FlowLayout(fonts, letterStyle);
    layout.gap(top(letterStyle) - letterStyle.margin - 50);
    layout.heading('Deductible');
    layout.paragraph('Amounts are per calendar year.');
    expect(pageOf(layout.pages, 'Deductible')).toBe(1);
    expect(pageOf(layout.pages, 'Amounts are per calendar year.')).toBe(1);
  });

  it('keeps a heading on the page while it and about two lines still fit', () => {
    const layout = new FlowLayout(fonts, letterStyle);
    layout.gap(top(letterStyle) - letterStyle.margin - 60);
    layout.heading('Deductible');
    expect(pageOf(layout.pages, 'Deductible')).toBe(0);
  });

  it('drops the space above a heading at the top of a page in the manual style, keeps it in the letter style', () => {
    for (const [style, spaceAbove] of [
      [manualStyle, 0],
      [letterStyle, 14 * 0.4],
    ] as const) {
      const layout = new FlowLayout(fonts, style);
      layout.gap(top(style) - style.margin - 20);
      layout.heading('Claims', 14);
      expect(layout.pages[1]?.texts[0]).toMatchObject({ text: 'Claims', y: top(style) - spaceAbove - 14 });
    }
  });

  it('keeps a label with all the lines of its value', () => {
    const layout = new FlowLayout(fonts, letterStyle);
    layout.gap(top(letterStyle) - letterStyle.margin - 40);
    layout.keyValues([['Diagnosis', ['a', 'b', 'c', 'd'].map(word).join(' ')]]);
    expect(layout.pages[0]?.texts).toEqual([]);
    expect(textsOf(layout.pages[1])).toEqual(['Diagnosis', ...['a', 'b', 'c', 'd'].map(word)]);
  });

  it('puts a bullet on the page of its item’s first line', () => {
    const layout = new FlowLayout(fonts, letterStyle);
    layout.gap(top(letterStyle) - letterStyle.margin - 10);
    layout.bullets([word('first')]);
    expect(layout.pages[0]?.texts).toEqual([]);
    const [bullet, line] = layout.pages[1]?.texts ?? [];
    expect(bullet).toMatchObject({ text: '\u2022', x: 54 + 3, y: line?.y });
    expect(line).toMatchObject({ text: word('first'), x: 54 + 14 });
  });

  it('answers the top of reserved room, on a new page when it does not fit', () => {
    const layout = new FlowLayout(fonts, manualStyle);
    expect(layout.reserve(100)).toBe(top(manualStyle));
    expect(layout.reserve(100)).toBe(top(manualStyle) - 100);
    expect(layout.reserve(top(manualStyle) - 200)).toBe(top(manualStyle));
    expect(layout.pages).toHaveLength(2);
  });
});

describe('FlowLayout tables', () => {
  const columns = [
    { header: 'Service', share: 0.5 },
    { header: 'Decision', share: 0.5 },
  ];
  /** Words wider than half a column (244 points, 48 characters): one a line. */
  const cell = (index: number, part: string) => `r${index}${part}`.padEnd(30, '.');
  /** Row `index`: one line in the first column; three in the second for odd rows, one for even rows. */
  const rows = Array.from({ length: 40 }, (_, index) => [`r${index}`, (index % 2 ? ['a', 'b', 'c'] : ['a']).map((part) => cell(index, part)).join(' ')]);

  it('never splits a row, and repeats the header on every page the table reaches', () => {
    const layout = new FlowLayout(fonts, letterStyle);
    layout.table(columns, rows);
    expect(layout.pages.length).toBeGreaterThan(2);
    for (const [index] of rows.entries()) {
      const pages = [`r${index}`, ...(index % 2 ? ['a', 'b', 'c'] : ['a']).map((part) => cell(index, part))].map((text) => pageOf(layout.pages, text));
      expect(new Set(pages).size, `row ${index}`).toBe(1);
    }
    for (const page of layout.pages) {
      expect(textsOf(page).slice(0, 2)).toEqual(['Service', 'Decision']);
      expect(Math.min(...page.texts.map((text) => text.y))).toBeGreaterThanOrEqual(letterStyle.margin);
    }
  });

  it('shades the header and rules every row in the letter style, neither in the manual style', () => {
    const ruled = new FlowLayout(fonts, letterStyle);
    ruled.table(columns, rows.slice(0, 3));
    expect(ruled.pages[0]?.boxes).toHaveLength(1);
    expect(ruled.pages[0]?.lines.map((line) => line.y1)).toEqual([738 - 22, 738 - 22 * 2, 738 - 22 * 2 - 50, 738 - 22 * 3 - 50]);
    const plain = new FlowLayout(fonts, manualStyle);
    plain.table(columns, rows.slice(0, 3));
    expect(plain.pages[0]?.boxes).toEqual([]);
    expect(plain.pages[0]?.lines).toEqual([]);
  });

  it('does not leave the header alone at the bottom of a page', () => {
    const layout = new FlowLayout(fonts, letterStyle);
    // Room for the header (22 points) but not for it and the first row (50 more).
    layout.gap(top(letterStyle) - letterStyle.margin - 40);
    layout.table(columns, rows.slice(1, 2));
    expect(layout.pages[0]?.texts).toEqual([]);
    expect(textsOf(layout.pages[1])).toContain('Service');
  });
});

describe('FlowLayout footers', () => {
  it('numbers every page, right-aligned on the margin, over a rule in the letter style', () => {
    const layout = new FlowLayout(fonts, letterStyle);
    layout.paragraph(Array.from({ length: 60 }, (_, index) => word(`w${index}`)).join(' '));
    const pages = layout.finish({ left: () => 'Determination Letter - 7', right: pageOfCount });
    pages.forEach((page, index) => {
      const number = page.texts.find((text) => text.text === `Page ${index + 1} of 2`);
      expect(number?.x).toBe(letterPage.width - 54 - monospace.widthOfTextAtSize(`Page ${index + 1} of 2`, 8));
      expect(number?.y).toBe(30);
      expect(textsOf(page)).toContain('Determination Letter - 7');
      expect(page.lines).toEqual([{ x1: 54, y1: 42, x2: letterPage.width - 54, y2: 42 }]);
    });
  });

  it('adds nothing when a document has no footer', () => {
    const layout = new FlowLayout(fonts, manualStyle);
    layout.paragraph('Notice to participating providers.');
    expect(layout.finish()[0]?.texts.map((text) => text.text)).toEqual(['Notice to participating providers.']);
  });
});
