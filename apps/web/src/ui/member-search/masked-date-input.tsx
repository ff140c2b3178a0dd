import { TextInput, type TextInputProps } from '@mantine/core';
import { usDateFormat } from '@portal/contracts';
import { formatDateMask } from './date-mask';

type MaskedDateInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange: (value: string) => void;
};

/** A date typed as MM/DD/YYYY: digits only, slashes put in by the mask (date-mask.ts). */
export function MaskedDateInput({ value = '', onChange, ...props }: MaskedDateInputProps) {
  return (
    <TextInput
      placeholder={usDateFormat}
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event) => onChange(formatDateMask(event.currentTarget.value))}
    />
  );
}
