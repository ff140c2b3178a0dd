import { type BenefitSummaryInput, layoutBenefitSummary, memberFullName } from './benefit-summary-layout.js';
import { renderPdf } from '../pdf/render-pdf.js';

/** Renders the member's Benefit Summary PDF (standard Helvetica fonts, US Letter). */
export function renderBenefitSummaryPdf(input: BenefitSummaryInput): Promise<Uint8Array> {
  return renderPdf({ title: `Benefit Summary - ${input.design.planOptionName}`, subject: memberFullName(input.member), brand: input.brand }, (fonts) =>
    layoutBenefitSummary(input, fonts),
  );
}
