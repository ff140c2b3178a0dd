import { memberFullName } from './benefit-summary-layout.js';
import { type DeterminationLetterInput, layoutDeterminationLetter } from './determination-letter-layout.js';
import { renderPdf } from '../pdf/render-pdf.js';

export type { DeterminationLetterInput } from './determination-letter-layout.js';

/** The authorization's determination letter as a PDF (US Letter, standard fonts, identical bytes for identical input). */
export function renderDeterminationLetterPdf(input: DeterminationLetterInput): Promise<Uint8Array> {
  return renderPdf(
    { title: `Determination Letter - ${input.authorization.authorizationId}`, subject: memberFullName(input.member), brand: input.brand },
    (fonts) => layoutDeterminationLetter(input, fonts),
  );
}
