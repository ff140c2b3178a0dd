import { contentEndpoints, endpointPath, networkDocuments, type ResourceDocumentId, resourceDocuments } from '@portal/contracts';
import { PDFCheckBox, PDFDocument, PDFRadioGroup, PDFTextField } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { renderResourceDocument } from './resource-documents.js';
import { defaultPdfBrand } from '../../pdf/pdf-brand.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const download = (fileName: string) => testApp.app.inject({ method: 'GET', url: `/api${endpointPath(contentEndpoints.resourceDocument, { fileName })}` });
const loaded = async (id: ResourceDocumentId) => {
  const response = await download(resourceDocuments[id].fileName);
  expect(response.statusCode).toBe(200);
  return PDFDocument.load(response.rawPayload);
};

/** Fields every form has, named alike so an office fills them the same way on each. */
const sharedFields = [
  'memberName',
  'memberId',
  'memberDob',
  'requestingProviderName',
  'requestingProviderNpi',
  'requestingProviderTaxId',
  'requestingProviderPhone',
  'requestingProviderFax',
  'servicingProviderNpi',
  'primaryDiagnosisCode',
  'diagnosisCodes',
  'providerSignature',
  'signatureDate',
];

/** What each form asks beyond the shared fields: text fields, check boxes and radio groups with their options. */
const formFields: Record<Exclude<ResourceDocumentId, 'providerPortalGuide'>, { text: string[]; checkBoxes: string[]; radios: Record<string, string[]> }> = {
  standardAuthorizationForm: {
    text: ['cptCode1', 'units1', 'serviceStartDate1', 'serviceEndDate1', 'cptCode4', 'clinicalNotes'],
    checkBoxes: [],
    radios: { requestType: ['Standard', 'Urgent'], serviceSetting: ['Office', 'Outpatient hospital', 'Surgery center', 'Home'] },
  },
  chemoRadiationQuestionnaire: {
    text: ['regimenName', 'drugName1', 'drugHcpcs1', 'drugDose1', 'cycleCount', 'totalDoseGy', 'fractionCount', 'priorTreatments', 'clinicalNotes'],
    checkBoxes: [],
    radios: {
      treatmentType: ['Chemotherapy', 'Radiation therapy', 'Both'],
      cancerStage: ['I', 'II', 'III', 'IV', 'Unknown'],
      ecogStatus: ['0', '1', '2', '3', '4'],
    },
  },
  maternityAuthorizationForm: {
    text: ['expectedDeliveryDate', 'lastMenstrualPeriod', 'gravida', 'para', 'admissionDate', 'clinicalNotes'],
    checkBoxes: ['highRisk', 'multipleGestation', 'previousCesarean'],
    radios: { deliveryType: ['Vaginal', 'Cesarean', 'Unknown'] },
  },
  dmeAuthorizationForm: {
    text: ['hcpcsCode1', 'itemDescription1', 'quantity1', 'rentalMonths1', 'lengthOfNeed', 'clinicalNotes'],
    checkBoxes: ['faceToFaceVisit', 'homeAssessment'],
    radios: { requestType: ['Standard', 'Urgent'], acquisitionType: ['Purchase', 'Rental', 'Repair', 'Replacement'] },
  },
  unplannedAdmissionForm: {
    text: ['admissionDate', 'admissionTime', 'expectedLengthOfStay', 'procedureCodes', 'dischargePlan', 'clinicalNotes'],
    checkBoxes: [],
    radios: { admissionType: ['Emergency', 'Urgent', 'From observation'], admittedFrom: ['Emergency dept.', 'Physician office', 'Transfer', 'Other'] },
  },
  specialistReferralRequest: {
    text: ['specialty', 'visitCount', 'referralStartDate', 'referralEndDate', 'reasonForReferral'],
    checkBoxes: ['consultationOnly', 'consultAndTreat', 'testResultsAttached'],
    radios: { urgency: ['Routine', 'Urgent'] },
  },
};
const formIds = Object.keys(formFields) as Array<keyof typeof formFields>;

