import { constants, type ResourceDocumentId, resourceDocuments } from '@portal/contracts';
import { type PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import { createPortalPdf } from '../../pdf/portal-pdf.js';
import { wrapText } from '../../pdf/wrap-text.js';
import { type Fonts, type PageLayout, textColor, Writer } from './pdf-writer.js';
import { providerPortalGuideText } from './provider-portal-guide-text.js';
import { createPublicPdfCache } from './public-pdf-cache.js';
import { resourceFormContacts } from './resource-form-contacts.js';
import { FormLayout } from './resource-form-layout.js';
import { resourceFormSpecs } from './resource-form-specs.js';

/** Forms use narrower margins than the guide: more fields fit a page and each field is wider. */
const formLayout: PageLayout = { size: [612, 792], margin: 48 };
const footerSize = 7.5;

function header(writer: Writer, title: string, fonts: Fonts): void {
  writer.line(constants.companyName, { size: 10 });
  writer.line(title, { font: fonts.bold, size: 16 });
  writer.gap(2);
}

/** Page numbers and the PHI notice on every page, once the page count is known. */
function footers(pdf: PDFDocument, title: string, font: PDFFont, layout: PageLayout, isForm: boolean): void {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const y = layout.margin / 2;
    page.drawText(`${title} | Page ${index + 1} of ${pages.length}`, { x: layout.margin, y, size: footerSize, font, color: textColor });
    if (isForm) {
      const notice = 'Confidential: contains protected health information.';
      const width = font.widthOfTextAtSize(notice, footerSize);
      page.drawText(notice, { x: layout.size[0] - layout.margin - width, y, size: footerSize, font, color: textColor });
    }
  });
}

function formInstructions(writer: Writer, fonts: Fonts, instructions: string[]): void {
  const { faxNumber, helpPhone } = resourceFormContacts;
  const contact = `Fax the completed form to Utilization Management at ${faxNumber}. Questions: Care Coordinators ${helpPhone}.`;
  const lines = wrapText(contact, fonts.bold, 9, writer.width - 12);
  const height = lines.length * 12 + 8;
  const { page, top } = writer.reserve(height + 6);
  page.drawRectangle({ x: writer.left, y: top - height, width: writer.width, height, borderColor: textColor, borderWidth: 0.75, color: rgb(1, 0.97, 0.88) });
  lines.forEach((line, index) => page.drawText(line, { x: writer.left + 6, y: top - 13.5 - index * 12, size: 9, font: fonts.bold, color: textColor }));
  for (const text of [...instructions, `Submitting through the ${constants.productName} (Submit Authorization) is faster and shows the decision online.`]) {
    writer.paragraph(text, { size: 9 });
  }
  writer.gap(6);
}

export async function renderResourceDocument(id: ResourceDocumentId): Promise<Uint8Array> {
  const { title } = resourceDocuments[id];
  const { pdf, fonts } = await createPortalPdf({ title });
  if (id === 'providerPortalGuide') {
    const writer = new Writer(pdf, fonts);
    header(writer, title, fonts);
    writer.gap(8);
    for (const block of providerPortalGuideText) writer.block(block);
    footers(pdf, title, fonts.regular, writer.layout, false);
  } else {
    const spec = resourceFormSpecs[id];
    const writer = new Writer(pdf, fonts, formLayout);
    header(writer, title, fonts);
    formInstructions(writer, fonts, spec.instructions);
    const layout = new FormLayout(pdf, writer);
    for (const section of spec.sections) layout.section(section);
    footers(pdf, title, fonts.regular, formLayout, true);
  }
  return pdf.save();
}

export const getResourceDocument = createPublicPdfCache(resourceDocuments, renderResourceDocument);
