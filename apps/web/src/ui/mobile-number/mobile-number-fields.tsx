import { accountMessages } from '@portal/contracts';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { formatPhoneNumber } from './format-phone-number';
import type { MobileNumberErrors, MobileNumberValue } from './mobile-number-validation';

export {
  emptyMobileNumber,
  isMobileNumberValid,
  validateMobileNumber,
  type MobileNumberErrors,
  type MobileNumberValue,
} from './mobile-number-validation';

const text = accountMessages.mobileStep;

export interface MobileNumberFieldsProps {
  value: MobileNumberValue;
  onChange: (value: MobileNumberValue) => void;
  /** Usually `validateMobileNumber(value)` once the user has tried to go on. */
  errors?: MobileNumberErrors;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Mobile Number, its confirmation and "Not at this time" (spec 1 §5.5); ticking skip clears and disables both.
 * The formatter caps the length; a maxLength would cut a pasted '(916) 555-0123' before its digits are kept.
 */
export function MobileNumberFields({ value, onChange, errors, disabled, autoFocus }: MobileNumberFieldsProps) {
  const phoneInputProps = {
    type: 'tel',
    inputMode: 'tel' as const,
    placeholder: '###-###-####',
    'aria-required': !value.skip,
    disabled: disabled || value.skip,
  };
  return (
    <Stack gap="sm">
      <TextInput
        {...phoneInputProps}
        label={text.mobileLabel}
        name="mobile"
        autoComplete="tel-national"
        autoFocus={autoFocus}
        value={value.mobile}
        onChange={(event) => onChange({ ...value, mobile: formatPhoneNumber(event.currentTarget.value) })}
        error={value.skip ? null : (errors?.mobile ?? null)}
      />
      <TextInput
        {...phoneInputProps}
        label={text.confirmLabel}
        name="mobileConfirm"
        autoComplete="off"
        value={value.confirm}
        onChange={(event) => onChange({ ...value, confirm: formatPhoneNumber(event.currentTarget.value) })}
        error={value.skip ? null : (errors?.confirm ?? null)}
      />
      <Checkbox
        label={text.skipLabel}
        name="skipMobile"
        checked={value.skip}
        disabled={disabled}
        onChange={(event) => {
          const skip = event.currentTarget.checked;
          onChange(skip ? { mobile: '', confirm: '', skip } : { ...value, skip });
        }}
      />
    </Stack>
  );
}
