import type { BulkExportStatus, ProviderAccessChoice, ProviderAccessChoiceChannel, ProviderAccessGroupKind } from './provider-access.js';

/**
 * Words of the Provider Access API shown to people: Site Administration › Provider Access (members' opt-out, the
 * exports) and the public page that explains the API to members.
 */
export const providerAccessMessages = {
  admin: {
    pageTitle: 'Provider Access',
    intro:
      'Record a member’s choice about sharing their data with their providers through the Provider Access API, and follow the exports providers’ systems have run.',
    optOutTitle: 'Member’s choice',
    findMember: 'Find member',
    memberId: 'Member ID',
    dob: 'Date of birth',
    dobPlaceholder: 'MM/DD/YYYY',
    required: 'Required',
    dobFormat: 'Enter the date of birth as MM/DD/YYYY.',
    notFound: 'No member was found with that member ID and date of birth.',
    severalFound: 'Several members share this member ID and date of birth: enter the member’s first name too.',
    firstName: 'First name (only when asked)',
    currentChoice: 'Current choice',
    sharing: 'Shares data with providers',
    optedOut: 'Opted out',
    noChoiceRecorded: 'No choice recorded: the member shares data with providers (the default).',
    secureGroup: 'This member’s group is a secure group: their data is never shared through the Provider Access API, whatever they choose.',
    history: 'History',
    historyEmpty: 'No choice has been recorded for this member.',
    choices: { 'opted-out': 'Opted out', 'opted-in': 'Opted in' } satisfies Record<ProviderAccessChoice, string>,
    channels: {
      phone: 'Phone',
      mail: 'Mail',
      email: 'E-mail',
      'member-portal': 'Member portal',
      'in-person': 'In person',
    } satisfies Record<ProviderAccessChoiceChannel, string>,
    historyColumns: { choice: 'Choice', effectiveAt: 'Effective', channel: 'How the member told us', note: 'Note', recordedBy: 'Recorded by' },
    recordTitle: 'Record a choice',
    choice: 'Choice',
    channel: 'How the member told us',
    note: 'Note (optional)',
    noteTooLong: (max: number) => `Keep the note to ${max} characters.`,
    record: 'Record choice',
    confirmTitle: 'Record this choice?',
    confirmOptOut: (name: string) =>
      `${name} will be opted out now: no provider system will receive their data through the Provider Access API from this moment, including exports already running.`,
    confirmOptIn: (name: string) => `${name} will be opted in now: their providers’ systems may receive their data through the Provider Access API again.`,
    confirm: 'Record',
    cancel: 'Cancel',
    recorded: (choice: string) => `The choice “${choice}” has been recorded.`,
    loadError: 'The member could not be looked up. Try again later.',
    saveError: 'The choice could not be recorded. Try again later.',
    exportsTitle: 'Exports',
    exportsIntro: 'The latest Provider Access exports, newest first.',
    exportsEmpty: 'No export has been run yet.',
    exportsLoadError: 'The exports could not be loaded. Try again later.',
    exportColumns: {
      client: 'Client system',
      group: 'Group',
      types: 'Resource types',
      created: 'Started',
      completed: 'Completed',
      status: 'Status',
      resources: 'Resources written',
      lastError: 'Last error',
    },
    groupKinds: { attributed: 'Attributed', matched: 'Matched' } satisfies Record<ProviderAccessGroupKind, string>,
    groupSize: (kind: string, count: number) => `${kind}, ${count} ${count === 1 ? 'member' : 'members'}`,
    exportStatuses: { 'in-progress': 'In progress', completed: 'Completed', failed: 'Failed', cancelled: 'Cancelled' } satisfies Record<
      BulkExportStatus,
      string
    >,
  },
  /** The FHIR API's words (OperationOutcome diagnostics). */
  fhir: {
    /** One answer for another client's Group, an expired one and an unknown id alike. */
    groupNotFound: 'No Group with this id is available to this client.',
  },
  /** The audit actions of the area. */
  audit: {
    choiceRecorded: 'provider-access-choice-recorded',
    choicesViewed: 'provider-access-choices-viewed',
    memberMatch: 'provider-access-member-match',
    groupRead: 'provider-access-group-read',
  },
  publicPage: {
    title: 'Provider Access API',
    lead: (planName: string) =>
      `${planName} shares information about your care with the doctors and other providers who treat you, so they have the whole picture when they care for you. Federal rules (CMS-0057-F) call this the Provider Access API. You can say no at any time.`,
    whatTitle: 'What is the Provider Access API?',
    what: 'It is a secure connection between our systems and the computer systems of in-network providers. When a provider who treats you asks, we send them the information we hold about your care, electronically, so you do not have to collect it yourself.',
    dataTitle: 'What information do providers get?',
    dataIntro: 'Only what we hold as your health plan:',
    dataItems: [
      'Your name, date of birth and the member ID on your card.',
      'Your coverage with us: your plan and the dates it covers.',
      'Claims and encounters: the visits, services and procedures providers billed us for, with their dates and their diagnosis and procedure codes, once we have processed them (not what was charged or paid).',
      'Prior authorizations: the services a provider asked us to approve, what we decided for each, and when.',
      'The names and identifiers of the providers and facilities named on those claims and authorizations.',
    ],
    dataNotIncluded:
      'We do not send doctors’ notes, test results, or documents you or your providers sent us. We never send information about members of groups whose records are kept confidential.',
    whoTitle: 'Who can ask for it?',
    who: 'Only providers in our network who have a treatment relationship with you: they are treating you now, have treated you in the last two years, or are scheduled to. Their system must be registered with us and must confirm, for each patient, that it treats that patient. Every request is recorded.',
    optOutTitle: 'How do I opt out, or opt back in?',
    optOut:
      'You do not have to share. If you do not want your providers to get your information this way, tell us and we will stop sharing it from the moment we record your choice. You can change your mind and opt back in the same way at any time. Opting out does not change your coverage or your care: your providers can still ask you or each other for your records the usual ways.',
    contactIntro: 'To opt out or opt back in, contact us:',
    contactPhone: (phone: string) => `Call ${phone}`,
    contactHours: 'Have your member ID card ready. We can also take your choice by mail or in person.',
    moreTitle: 'Questions?',
    more: 'We can tell you whether you have opted out, and when your choice took effect.',
    supportEmail: (email: string) => `Or write to ${email}.`,
  },
} as const;
