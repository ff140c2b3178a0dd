import { describe, expect, it } from 'vitest';
import { accountMessages } from './account-messages.js';
import { MfaFlowParamsSchema, SendMfaRequestSchema } from './mfa.js';
import { registrationMessages, RegistrationStep1Schema, RegistrationStep4Schema } from './registration.js';

const text = accountMessages.registration;

const validStep1 = {
  firstName: 'Jane',
  lastName: 'Doe',
  title: 'Office Manager',
  email: 'jane.doe@example.com',
  emailConfirm: 'jane.doe@example.com',
  phone: '555-123-4567',
  phoneExt: '12',
  mobile: '555-987-6543',
  mobileConfirm: '555-987-6543',
};

const validStep4 = {
  providerFirstName: 'Ann',
  providerLastName: 'Lee',
  facility: 'Harbor Clinic',
  taxId: '12-3456789',
  npi: '1234567893',
  facilityPhone: '555-222-3333',
  facilityPhoneExt: '',
  address1: '1 Main St',
  address2: '',
  city: 'Springfield',
  state: 'CA',
  zipCode: '95814',
  termsAccepted: true,
};

/** The messages of each failing field, by field name. */
function fieldMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

const step1Errors = (patch: Record<string, unknown>) => fieldMessages(RegistrationStep1Schema.safeParse({ ...validStep1, ...patch }));
const step4Errors = (patch: Record<string, unknown>) => fieldMessages(RegistrationStep4Schema.safeParse({ ...validStep4, ...patch }));

describe('registration step 1 (spec 1 §5.2)', () => {
  it('accepts complete information, with and without the optional fields', () => {
    expect(RegistrationStep1Schema.safeParse(validStep1).success).toBe(true);
    const minimal = { ...validStep1, title: '', phoneExt: '', mobile: '', mobileConfirm: '' };
    expect(RegistrationStep1Schema.safeParse(minimal).success).toBe(true);
  });

  it('requires first and last name of at most 100 characters', () => {
    expect(step1Errors({ firstName: ' ' })).toEqual({ firstName: [text.firstName] });
    expect(step1Errors({ firstName: 'a'.repeat(101) })).toEqual({ firstName: [text.firstName] });
    expect(step1Errors({ lastName: '' })).toEqual({ lastName: [text.lastName] });
    expect(step1Errors({ lastName: 'a'.repeat(101) })).toEqual({ lastName: [text.lastName] });
  });

  it('limits the title to 50 characters', () => {
    expect(step1Errors({ title: 'a'.repeat(51) })).toEqual({ title: [registrationMessages.title] });
  });

  it('asks for an e-mail, then for a valid one, and for a matching confirmation', () => {
    expect(step1Errors({ email: '', emailConfirm: '' })).toEqual({ email: [text.emailRequired] });
    expect(step1Errors({ email: 'jane.doe', emailConfirm: 'jane.doe' })).toEqual({ email: [text.emailInvalid] });
    const long = `${'a'.repeat(245)}@example.com`;
    expect(step1Errors({ email: long, emailConfirm: long }).email).toEqual([text.emailInvalid]);
    expect(step1Errors({ emailConfirm: 'jane@example.com' })).toEqual({ emailConfirm: [text.emailsMustMatch] });
    expect(step1Errors({ emailConfirm: 'JANE.DOE@example.com' })).toEqual({});
  });

  it('requires a ###-###-#### phone and a numeric extension of at most 6 digits', () => {
    expect(step1Errors({ phone: '' })).toEqual({ phone: [text.phone] });
    expect(step1Errors({ phone: '5551234567' })).toEqual({ phone: [text.phone] });
    expect(step1Errors({ phoneExt: '12a' })).toEqual({ phoneExt: [text.phoneExt] });
    expect(step1Errors({ phoneExt: '1234567' })).toEqual({ phoneExt: [text.phoneExt] });
  });

  it('checks the mobile only when given, and its confirmation', () => {
    expect(step1Errors({ mobile: '555-987', mobileConfirm: '555-987' })).toEqual({ mobile: [text.mobile] });
    expect(step1Errors({ mobileConfirm: '555-987-0000' })).toEqual({ mobileConfirm: [text.mobilesMustMatch] });
    expect(step1Errors({ mobileConfirm: '' })).toEqual({ mobileConfirm: [text.mobilesMustMatch] });
  });

  it('reports every failing field at once', () => {
    expect(Object.keys(step1Errors({ firstName: '', phone: '', emailConfirm: 'x@example.com' })).sort()).toEqual(['emailConfirm', 'firstName', 'phone']);
  });
});

describe('registration step 4 (spec 1 §5.3)', () => {
  it('accepts complete provider information', () => {
    expect(RegistrationStep4Schema.safeParse(validStep4).success).toBe(true);
  });

  it('requires provider names and facility of at most 100 characters', () => {
    expect(step4Errors({ providerFirstName: '' })).toEqual({ providerFirstName: [text.providerFirstName] });
    expect(step4Errors({ providerLastName: 'a'.repeat(101) })).toEqual({ providerLastName: [text.providerLastName] });
    expect(step4Errors({ facility: ' ' })).toEqual({ facility: [text.facility] });
  });

  it('requires a 10-digit NPI', () => {
    expect(step4Errors({ npi: '123456789' })).toEqual({ npi: [text.npi] });
    expect(step4Errors({ npi: '12345678901' })).toEqual({ npi: [text.npi] });
  });

  it('requires a facility phone and a numeric extension', () => {
    expect(step4Errors({ facilityPhone: '' })).toEqual({ facilityPhone: [text.phone] });
    expect(step4Errors({ facilityPhoneExt: 'x1' })).toEqual({ facilityPhoneExt: [text.phoneExt] });
  });

  it('requires the terms to be accepted', () => {
    expect(step4Errors({ termsAccepted: false })).toEqual({ termsAccepted: [text.termsRequired] });
    expect(step4Errors({ termsAccepted: undefined })).toEqual({ termsAccepted: [text.termsRequired] });
  });

  it('requires an address, city, two-letter state and ZIP code', () => {
    expect(step4Errors({ address1: '' })).toEqual({ address1: [registrationMessages.address1] });
    expect(step4Errors({ city: '' })).toEqual({ city: [registrationMessages.city] });
    expect(step4Errors({ state: '' })).toEqual({ state: [registrationMessages.state] });
    expect(Object.keys(step4Errors({ zipCode: '9581' }))).toEqual(['zipCode']);
    expect(Object.keys(step4Errors({ taxId: '123456789' }))).toEqual(['taxId']);
  });
});

describe('code routes (spec 1 §7)', () => {
  it('accepts the flow names in any case and refuses others', () => {
    expect(MfaFlowParamsSchema.parse({ flow: 'registration' }).flow).toBe('Registration');
    expect(MfaFlowParamsSchema.parse({ flow: 'ForgotPassword' }).flow).toBe('ForgotPassword');
    expect(MfaFlowParamsSchema.safeParse({ flow: 'AccountUpdate' }).success).toBe(false);
  });

  it('takes either an e-mail or a mobile number', () => {
    const helperId = 'a'.repeat(43);
    expect(SendMfaRequestSchema.safeParse({ HelperId: helperId, UserName: 'a@b.co', Email: 'a@b.co' }).success).toBe(true);
    expect(SendMfaRequestSchema.safeParse({ HelperId: helperId, UserName: 'a@b.co', MobileNumber: '***-***-1234' }).success).toBe(true);
    expect(SendMfaRequestSchema.safeParse({ HelperId: helperId, UserName: 'a@b.co' }).success).toBe(false);
  });
});
