import { decisionClocks, escapeBrandText } from '@portal/contracts';
import type { DocumentBlock } from '../../pdf/flow-layout.js';
import type { PdfBrand } from '../../pdf/pdf-brand.js';
import { resourceFormContacts } from './resource-form-contacts.js';

const { faxNumber, helpPhone } = resourceFormContacts;

/** The Provider Portal Guide (spec 2 §2.9): how a provider office uses the portal, area by area. */
export function providerPortalGuideText(brand: Pick<PdfBrand, 'productName' | 'planName'>): DocumentBlock[] {
  const [portal, plan] = [escapeBrandText('pdf', brand.productName), escapeBrandText('pdf', brand.planName)];
  return [
    {
      kind: 'paragraph',
      text: `The ${portal} is where the staff of clinics, hospitals and other provider offices check a patient's eligibility and benefits, submit and follow authorizations, see claims and keep their list of providers up to date with ${plan}. This guide walks through each area in the order a typical day uses them.`,
    },
    {
      kind: 'table',
      firstColumnWidth: 250,
      columns: ['To do this', 'Go to'],
      rows: [
        ['Check eligibility, benefits and networks', 'Benefits Lookup'],
        ['Request prior authorization', 'Submit Authorization (from Benefits Lookup)'],
        ['Follow, extend or add to an authorization', 'Manage Authorizations'],
        ['See claims and their codes', 'View Claims'],
        ['Link your account to providers and facilities', 'Your Providers'],
        ['Download forms and guides', 'Resources'],
        ['Ask a question or report a problem', 'Contact'],
        ['Change your name, phone, password or security questions', 'Settings'],
      ],
    },

    { kind: 'heading', text: '1. Getting an account' },
    {
      kind: 'paragraph',
      text: 'Choose Register on the login page. Enter your name, e-mail address (it becomes your user id) and phone, confirm the address with the six-digit code we e-mail you, and choose a password and three security questions. Then name the provider or facility you work for, with its NPI and tax ID.',
    },
    {
      kind: 'paragraph',
      text: 'Until an administrator approves your account you have limited access: Home, Resources, Contact, Settings and Announcements. Patient information (benefits, claims, authorizations) opens once the account is approved and linked to at least one provider. Reviews take 1-2 business days.',
    },

    { kind: 'heading', text: '2. Signing in' },
    {
      kind: 'list',
      items: [
        'Your user id is your e-mail address. Tick Remember my user id on a computer only you use; the portal then fills it in for 60 days.',
        'When the portal asks for a verification code, choose e-mail or text message and enter the six-digit code within ten minutes.',
        'After five wrong passwords the account locks. Use Unlock Account with your security answer, or Forgot Password to choose a new one.',
        'After a period without activity the portal warns you and then signs you out, so that a patient record is never left open on an unattended screen. Save your work before stepping away.',
      ],
    },

    { kind: 'heading', text: '3. Your Providers' },
    {
      kind: 'paragraph',
      text: 'You see claims and authorizations only for the providers and facilities linked to your account, so keep this list complete. Choose Add Providers and search by NPI, or by name with an optional state. Selected providers are added as Requested and become Active after review (1-2 business days).',
    },
    {
      kind: 'list',
      items: [
        'Mark up to 10 providers as favorites; sorting by the favorite column lists them first.',
        'Delete a provider you no longer work for. Access to its patients ends at once; you can request it again later.',
        'The table sorts by any column and shows 10, 25, 50 or 100 rows a page.',
      ],
    },

    { kind: 'heading', text: '4. Benefits Lookup' },
    {
      kind: 'paragraph',
      text: 'Search the patient by date of birth (MM/DD/YYYY) and the member ID from the ID card. First and last name are optional, but twins and family members on one card share an ID and a birth date: if the portal cannot tell them apart it asks you to add the first and last name. An ID card alone does not prove coverage, so check eligibility before every visit.',
    },
    {
      kind: 'list',
      items: [
        'The summary shows the coverage periods, the primary (P) and wrap (W) networks with links to their directories, and the benefit summary PDF with deductibles, out-of-pocket maximums and cost shares.',
        'The CPT code lookup tells whether a procedure needs precertification for this patient. Type a code or a few words of its description and choose a result.',
        'Submit Authorization asks for the expected start date of service and checks coverage on that date first. Members of some groups (secure groups) cannot have authorizations submitted online; the portal gives the Care Coordinator number to call instead.',
        'When you leave the page we may ask whether you found what you needed. Your answer goes straight to the team that maintains the benefit summaries.',
      ],
    },

    { kind: 'heading', text: '5. Submitting an authorization' },
    {
      kind: 'paragraph',
      text: `Choose the request type (standard, urgent, maternity, unplanned admission and others), the requesting and servicing providers, the diagnosis and procedure codes with units and dates, and attach clinical notes. Review the summary, submit, and print or save the confirmation with its authorization number. Urgent requests are decided within ${decisionClocks.expeditedHours} hours and standard requests within ${decisionClocks.standardDays} calendar days.`,
    },
    {
      kind: 'paragraph',
      text: `If the portal is unavailable, use the matching form under Resources and fax it with the clinical notes to ${faxNumber}.`,
    },

    { kind: 'heading', text: '6. Manage Authorizations' },
    {
      kind: 'list',
      items: [
        'Search the patient, then choose a year. The list shows authorization number, provider, facility, status and service dates, newest first.',
        'Open an authorization to see each procedure and its decision. Where the decision allows it you can edit dates and units, request additional units or an extension of an admission, or add a procedure code.',
        'Use the Submit Clinicals tab to upload records the reviewer asked for (PDF, images or office documents up to 50 MB).',
        'When a decision is final the determination letter can be opened and printed from the authorization.',
      ],
    },

    { kind: 'heading', text: '7. View Claims' },
    {
      kind: 'paragraph',
      text: 'Search the patient, choose the year of service and sort the table by any column; it starts with the most recent date of service. Charged, allowed and paid amounts are in US dollars; a claim still in process has no paid date. View opens a claim whose lines are all processed (others show N/A) with its service dates, place of service and its procedure and ICD-10 codes, the primary code of each listed first.',
    },
    {
      kind: 'paragraph',
      text: 'No claims on file usually means the provider who billed is not linked to your account: add it under Your Providers and allow 1-2 business days for the review.',
    },

    { kind: 'heading', text: '8. Resources, Contact and Feedback' },
    {
      kind: 'paragraph',
      text: 'Resources holds this guide and the fillable authorization forms: open a form in a PDF reader, type into the fields, print, sign and fax it. Contact sends a message to our provider support team; choose a subject and include the member ID and authorization number when the question is about a patient, so we can answer without calling you back. The Feedback button on every page takes a rating and a reason; we read every answer.',
    },

    { kind: 'heading', text: '9. Settings' },
    {
      kind: 'paragraph',
      text: 'Profile holds your name, title and phone numbers. Login & Security changes your password, your user id (e-mail address, confirmed with a code) and your security questions. Leaving a page with unsaved changes asks whether to save them first.',
    },

    { kind: 'heading', text: '10. Privacy and security' },
    {
      kind: 'list',
      items: [
        'Look up only patients you are treating or billing for, and only what the task needs. Every look-up of a member is recorded with your user id.',
        'Never share your account. Each person in your office registers their own, and the office administrator removes access when someone leaves.',
        'Sign out when you finish and lock your screen when you step away.',
      ],
    },

    { kind: 'heading', text: 'Getting help' },
    {
      kind: 'paragraph',
      text: `Care Coordinators: ${helpPhone}. Utilization Management fax: ${faxNumber}. For questions about the portal itself, use the Contact page.`,
    },
  ];
}