describe('GET /api/resource-documents/:fileName', () => {
  it.each(Object.values(resourceDocuments))('answers $fileName to anyone as a PDF download titled "$title"', async ({ fileName, title }) => {
    const response = await download(fileName);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe(title);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
  });

  it('has a guide of several pages with no form fields', async () => {
    const guide = await loaded('providerPortalGuide');
    expect(guide.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(guide.getForm().getFields()).toEqual([]);
  });

  it.each(formIds)('makes %s fillable with the shared fields and its own', async (id) => {
    const form = (await loaded(id)).getForm();
    const expected = formFields[id];
    for (const name of [...sharedFields, ...expected.text]) expect(form.getField(name), name).toBeInstanceOf(PDFTextField);
    for (const name of expected.checkBoxes) expect(form.getField(name), name).toBeInstanceOf(PDFCheckBox);
    for (const [name, options] of Object.entries(expected.radios)) {
      const group = form.getField(name);
      expect(group, name).toBeInstanceOf(PDFRadioGroup);
      expect((group as PDFRadioGroup).getOptions()).toEqual(options);
    }
    expect(form.getTextField('memberDob').getMaxLength()).toBe(10);
    expect(form.getTextField('requestingProviderNpi').getMaxLength()).toBe(10);
    const notes = expected.text.includes('clinicalNotes') ? 'clinicalNotes' : 'reasonForReferral';
    expect(form.getTextField(notes).isMultiline()).toBe(true);
    expect(form.getTextField('memberName').isMultiline()).toBe(false);
  });

  it.each(formIds)('lays %s out with every field on a page and no two fields overlapping', async (id) => {
    const pdf = await loaded(id);
    const pages = pdf.getPages();
    const boxesByPage = new Map<string, Array<{ name: string; x: number; y: number; width: number; height: number }>>();
    for (const field of pdf.getForm().getFields()) {
      for (const widget of field.acroField.getWidgets()) {
        const pageRef = widget.P()?.toString() ?? '';
        const page = pages.find((candidate) => candidate.ref.toString() === pageRef);
        expect(page, field.getName()).toBeDefined();
        const box = widget.getRectangle();
        const { width, height } = page?.getSize() ?? { width: 0, height: 0 };
        expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height, field.getName()).toBe(true);
        boxesByPage.set(pageRef, [...(boxesByPage.get(pageRef) ?? []), { name: field.getName(), ...box }]);
      }
    }
    for (const boxes of boxesByPage.values()) {
      for (const [index, a] of boxes.entries()) {
        for (const b of boxes.slice(index + 1)) {
          const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
          expect(overlaps, `${a.name} and ${b.name}`).toBe(false);
        }
      }
    }
  });

  it('keeps what an office types into a form', async () => {
    const pdf = await loaded('standardAuthorizationForm');
    const form = pdf.getForm();
    form.getTextField('memberName').setText('Lopez, Maria');
    form.getRadioGroup('requestType').select('Urgent');
    const reloaded = (await PDFDocument.load(await pdf.save())).getForm();
    expect(reloaded.getTextField('memberName').getText()).toBe('Lopez, Maria');
    expect(reloaded.getRadioGroup('requestType').getSelected()).toBe('Urgent');
  });

  it('renders the same bytes every time and serves them from memory after the first request', async () => {
    const first = await renderResourceDocument('dmeAuthorizationForm', defaultPdfBrand);
    expect(Buffer.from(await renderResourceDocument('dmeAuthorizationForm', defaultPdfBrand)).equals(Buffer.from(first))).toBe(true);
    const fileName = resourceDocuments.dmeAuthorizationForm.fileName;
    const [one, two] = [await download(fileName), await download(fileName)];
    expect(one.rawPayload.equals(two.rawPayload)).toBe(true);
    expect(one.rawPayload.equals(Buffer.from(first))).toBe(true);
  });

  it.each([
    ['an unknown file name', 'secret.pdf'],
    ['a network document', Object.values(networkDocuments)[0]?.fileName ?? 'x'],
    ['a path outside the documents', '../../package.json'],
    ['a file name in another case', resourceDocuments.providerPortalGuide.fileName.toUpperCase()],
  ])('answers 400 to %s', async (_label, fileName) => {
    const response = await download(fileName);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('No such document.') });
  });
});
