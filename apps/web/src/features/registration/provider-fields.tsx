import { registrationText, type RegistrationStep4Input } from '@portal/contracts';
import { Checkbox, Fieldset, Grid, Select, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { useSettings } from '../../api/settings-api';
import { formatPhoneNumber } from '../../ui/mobile-number/format-phone-number';
import { formatTaxIdInput } from '../../ui/tax-id/format-tax-id';
import { TermsLink } from './terms-link';

const labels = registrationText.labels;

/** The fields of step 4 (spec 1 §5.3); the state list comes from settings. */
export function ProviderFields({ form }: { form: UseFormReturnType<RegistrationStep4Input> }) {
  const { data: settings } = useSettings();
  const states = (settings?.states ?? []).map((state) => ({ value: state.code, label: state.name }));
  const text = (field: keyof RegistrationStep4Input, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} {...extra} {...form.getInputProps(field)} />
  );
  const facilityPhone = form.getInputProps('facilityPhone');
  const taxId = form.getInputProps('taxId');
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>{text('providerFirstName', labels.providerFirstName, { withAsterisk: true })}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>{text('providerLastName', labels.providerLastName, { withAsterisk: true })}</Grid.Col>
      <Grid.Col span={12}>{text('facility', labels.facility, { withAsterisk: true, autoComplete: 'organization' })}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={labels.taxId}
          withAsterisk
          placeholder="##-#######"
          inputMode="numeric"
          {...taxId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => form.setFieldValue('taxId', formatTaxIdInput(event.currentTarget.value))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>{text('npi', labels.npi, { withAsterisk: true, inputMode: 'numeric' })}</Grid.Col>
      <Grid.Col span={{ base: 8, sm: 6 }}>
        <TextInput
          label={labels.facilityPhone}
          withAsterisk
          placeholder={registrationText.phonePlaceholder}
          inputMode="tel"
          {...facilityPhone}
          onChange={(event: ChangeEvent<HTMLInputElement>) => form.setFieldValue('facilityPhone', formatPhoneNumber(event.currentTarget.value))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 3 }}>{text('facilityPhoneExt', labels.facilityPhoneExt, { inputMode: 'numeric' })}</Grid.Col>
      <Grid.Col span={12}>{text('address1', labels.address1, { withAsterisk: true, autoComplete: 'address-line1' })}</Grid.Col>
      <Grid.Col span={12}>{text('address2', labels.address2, { autoComplete: 'address-line2' })}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>{text('city', labels.city, { withAsterisk: true, autoComplete: 'address-level2' })}</Grid.Col>
      <Grid.Col span={{ base: 7, sm: 4 }}>
        <Select label={labels.state} withAsterisk data={states} searchable {...form.getInputProps('state')} />
      </Grid.Col>
      <Grid.Col span={{ base: 5, sm: 3 }}>{text('zipCode', labels.zipCode, { withAsterisk: true, autoComplete: 'postal-code' })}</Grid.Col>
      <Grid.Col span={12}>
        <Fieldset legend={registrationText.recentClaimTitle} variant="filled">
          <Text size="sm" mb="xs" id="recent-claim-description">
            {registrationText.recentClaimDescription}
          </Text>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('recentClaimNumber', labels.recentClaimNumber, { 'aria-describedby': 'recent-claim-description', autoComplete: 'off' })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('recentClaimPaidAmount', labels.recentClaimPaidAmount, {
                'aria-describedby': 'recent-claim-description',
                inputMode: 'decimal',
                placeholder: '0.00',
                leftSection: '$',
                autoComplete: 'off',
              })}
            </Grid.Col>
          </Grid>
        </Fieldset>
      </Grid.Col>
      <Grid.Col span={12}>
        <TermsLink />
        <Checkbox mt="xs" label={registrationText.termsCheckbox} {...form.getInputProps('termsAccepted', { type: 'checkbox' })} />
      </Grid.Col>
    </Grid>
  );
}
