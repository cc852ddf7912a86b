import { type UserEvent } from '@testing-library/user-event';
import { within } from '@testing-library/react';

/** The date field named `name` (a group of day, month and year fields) inside `container`. */
export function dateFieldOf(container: HTMLElement, name: string | RegExp): HTMLElement {
  return within(container).getByRole('group', { name });
}

function partsOf(field: HTMLElement) {
  const part = (label: RegExp) => within(field).getByLabelText(label) as HTMLInputElement;
  return { day: part(/^(Jour|Day)$/), month: part(/^(Mois|Month)$/), year: part(/^(Année|Year)$/) };
}

/** The fields in the order they show (and take the focus): day first in French, month first in English. */
export function datePartsInOrder(field: HTMLElement): HTMLInputElement[] {
  return within(field).getAllByRole('textbox') as HTMLInputElement[];
}

/** Types `YYYY-MM-DD` into a date field as a person would, replacing what it held. */
export async function typeDate(user: UserEvent, field: HTMLElement, isoDate: string): Promise<void> {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  const parts = partsOf(field);
  for (const [input, text] of [
    [parts.day, day],
    [parts.month, month],
    [parts.year, year],
  ] as const) {
    await user.clear(input);
    if (text !== '') await user.type(input, text);
  }
}

export async function clearDate(user: UserEvent, field: HTMLElement): Promise<void> {
  for (const input of Object.values(partsOf(field))) await user.clear(input);
}

/** What the field shows, written `YYYY-MM-DD` ('' when empty). */
export function dateShownIn(field: HTMLElement): string {
  const { day, month, year } = partsOf(field);
  return day.value === '' && month.value === '' && year.value === ''
    ? ''
    : `${year.value}-${month.value}-${day.value}`;
}
