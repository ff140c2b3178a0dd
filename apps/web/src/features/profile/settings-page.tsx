import { messages, noticeMessages, paths } from '@portal/contracts';
import { Alert, Box, Container, Grid, Loader, NavLink, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { profileQueryOptions } from '../../api/profile-api';
import { useSettings } from '../../api/settings-api';
import { useUnsavedChangesPrompt } from '../../ui/unsaved-changes/use-unsaved-changes-prompt';
import { useCurrentUser } from '../../session/use-current-user';
import { LoginSecuritySection } from './login-security-section';
import { NotificationsSection } from './notifications-section';
import { ProfileSection } from './profile-section';

const text = messages.settingsPage;
type Section = 'profile' | 'loginAndSecurity' | 'notifications';
const allSections: { id: Section; label: string }[] = [
  { id: 'profile', label: text.profile },
  { id: 'loginAndSecurity', label: text.loginAndSecurity },
  // Issue 18 §7: limited users submit no authorizations, so they get no notices.
  { id: 'notifications', label: noticeMessages.settings.title },
];

/**
 * Settings (spec 2 §2.9): Profile and Login & Security in a left navigation. Leaving the page or switching
 * sections with unsaved changes asks first. Not offered to employees.
 */
export function SettingsPage() {
  const user = useCurrentUser();
  const isEmployee = Boolean(user?.isEmployee);
  const profile = useQuery({ ...profileQueryOptions, enabled: Boolean(user) && !isEmployee });
  const settings = useSettings();
  const [section, setSection] = useState<Section>('profile');
  const [isDirty, setIsDirty] = useState(false);
  const saveRef = useRef<(() => Promise<boolean>) | null>(null);
  const onDirtyChange = useCallback((dirty: boolean) => setIsDirty(dirty), []);
  const { modal, confirmLeave } = useUnsavedChangesPrompt(isDirty, { onSave: () => saveRef.current?.() ?? Promise.resolve(true) });

  if (!user || isEmployee) return <Navigate to={paths.home} replace />;
  const sections = user.isLimited ? allSections.filter((item) => item.id !== 'notifications') : allSections;

  const open = async (next: Section) => {
    if (next === section) return;
    if (await confirmLeave()) setSection(next);
  };

  const content = () => {
    if (profile.isError)
      return (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      );
    if (!profile.data || !settings.data) return <Loader aria-label={messages.shell.loading} />;
    const sectionProps = { profile: profile.data, onDirtyChange, saveRef };
    if (section === 'notifications') return <NotificationsSection />;
    return section === 'profile' ? (
      <ProfileSection {...sectionProps} />
    ) : (
      <LoginSecuritySection {...sectionProps} user={user} settingsGroups={settings.data.securityQuestions} />
    );
  };

  return (
    <Container size="lg" py="md">
      <Title order={1} mb="lg">
        {text.title}
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Box component="nav" aria-label={text.navigationLabel}>
            {sections.map((item) => (
              <NavLink
                key={item.id}
                component="button"
                type="button"
                label={item.label}
                active={section === item.id}
                aria-current={section === item.id ? 'page' : undefined}
                onClick={() => void open(item.id)}
              />
            ))}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>{content()}</Grid.Col>
      </Grid>
      {modal}
    </Container>
  );
}
