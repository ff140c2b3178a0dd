import { accountMessages, codePattern, constants } from '@portal/contracts';
import { TextInput } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/** Whether the value is a whole code: the pages enable Next only then (spec 1 §5.7). */
export function isCodeComplete(value: string): boolean {
  return codePattern.test(value);
}

export interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once the sixth digit is entered (typed or pasted). */
  onComplete?: (value: string) => void;
  label?: string;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The six-digit verification code as one input rather than six boxes: a screen reader meets one labelled field
 * instead of six, pasting and the phone's one-time-code autofill fill it whole, voice control and magnifiers
 * have one target, and the e2e tests fill it like any field. Anything but digits is dropped as it is typed;
 * there is no maxLength, which would cut a pasted '123 456' before the spaces are dropped.
 */
export function CodeInput({ value, onChange, onComplete, label, description, error, disabled, autoFocus, inputRef }: CodeInputProps) {
  const handleChange = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, constants.codeLength);
    onChange(digits);
    if (onComplete && digits !== value && isCodeComplete(digits)) onComplete(digits);
  };
  return (
    <TextInput
      ref={inputRef}
      label={label ?? accountMessages.code.label}
      description={description ?? accountMessages.code.description}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      value={value}
      onChange={(event) => handleChange(event.currentTarget.value)}
      error={error}
      disabled={disabled}
      autoFocus={autoFocus}
      styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
