import type { Authorization, Outcome } from '@portal/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DeterminationLetterInput, layoutDeterminationLetter, pendingReview } from './determination-letter-layout.js';
import { renderDeterminationLetterPdf } from './determination-letter-pdf.js';
import type { Fonts } from '../pdf/page-flow.js';
import { defaultPdfBrand, rgbOf } from '../pdf/pdf-brand.js';
import { onePixelPngBase64 } from '../test/brand-test-files.js';

const outcome = (id: number, status: string, reason: string, units: number | null = 1): Outcome => ({
  id,
  startDate: '2026-11-20',
  endDate: '2026-11-24',
  units,
  status,
  reason,
  changeStatus: 0,
});

const procedure = (id: number, code: string, outcomes: Outcome[]) => ({
  id,
  procedureDetails: { cptCode: code, cptCodeDescription: `Procedure ${code}` },
  quantity: '2',
  stringEffectiveDate: '2026-11-20',
  stringEndDate: '2026-11-24',
  changeStatus: 0 as const,
  outcomes,
  extensions: [],
});

const inpatient: Authorization = {
  id: 7,
  authorizationId: '2026110000007',
  owner: 'UM',
  isInpatient: true,
  userId: null,
  qhid: 1000001,
  groupId: '4100',
  status: 'Approved',
  receivedDate: '2026-11-18T15:00:00.000Z',
  authorizationType: 'MEDRRT01',
  priority: 'standard',
  decisionDueAt: '2026-11-25T15:00:00.000Z',
  decidedAt: '2026-11-18T15:30:00.000Z',
  pendedQuestion: null,
  extension: null,
  appeals: [],
  appealableLines: [],
  requestor: { requestedBy: 'Ana Ruiz', phone: '916-555-1000', fax: '916-555-2000' },
  providerName: 'Dr. Lee',
  providerNetworkStatusId: 1,
  facilityName: 'Summit Medical Center',
  facilityNetworkStatusId: 4,
  diagnosis: {
    code: 'M17.11',
    description: 'Primary osteoarthritis, right knee',
    outcome: [outcome(1, 'Approve', 'Automated Approval', 4)],
    extensions: [
      {
        id: 1,
        startDate: '2026-11-24',
        endDate: '2026-11-26',
        units: '',
        changeStatus: 0,
        outcomes: [outcome(2, 'Approved', 'Concurrent Review Approved', 2)],
      },
    ],
  },
  admission: { admissionDate: '2026-11-20', dischargeDate: '2026-11-24', days: 4 },
  service: {
    placeOfService: '21',
    placeOfServiceName: 'Inpatient Hospital',
    procedures: [
      procedure(1, '27447', [outcome(3, 'Approved', 'Automated Approval')]),
      procedure(2, '20610', [outcome(4, 'Denied', 'Not Medically Necessary', 0)]),
      procedure(3, '97110', []),
    ],
  },
  notes: [],
  pendingChanges: [],
  isEditDisabled: false,
};

const input: DeterminationLetterInput = {
  authorization: inpatient,
  member: { firstName: 'Maria', middleInitial: '', lastName: 'Lopez', memberId: 'm100000001', dob: '1985-04-12' },
  groupName: '4100 - City of Roseville',
  letterDate: '2026-11-24',
  careCoordinatorPhone: '800-555-5100',
  appealWindowDays: 60,
  brand: defaultPdfBrand,
};

let fonts: Fonts;
beforeAll(async () => {
  const pdf = await PDFDocument.create();
  fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
});
const textsOf = (pages: { texts: { text: string }[] }[]) => pages.flatMap((page) => page.texts.map((text) => text.text));

