import { escapeBrandText, type ResourceDocumentId, resourceDocuments } from '@portal/contracts';
import { FlowLayout } from '../../pdf/flow-layout.js';
import { FormLayout } from '../../pdf/form-layout.js';
import { type Fonts, type LayoutPage, type PageNumber, pageOfCount } from '../../pdf/page-flow.js';
import { formStyle, manualStyle } from '../../pdf/pdf-style.js';
import type { PdfBrand } from '../../pdf/pdf-brand.js';
import { renderPdf } from '../../pdf/render-pdf.js';
import { providerPortalGuideText } from './provider-portal-guide-text.js';
import { createPublicPdfCache } from './public-pdf-cache.js';
import { resourceFormContacts } from './resource-form-contacts.js';
import { type FormDocumentId, resourceFormSpecs } from './resource-form-specs.js';

const phiNotice = 'Confidential: contains protected health information.';
const titleAndPage = (title: string) => (page: PageNumber) => `${title} | ${pageOfCount(page)}`;

function layoutGuide(fonts: Fonts, title: string, brand: PdfBrand): LayoutPage[] {
  const layout = new FlowLayout(fonts, manualStyle);
  layout.masthead(brand, title, { size: 16, spaceAfter: 10 });
  layout.blocks(providerPortalGuideText(brand));
  return layout.finish({ left: titleAndPage(title) });
}

/** The fax number first, then what the form is for, then its sections of fields. */
function layoutForm(fonts: Fonts, id: FormDocumentId, title: string, brand: PdfBrand): LayoutPage[] {
  const spec = resourceFormSpecs[id];
  const layout = new FlowLayout(fonts, formStyle);
  layout.masthead(brand, title, { size: 16, spaceAfter: 2 });
  const { faxNumber, helpPhone } = resourceFormContacts;
  layout.notice(`Fax the completed form to Utilization Management at ${faxNumber}. Questions: Care Coordinators ${helpPhone}.`);
  for (const text of [
    ...spec.instructions,
    `Submitting through the ${escapeBrandText('pdf', brand.productName)} (Submit Authorization) is faster and shows the decision online.`,
  ]) {
    layout.paragraph(text, { size: 9, spaceAfter: 0 });
  }
  layout.gap(6);
  const form = new FormLayout(layout);
  for (const section of spec.sections) form.section(section);
  return layout.finish({ left: titleAndPage(title), right: () => phiNotice });
}

export function renderResourceDocument(id: ResourceDocumentId, brand: PdfBrand): Promise<Uint8Array> {
  const { title } = resourceDocuments[id];
  return renderPdf({ title, brand }, (fonts) => (id === 'providerPortalGuide' ? layoutGuide(fonts, title, brand) : layoutForm(fonts, id, title, brand)));
}

export const getResourceDocument = createPublicPdfCache(resourceDocuments, renderResourceDocument);
