import { accountMessages } from '@portal/contracts';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { formatPhoneNumber } from './format-phone-number';
import { validateMobileNumber, type MobileNumberValue } from './mobile-number-validation';

export { emptyMobileNumber, validateMobileNumber, type MobileNumberErrors, type MobileNumberValue } from './mobile-number-validation';

const text = accountMessages.mobileStep;

export type MobileNumberForm = UseFormReturnType<MobileNumberValue>;

/**
 * The mobile step's form: the rules of spec 1 §5.5, told on Next. Not when focus leaves a number: the message
 * appearing under the focused number would move "Not at this time" away from the pointer about to tick it.
 */
export function useMobileNumberForm(initialValues: MobileNumberValue): MobileNumberForm {
  return useForm<MobileNumberValue>({ initialValues, validate: (value) => ({ ...validateMobileNumber(value) }) });
}

export interface MobileNumberFieldsProps {
  form: MobileNumberForm;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Mobile Number, its confirmation and "Not at this time" (spec 1 §5.5); ticking skip clears and disables both.
 * The formatter caps the length; a maxLength would cut a pasted '(916) 555-0123' before its digits are kept.
 */
export function MobileNumberFields({ form, disabled, autoFocus }: MobileNumberFieldsProps) {
  const { skip } = form.values;
  const phoneInputProps = (field: 'mobile' | 'confirm') => ({
    ...form.getInputProps(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, formatPhoneNumber(event.currentTarget.value)),
    error: skip ? null : form.errors[field],
    type: 'tel',
    inputMode: 'tel' as const,
    placeholder: '###-###-####',
    'aria-required': !skip,
    disabled: disabled || skip,
  });
  return (
    <Stack gap="sm">
      <TextInput {...phoneInputProps('mobile')} label={text.mobileLabel} name="mobile" autoComplete="tel-national" autoFocus={autoFocus} />
      <TextInput {...phoneInputProps('confirm')} label={text.confirmLabel} name="mobileConfirm" autoComplete="off" />
      <Checkbox
        label={text.skipLabel}
        name="skipMobile"
        checked={skip}
        disabled={disabled}
        onChange={(event) => {
          const isSkipped = event.currentTarget.checked;
          const next: MobileNumberValue = isSkipped ? { mobile: '', confirm: '', skip: true } : { ...form.values, skip: false };
          form.setValues(next);
          form.clearErrors();
        }}
      />
    </Stack>
  );
}
