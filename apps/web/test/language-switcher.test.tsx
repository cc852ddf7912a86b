import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

async function renderPage(path = '/') {
  fakeApi();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

function getSwitcher(name: RegExp = /Changer de langue/) {
  return within(screen.getByRole('banner')).getByRole('button', { name });
}

describe('language switcher', () => {
  it('announces the current language and marks it in its menu', async () => {
    const { user } = await renderPage();

    const button = getSwitcher();
    expect(button).toHaveAccessibleName(typeset('Langue : Français. Changer de langue'));
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Choisir la langue' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked'), item.lang])).toEqual([
      ['Français', 'true', 'fr'],
      ['English', 'false', 'en'],
    ]);
    expect(items[0]).toHaveFocus();
  });

  it('switches the whole page to English, closes, keeps focus on its button and remembers the choice', async () => {
    const { user } = await renderPage('/about');

    await user.click(getSwitcher());
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'About Escouade' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(getSwitcher(/Change language/)).toHaveAccessibleName('Language: English. Change language');
    expect(getSwitcher(/Change language/)).toHaveFocus();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('All rights reserved.');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.title).toBe('About · Escouade');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('The story, mission, values and team of Escouade'),
    );
    expect(document.cookie).toContain('i18next=en');
  });

  it('is operated with the arrow keys, and Escape closes it with focus back on its button', async () => {
    const { user } = await renderPage();

    getSwitcher().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Français' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Français' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(getSwitcher()).toHaveFocus();
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
  });

  it('closes on a click outside, without changing the language', async () => {
    const { user } = await renderPage();

    await user.click(getSwitcher());
    await user.click(screen.getByRole('heading', { level: 1 }));

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(getSwitcher()).toHaveAccessibleName(typeset('Langue : Français. Changer de langue'));
  });

  it('closes when Tab moves focus on', async () => {
    const { user } = await renderPage();

    await user.click(getSwitcher());
    await user.tab();

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
