import { messages } from '@portal/contracts';
import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useSettings } from '../../api/settings-api';
import { ImpersonationBar } from '../../features/impersonation/impersonation-bar';
import { useCurrentUser } from '../../session/use-current-user';
import { SafeHtml } from '../../ui/safe-html';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { MainMenu } from './main-menu';
import classes from './app-shell-layout.module.css';

/** Header, menu and footer around the pages that have a layout (spec 1 §2.11). */
export function AppShellLayout({ children }: { children: ReactNode }) {
  const [isMenuOpen, { toggle, close }] = useDisclosure(false);
  const user = useCurrentUser();
  const { data: settings } = useSettings();
  const banner = settings?.globalBannerMessage.trim() ?? '';
  const hasMenu = Boolean(user?.token);

  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {messages.shell.skipToContent}
      </a>
      {banner !== '' && (
        <Box component="aside" bg="yellow.1" px="md" py={4} aria-label={messages.shell.announcementBanner}>
          <SafeHtml html={banner} />
        </Box>
      )}
      {/* Static mode keeps the sections in the page flow, so a banner of any height pushes the shell down. */}
      <AppShell
        mode="static"
        header={{ height: 60 }}
        navbar={hasMenu ? { width: 220, breakpoint: 'sm', collapsed: { mobile: !isMenuOpen } } : undefined}
        // On narrow screens the copyright and the two links wrap onto three lines.
        footer={{ height: { base: 96, sm: 52 } }}
        padding="md"
      >
        <AppShell.Header>
          <AppHeader user={user} settings={settings} hasMenu={hasMenu} isMenuOpen={isMenuOpen} onToggleMenu={toggle} />
        </AppShell.Header>
        {hasMenu && (
          <AppShell.Navbar p="xs" id="main-menu" aria-label={messages.shell.mainMenu}>
            <MainMenu user={user} onNavigate={close} />
          </AppShell.Navbar>
        )}
        <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
          <ImpersonationBar />
          {children}
        </AppShell.Main>
        <AppShell.Footer p="xs">
          <AppFooter />
        </AppShell.Footer>
      </AppShell>
    </>
  );
}
