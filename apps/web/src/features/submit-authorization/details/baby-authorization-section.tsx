import { Button, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { babyLookups, babyPlaceOfServiceCodes, placeOfServiceByCode, submitAuthorizationLimits as limits } from '@portal/contracts';
import { formatPhoneNumber } from '../../../ui/mobile-number/format-phone-number';
import { MaskedDateInput } from '../../../ui/member-search/masked-date-input';
import type { DraftForm, RequestContext } from '../request-context';
import { CodeItemsSection } from './code-items-section';
import { ProviderLookupSection } from './provider-lookup-section';

const placeOptions = babyPlaceOfServiceCodes.map((code) => ({ value: code, label: `${code} - ${placeOfServiceByCode(code)?.description ?? ''}` }));

/**
 * The Baby's Authorization card of a Newborn in NICU request (spec 3 §2, §3 babyAuth): saved as the baby's own
 * authorization, linked to the mother's. "Same as Mother" copies the mother's referring and servicing providers.
 */
export function BabyAuthorizationSection({ form, context }: { form: DraftForm; context: RequestContext }) {
  const babyAuth = form.getValues().maternity?.babyAuth;
  if (!babyAuth) return null;
  const [providerLookup, facilityLookup] = babyLookups;
  const sameAsMother = () => {
    const { provider, facility } = form.getValues();
    form.setFieldValue('maternity.babyAuth.babyProvider', { ...provider, hospitalist: false, unknown: false });
    // A mother's facility "same as" her provider stays the same as the baby's provider.
    form.setFieldValue('maternity.babyAuth.babyFacility', { ...facility });
    form.clearErrors();
  };
  const phone = (name: 'phone' | 'fax') => {
    const props = form.getInputProps(`maternity.babyAuth.babyRequestInfo.${name}`);
    return { ...props, onChange: (event: React.ChangeEvent<HTMLInputElement>) => props.onChange(formatPhoneNumber(event.currentTarget.value)) };
  };
  const extension = form.getInputProps('maternity.babyAuth.babyRequestInfo.extension');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="baby-authorization-title">
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Title order={3} id="baby-authorization-title">
              Baby&apos;s Authorization
            </Title>
            <Text size="sm" c="dimmed">
              The baby’s NICU stay is requested as its own authorization, linked to the mother’s.
            </Text>
          </div>
          <Button variant="light" onClick={sameAsMother}>
            Same as Mother
          </Button>
        </Group>
        <ProviderLookupSection form={form} context={context} lookup={providerLookup} />
        <ProviderLookupSection form={form} context={context} lookup={facilityLookup} referringLabel={providerLookup.searchLabel} />
        <CodeItemsSection form={form} context={context} list="diagnosisCodes" path="maternity.babyAuth.babyDiagnosisCodes" title="Baby's Diagnosis" />
        <Stack gap="xs">
          <Title order={4}>Baby&apos;s Service</Title>
          <Select
            label="Baby's Place of Service"
            required
            data={placeOptions}
            allowDeselect={false}
            maw={420}
            {...form.getInputProps('maternity.babyAuth.service.placeOfService')}
          />
          <Group align="flex-start">
            <MaskedDateInput label="Admission Start Date" required w={200} {...form.getInputProps('maternity.babyAuth.babyStartDate')} />
            <MaskedDateInput label="Admission End Date" w={200} {...form.getInputProps('maternity.babyAuth.babyEndDate')} />
          </Group>
        </Stack>
        <Stack gap="xs">
          <Title order={4}>Baby&apos;s Request Contact</Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="UR Contact / Facility"
              required
              maxLength={limits.urContactMax}
              {...form.getInputProps('maternity.babyAuth.babyRequestInfo.urContactOrFacility')}
            />
            <TextInput label="Baby Contact Phone" placeholder="###-###-####" w={170} {...phone('phone')} />
            <TextInput
              label="Baby Contact Ext."
              inputMode="numeric"
              w={150}
              {...extension}
              onChange={(event) => extension.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, limits.extensionMax))}
            />
            <TextInput label="Baby Contact Fax" placeholder="###-###-####" w={170} {...phone('fax')} />
          </Group>
          <Textarea label="Baby Notes" maxLength={limits.notesMax} autosize minRows={2} {...form.getInputProps('maternity.babyAuth.babyRequestInfo.notes')} />
        </Stack>
      </Stack>
    </Paper>
  );
}
