import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { toWinAnsi } from '@portal/contracts';
import { type FontMetrics, wrapText } from './wrap-text.js';

/** Every character half the font size wide: line widths are easy to count. */
const monospace: FontMetrics = { widthOfTextAtSize: (text, size) => text.length * size * 0.5 };

let helvetica: FontMetrics;
beforeAll(async () => {
  helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('wrapText', () => {
  it('breaks at spaces, and cuts a word longer than the line', () => {
    const lines = wrapText(`short words here ${'x'.repeat(80)}`, helvetica, 10, 100);
    expect(lines[0]).toBe('short words here');
    expect(lines.slice(1).every((line) => helvetica.widthOfTextAtSize(line, 10) <= 100)).toBe(true);
    expect(lines.slice(1).join('')).toBe('x'.repeat(80));
  });

  it('fills each line as far as the width allows, a word that fits exactly included', () => {
    // 10 characters a line at size 10, width 50.
    expect(wrapText('aaaa bbbbb cc dddddddddd e', monospace, 10, 50)).toEqual(['aaaa bbbbb', 'cc', 'dddddddddd', 'e']);
  });

  it('folds runs of white space and line breaks into single spaces', () => {
    expect(wrapText('  one\n\ttwo   three ', monospace, 10, 500)).toEqual(['one two three']);
  });

  it('answers one empty line for empty text, so a blank value still takes its row', () => {
    expect(wrapText('', monospace, 10, 50)).toEqual(['']);
    expect(wrapText('   ', monospace, 10, 50)).toEqual(['']);
  });

  it('keeps every line of real text inside the width and loses no word', () => {
    const text = 'The services above are approved for the dates and units shown; Pneumonoultramicroscopicsilicovolcanoconiosis is cut. '.repeat(5);
    for (const width of [40, 90, 150, 300]) {
      const lines = wrapText(text, helvetica, 9, width);
      for (const line of lines) expect(helvetica.widthOfTextAtSize(line, 9), line).toBeLessThanOrEqual(width);
      expect(lines.join(' ').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
    }
  });
});

describe('toWinAnsi', () => {
  it('keeps what the standard fonts draw, strips accents they lack and marks the rest', () => {
    expect(toWinAnsi('Zoë – “Łucja” Șerban € 李')).toBe('Zoë – “Lucja” Serban € ?');
  });
});
