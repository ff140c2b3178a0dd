/**
 * Strings of the certification sandbox (Site Administration › Certification Sandbox and `npm run sandbox:load`):
 * labels, the result, and every problem a bundle can have, each naming where it is (as an OperationOutcome's
 * issue names its expression).
 */
export const sandboxMessages = {
  pageTitle: 'Certification Sandbox',
  intro:
    'Load a certification test kit’s patients: a FHIR Bundle (collection, transaction or batch) of Patient, Coverage, Organization and Practitioner resources. Each patient becomes a sandbox member that only the sandbox client system finds; its providers join the directory and the sandbox client system’s NPIs. Loading the same bundle again changes the same rows.',
  visibleTo: (name: string, clientId: string) => `Loaded members are visible only to ${name} (client id ${clientId}).`,
  fileLabel: 'FHIR Bundle (JSON)',
  clearFile: 'Clear the chosen file',
  fileDescription: 'A .json file holding one Bundle.',
  load: 'Load',
  loading: 'Loading…',
  loaded: 'The bundle has been loaded.',
  resultTitle: 'Loaded',
  resultColumns: { kind: 'Resources', created: 'Created', updated: 'Updated' },
  kinds: { members: 'Members (Patient)', coverages: 'Coverages', organizations: 'Organizations', practitioners: 'Practitioners' },
  skippedTitle: 'Not loaded',
  problemsTitle: 'The bundle was not loaded',
  statusLoadError: 'Whether the sandbox is available could not be loaded. Try again later.',
  notAvailable: 'The certification sandbox is not available here: it exists only outside production.',
  clientNotRegistered: (clientId: string) => `The sandbox client system (client id ${clientId}) is not registered: loading will be refused until it is.`,
  unreadableFile: 'The file is not JSON: choose the bundle’s .json file.',
  fileTooLarge: 'The file is larger than 10 MB: a test kit’s patients fit in far less; split the bundle.',
  chooseFile: 'Choose a bundle file first.',
  errors: {
    production: 'The certification sandbox is not available in production: sandbox members are loaded only into test and development environments.',
    clientMissing: (clientId: string) =>
      `The sandbox client system (client id ${clientId}) is not registered or was revoked: the sandbox loads members only for it. Register it again (the demo data does) before loading.`,
    invalid: (count: number) =>
      `The bundle was not loaded: ${count === 1 ? 'one problem' : `${count} problems`}, listed by where each is. Nothing was changed.`,
    notABundle: 'The file is not a FHIR Bundle: its resourceType must be "Bundle".',
    bundleType: (type: string) => `Bundle.type is "${type}": the sandbox loads a collection, transaction or batch.`,
    noEntries: 'The bundle has no entries to load.',
    tooManyEntries: (max: number) => `The bundle has more than ${max} entries: split it.`,
    entryWithoutResource: 'The entry has no resource.',
    unknownResourceType: (type: string) =>
      `${type || 'A resource without a resourceType'} cannot be loaded: the sandbox loads Patient, Coverage, Organization and Practitioner resources.`,
    beneficiaryMissing: 'Coverage.beneficiary does not name a Patient in the bundle (by fullUrl or Patient/id).',
    memberIdMissing:
      'The patient has no member id: give its Coverage an identifier of type MB or a subscriberId, or the Patient an identifier of type MB or of the plan’s member id system.',
    nameMissing: 'The patient has no family and given name.',
    birthDateMissing: 'Patient.birthDate is missing: a member has a date of birth.',
    badDate: (value: string) => `"${value}" is not a date (YYYY-MM-DD).`,
    periodReversed: 'Coverage.period.end is before its start.',
    npiMissing: 'The provider has no NPI (an identifier of system http://hl7.org/fhir/sid/us-npi).',
    npiInvalid: (npi: string) => `${npi} is not an NPI (10 digits with a valid check digit).`,
    providerNameMissing: 'The provider has no name.',
    tooLong: (max: number) => `A value is longer than ${max} characters.`,
    duplicateKey: (key: string) => `Another resource of the bundle has the same identifier (${key}).`,
  },
  skipped: {
    payer: (reference: string) => `${reference}: the plan (a Coverage’s payor or an Organization of type payer) is not a provider.`,
    directoryProvider: (reference: string, npi: string) =>
      `${reference}: NPI ${npi} is already in the provider directory (not a sandbox provider); it was left as it is and the sandbox client system acts for it.`,
  },
  cli: {
    usage: 'Name the bundle to load: npm run sandbox:load -- path/to/bundle.json',
    loaded: (summary: string) => `Loaded into the certification sandbox: ${summary}.`,
  },
} as const;
