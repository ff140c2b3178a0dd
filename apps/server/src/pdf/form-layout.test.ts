import { describe, expect, it } from 'vitest';
import { FlowLayout } from './flow-layout.js';
import { type FormField, FormLayout, type FormSection } from './form-layout.js';
import { type Fonts, letterPage, type PlacedField, type Rect } from './page-flow.js';
import { formStyle } from './pdf-style.js';

/** Every character half the font size wide: an 8-point label is 4 points a character. */
const monospace = { widthOfTextAtSize: (text: string, size: number) => text.length * size * 0.5 };
const fonts: Fonts = { regular: monospace, bold: monospace };
const text = (name: string, span: number, options: { lines?: number; maxLength?: number } = {}): FormField => ({
  kind: 'text',
  name,
  label: name,
  span,
  ...options,
});

function laidOut(sections: FormSection[], spaceAbove = 0) {
  const layout = new FlowLayout(fonts, formStyle);
  layout.gap(spaceAbove);
  const form = new FormLayout(layout);
  for (const section of sections) form.section(section);
  return layout.pages;
}
const rectsOf = (field: PlacedField): Rect[] => (field.kind === 'radio' ? field.options : [field]);

describe('FormLayout', () => {
  it('puts the fields of a row side by side on the 12-column grid, each under its label', () => {
    const [page] = laidOut([{ title: 'Member', rows: [[text('memberName', 6), text('memberId', 3, { maxLength: 50 }), text('memberDob', 3)]] }]);
    // 516 points of text width: 12 columns and 11 gutters of 10 points.
    const column = (516 - 110) / 12;
    const lefts = page?.fields.map((field) => (field.kind === 'radio' ? 0 : field.x)) ?? [];
    [48, 48 + 6 * column + 6 * 10, 48 + 9 * column + 9 * 10].forEach((x, index) => expect(lefts[index]).toBeCloseTo(x, 9));
    expect(page?.fields[1]).toMatchObject({ kind: 'text', name: 'memberId', maxLength: 50, isMultiline: false, width: 3 * column + 2 * 10, height: 18 });
    const label = page?.texts.find((placed) => placed.text === 'memberId');
    const field = page?.fields[1] as Extract<PlacedField, { kind: 'text' }>;
    expect(label?.y).toBeGreaterThan(field.y + field.height);
  });

  it('moves a section to the next page with its title when its first row does not fit', () => {
    const section: FormSection = { title: 'Clinical information', rows: [[text('clinicalNotes', 12, { lines: 6 })]] };
    // The title band (22 points) fits; the notes field (11 + 6 × 13 + 6 + 8 points) does not.
    const pages = laidOut([section], letterPage.height - 2 * formStyle.margin - 60);
    expect(pages[0]?.texts).toEqual([]);
    expect(pages[0]?.boxes).toEqual([]);
    expect(pages[1]?.texts.map((placed) => placed.text)).toEqual(['Clinical information', 'clinicalNotes']);
    expect(pages[1]?.fields[0]).toMatchObject({ name: 'clinicalNotes', isMultiline: true, height: 6 * 13 + 6 });
  });

  it('never splits a row: every field of a long form stays inside the margins of its page', () => {
    const rows = Array.from({ length: 30 }, (_, index) => [
      text(`code${index}`, 4),
      { kind: 'checkbox', name: `urgent${index}`, label: 'Urgent', span: 2 } as FormField,
    ]);
    const pages = laidOut([{ title: 'Services', rows }]);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      for (const rect of page.fields.flatMap(rectsOf)) expect(rect.y).toBeGreaterThanOrEqual(formStyle.margin);
      const names = page.fields.map((field) => field.name.replace(/\D/g, ''));
      expect(names.filter((_, index) => index % 2 === 0)).toEqual(names.filter((_, index) => index % 2 === 1));
    }
  });

  it('lays radio options out on one line, in order', () => {
    const [page] = laidOut([
      { title: 'Request', rows: [[{ kind: 'radio', name: 'requestType', label: 'Request type', options: ['Standard', 'Urgent'], span: 4 }]] },
    ]);
    const [group] = page?.fields ?? [];
    expect(group).toMatchObject({ kind: 'radio', name: 'requestType', options: [{ value: 'Standard' }, { value: 'Urgent' }] });
    const [first, second] = group?.kind === 'radio' ? group.options : [];
    expect(second?.y).toBe(first?.y);
    expect(second?.x).toBeGreaterThan((first?.x ?? 0) + 10 + 4 * 'Standard'.length);
  });

  it('refuses a form that would not print: a row over 12 columns, a label or options wider than the field', () => {
    expect(() => laidOut([{ title: 'Member', rows: [[text('memberName', 8), text('memberId', 5)]] }])).toThrow('wider than 12 columns');
    expect(() => laidOut([{ title: 'Member', rows: [[{ ...text('id', 1), label: 'Member identification number' }]] }])).toThrow('label of id is wider');
    const radio: FormField = { kind: 'radio', name: 'setting', label: 'Setting', options: ['Office', 'Outpatient hospital', 'Surgery center'], span: 3 };
    expect(() => laidOut([{ title: 'Request', rows: [[radio]] }])).toThrow('options of setting do not fit');
  });
});
