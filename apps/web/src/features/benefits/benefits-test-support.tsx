import {
  apiPrefix,
  benefitEndpoints,
  benefitsResourceKeys,
  codeEndpoints,
  contentEndpoints,
  type CoveragePeriod,
  endpointPath,
  endpointQuery,
  memberAreaMessages,
  memberEndpoints,
  type ProcedureHit,
  routeByName,
  type Settings,
  settingsEndpoints,
  trackingEndpoints,
} from '@portal/contracts';
import { Notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settings } from '../../test/fixtures';
import { endpointUrl } from '../../api/http-client';
import { renderPage, type stubApi } from '../../test/render-app';
import { mariaFoundHandlers, mariaRecord } from '../../ui/member-search/member-search-test-data';
import { BenefitsLookupPage } from './benefits-lookup-page';

export const qhid = mariaRecord.qhid;
export const benefitsPath = routeByName('BenefitsLookup').path;
/** The PDF's URL, as the benefit summary call answers it. */
export const pdfUrl = endpointUrl(benefitEndpoints.summaryPdf, { params: { qhid } });

export const keys = {
  settings: `GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`,
  lookupMessage: `GET ${apiPrefix}${endpointPath(contentEndpoints.memberResource, { a: benefitsResourceKeys.lookupMessage, b: String(qhid) })}`,
  noCoverageText: `GET ${apiPrefix}${endpointPath(contentEndpoints.memberResource, { a: benefitsResourceKeys.noCoverage, b: String(qhid) })}`,
  coverage: `GET ${apiPrefix}${endpointPath(memberEndpoints.coverage, { qhid: qhid })}`,
  accumulators: `GET ${apiPrefix}${endpointPath(benefitEndpoints.accumulators, { qhid })}`,
  benefitSummary: `GET ${endpointUrl(benefitEndpoints.summaryUrl, { query: { qhid } })}`,
  cpt: (q: string, page = 0) => `GET ${apiPrefix}${endpointPath(codeEndpoints.search, { codeSet: 'cpt' })}${endpointQuery({ q, page })}`,
  precert: (code: string) => `GET ${apiPrefix}${endpointPath(benefitEndpoints.precert, { qhid, code })}`,
  authMemberSearch: `POST ${apiPrefix}${endpointPath(memberEndpoints.searchWithCoverage)}`,
  feedbackOptions: `GET ${apiPrefix}${endpointPath(contentEndpoints.feedbackOptions)}`,
  feedbackTracking: `POST ${apiPrefix}${endpointPath(contentEndpoints.feedbackTracking)}`,
  pdfError: `POST ${apiPrefix}${endpointPath(trackingEndpoints.pdfError)}`,
  groupIsSecure: `GET ${apiPrefix}${endpointPath(memberEndpoints.groupIsSecure, { id: mariaRecord.groupId })}`,
  groupTollFree: `GET ${apiPrefix}${endpointPath(memberEndpoints.groupTollFreeNumber, { id: mariaRecord.groupId })}`,
};

export const coveragePeriods: CoveragePeriod[] = [
  { planOptionName: 'Gold PPO', effectiveDate: '2020-01-01', termDate: '2999-12-31' },
  { planOptionName: 'Silver HMO', effectiveDate: '2015-01-01', termDate: '2019-12-31' },
];

export function cptHit(index: number): ProcedureHit {
  const code = String(27400 + index);
  return { code, shortDescription: `Knee procedure ${index}`, fullDescription: `Full description of knee procedure ${index}` };
}

type Handlers = Parameters<typeof stubApi>[0];

/** The answers of a lookup that finds Maria; `overrides` replaces or adds answers. */
export function benefitsHandlers(overrides: Handlers = {}, settingsOverrides: Partial<Settings> = {}): Handlers {
  return {
    [keys.settings]: () => ({ body: { ...settings, isCptCodeSearchEnabled: true, ...settingsOverrides } }),
    ...mariaFoundHandlers(),
    [keys.lookupMessage]: () => ({ body: { key: benefitsResourceKeys.lookupMessage, content: '<p>Benefits shown are for <em>Maria</em>.</p>' } }),
    [keys.coverage]: () => ({ body: coveragePeriods }),
    [keys.accumulators]: () => ({
      body: { planYearStart: '2026-01-01', planYearEnd: '2026-12-31', deductible: { met: 500, limit: 500 }, outOfPocket: { met: 1234.5, limit: 3000 } },
    }),
    [keys.benefitSummary]: () => ({ body: { url: pdfUrl } }),
    [keys.pdfError]: () => ({ body: { tracked: true } }),
    [keys.groupIsSecure]: () => ({ body: false }),
    [keys.feedbackTracking]: () => ({ body: { tracked: true } }),
    [keys.feedbackOptions]: () => ({
      body: [
        { availableOption: 'NotFound', availableOptionText: 'The benefit I needed was not listed' },
        { availableOption: 'Confusing', availableOptionText: 'The summary was hard to read' },
        { availableOption: 'Other', availableOptionText: 'Other' },
      ],
    }),
    ...overrides,
  };
}

export function renderBenefitsPage() {
  const { router } = renderPage(
    () => (
      <>
        <Notifications />
        <BenefitsLookupPage />
      </>
    ),
    { path: benefitsPath },
  );
  return { router, user: userEvent.setup() };
}

const text = memberAreaMessages.memberSearch;

/** Searches Maria the way a user does. */
export async function searchMaria(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: text.dob }), '04121985');
  await user.type(screen.getByRole('textbox', { name: text.memberId }), 'm100000001');
  await user.click(screen.getByRole('button', { name: text.search }));
}

/** Searches Maria and waits for the benefits summary. */
export async function findMaria(user: ReturnType<typeof userEvent.setup>) {
  await searchMaria(user);
  await screen.findByRole('heading', { name: memberAreaMessages.benefits.summaryTitle });
}
