import { messages, paths, resourceKeys, routeByName } from '@portal/contracts';
import { Anchor, Grid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ResourceBlock } from '../../ui/resource-block';
import { AuthorizationsAtAGlance } from './authorizations-at-a-glance';
import { HomeTiles } from './home-tiles';
import { NeedsAttention } from './needs-attention';
import { PendingApprovalNotice } from './pending-approval-notice';

/**
 * Spec 1 §2.3; whether the user is limited comes from the session, which the app composes in. The welcome text
 * introduces the tiles ("Choose a task below"): a limited user, who has none, gets the Pending Approval notice in
 * its place, and no authorization counts (issue 17), which only approved providers may read.
 */
export function HomePage({ isLimited, canReadAuthorizations }: { isLimited: boolean; canReadAuthorizations: boolean }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{routeByName('Home').title}</Title>
      {isLimited ? (
        <PendingApprovalNotice />
      ) : (
        <>
          <section aria-label={messages.home.welcomeRegion}>
            <ResourceBlock resourceKey={resourceKeys.homeWelcomeMessage} lines={3} />
          </section>
          {canReadAuthorizations ? (
            <Grid gap="md">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <HomeTiles />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <Stack gap="md">
                  <NeedsAttention />
                  <AuthorizationsAtAGlance />
                </Stack>
              </Grid.Col>
            </Grid>
          ) : (
            <HomeTiles />
          )}
        </>
      )}
      <section aria-label={messages.home.announcementsRegion}>
        <ResourceBlock resourceKey={resourceKeys.homeProviderIcon} lines={3} />
      </section>
      <Anchor component={Link} to={paths.sutterSelect}>
        {messages.home.networkPageLink}
      </Anchor>
    </Stack>
  );
}
