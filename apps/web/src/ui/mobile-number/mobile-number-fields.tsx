import { accountMessages, type MobileNumberForm, MobileNumberFormSchema } from '@portal/contracts';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatPhoneNumber } from './format-phone-number';
import { useSchemaForm } from '../schema-form/use-schema-form';

const text = accountMessages.mobileStep;

/** The mobile step's form, validated by the contracts' rules (spec 1 §5.5). */
export function useMobileNumberForm(initialValues: MobileNumberForm) {
  return useSchemaForm<MobileNumberForm>(MobileNumberFormSchema, { initialValues, });
}

/** The step's answer for the flow: skipping clears the numbers (spec 1 §4.3, §5.5). */
export function mobileChoiceOf({ mobile, confirm, skip }: MobileNumberForm) {
  return skip ? { mobile: '', mobileConfirm: '', skipMobile: true } : { mobile, mobileConfirm: confirm, skipMobile: false };
}

export interface MobileNumberFieldsProps {
  form: UseFormReturnType<MobileNumberForm>;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Mobile Number, its confirmation and "Not at this time" (spec 1 §5.5); ticking skip clears and disables both.
 * The formatter caps the length; a maxLength would cut a pasted '(916) 555-0123' before its digits are kept.
 */
export function MobileNumberFields({ form, disabled, autoFocus }: MobileNumberFieldsProps) {
  const { values, errors } = form;
  const phoneInputProps = {
    type: 'tel',
    inputMode: 'tel' as const,
    placeholder: '###-###-####',
    'aria-required': !values.skip,
    disabled: disabled || values.skip,
  };
  return (
    <Stack gap="sm">
      <TextInput
        {...phoneInputProps}
        label={text.mobileLabel}
        name="mobile"
        autoComplete="tel-national"
        autoFocus={autoFocus}
        value={values.mobile}
        onChange={(event) => form.setFieldValue('mobile', formatPhoneNumber(event.currentTarget.value))}
        error={values.skip ? null : (errors.mobile ?? null)}
      />
      <TextInput
        {...phoneInputProps}
        label={text.confirmLabel}
        name="mobileConfirm"
        autoComplete="off"
        value={values.confirm}
        onChange={(event) => form.setFieldValue('confirm', formatPhoneNumber(event.currentTarget.value))}
        error={values.skip ? null : (errors.confirm ?? null)}
      />
      <Checkbox
        label={text.skipLabel}
        name="skipMobile"
        checked={values.skip}
        disabled={disabled}
        onChange={(event) => {
          const skip = event.currentTarget.checked;
          if (skip) form.setValues({ mobile: '', confirm: '', skip });
          else form.setFieldValue('skip', skip);
        }}
      />
    </Stack>
  );
}
