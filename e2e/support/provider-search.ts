import { expect, type Page } from '@playwright/test';
import { messages } from './contracts.js';

const text = messages.providerSearch;

/** "Select {name}" without the name: matches the checkbox of any result row. */
const selectPrefix = text.selectProvider('');

/**
 * In the open Add Providers modal (ui/provider-search), searches by Provider / Facility Name and selects the first
 * result the account does not have yet. Returns the selected provider's name as the results table shows it.
 */
export async function selectFirstNewProvider(page: Page, name: string): Promise<string> {
  const modal = page.getByRole('dialog', { name: text.title });
  await modal.getByRole('textbox', { name: text.nameLabel, exact: true }).fill(name);
  await modal.getByRole('button', { name: text.search, exact: true }).click();

  const results = modal.getByRole('table', { name: text.resultsLabel });
  const choices = results.getByRole('checkbox', { name: selectPrefix });
  await expect(choices.first()).toBeVisible();
  const choice = results.getByRole('checkbox', { name: selectPrefix, disabled: false }).first();
  const label = await choice.getAttribute('aria-label');
  expect(label, 'a result the account has not added yet').toMatch(new RegExp(`^${selectPrefix}`));
  await choice.check();
  await expect(modal.getByText(text.selectedCount(1), { exact: true })).toBeVisible();
  return (label as string).slice(selectPrefix.length);
}
