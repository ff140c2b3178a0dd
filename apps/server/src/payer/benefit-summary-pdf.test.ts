import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDemoBenefitPlans } from '../demo/demo-benefit-plans.js';
import { type BenefitSummaryInput, layoutBenefitSummary } from './benefit-summary-layout.js';
import { renderBenefitSummaryPdf } from './benefit-summary-pdf.js';
import { defaultPdfBrand } from '../pdf/pdf-brand.js';
import { toWinAnsi } from '@portal/contracts';
import { type Fonts, letterPage } from '../pdf/page-flow.js';

const [gold] = buildDemoBenefitPlans();
const input: BenefitSummaryInput = {
  member: { firstName: 'Maria', middleInitial: 'T', lastName: 'Lopez', memberId: 'm100000001', dob: '1985-04-12' },
  group: { id: '4100', name: 'City of Roseville' },
  coverage: { planOptionName: 'Evergreen Gold PPO', effectiveDate: '2022-01-01', termDate: '2027-12-31' },
  coverages: [{ planOptionName: 'Evergreen Gold PPO', effectiveDate: '2022-01-01', termDate: '2027-12-31' }],
  design: gold?.design as BenefitSummaryInput['design'],
  preparedOn: '2026-03-02',
  brand: defaultPdfBrand,
};

let fonts: Fonts;
beforeAll(async () => {
  const pdf = await PDFDocument.create();
  fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
});
const textsOf = (page: { texts: { text: string }[] } | undefined) => (page?.texts ?? []).map((text) => text.text);

describe('layoutBenefitSummary', () => {
  it('puts the member, plan and coverage dates on page 1', () => {
    const [first] = layoutBenefitSummary(input, fonts);
    expect(textsOf(first)).toEqual(
      expect.arrayContaining([
        'Benefit Summary',
        'Evergreen Gold PPO',
        'Maria T. Lopez',
        'M100000001',
        '04/12/1985',
        '4100 - City of Roseville',
        '01/01/2022 to 12/31/2027',
      ]),
    );
  });

  it('puts deductibles and out-of-pocket maximums on page 2, cost shares and the precertification note after', () => {
    const pages = layoutBenefitSummary(input, fonts);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(textsOf(pages[1])).toEqual(
      expect.arrayContaining(['Deductibles and Out-of-Pocket Maximums', 'Deductible, individual', '$500', '$1,000', '$3,000', '$12,000']),
    );
    const rest = pages.slice(2).flatMap(textsOf);
    expect(rest).toEqual(expect.arrayContaining(['Copays and Coinsurance by Service', 'Primary care visit', '$20 copay', 'Precertification']));
    expect(rest.some((text) => text.startsWith('Advanced imaging (MRI, MRA, CT, CTA, PET, nuclear cardiology): codes 70336'))).toBe(true);
  });

  it('numbers every page "Page n of N" in the footer', () => {
    const pages = layoutBenefitSummary(input, fonts);
    pages.forEach((page, index) => {
      const footer = page.texts.find((text) => text.text === `Page ${index + 1} of ${pages.length}`);
      expect(footer?.y).toBeLessThan(40);
    });
  });

  it('wraps long texts inside the margins and keeps text above the footer', () => {
    const long = { ...input, design: { ...input.design, overview: 'A very long overview sentence that goes on. '.repeat(40) } };
    for (const page of layoutBenefitSummary(long, fonts)) {
      for (const text of page.texts) {
        const width = fonts[text.font].widthOfTextAtSize(text.text, text.size);
        expect(text.x + width, text.text).toBeLessThanOrEqual(letterPage.width - 54 + 0.01);
        expect(text.x).toBeGreaterThanOrEqual(54);
        expect(text.y).toBeGreaterThanOrEqual(text.size < 9 ? 20 : 54);
      }
    }
  });

  it('repeats the table header on the next page when a table breaks', () => {
    const many = { ...input, coverages: Array.from({ length: 60 }, () => input.coverage) };
    const pages = layoutBenefitSummary(many, fonts);
    expect(textsOf(pages[0]).filter((text) => text === 'Effective date')).toHaveLength(1);
    expect(textsOf(pages[1])).toContain('Effective date');
  });
});

describe('renderBenefitSummaryPdf', () => {
  it('writes a PDF that loads back with the laid-out page count and the plan in its title', async () => {
    const bytes = await renderBenefitSummaryPdf(input);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(layoutBenefitSummary(input, fonts).length);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.getTitle()).toBe('Benefit Summary - Evergreen Gold PPO');
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it('draws names the standard fonts cannot encode instead of failing', async () => {
    const foreign = { ...input, member: { ...input.member, firstName: 'Łucja', lastName: 'Șerban 李' } };
    expect((await PDFDocument.load(await renderBenefitSummaryPdf(foreign))).getPageCount()).toBeGreaterThanOrEqual(3);
    expect(toWinAnsi('Łucja Șerban 李 – “Zoë”')).toBe('Lucja Serban ? – “Zoë”');
  });

  it('gives the same bytes for the same member and plan', async () => {
    expect(Buffer.from(await renderBenefitSummaryPdf(input)).equals(Buffer.from(await renderBenefitSummaryPdf(input)))).toBe(true);
  });
});
