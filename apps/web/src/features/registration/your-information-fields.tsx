import { registrationText, type RegistrationStep1Input } from '@portal/contracts';
import { Grid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { formatPhoneNumber } from '../../ui/mobile-number/format-phone-number';

const labels = registrationText.labels;

/** The fields of step 1 (spec 1 §5.2); phones are masked ###-###-#### as they are typed. */
export function YourInformationFields({ form }: { form: UseFormReturnType<RegistrationStep1Input> }) {
  const phoneProps = (field: 'phone' | 'mobile' | 'mobileConfirm') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      placeholder: registrationText.phonePlaceholder,
      inputMode: 'tel' as const,
      onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, formatPhoneNumber(event.currentTarget.value)),
    };
  };
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={labels.firstName} autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={labels.lastName} autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput label={labels.title} autoComplete="organization-title" {...form.getInputProps('title')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={labels.email} type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={labels.emailConfirm} type="email" autoComplete="off" withAsterisk {...form.getInputProps('emailConfirm')} />
      </Grid.Col>
      <Grid.Col span={{ base: 8, sm: 6 }}>
        <TextInput label={labels.phone} autoComplete="tel-national" withAsterisk {...phoneProps('phone')} />
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 3 }}>
        <TextInput label={labels.phoneExt} inputMode="numeric" {...form.getInputProps('phoneExt')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={labels.mobile} description={registrationText.mobileDescription} autoComplete="tel-national" {...phoneProps('mobile')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={labels.mobileConfirm} autoComplete="off" {...phoneProps('mobileConfirm')} />
      </Grid.Col>
    </Grid>
  );
}
