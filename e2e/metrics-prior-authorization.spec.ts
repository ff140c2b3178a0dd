import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { paths, priorAuthorizationMetricsMessages, routeByName } from './support/contracts.js';
import { seriousViolations } from './support/axe.js';
import { pathIs } from './support/session.js';
import { expectHeading } from './support/shell.js';

const text = priorAuthorizationMetricsMessages;
const screenshot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
const measures = (page: Page) => page.getByRole('table', { name: text.measuresTitle });

test('anyone reads the prior-authorization metrics without signing in: changes the year and downloads the CSV', async ({ page }) => {
  // From the sign-in page to the public requirements, and from there to the metrics.
  await page.goto(paths.login);
  await page.getByRole('link', { name: routeByName('PriorAuthorizationRequirements').title, exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.priorAuthorizationRequirements));
  await page.getByRole('main').getByRole('link', { name: text.metricsLink, exact: true }).click();
  await expect(page).toHaveURL(pathIs(paths.priorAuthorizationMetrics));
  await expectHeading(page, text.title);
  await expect(page.getByText(text.yearRule)).toBeVisible();

  // It opens on the previous calendar year (the demo data has requests in it), with the nine measures defined.
  const previousYear = new Date().getUTCFullYear() - 1;
  const year = page.getByRole('combobox', { name: text.year });
  await expect(year).toHaveValue(String(previousYear));
  await expect(measures(page).getByRole('row', { name: new RegExp(`^${text.measures[2]?.title}: ${text.figures.standardApproved.label}`) })).toContainText(
    /\d+\.\d%/,
  );
  await expect(measures(page).getByRole('row', { name: new RegExp(`^${text.measures[9]?.title}: ${text.figures.expeditedMedianHours.label}`) })).toContainText(
    new RegExp(`(\\d+\\.\\d hours|${text.noValueExplained})`),
  );
  // Each chart's text alternative: a summary, and its figures as a table.
  await expect(page.getByText(/^In all, [\d,]+ requests received/)).toBeVisible();
  await page.getByText(text.showTable).first().click();
  await expect(page.getByRole('table', { name: text.monthlyChart.title }).getByRole('row', { name: new RegExp(`^${text.months[0]} \\d`) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'metrics');

  // A year without requests: the empty state, and the address keeps the year.
  await page.goto(`${paths.priorAuthorizationMetrics}?year=1999`);
  await expect(page.getByText(text.empty(1999))).toBeVisible();
  await expect(measures(page)).toHaveCount(0);

  // Back to the years with data through the chooser.
  await page.getByRole('combobox', { name: text.year }).selectOption(String(previousYear));
  await expect(page).toHaveURL(new RegExp(`year=${previousYear}`));
  await expect(measures(page)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: text.downloadCsv }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const [figures, months] = csv.trim().split('\r\n\r\n') as [string, string];
  expect(figures.split('\r\n')[0]).toBe('measure,figure,label,value,unit,numerator,denominator,definition');
  expect(figures.split('\r\n')).toHaveLength(13);
  expect(months.split('\r\n')[1]).toMatch(new RegExp(`^${previousYear}-01,\\d+,\\d+,\\d+,\\d+,\\d+$`));
});
