import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { isCalendarDate } from '@escouade/contract/validation';
import { DateField } from '../src/components/ui/date-field';
import { createI18n } from '../src/lib/i18n';
import { dateFieldOf, datePartsInOrder, typeDate } from './support/date-field';

function Form({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date limite"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2030-12-31')}>
        Suggestion
      </button>
      <button type="button" onClick={() => setValue('')}>
        Vider
      </button>
    </>
  );
}

function renderField(i18n: I18n, initial = '') {
  const onValue = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Form initial={initial} onValue={onValue} />
    </I18nextProvider>,
  );
  return { onValue, field: dateFieldOf(document.body, 'Date limite'), user: userEvent.setup() };
}

describe('DateField', () => {
  it('asks for day, month and year in that order in French, with an example, whatever the browser', async () => {
    const i18n = createI18n();
    await act(() => i18n.changeLanguage('fr'));
    const { field, onValue, user } = renderField(i18n, '2027-06-30');

    const parts = datePartsInOrder(field);
    expect(parts.map((part) => part.getAttribute('aria-label') ?? part.labels?.[0]?.textContent)).toEqual([
      'Jour',
      'Mois',
      'Année',
    ]);
    expect(parts.map((part) => part.value)).toEqual(['30', '06', '2027']);
    expect(parts[0]).toHaveAccessibleDescription('Par exemple\u00a0: 27 03 2026');

    await typeDate(user, field, '2027-02-14');
    expect(onValue).toHaveBeenLastCalledWith('2027-02-14');
  });

  it('puts the month first in English', async () => {
    const i18n = createI18n();
    await act(() => i18n.changeLanguage('en'));
    const { field } = renderField(i18n);
    expect(datePartsInOrder(field).map((part) => part.labels?.[0]?.textContent)).toEqual([
      'Month',
      'Day',
      'Year',
    ]);
    expect(datePartsInOrder(field)[0]).toHaveAccessibleDescription('For example: 03 27 2026');
  });

  it('hands over a value no date check passes while the date is unfinished or does not exist', async () => {
    const i18n = createI18n();
    await act(() => i18n.changeLanguage('fr'));
    const { field, onValue, user } = renderField(i18n);

    await user.type(screen.getByRole('textbox', { name: 'Jour' }), '3x1');
    expect(screen.getByRole('textbox', { name: 'Jour' })).toHaveValue('31');
    expect(onValue).toHaveBeenLastCalledWith('____-__-31');
    await typeDate(user, field, '2027-02-30');
    expect(onValue).toHaveBeenLastCalledWith('2027-02-30');
    expect(isCalendarDate(onValue.mock.lastCall?.[0])).toBe(false);
    await typeDate(user, field, '');
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('shows a value set from outside (a reset, a suggestion) in place of what was typed', async () => {
    const i18n = createI18n();
    await act(() => i18n.changeLanguage('fr'));
    const { field, user } = renderField(i18n);
    await user.type(screen.getByRole('textbox', { name: 'Jour' }), '12');
    await user.click(screen.getByRole('button', { name: 'Suggestion' }));
    expect(datePartsInOrder(field).map((part) => part.value)).toEqual(['31', '12', '2030']);
    await user.click(screen.getByRole('button', { name: 'Vider' }));
    expect(datePartsInOrder(field).map((part) => part.value)).toEqual(['', '', '']);
  });
});
