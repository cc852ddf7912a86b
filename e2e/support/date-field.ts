import type { Locator } from '@playwright/test';

/**
 * Types `YYYY-MM-DD` into a date field (a group of day, month and year fields, in the page language's order)
 * as a person would: the parts are found by their labels, in either language.
 */
export async function fillDate(field: Locator, isoDate: string): Promise<void> {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  await field.getByRole('textbox', { name: /^(Jour|Day)$/ }).fill(day);
  await field.getByRole('textbox', { name: /^(Mois|Month)$/ }).fill(month);
  await field.getByRole('textbox', { name: /^(Année|Year)$/ }).fill(year);
}
