import { Group, Select, Stack, Title } from '@mantine/core';
import { MaskedDateInput } from '../../../ui/member-search/masked-date-input';
import type { DraftForm, RequestContext } from '../request-context';

interface ServiceSectionProps {
  form: DraftForm;
  context: RequestContext;
  /** Changing whether units are required clears every unit entry (spec 3 §4 code items). */
  onPlaceOfServiceChange: (code: string) => void;
}

/** Service and place of service (spec 3 §3 Service): options from the request type's codes. */
export function ServiceSection({ form, context, onPlaceOfServiceChange }: ServiceSectionProps) {
  const { config, isAutomation, requestType } = context;
  const options = requestType.posCodes.map((place) => ({ value: place.code, label: `${place.code} - ${place.description}` }));
  const areDatesShown = !config.areDatesHidden;
  return (
    <Stack gap="xs">
      <Title order={3}>Service</Title>
      <Select
        label="Place of Service"
        placeholder="Choose a place of service"
        data={options}
        required={!config.isPlaceOfServiceStatic}
        disabled={config.isPlaceOfServiceStatic}
        allowDeselect={false}
        {...form.getInputProps('service.placeOfService')}
        onChange={(value) => onPlaceOfServiceChange(value ?? '')}
        maw={420}
      />
      {areDatesShown && (
        <Group align="flex-start">
          <MaskedDateInput label="Expected Start Date" required={!isAutomation} {...form.getInputProps('service.expectedStartDate')} w={180} />
          {!config.isEndDateHidden && (
            <MaskedDateInput label="Expected End Date" required={!isAutomation} {...form.getInputProps('service.expectedEndDate')} w={180} />
          )}
        </Group>
      )}
    </Stack>
  );
}
