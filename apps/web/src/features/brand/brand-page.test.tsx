import { brandMessages as text, defaultBrand } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../test/render-app';
import { BrandPage } from './brand-page';

const brandKey = 'GET /api/brand/';
const saveKey = 'PUT /api/admin/brand/';
const saved = { ...defaultBrand, logoUrl: null, updatedAt: null };

describe('the Brand page', () => {
  it('refuses a colour that fails AA with the measured contrast and sends nothing', async () => {
    const calls = stubApi({ [brandKey]: () => ({ body: saved }) });
    renderPage(BrandPage, { path: '/admin/brand' });
    const colour = await screen.findByRole('textbox', { name: text.primaryColour });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#ffcc00');
    await userEvent.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.contrastTooLow('1.51', '1.43'))).toBeVisible();
    expect(calls.map((call) => call.key)).not.toContain(saveKey);
  });

  it('saves the names and a passing colour, then holds them as the saved values', async () => {
    const cedar = { planName: 'Cedar Valley Health', productName: 'Cedar Hub', primaryColour: '#0b4f8a' };
    const calls = stubApi({
      [brandKey]: () => ({ body: saved }),
      [saveKey]: ({ body }) => ({ body: { ...(body as object), logoUrl: null, updatedAt: '2026-11-26T00:00:00.000Z' } }),
    });
    renderPage(BrandPage, { path: '/admin/brand' });
    const planName = await screen.findByRole('textbox', { name: text.planName });
    await userEvent.clear(planName);
    await userEvent.type(planName, cedar.planName);
    await userEvent.clear(screen.getByRole('textbox', { name: text.productName }));
    await userEvent.type(screen.getByRole('textbox', { name: text.productName }), cedar.productName);
    await userEvent.clear(screen.getByRole('textbox', { name: text.primaryColour }));
    await userEvent.type(screen.getByRole('textbox', { name: text.primaryColour }), cedar.primaryColour);
    await userEvent.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() => expect(calls.find((call) => call.key === saveKey)?.body).toEqual(cedar));
    await waitFor(() => expect(screen.getByRole('button', { name: text.save })).toBeDisabled());
    expect(screen.getByRole('textbox', { name: text.planName })).toHaveValue(cedar.planName);
  });

  it('says when the brand cannot be loaded', async () => {
    stubApi({ [brandKey]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'x' } }) });
    renderPage(BrandPage, { path: '/admin/brand' });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.loadFailed);
  });
});
