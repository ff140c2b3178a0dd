import { apiPrefix, endpointPath, providerAccessMessages, settingsEndpoints } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { helpPhone, settings } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-app';
import { ProviderAccessPublicPage } from './provider-access-public-page';

const text = providerAccessMessages.publicPage;

afterEach(() => vi.unstubAllGlobals());

describe('the Provider Access API page (public)', () => {
  it('explains what it is, what providers get, who may ask and how to opt out, with the plan’s phone', async () => {
    stubApi({ [`GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`]: () => ({ body: settings }) });
    renderPage(ProviderAccessPublicPage);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    for (const heading of [text.whatTitle, text.dataTitle, text.whoTitle, text.optOutTitle])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(text.dataItems.length);
    const call = await screen.findByRole('link', { name: text.contactPhone(helpPhone) });
    expect(call).toHaveAttribute('href', `tel:${helpPhone.replace(/[^\d+]/g, '')}`);
  });
});
