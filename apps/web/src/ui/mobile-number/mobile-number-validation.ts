import { accountMessages, phonePattern } from '@portal/contracts';

const text = accountMessages.mobileStep;

export interface MobileNumberValue {
  mobile: string;
  confirm: string;
  /** "Not at this time" (spec 1 §5.5). */
  skip: boolean;
}

export interface MobileNumberErrors {
  mobile?: string;
  confirm?: string;
}

export function emptyMobileNumber(): MobileNumberValue {
  return { mobile: '', confirm: '', skip: false };
}

/** Spec 1 §5.5: both numbers required and equal, as ###-###-####, unless "Not at this time" is ticked. */
export function validateMobileNumber({ mobile, confirm, skip }: MobileNumberValue): MobileNumberErrors {
  if (skip) return {};
  const errors: MobileNumberErrors = {};
  if (mobile === '') errors.mobile = text.mobileRequired;
  else if (!phonePattern.test(mobile)) errors.mobile = text.invalidPhone;
  if (confirm === '') errors.confirm = text.confirmRequired;
  else if (confirm !== mobile) errors.confirm = text.mustMatch;
  return errors;
}
