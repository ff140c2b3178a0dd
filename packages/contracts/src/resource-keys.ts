/** Keys of the resource store (spec 1 §3, spec 2 §7). */
export const resourceKeys = {
  loginMessage: 'LoginMessage',
  homeWelcomeMessage: 'HomeWelcomeMessage',
  homeProviderIcon: 'HomeProviderIcon',
  sutterSelectHeader: 'SutterSelect.Header',
  sutterSelectAnnouncements: 'SutterSelect.Announcements',
  registrationSuccess: 'RegistrationSuccess',
  termsAndConditions: 'TermsAndConditions',
  benefitsLookupMessage: 'EP.BenefitsLookupMessage',
  noCoverage: 'EP.NoCoverage',
  resourcesHeaderMessage: 'EP.ResourcesHeaderMessage',
  contactInfo: 'EP.ContactInfo',
  contactHeaderMessage: 'EP.ContactHeaderMessage',
  releaseNotes: 'EP.ReleaseNotes',
  epTermsAndConditions: 'EP.TermsAndConditions',
  /** Submit Authorizations (spec 3 §7). */
  submitAuthLanding: 'EP.SubmitAuthLanding',
  submitAuthSuccess: 'EP.SubmitAuthSuccess',
  faxClinicals: 'EP.FaxClinicals',
} as const;
