import { landingPathOf, messages, paths } from '@portal/contracts';
import type { CurrentUser, Settings } from '@portal/contracts';
import { Anchor, Burger, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../../api/brand-api';
import { FeedbackButton } from '../../features/content/feedback/feedback-button';
import { UserMenu } from './user-menu';

// The bell and its calls load after the signed-in shell, off the Login page's JavaScript.
const FindByNumberBox = lazy(() => import('../../features/find-by-number/find-by-number-box').then((module) => ({ default: module.FindByNumberBox })));
const NotificationBell = lazy(() => import('../../features/notices/notification-bell').then((module) => ({ default: module.NotificationBell })));

interface AppHeaderProps {
  user: CurrentUser | null;
  settings: Settings | undefined;
  hasMenu: boolean;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ user, settings, hasMenu, isMenuOpen, onToggleMenu }: AppHeaderProps) {
  const brand = useBrand();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {hasMenu && (
          <Burger
            opened={isMenuOpen}
            onClick={onToggleMenu}
            hiddenFrom="sm"
            size="sm"
            aria-label={messages.shell.mainMenu}
            aria-expanded={isMenuOpen}
            aria-controls="main-menu"
          />
        )}
        {/* The logo, when there is one, stands for the product name: it is the link's name. */}
        <Anchor component={Link} to={user ? landingPathOf(user) : paths.home} fw={700} size="lg" c="inherit" underline="never" style={{ whiteSpace: 'nowrap' }}>
          {brand.logoUrl ? (
            <img src={brand.logoUrl} alt={brand.productName} height={32} style={{ display: 'block', maxWidth: 160, objectFit: 'contain' }} />
          ) : (
            brand.productName
          )}
        </Anchor>
        <Text size="sm" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
          {brand.planName}
        </Text>
      </Group>
      {user?.token ? (
        <Group gap="sm" wrap="nowrap">
          {/* Spec 2 §2.11: the feedback button is for non-employees only (limited users included). */}
          {!user.isEmployee && <FeedbackButton isLimited={user.isLimited} />}
          {/* Issue 18 §7 and 34 §2: a provider's find by number and notices; an employee has them only while acting as a provider; limited users have none. */}
          {!user.isLimited && (!user.isEmployee || user.impersonatingAs !== null) && (
            <Suspense fallback={null}>
              <FindByNumberBox />
              <NotificationBell isImpersonating={user.impersonatingAs !== null} />
            </Suspense>
          )}
          <UserMenu user={user} />
        </Group>
      ) : (
        settings?.helpPhone && (
          <Text size="sm">
            <Anchor href={`tel:${settings.helpPhone.replace(/[^\d+]/g, '')}`}>{messages.shell.helpPhone(settings.helpPhone)}</Anchor>
          </Text>
        )
      )}
    </Group>
  );
}
