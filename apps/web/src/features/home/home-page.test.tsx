import {
  addresses,
  apiPrefix,
  authorizationEndpoints,
  contentEndpoints,
  endpointPath,
  messages,
  resourceKeys,
  worklistEndpoints,
  worklistMessages,
} from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../test/render-app';
import { HomePage } from './home-page';

const welcome = '<p>Welcome back. Choose a task below.</p>';
const resourceKey = (key: string) => `GET ${apiPrefix}${endpointPath(contentEndpoints.resource, { key })}`;
const countsKey = `GET ${apiPrefix}${endpointPath(authorizationEndpoints.counts)}`;
const glance = messages.home.atAGlance;

const worklistKey = `GET ${apiPrefix}${endpointPath(worklistEndpoints.list)}?pageSize=10`;
const worklist = {
  rows: [],
  totalRows: 5,
  counts: { question: 2, pending: 3, appealable: 0, expiring: 0, draft: 0 },
  locations: [],
};

function renderHome(
  isLimited: boolean,
  counts: () => { body: unknown; status?: number } = () => ({ body: { pending: 3, decided: 1, expiring: 0 } }),
  canReadAuthorizations = !isLimited,
) {
  const calls = stubApi({
    [resourceKey(resourceKeys.homeWelcomeMessage)]: () => ({ body: { key: resourceKeys.homeWelcomeMessage, content: welcome } }),
    [resourceKey(resourceKeys.homeProviderIcon)]: () => ({ body: { key: resourceKeys.homeProviderIcon, content: '<p>News.</p>' } }),
    [countsKey]: counts,
    [worklistKey]: () => ({ body: worklist }),
  });
  renderPage(() => <HomePage isLimited={isLimited} canReadAuthorizations={canReadAuthorizations} />);
  return calls;
}

const tileTitles = ['Benefits Lookup', 'Submit Authorizations', 'Manage Authorizations', 'View Claims'];

describe('Home', () => {
  it('names what waits in the practice’s worklist, each kind a link whose name is its visible words', async () => {
    renderHome(false);
    const questions = await screen.findByRole('link', { name: /^Questions/ });
    expect(questions).toHaveAttribute('href', `${addresses.worklist}?kind=question`);
    expect(questions).toHaveTextContent(/Questions\s*2/);
    expect(screen.getByRole('link', { name: /^Pending/ })).toHaveAttribute('href', `${addresses.worklist}?kind=pending`);
    expect(screen.queryByRole('link', { name: /^Appealable/ })).toBeNull();
    expect(screen.getByRole('link', { name: worklistMessages.homeLink })).toHaveAttribute('href', addresses.worklist);
  });

  it('greets an approved user with the welcome text above the four tiles', async () => {
    renderHome(false);
    expect(await screen.findByText('Welcome back. Choose a task below.')).toBeInTheDocument();
    // Each tile's link is named by its visible title (label in name).
    for (const name of tileTitles) expect(screen.getByRole('link', { name: messages.home.openTile(name) })).toHaveTextContent(name);
  });

  it('shows a limited user the Pending Approval notice, not the welcome text that sends them to tasks they do not have', async () => {
    const calls = renderHome(true);
    expect(await screen.findByRole('status', { name: messages.home.pendingApprovalTitle })).toHaveTextContent(messages.home.pendingApproval);
    expect(await screen.findByText('News.')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back. Choose a task below.')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: messages.home.welcomeRegion })).not.toBeInTheDocument();
    expect(calls.some((call) => call.key === resourceKey(resourceKeys.homeWelcomeMessage))).toBe(false);
    for (const name of tileTitles) expect(screen.queryByRole('link', { name: messages.home.openTile(name) })).not.toBeInTheDocument();
    expect(calls.some((call) => call.key === countsKey)).toBe(false);
    expect(screen.queryByRole('region', { name: glance.title })).not.toBeInTheDocument();
  });

  it('shows an approved user the counts beside the tiles, each opening the filtered list', async () => {
    renderHome(false);
    const pending = await screen.findByRole('link', { name: glance.open(3, glance.pending) });
    expect(pending).toHaveAttribute('href', '/view-authorizations?show=pending');
    // The name starts with what the link shows: its count, then its label (label in name).
    expect(glance.open(3, glance.pending).startsWith(`3 ${glance.pending}`)).toBe(true);
    expect(Array.from(pending.querySelectorAll('p'), (element) => element.textContent)).toEqual(['3', glance.pending]);
    expect(screen.getByRole('link', { name: glance.open(1, glance.decided) })).toHaveAttribute('href', '/view-authorizations?show=decided');
    expect(screen.getByRole('link', { name: glance.open(0, glance.expiring) })).toHaveAttribute('href', '/view-authorizations?show=expiring');
  });

  it('asks no counts for an employee acting as themselves, who may read no authorizations', async () => {
    const calls = renderHome(false, undefined, false);
    expect(await screen.findByText('Welcome back. Choose a task below.')).toBeInTheDocument();
    // Each tile's link is named by its visible title (label in name).
    for (const name of tileTitles) expect(screen.getByRole('link', { name: messages.home.openTile(name) })).toHaveTextContent(name);
    expect(screen.queryByRole('region', { name: glance.title })).not.toBeInTheDocument();
    expect(calls.some((call) => call.key === countsKey)).toBe(false);
  });

  it('says when the counts cannot be loaded, and loads them again on request', async () => {
    let isDown = true;
    renderHome(false, () => (isDown ? { status: 500, body: { code: 'internal', message: 'x' } } : { body: { pending: 2, decided: 0, expiring: 0 } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(glance.loadFailed);
    isDown = false;
    screen.getByRole('button', { name: glance.retry }).click();
    expect(await screen.findByRole('link', { name: glance.open(2, glance.pending) })).toBeInTheDocument();
  });
});
