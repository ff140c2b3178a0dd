import { decisionClocks } from './authorization-clock.js';
/** The Submit Authorizations wording (spec 3 §2, §5, §8), in one place for the browser and the server. */
export const submitAuthorizationMessages = {
  pageTitle: 'Submit Authorizations',
  invalidForm: 'Required information is missing or incomplete.',
  careCoordinatorAfterSubmission: 'To make changes after submission, please contact a Care Coordinator.',
  secureGroup: (phone: string) =>
    `An authorization for this patient cannot be created online. Please contact a Care Coordinator at ${phone}.`,
  leaveWarning: { title: 'Warning', text: 'Unsaved changes will be lost. Are you sure you want to continue?' },
  maintenanceTitle: 'Authorization System Maintenance',
  behavioralHealthBanner: 'The primary ICD10 must relate to behavioral health.',
  /** The duplicate check of the details step (spec 3 §2 banners and modal, §8). */
  duplicateCheck: {
    title: 'Duplicate Authorization Check',
    message:
      'An authorization with this CPT code has already been submitted for this patient. If you\'d like to request an extension, please navigate to the "Manage Authorizations" tab or call the number on the back of the patient\'s ID card.',
    banner: 'An authorization with the same primary CPT code was already submitted for the patient.',
    viewDuplicate: 'View Duplicate',
    tableLabel: 'Recent authorizations with this CPT code',
    loading: 'Loading recent authorizations',
    columns: {
      authNumber: 'Authorization #',
      receivedDate: 'Received Date',
      primaryCptCode: 'Primary CPT Code',
      servicingProvider: 'Servicing Provider',
      status: 'Status',
    },
  },
  planRequirementTitle: 'Plan Requirement',
  specificSurgicalProgram: 'specific surgical program',
  errorModalTitle: 'Unable to submit',
  reviewTypeTitle: 'Authorization Request Type',
  submitted: 'Your authorization has been submitted. To view details, click Manage Authorizations above.',
  submittedForReview: 'Your request has been submitted for review.',
  twoAuthorizations: 'Your request requires two authorizations.',
  noClinicals: 'No clinicals needed, or I prefer to fax them',

  required: (label: string) => `${label} is required.`,
  duplicate: (itemLabel: string) => `Duplicate ${itemLabel}.`,

  service: {
    placeOfServiceRequired: 'Place of Service is required.',
    startRequired: 'Expected Start Date is required.',
    endRequired: 'Expected End Date is required.',
    startAfterEnd: 'Start Date cannot be greater than End Date.',
    invalidDate: 'Enter a date as MM/DD/YYYY.',
    noCoverage: (phone: string) =>
      `Patient does not have medical coverage for the expected service date. Need help? Contact a Care Coordinator at ${phone}`,
  },
  codes: {
    cptNotRequiringAuthorization:
      "This CPT Code doesn't require an authorization. If you don't have another CPT Code to enter, please click Cancel.",
    unitsRequired: 'Requested Units is required.',
    unitsMin: 'Must have at least 1 unit.',
    unitsMax: 'Must have less than 999999 units.',
    unitsDecimal: 'Must not be decimal units.',
    unitDescriptionRequired: 'Unit Description is required.',
    fromRequired: 'From Date is required.',
    toRequired: 'To Date is required.',
    fromAfterTo: 'From Date cannot be greater than To Date.',
    unknownCode: (label: string) => `Choose a ${label} from the search results.`,
  },
  unplanned: {
    contactNameRequired: 'Utilization Review Contact Name is required.',
    contactTitleRequired: 'Utilization Review Contact Title is required.',
    sourceRequired: 'Source is required.',
    admitStartRequired: 'Admit Start Date is required.',
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  },
  dme: {
    typeRequired: 'Type is required.',
    priceRequired: 'Price is required.',
    priceInvalid: 'Enter a price of 0 or more with at most 2 decimals.',
  },
  requestedBy: {
    firstNameRequired: 'First Name is required.',
    lastNameRequired: 'Last Name is required.',
    phoneRequired: 'Phone is required.',
    phoneInvalid: 'Invalid phone number.',
    extensionInvalid: 'Invalid extension.',
    faxRequired: 'Fax is required.',
    faxInvalid: 'Invalid fax number.',
    faxTooShort: 'Enter at least 10 digits',
    faxMismatch: 'Fax numbers must match',
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  },
  provider: {
    inpatientNeedsFacility: 'An inpatient authorization must include the name of the facility, not the provider.',
    networkStatusRequired: 'Network Status is required.',
    firstNameRequired: 'First Name is required.',
    lastNameRequired: 'Last Name is required.',
    taxIdRequired: 'Tax ID is required.',
    taxIdInvalid: 'Invalid Tax ID.',
    npiRequired: 'NPI is required.',
    npiInvalid: 'Invalid NPI.',
    addressRequired: 'Address is required.',
    cityRequired: 'City is required.',
    stateRequired: 'State is required.',
    zipRequired: 'Zip is required.',
    zipInvalid: 'Zip must be 5 digits.',
    phoneRequired: 'Phone is required.',
    phoneInvalid: 'Invalid phone number.',
    extensionInvalid: 'Invalid extension.',
    faxRequired: 'Fax is required.',
    faxInvalid: 'Invalid fax number.',
    notListedName: 'Provider not listed',
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  },
  save: {
    providerFailed: 'Unable to save provider, please try again or contact an administrator.',
    facilityFailed: 'Unable to save facility, please try again or contact an administrator.',
    failed: 'Oops, something went wrong. Please submit again.',
    noCoverage: (phone: string) =>
      `Patient has no active medical coverage for the expected start date of service. Need help? Contact a Care Coordinator at ${phone}.`,
    notYourProviders: 'Choose a provider or facility that your account is associated with.',
    maternityForMale: 'Maternity requests cannot be made for this patient.',
    workflowUnavailable: 'This request type is not available yet.',
    idempotencyKey: 'Each submission needs an Idempotency-Key header of 8 to 100 letters, digits or dashes.',
  },
  /** The Maternity card and its High Risk Pregnancy modal (spec 3 §2, §4, §5). */
  maternity: {
    typeRequired: 'Step 1 is required.',
    deliveryTypeRequired: 'Type of Delivery is required.',
    babyGenderRequired: 'Baby Gender is required.',
    dueDateRequired: 'Expected Due Date is required.',
    motherDischargeRequired: 'Mother Discharge Date is required.',
    babyDateOfBirthRequired: 'Baby Date of Birth is required.',
    highRiskRequired: 'Please indicate if the pregnancy is high risk.',
    babyDateOfBirthInFuture: 'Baby Date of Birth cannot be in the future.',
    dischargeBeforeAdmit: 'Mother Discharge Date cannot be before the Mother Admit Date.',
    presetCodes: (diagnosis: string, procedure: string) => `This Type of Delivery is requested with ICD10 Code ${diagnosis} and CPT Code ${procedure}.`,
    answerInvalid: 'Choose one of the answers offered.',
    highRiskModal: {
      title: 'High Risk Pregnancy',
      text: (currentDueDate: string) =>
        `This patient has a pregnancy on file with an expected due date of ${currentDueDate}. Is this request for a new pregnancy or for the existing one?`,
      newPregnancy: 'New Pregnancy',
      existingPregnancy: 'Existing Pregnancy',
    },
  },
  /** The Baby's Authorization card (spec 3 §5). */
  babyAuth: {
    startRequired: 'Start Date is required.',
    urContactRequired: 'UR Contact / Facility is required.',
    urContactTooLong: 'UR Contact / Facility must be at most 100 characters.',
  },
  cptRequirement: {
    label: 'Does a CPT code require authorization?',
    required: (code: string) => `${code} requires an authorization.`,
    notRequired: (code: string) => `${code} does not require an authorization.`,
    autoApproved: 'Requests for this code are approved on submission for this patient’s plan.',
  },
  /** Issue 18: how urgent the request is, on the federal clocks. */
  urgency: {
    title: 'Urgency',
    label: 'How soon is a decision needed?',
    standard: `Standard: a decision within ${decisionClocks.standardDays} calendar days`,
    expedited: `Expedited: a decision within ${decisionClocks.expeditedHours} hours`,
    description:
      'Choose expedited only when applying the standard time frame could seriously jeopardize the member’s life, health or ability to regain maximum function.',
    reviewLabel: 'Urgency',
  },
  /** The MRI questionnaire (spec 3 §5): each question, and its short form for the authorization's note. */
  mri: {
    title: 'MRI Questionnaire',
    notePrefix: 'MRI questionnaire',
    answerRequired: 'Please answer this question.',
    questions: {
      xrayAnswer: { question: 'Has an x-ray been performed?', short: 'X-ray performed' },
      painAnswer: { question: 'Has the patient taken pain medications for at least three weeks?', short: 'Pain medications for at least three weeks' },
      therapyAnswer: {
        question: 'Has the patient had physical therapy, occupational therapy or a home exercise program for at least six weeks?',
        short: 'Physical therapy, occupational therapy or home exercise for at least six weeks',
      },
      activityAnswer: { question: 'Has the patient’s activity been limited or restricted for at least six weeks?', short: 'Activity limited or restricted for at least six weeks' },
    },
  },
} as const;
