import {
  addresses,
  apiPrefix,
  type Authorization,
  authorizationMessages,
  endpointPath,
  routeByName,
  type Settings,
  trackingEndpoints,
} from '@portal/contracts';
import { Notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { settings } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { authorizationKeys, inpatientStay, listRow, maria } from './authorizations-test-data';
import { AuthorizationPage } from './authorization-page';
import { ManageAuthorizationsPage } from './manage-authorizations-page';

const text = authorizationMessages;
const path = routeByName('ViewAuthorizations').path;
export const trackingKey = (action: string) => `POST ${apiPrefix}${endpointPath(trackingEndpoints.action, { action })}`;

export function groupLists(overrides: Partial<Settings['groupLists']> = {}): Settings['groupLists'] {
  const none: string[] = [];
  return {
    standardWorkflowGroups: none,
    unplannedWorkflowGroups: none,
    maternityWorkflowGroups: none,
    dmeExclusionGroups: none,
    disableAuthEditsGroups: none,
    postSubmissionExclusionGroups: none,
    ...overrides,
  };
}

/** The page of each of the two routes, as the route table gives them: the patient search and lists, or one authorization. */
function PageWithToasts() {
  const { id } = useParams();
  return (
    <>
      <Notifications />
      {id === undefined ? <ManageAuthorizationsPage /> : <AuthorizationPage />}
    </>
  );
}

type Handler = Parameters<typeof stubApi>[0][string];

export interface OpenOptions {
  count?: number;
  authorization?: Authorization;
  update?: Handler;
  settingsOverrides?: Partial<Settings>;
  member?: typeof maria;
  /** Further calls the test answers (the code search of Add CPT). */
  handlers?: Record<string, Handler>;
}

/** Opens Manage Authorizations with Maria handed over (as from the Benefits Lookup) and the authorization calls answered. */
export async function openManageAuthorizations({
  count = 1,
  authorization = inpatientStay(),
  update,
  settingsOverrides = {},
  member = maria,
  handlers = {},
}: OpenOptions = {}) {
  const calls = stubApi({
    [authorizationKeys.settings]: () => ({
      body: { ...settings, isPostAuthSubmissionEnabled: true, isAttachedDocsTask: true, groupLists: groupLists(), ...settingsOverrides },
    }),
    [authorizationKeys.exists]: () => ({ body: { count, hasActiveAssociations: true } }),
    [authorizationKeys.list]: () => ({ body: { authorizations: [listRow(authorization.id)], years: [2025, 2024], year: 2025 } }),
    [authorizationKeys.authorization(authorization.id)]: () => ({ body: authorization }),
    [authorizationKeys.noAuthCodes]: () => ({ body: ['99213'] }),
    [authorizationKeys.update]: update ?? (() => ({ body: { authUpdated: true } })),
    [trackingKey('ViewAuthPageNavigation')]: () => ({ body: { tracked: true } }),
    [trackingKey('ManageAuthExtendService')]: () => ({ body: { tracked: true } }),
    ...handlers,
  });
  const { router } = renderPage(PageWithToasts, { paths: [path, routeByName('ViewAuthorization').path], initialPath: '/benefits-lookup' });
  await router.navigate(addresses.patientAuthorizations(member.qhid), { state: { member } });
  return { calls, user: userEvent.setup() };
}

/** Opens the page and the Overview of its one authorization. */
export async function openAuthorizationOverview(options: OpenOptions = {}) {
  const opened = await openManageAuthorizations(options);
  // The row comes after two calls (the exists check, then the list); the overview after the authorization's.
  await opened.user.click(await screen.findByRole('button', { name: text.list.manageLabel(listRow(9).authorizationNumber) }, { timeout: 5000 }));
  await screen.findByText(text.overview.providerDetails, undefined, { timeout: 5000 });
  return opened;
}

/** Presses Edit Authorization and waits for edit mode, which opens once its parts have loaded. */
export async function beginEditMode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: text.edit.editAuthorization }));
  await screen.findByRole('button', { name: text.edit.save });
}
