import { z } from 'zod';
import { accountMessages } from './account-messages.js';
import { NewPasswordSchema, NpiSchema, PhoneExtSchema, PhoneSchema, TaxIdSchema, ZipCodeSchema } from './account-rules.js';
import { EmailSchema } from './common.js';
import { constants } from './constants.js';
import { HelperIdSchema } from './mfa.js';
import { CurrentUserSchema } from './session.js';

const text = accountMessages.registration;

/** Messages of registration fields the spec leaves unnamed (address, city, state, title). */
export const registrationMessages = {
  title: `Title must be ${constants.titleMaxLength} characters or fewer.`,
  address1: 'Please enter a valid address.',
  address2: 'Please enter a valid address.',
  city: 'Please enter a valid city.',
  state: 'Please select a state.',
  recentClaimNumber: 'Please enter the claim number as it appears on your remittance advice.',
  recentClaimPaidAmount: 'Please enter the paid amount in dollars and cents, for example 125.40.',
  recentClaimBoth: 'Please enter both the claim number and its paid amount, or neither.',
} as const;

/**
 * Proof of the practice for approval at once (registration step 4, beyond the spec): a claim paid to the provider
 * in the last year, by its number and paid amount as the remittance advice shows them. Neither is in the portal for
 * anyone outside the practice nor in any public registry, unlike the NPI and tax ID.
 */
export const recentClaimProof = { lookBackDays: 365, claimNumberMaxLength: 20 } as const;

const RecentClaimNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9-]{0,${recentClaimProof.claimNumberMaxLength}}$`), registrationMessages.recentClaimNumber);
/** Dollars, with or without cents; a leading "$" and thousands commas are accepted as printed. */
const RecentClaimPaidAmountSchema = z
  .string()
  .trim()
  .transform((amount) => amount.replace(/^\$/, '').replaceAll(',', ''))
  .pipe(z.string().regex(/^(\d{1,9}(\.\d{2})?)?$/, registrationMessages.recentClaimPaidAmount));

const requiredText = (message: string, maxLength: number) => z.string().trim().min(1, message).max(maxLength, message);

const phoneOrEmpty = z
  .string()
  .trim()
  .regex(/^(\d{3}-\d{3}-\d{4})?$/, text.mobile);

/** Registration step 1, Your Information (spec 1 §5.2). */
export const RegistrationStep1Schema = z
  .object({
    firstName: requiredText(text.firstName, constants.nameMaxLength),
    lastName: requiredText(text.lastName, constants.nameMaxLength),
    title: z.string().trim().max(constants.titleMaxLength, registrationMessages.title).default(''),
    email: z.string().trim().min(1, text.emailRequired).max(constants.emailMaxLength, text.emailInvalid).pipe(z.email(text.emailInvalid)),
    emailConfirm: z.string().trim().max(constants.emailMaxLength, text.emailsMustMatch),
    phone: z.string().trim().pipe(PhoneSchema),
    phoneExt: z.string().trim().pipe(PhoneExtSchema).default(''),
    mobile: phoneOrEmpty.default(''),
    mobileConfirm: z.string().trim().max(constants.phoneLength, text.mobilesMustMatch).default(''),
  })
  .check((context) => {
    const values = context.value;
    // Reported with the field errors above, so the user sees every problem at once.
    if (typeof values.emailConfirm === 'string' && values.emailConfirm.toLowerCase() !== String(values.email).toLowerCase()) {
      context.issues.push({ code: 'custom', message: text.emailsMustMatch, path: ['emailConfirm'], input: values.emailConfirm });
    }
    if (values.mobile && values.mobileConfirm !== values.mobile) {
      context.issues.push({ code: 'custom', message: text.mobilesMustMatch, path: ['mobileConfirm'], input: values.mobileConfirm });
    }
  });
export type RegistrationStep1 = z.infer<typeof RegistrationStep1Schema>;
export type RegistrationStep1Input = z.input<typeof RegistrationStep1Schema>;

const RegistrationStep4FieldsSchema = z.object({
  providerFirstName: requiredText(text.providerFirstName, constants.nameMaxLength),
  providerLastName: requiredText(text.providerLastName, constants.nameMaxLength),
  facility: requiredText(text.facility, constants.nameMaxLength),
  taxId: z.string().trim().pipe(TaxIdSchema),
  npi: z.string().trim().pipe(NpiSchema),
  facilityPhone: z.string().trim().pipe(PhoneSchema),
  facilityPhoneExt: z.string().trim().pipe(PhoneExtSchema).default(''),
  address1: requiredText(registrationMessages.address1, constants.nameMaxLength),
  address2: z.string().trim().max(constants.nameMaxLength, registrationMessages.address2).default(''),
  city: requiredText(registrationMessages.city, constants.nameMaxLength),
  state: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, registrationMessages.state),
  zipCode: z.string().trim().pipe(ZipCodeSchema),
  termsAccepted: z.boolean(text.termsRequired).refine((isAccepted) => isAccepted, text.termsRequired),
  recentClaimNumber: RecentClaimNumberSchema.default(''),
  recentClaimPaidAmount: RecentClaimPaidAmountSchema.default(''),
});

/** The claim proof is both fields or neither; the empty one is marked. */
function checkRecentClaimProof(context: z.core.ParsePayload<{ recentClaimNumber: string; recentClaimPaidAmount: string }>): void {
  const { recentClaimNumber, recentClaimPaidAmount } = context.value;
  if (typeof recentClaimNumber !== 'string' || typeof recentClaimPaidAmount !== 'string') return;
  if ((recentClaimNumber === '') === (recentClaimPaidAmount === '')) return;
  const path = recentClaimNumber === '' ? 'recentClaimNumber' : 'recentClaimPaidAmount';
  context.issues.push({ code: 'custom', message: registrationMessages.recentClaimBoth, path: [path], input: context.value[path] });
}

/** Registration step 4, Provider / Facility Information (spec 1 §5.3), with the optional claim proof. */
export const RegistrationStep4Schema = RegistrationStep4FieldsSchema.check(checkRecentClaimProof);
export type RegistrationStep4 = z.infer<typeof RegistrationStep4Schema>;
export type RegistrationStep4Input = z.input<typeof RegistrationStep4Schema>;

/** POST /api/account/email/ (spec 1 §7): answers true when the e-mail is already registered. */
export const EmailCheckRequestSchema = z.object({ Email: EmailSchema, SendEmailMfa: z.boolean().optional() });
export type EmailCheckRequest = z.infer<typeof EmailCheckRequestSchema>;
export const EmailCheckResponseSchema = z.boolean();

/** POST /api/account/registration/begin/: step 1 saved, the flow waits for a code. */
export const BeginRegistrationResponseSchema = z.object({
  helperId: HelperIdSchema,
  /** SMS registration is on and a mobile was given: the user picks e-mail or text (step 2). */
  canChooseMethod: z.boolean(),
  maskedEmail: z.string(),
  maskedMobile: z.string().nullable(),
});
export type BeginRegistrationResponse = z.infer<typeof BeginRegistrationResponseSchema>;

/** POST /api/account/registration/provider/ */
export const RegistrationProviderRequestSchema = RegistrationStep4FieldsSchema.extend({ HelperId: HelperIdSchema }).check(checkRecentClaimProof);
export type RegistrationProviderRequest = z.input<typeof RegistrationProviderRequestSchema>;

/** POST /api/account/register/: the registration fields already live in the server-side flow. */
export const RegisterRequestSchema = z.object({ HelperId: HelperIdSchema, Password: NewPasswordSchema });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = z.object({ status: z.string(), user: CurrentUserSchema });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** Labels and texts of the registration screens (spec 1 §2.5); the spec's own messages are in messages.ts. */
export const registrationText = {
  title: 'Register',
  stepTitles: ['Your Information', 'Verification', 'Verification', 'Provider / Facility Information', 'Create Password'],
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    title: 'Title',
    email: 'Email Address (User ID)',
    emailConfirm: 'Confirm Email Address',
    phone: 'Phone Number',
    phoneExt: 'Ext.',
    mobile: 'Mobile Number',
    mobileConfirm: 'Confirm Mobile Number',
    providerFirstName: 'Provider First Name',
    providerLastName: 'Provider Last Name',
    facility: 'Facility',
    taxId: 'Tax ID',
    npi: 'NPI',
    facilityPhone: 'Facility Phone Number',
    facilityPhoneExt: 'Ext.',
    address1: 'Address Line 1',
    address2: 'Address Line 2',
    city: 'City',
    state: 'State',
    zipCode: 'ZIP Code',
    recentClaimNumber: 'Claim Number',
    recentClaimPaidAmount: 'Paid Amount',
    password: 'Password',
  },
  recentClaimTitle: 'Approval at once (optional)',
  recentClaimDescription:
    'Enter a claim paid to this provider in the last 12 months, as your remittance advice shows it, and your account is approved as soon as you finish. Otherwise we review your request within 1-2 business days.',
  phonePlaceholder: '###-###-####',
  mobileDescription: 'Optional. We can text your verification code to it.',
  termsIntro: 'By registering you agree to the',
  termsLink: 'Terms and Conditions',
  termsCheckbox: 'I acknowledge the Terms of Service.',
  methodQuestion: 'How would you like to receive your verification code?',
  methodEmail: (maskedEmail: string) => `Email to ${maskedEmail}`,
  methodText: (maskedMobile: string) => `Text message to ${maskedMobile}`,
  codeSentTo: (maskedDestination: string) => `We sent a 6-digit code to ${maskedDestination}.`,
  next: 'Next',
  back: 'Back',
  cancel: 'Cancel',
  createAccount: 'Create Account',
  successTitle: 'Registration Complete',
  goHome: 'Go to Home',
} as const;
