import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../test/render-app';
import { allowedRegistrationStep, writeRegistrationFlow } from './registration-flow-store';
import { flowAt } from './registration-test-flow';
import { RegisterStep2Page } from './register-step-2-page';
import { RegisterStep4Page } from './register-step-4-page';
import { RegisterStep5Page } from './register-step-5-page';

beforeEach(() => {
  sessionStorage.clear();
});

describe('visiting a registration step ahead of the current one (spec 1 §2.5)', () => {
  it('sends a visitor without a registration back to step 1', async () => {
    stubApi({});
    renderPage(RegisterStep5Page, { path: '/register-step-5' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/register-step-1'));
  });

  it('sends the user back to the current step', async () => {
    stubApi({});
    writeRegistrationFlow(flowAt(3));
    renderPage(RegisterStep4Page, { path: '/register-step-4' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/register-step-3'));
  });

  it('skips the method choice when none is offered', async () => {
    stubApi({});
    writeRegistrationFlow(flowAt(3, false));
    renderPage(RegisterStep2Page, { path: '/register-step-2' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/register-step-3'));
  });

  it('shows the current step itself', async () => {
    stubApi({});
    writeRegistrationFlow(flowAt(2));
    renderPage(RegisterStep2Page, { path: '/register-step-2' });
    expect(await screen.findByRole('radio', { name: /Email to/ })).toBeChecked();
  });

  it('allows going back, but not to the code steps once the code was verified', () => {
    expect(allowedRegistrationStep(1, flowAt(4))).toBe(1);
    expect(allowedRegistrationStep(4, flowAt(5))).toBe(4);
    expect(allowedRegistrationStep(3, flowAt(5))).toBe(5);
    expect(allowedRegistrationStep(2, flowAt(3))).toBe(2);
    expect(allowedRegistrationStep(5, null)).toBe(1);
  });
});
