import { messages, UpdateProfileRequestSchema } from '@portal/contracts';
import type { Profile, UpdateProfileRequest } from '@portal/contracts';
import { Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { profileQueryOptions, updateProfile } from '../../api/profile-api';
import { formatPhoneNumber } from '../../ui/mobile-number/format-phone-number';
import { showSuccessToast } from '../../ui/toasts';
import { updateCurrentUser } from '../../session/current-user-store';
import { EmailChange } from './email-change';
import { type SettingsSectionProps, showSaveFailure, useSettingsSection } from './settings-section';

const text = messages.settingsPage;
type Field = keyof UpdateProfileRequest;

const formOf = (profile: Profile): UpdateProfileRequest => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  title: profile.title,
  phone: profile.phone,
  phoneExt: profile.phoneExt,
  mobile: profile.mobile,
});

const profileRules = schemaResolver(UpdateProfileRequestSchema, { sync: true });

/** Profile: name, title, phones and the user id with its own Change flow (spec 2 §2.9, rules of spec 1 §5.2). */
export function ProfileSection({ profile, ...section }: SettingsSectionProps & { profile: Profile }) {
  const queryClient = useQueryClient();
  const form = useForm<UpdateProfileRequest>({ initialValues: formOf(profile), validate: profileRules });
  const [isSaving, setIsSaving] = useState(false);
  const isDirty = form.isDirty();

  const save = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    setIsSaving(true);
    try {
      const saved = await updateProfile(UpdateProfileRequestSchema.parse(form.getValues()));
      queryClient.setQueryData(profileQueryOptions.queryKey, saved);
      updateCurrentUser({ firstName: saved.firstName, lastName: saved.lastName, phoneNumber: saved.phone || null });
      form.setValues(formOf(saved));
      form.resetDirty(formOf(saved));
      showSuccessToast(text.profileSaved);
      return true;
    } catch (error) {
      showSaveFailure(error, form.setErrors);
      return false;
    } finally {
      setIsSaving(false);
    }
  };
  useSettingsSection(section, isDirty, save);

  const field = (name: Field, label: string, extra: { isPhone?: boolean; isRequired?: boolean; autoComplete?: string } = {}) => (
    <TextInput
      label={label}
      name={name}
      {...form.getInputProps(name)}
      aria-required={extra.isRequired}
      withAsterisk={extra.isRequired}
      autoComplete={extra.autoComplete}
      type={extra.isPhone ? 'tel' : 'text'}
      placeholder={extra.isPhone ? '###-###-####' : undefined}
      onChange={(event) => {
        const raw = event.currentTarget.value;
        form.setFieldValue(name, extra.isPhone ? formatPhoneNumber(raw) : raw);
      }}
    />
  );

  return (
    <Stack gap="lg">
      <Title order={2}>{text.profile}</Title>
      <EmailChange currentEmail={profile.email} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('firstName', text.firstName, { isRequired: true, autoComplete: 'given-name' })}
            {field('lastName', text.lastName, { isRequired: true, autoComplete: 'family-name' })}
          </SimpleGrid>
          {field('title', text.titleLabel, { autoComplete: 'organization-title' })}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('phone', text.phone, { isPhone: true, isRequired: true, autoComplete: 'tel-national' })}
            {field('phoneExt', text.phoneExt)}
          </SimpleGrid>
          {field('mobile', text.mobile, { isPhone: true })}
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving} disabled={!isDirty}>
              {text.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
