/**
 * The numbers printed on the resource documents. Fixed text rather than read from the settings: the documents are
 * public, generated once per process and cached, and a printed form outlives any one setting anyway. They match the
 * portal settings' clinicalsFaxNumber and helpPhone.
 */
export const resourceFormContacts = {
  faxNumber: '800-555-0199',
  helpPhone: '800-555-0142',
} as const;
