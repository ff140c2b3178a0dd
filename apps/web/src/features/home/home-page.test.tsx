import { apiPrefix, contentEndpoints, endpointPath, messages, resourceKeys } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../test/render-app';
import { HomePage } from './home-page';

const welcome = '<p>Welcome back. Choose a task below.</p>';
const resourceKey = (key: string) => `GET ${apiPrefix}${endpointPath(contentEndpoints.resource, { key })}`;

function renderHome(isLimited: boolean) {
  const calls = stubApi({
    [resourceKey(resourceKeys.homeWelcomeMessage)]: () => ({ body: { key: resourceKeys.homeWelcomeMessage, content: welcome } }),
    [resourceKey(resourceKeys.homeProviderIcon)]: () => ({ body: { key: resourceKeys.homeProviderIcon, content: '<p>News.</p>' } }),
  });
  renderPage(() => <HomePage isLimited={isLimited} />);
  return calls;
}

describe('Home', () => {
  it('greets an approved user with the welcome text above the four tiles', async () => {
    renderHome(false);
    expect(await screen.findByText('Welcome back. Choose a task below.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Open / })).toHaveLength(4);
  });

  it('shows a limited user the Pending Approval notice, not the welcome text that sends them to tasks they do not have', async () => {
    const calls = renderHome(true);
    expect(await screen.findByRole('status', { name: messages.home.pendingApprovalTitle })).toHaveTextContent(messages.home.pendingApproval);
    expect(await screen.findByText('News.')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back. Choose a task below.')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: messages.home.welcomeRegion })).not.toBeInTheDocument();
    expect(calls.some((call) => call.key === resourceKey(resourceKeys.homeWelcomeMessage))).toBe(false);
    expect(screen.queryAllByRole('link', { name: /^Open / })).toHaveLength(0);
  });
});
