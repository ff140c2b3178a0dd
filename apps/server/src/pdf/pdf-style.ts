import { type RGB, rgb } from 'pdf-lib';

/**
 * The look of a family of generated documents: margins, type sizes, line spacing and the space around each block.
 * Every document is laid out by the same blocks (page-flow.ts, flow-layout.ts); its style is all that differs.
 */
export interface PdfStyle {
  /** Between the edges of the page and the text, on all four sides (points). */
  margin: number;
  bodySize: number;
  /** Baseline to baseline, for text of this size. */
  lineHeight(size: number): number;
  /** The colour of all text. */
  ink: RGB;
  /** Space after a paragraph of this size. */
  paragraphSpacing(size: number): number;
  heading: {
    size: number;
    spaceAbove(size: number): number;
    spaceBelow: number;
    /** When false, a heading at the top of a page starts there instead of below its space. */
    isSpaceAboveKeptAtPageTop: boolean;
  };
  list: { bulletIndent: number; textIndent: number; itemSpacing: number; spaceAfter: number };
  table: {
    /** A shaded header row and a rule under every row. */
    isRuled: boolean;
    /** Inside every cell, on all four sides. */
    cellPadding: number;
    /** Between a cell's text and the next column. */
    columnGap: number;
    spaceAfter: number;
  };
  footer: { baseline: number; size: number; isRuled: boolean };
}

/** Letters and summaries to a member's file (benefit summary, determination letter): set tight, numbered pages. */
export const letterStyle: PdfStyle = {
  margin: 54,
  bodySize: 10,
  lineHeight: (size) => size * 1.4,
  ink: rgb(0.12, 0.12, 0.12),
  paragraphSpacing: (size) => size * 0.5,
  heading: { size: 14, spaceAbove: (size) => size * 0.4, spaceBelow: 2, isSpaceAboveKeptAtPageTop: true },
  list: { bulletIndent: 3, textIndent: 14, itemSpacing: 2, spaceAfter: 0 },
  table: { isRuled: true, cellPadding: 4, columnGap: 0, spaceAfter: 10 },
  footer: { baseline: 30, size: 8, isRuled: true },
};

/** Manuals, notices and the guide: one-inch margins, as they print on office printers. */
export const manualStyle: PdfStyle = {
  margin: 72,
  bodySize: 11,
  lineHeight: (size) => Math.max(15, size + 6),
  ink: rgb(0.1, 0.1, 0.1),
  paragraphSpacing: () => 6,
  heading: { size: 13, spaceAbove: () => 6, spaceBelow: 0, isSpaceAboveKeptAtPageTop: false },
  list: { bulletIndent: 4, textIndent: 16, itemSpacing: 0, spaceAfter: 6 },
  table: { isRuled: false, cellPadding: 0, columnGap: 12, spaceAfter: 6 },
  footer: { baseline: 36, size: 7.5, isRuled: false },
};

/** Fillable forms: narrower margins than the manuals, so more fields fit a page and each field is wider. */
export const formStyle: PdfStyle = { ...manualStyle, margin: 48, footer: { ...manualStyle.footer, baseline: 24 } };
