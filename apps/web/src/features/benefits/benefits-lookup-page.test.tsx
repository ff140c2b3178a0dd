import { notifications } from '@mantine/notifications';
import { addresses, benefitSummaryFileName, memberAreaMessages, messages, routeByName } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser } from '../../test/fixtures';
import { stubApi } from '../../test/render-app';
import { fakePdfFiles } from '../../ui/pdf-viewer/react-pdf-fake';
import { benefitsHandlers, benefitsPath, findMaria, keys, pdfUrl, qhid, renderBenefitsPage, searchMaria } from './benefits-test-support';

vi.mock('react-pdf', () => import('../../ui/pdf-viewer/react-pdf-fake'));

const text = memberAreaMessages.benefits;

beforeEach(() => {
  setCurrentUser(approvedUser);
  fakePdfFiles.length = 0;
  notifications.clean();
});

describe('Benefits Lookup page', { timeout: 20_000 }, () => {
  it('shows only the search until a member is found', async () => {
    const calls = stubApi(benefitsHandlers());
    renderBenefitsPage();
    expect(screen.getByRole('heading', { level: 1, name: routeByName('BenefitsLookup').title })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: memberAreaMessages.memberSearch.formLabel })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: text.summaryTitle })).not.toBeInTheDocument();
    expect(calls.some((call) => call.key === keys.benefitSummary)).toBe(false);
  });

  it('after a hit shows the summary header with the member message, the buttons, networks, coverage and the PDF', async () => {
    const calls = stubApi(benefitsHandlers());
    const { user } = renderBenefitsPage();
    await findMaria(user);

    expect(screen.getByRole('heading', { level: 2, name: text.summaryTitle })).toBeInTheDocument();
    expect(await screen.findByText('Maria', { selector: 'em' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.submitAuthorization })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.manageAuthorizations })).toHaveAttribute('href', addresses.patientAuthorizations(qhid));
    expect(screen.getByRole('link', { name: text.viewClaims })).toHaveAttribute('href', addresses.patientClaims(qhid));
    expect(screen.getByRole('link', { name: /Evergreen Select/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /National Wrap Network/ })).toBeInTheDocument();

    const coverage = await screen.findByRole('list', { name: text.coverage });
    const current = within(coverage)
      .getByText(text.coveragePeriod('Gold PPO', '01/01/2020', '12/31/2999'))
      .closest('li')!;
    expect(within(current).getByText(text.coverageActive)).toBeInTheDocument();
    const ended = within(coverage)
      .getByText(text.coveragePeriod('Silver HMO', '01/01/2015', '12/31/2019'))
      .closest('li')!;
    expect(within(ended).queryByText(text.coverageActive)).not.toBeInTheDocument();

    expect(await screen.findByRole('img', { name: memberAreaMessages.pdfViewer.pageLabel(1, 3) })).toBeInTheDocument();
    expect(fakePdfFiles.map((file) => file.url)).toEqual([pdfUrl]);
    expect(calls.some((call) => call.key === keys.benefitSummary)).toBe(true);
    // The CPT box is off unless the setting turns it on (on in these answers).
    expect(screen.getByRole('combobox', { name: memberAreaMessages.cptLookup.label })).toBeInTheDocument();
  });

  it('shows no CPT lookup when the setting is off', async () => {
    stubApi(benefitsHandlers({}, { isCptCodeSearchEnabled: false }));
    const { user } = renderBenefitsPage();
    await findMaria(user);
    await screen.findByRole('list', { name: text.coverage });
    expect(screen.queryByRole('combobox', { name: memberAreaMessages.cptLookup.label })).not.toBeInTheDocument();
  });

  it('for a secure group says coverage and the benefit summary are not available online, and keeps the lookup', async () => {
    const refused = () => ({ status: 403, body: { code: 'FORBIDDEN', message: text.secureCoverage } });
    const calls = stubApi(benefitsHandlers({ [keys.coverage]: refused, [keys.benefitSummary]: refused, [keys.accumulators]: refused }));
    const { user } = renderBenefitsPage();
    await findMaria(user);
    await waitFor(() => expect(screen.getAllByText(text.secureCoverage)).toHaveLength(2));
    const pdfSection = screen.getByRole('region', { name: text.pdfTitle });
    expect(within(pdfSection).getByText(text.secureCoverage)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: text.summaryTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.submitAuthorization })).toBeInTheDocument();
    expect(screen.queryByText(messages.generic.unexpectedError)).not.toBeInTheDocument();
    expect(calls.some((call) => call.key === keys.pdfError)).toBe(false);
  });

  it('shows the deductible and out-of-pocket met so far as named bars with the amounts in words', async () => {
    stubApi(benefitsHandlers());
    const { user } = renderBenefitsPage();
    await findMaria(user);
    const accumulators = text.accumulators;
    const deductible = await screen.findByRole('progressbar', { name: accumulators.deductible });
    expect(deductible).toHaveAttribute('aria-valuetext', accumulators.metOf('$500.00', '$500.00'));
    expect(screen.getByRole('progressbar', { name: accumulators.outOfPocket })).toHaveAttribute('aria-valuetext', accumulators.metOf('$1,234.50', '$3,000.00'));
    expect(screen.getByText(accumulators.left('$1,765.50'))).toBeVisible();
    expect(screen.getByText(accumulators.isMet)).toBeVisible();
  });

  it('shows the no-coverage-periods text when the member has none', async () => {
    stubApi(benefitsHandlers({ [keys.coverage]: () => ({ body: [] }) }));
    const { user } = renderBenefitsPage();
    await findMaria(user);
    expect(await screen.findByText(text.noCoveragePeriods)).toBeInTheDocument();
  });

  it('resets the lookup when the PDF fails to load: error toast, PDF error tracked, search form back', async () => {
    const calls = stubApi(benefitsHandlers({ [keys.benefitSummary]: () => ({ body: { url: '/member/benefitssummary/1000001/broken.pdf' } }) }));
    const { user, router } = renderBenefitsPage();
    await findMaria(user);

    expect(await screen.findByText(messages.generic.unexpectedError)).toBeInTheDocument();
    // The search form comes back at the page's own address (a navigation, so a moment later).
    await waitFor(() => expect(screen.queryByRole('heading', { name: text.summaryTitle })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: memberAreaMessages.memberSearch.memberId })).toHaveValue('m100000001');
    await waitFor(() =>
      expect(calls.find((call) => call.key === keys.pdfError)?.body).toEqual({
        pdfName: benefitSummaryFileName,
        qhid: String(qhid),
        error: 'Invalid PDF structure.',
      }),
    );

    // The member is cleared, so leaving asks for no feedback.
    await router.navigate('/view-claims');
    expect(await screen.findByTestId('location')).toHaveTextContent('/view-claims');
  });

  it('resets the lookup the same way when the benefit summary URL cannot be read', async () => {
    const calls = stubApi(benefitsHandlers({ [keys.benefitSummary]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }) }));
    const { user } = renderBenefitsPage();
    await searchMaria(user);
    expect(await screen.findByText(messages.generic.unexpectedError)).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((call) => call.key === keys.pdfError)?.body).toMatchObject({ pdfName: benefitSummaryFileName, qhid: String(qhid) }));
  });

  it('hands the member to View Claims and Manage Authorizations in router state (after the exit feedback)', async () => {
    stubApi(benefitsHandlers());
    const { user, router } = renderBenefitsPage();
    await findMaria(user);
    await user.click(screen.getByRole('link', { name: text.viewClaims }));
    await user.click(await screen.findByRole('button', { name: memberAreaMessages.feedback.skip }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/view-claims');
    expect(router.state.location.state).toMatchObject({ member: { qhid, memberId: 'm100000001', networks: expect.any(Array) } });
    expect(benefitsPath).toBe('/benefits-lookup');
  });
});
