import { type Brand, type SaveBrandRequest, SaveBrandRequestSchema, brandLimits, brandMessages as text, defaultBrand } from '@portal/contracts';
import { Button, ColorInput, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { brandQueryOptions, saveBrand } from '../../api/brand-api';
import { ApiError } from '../../api/http-client';
import { formErrorMessage } from '../../api/form-error-message';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { useUnsavedChangesPrompt } from '../../ui/unsaved-changes/use-unsaved-changes-prompt';
import { BrandPreview } from './brand-preview';

const brandRules = schemaResolver(SaveBrandRequestSchema, { sync: true });
type BrandValues = SaveBrandRequest;

/** The names and the colour, checked by the contracts' schema here and again by the server. */
export function BrandForm({ brand }: { brand: Brand }) {
  const queryClient = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm<BrandValues>({
    initialValues: { planName: brand.planName, productName: brand.productName, primaryColour: brand.primaryColour },
    validate: brandRules,
    validateInputOnBlur: true,
  });
  const isDirty = form.isDirty();

  const save = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    setIsSaving(true);
    try {
      const saved = await saveBrand(SaveBrandRequestSchema.parse(form.getValues()));
      const values = { planName: saved.planName, productName: saved.productName, primaryColour: saved.primaryColour };
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      queryClient.setQueryData(brandQueryOptions.queryKey, saved);
      showSuccessToast(text.saved);
      return true;
    } catch (error) {
      // The server's refusal names its field (the colour's contrast): show it there.
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [field, fieldMessages] of Object.entries(error.fieldErrors)) form.setFieldError(field, fieldMessages[0]);
      } else {
        showErrorToast(formErrorMessage(error) ?? undefined);
      }
      return false;
    } finally {
      setIsSaving(false);
    }
  };
  const { modal: unsavedChangesModal } = useUnsavedChangesPrompt(isDirty, { onSave: save });

  return (
    <form onSubmit={form.onSubmit(() => void save())} noValidate>
      <Stack gap="md" maw={560}>
        <TextInput label={text.planName} required maxLength={brandLimits.planNameMaxLength} {...form.getInputProps('planName')} />
        <TextInput
          label={text.productName}
          description={text.productNameDescription}
          required
          maxLength={brandLimits.productNameMaxLength}
          {...form.getInputProps('productName')}
        />
        <ColorInput
          label={text.primaryColour}
          description={text.primaryColourDescription}
          required
          format="hex"
          withEyeDropper={false}
          {...form.getInputProps('primaryColour')}
        />
        <BrandPreview colour={form.values.primaryColour} savedColour={form.getInitialValues().primaryColour} />
        <Group justify="space-between">
          <Button variant="default" type="button" onClick={() => form.setValues({ ...defaultBrand })}>
            {text.restoreDefault}
          </Button>
          <Button type="submit" disabled={!isDirty} loading={isSaving}>
            {text.save}
          </Button>
        </Group>
      </Stack>
      {unsavedChangesModal}
    </form>
  );
}
