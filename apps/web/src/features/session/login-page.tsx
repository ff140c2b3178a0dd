import { paths, resourceKeys, routeByName } from '@portal/contracts';
import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useSettings } from '../../api/settings-api';
import { BrandMark } from '../../ui/brand-mark';
import { CenteredPanel } from '../../ui/centered-panel';
import { resetFlows } from '../../session/flow-storage';
import { LoginForm } from './login-form';
import { endSession } from './session-actions';

// The plan's login message is content beside the form, not part of it: its block (with the HTML sanitiser it loads)
// comes after the form is usable, in the place the form keeps for it. Should its chunk fail, the page goes without it,
// as it does when the message itself cannot be loaded.
const ResourceBlock = lazy(() =>
  import('../../ui/resource-block').then(
    (module) => ({ default: module.ResourceBlock }),
    () => ({ default: () => null }),
  ),
);

/** The height of the block's two skeleton lines (ui/resource-block.tsx), so the form does not move when it arrives. */
const messagePlaceholderHeight = 30;

export function LoginPage() {
  const { data: settings } = useSettings();

  // Opening Login ends any session and starts the multi-step flows afresh (spec 1 §4.1).
  useEffect(() => {
    endSession();
    resetFlows();
  }, []);

  return (
    <CenteredPanel>
      <Stack gap="lg">
        <Stack gap="sm">
          <BrandMark />
          <Title order={1}>{routeByName('Login').title}</Title>
        </Stack>
        <Suspense fallback={<div aria-hidden style={{ minHeight: messagePlaceholderHeight }} />}>
          <ResourceBlock resourceKey={resourceKeys.loginMessage} />
        </Suspense>
        <LoginForm helpPhone={settings?.helpPhone ?? ''} />
        {/* Public (CMS-0057-F): anyone may read what needs prior authorization. Its route title names it, so the Login page carries no policy wording. */}
        <Anchor component={Link} to={paths.priorAuthorizationRequirements} size="sm">
          {routeByName('PriorAuthorizationRequirements').title}
        </Anchor>
        {/* Public (CMS-0057-F): what the Provider Access API shares and how a member opts out. */}
        <Anchor component={Link} to={paths.providerAccessApi} size="sm">
          {routeByName('ProviderAccessApi').title}
        </Anchor>
      </Stack>
    </CenteredPanel>
  );
}