describe('the determination letter', () => {
  it('names the member, the authorization and both providers with their network status', () => {
    const texts = textsOf(layoutDeterminationLetter(input, fonts));
    expect(texts).toEqual(
      expect.arrayContaining(['Determination Letter', 'Maria Lopez', 'M100000001', '04/12/1985', '2026110000007', 'Standard', '11/18/2026']),
    );
    expect(texts).toEqual(expect.arrayContaining(['Dr. Lee (In Network)', 'Summit Medical Center (Out of Network)']));
  });

  it('lists every decision with normalised status, dates, units and reason, and undecided lines as pending review', () => {
    const texts = textsOf(layoutDeterminationLetter(input, fonts));
    // Table cells wrap, so phrases are looked for in the joined text.
    const joined = texts.join(' ');
    expect(texts).toEqual(
      expect.arrayContaining(['Inpatient stay (days)', 'Extension of stay', 'Approved', 'Denied', 'Not Medically Necessary', '11/20/2026', '11/24/2026']),
    );
    expect(joined).toContain('Concurrent Review Approved');
    expect(texts).not.toContain('Approve');
    expect(texts).toEqual(expect.arrayContaining(['27447 Procedure 27447', '20610 Procedure 20610', '97110 Procedure 97110']));
    expect(joined).toContain(`97110 Procedure 97110 11/20/2026 11/24/2026 2 ${pendingReview}`);
    expect(joined).toContain('were not approved');
    expect(texts).toContain('Your right to appeal');
    expect(joined).toContain('800-555-5100');
  });

  it('gives the plan’s appeal window, and the decision on appeal once an appeal is decided', () => {
    const before = textsOf(layoutDeterminationLetter({ ...input, appealWindowDays: 45 }, fonts)).join(' ');
    expect(before).toContain('within 45 days of its decision');
    expect(before).not.toContain('On appeal');
    const line = {
      lineId: 'procedure:3',
      subject: '97110',
      before: { status: 'Denied', reason: 'Not Medically Necessary' },
      after: { status: 'Approved', reason: 'Approved on Appeal' },
    };
    const appeal = {
      id: 1,
      status: 'overturned' as const,
      priority: 'standard' as const,
      reason: 'New notes.',
      receivedAt: '2026-11-20T10:00:00Z',
      dueAt: '2026-12-20T10:00:00Z',
      decidedAt: '2026-11-25T10:00:00Z',
      lines: [line],
    };
    const after = textsOf(layoutDeterminationLetter({ ...input, authorization: { ...inpatient, appeals: [appeal] } }, fonts)).join(' ');
    expect(after).toContain('On appeal, a reviewer who did not make the first decision reviewed it again on 11/25/2026: the decision was changed.');
  });

  it('flows a long list of services onto more pages, repeating the table header and numbering the pages', () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      procedure(100 + index, String(70000 + index), [outcome(100 + index, 'Pended', 'Clinical Info Needed')]),
    );
    const pages = layoutDeterminationLetter({ ...input, authorization: { ...inpatient, service: { ...inpatient.service, procedures: many } } }, fonts);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]?.texts.map((text) => text.text)).toContain('Decision');
    pages.forEach((page, index) => expect(page.texts.map((text) => text.text)).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(textsOf(pages).join(' ')).toContain('still under review');
  });

  it('renders a real PDF, the same bytes for the same letter, whatever the names’ characters', async () => {
    const bytes = await renderDeterminationLetterPdf(input);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
    expect(Buffer.from(await renderDeterminationLetterPdf(input)).equals(Buffer.from(bytes))).toBe(true);
    const foreign = await renderDeterminationLetterPdf({ ...input, member: { ...input.member, lastName: 'Łukasz Ștefan 王' } });
    expect(foreign.length).toBeGreaterThan(1000);
  });

  it("opens with the plan's brand: its name in its colour, its PNG logo beside it, its names in the metadata", async () => {
    const brand = {
      planName: 'Cedar Valley Health',
      productName: 'Cedar Hub',
      primaryColour: '#0b4f8a',
      logo: { bytes: Buffer.from(onePixelPngBase64, 'base64'), contentType: 'image/png' },
    };
    const [first] = layoutDeterminationLetter({ ...input, brand }, fonts);
    expect(first?.texts[0]).toMatchObject({ text: 'Cedar Valley Health', font: 'bold', color: rgbOf('#0b4f8a') });
    expect(first?.logo).toBeDefined();
    const pdf = await PDFDocument.load(await renderDeterminationLetterPdf({ ...input, brand }));
    expect(pdf.getAuthor()).toBe('Cedar Valley Health');
    expect(pdf.getCreator()).toBe('Cedar Hub');
    const withLogo = await renderDeterminationLetterPdf({ ...input, brand });
    const withoutLogo = await renderDeterminationLetterPdf({ ...input, brand: { ...brand, logo: null } });
    expect(Buffer.from(withLogo).includes('/Subtype /Image')).toBe(true);
    expect(Buffer.from(withoutLogo).includes('/Subtype /Image')).toBe(false);
  });
});
