import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, fakeProfilesApi, jsonResponse } from './support/fake-profiles-api';
import { renderApp } from './support/render-app';

// Whole-app renders with typing: slower than Vitest's default 5 s when the machine is busy.
const SLOW_TEST_TIMEOUT_MS = 20_000;

const me = { firstName: 'Inès', lastName: 'Moreau', profession: 'Développeuse' };
const react = {
  skillId: '00000000-0000-4000-8000-000000000002',
  name: 'React',
  category: 'development',
  level: 3,
};

async function openSkills(path = '/dashboard/profile') {
  const view = renderApp(path);
  // The first render downloads the route's code and translations: slower than the default second.
  const region = await screen.findByRole(
    'region',
    { name: path.includes('lng=en') ? 'Skills' : 'Compétences' },
    { timeout: 5000 },
  );
  return { ...view, region };
}

describe('skills manager', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('suggests catalogue skills as a listbox, picked with the keyboard, then adds it and focuses the search again', async () => {
    const api = fakeProfilesApi({ me });
    const { user, region } = await openSkills();

    expect(
      within(region).getByText('Aucune compétence pour le moment. Ajoutez-en une ci-dessous.'),
    ).toBeInTheDocument();
    const search = within(region).getByRole('combobox', { name: 'Rechercher une compétence' });
    await user.type(search, 'rea');
    const listbox = await within(region).findByRole('listbox', { name: 'Suggestions de compétences' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'ReactDéveloppement',
        'React NativeDéveloppement',
        // No suggestion is named exactly "rea": creating it stays possible.
        typeset('Ajouter « rea » comme nouvelle compétence'),
      ]),
    );
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(within(region).getByText('2 suggestions disponibles.')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    const [first] = within(listbox).getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', first?.id);
    await user.keyboard('{Enter}');
    expect(search).toHaveValue('React');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(api.requestsTo('POST', `/api/profiles/${api.userId}/skills`)).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: 'Ajouter la compétence' }));

    expect(await within(region).findByRole('status')).toHaveTextContent('Compétence ajoutée !');
    const list = within(region).getByRole('list', { name: 'Mes compétences' });
    expect(within(list).getByText('React')).toBeInTheDocument();
    expect(within(list).getByRole('combobox', { name: 'Niveau en React' })).toHaveDisplayValue(
      '3 – Confirmé',
    );
    expect(api.requestsTo('POST', `/api/profiles/${api.userId}/skills`)[0]?.body).toEqual({
      skillId: react.skillId,
      level: 3,
    });
    expect(localStorage.getItem('escouade:skills-changed')).toMatch(/^\d+$/);
    expect(search).toHaveValue('');
    await waitFor(() => expect(search).toHaveFocus());
  });

  it('adds a new skill with an optional category and a chosen level when nothing matches', async () => {
    const api = fakeProfilesApi({ me });
    const { user, region } = await openSkills();

    await user.type(
      within(region).getByRole('combobox', { name: 'Rechercher une compétence' }),
      'Figma proto',
    );
    await user.click(
      await within(region).findByRole('option', {
        name: typeset('Ajouter « Figma proto » comme nouvelle compétence'),
      }),
    );
    const name = within(region).getByRole('textbox', { name: 'Nom de la compétence' });
    expect(name).toHaveValue('Figma proto');
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'typing');
    await user.type(within(region).getByRole('combobox', { name: 'Catégorie (facultatif)' }), 'design');
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Niveau' }), '5 – Expert');
    await user.click(within(region).getByRole('button', { name: 'Ajouter la compétence' }));

    expect(await within(region).findByRole('status')).toHaveTextContent('Compétence ajoutée !');
    expect(api.requestsTo('POST', `/api/profiles/${api.userId}/skills`)[0]?.body).toEqual({
      newSkill: { name: 'Figma prototyping', category: 'design' },
      level: 5,
    });
    const list = within(region).getByRole('list', { name: 'Mes compétences' });
    expect(within(list).getByText('Design')).toBeInTheDocument();
    expect(within(list).getByRole('combobox', { name: 'Niveau en Figma prototyping' })).toHaveDisplayValue(
      '5 – Expert',
    );
    await waitFor(() =>
      expect(within(region).getByRole('combobox', { name: 'Rechercher une compétence' })).toHaveFocus(),
    );
  });

  it('asks for a selection, then for a name, with their own messages', async () => {
    const api = fakeProfilesApi({ me });
    const { user, region } = await openSkills();

    const search = within(region).getByRole('combobox', { name: 'Rechercher une compétence' });
    await user.type(search, 'Kube');
    await user.click(within(region).getByRole('button', { name: 'Ajouter la compétence' }));
    expect(search).toHaveAccessibleDescription(
      expect.stringContaining(
        'Sélectionnez une compétence ou cliquez sur "Ajouter comme nouvelle compétence".',
      ),
    );
    expect(search).toBeInvalid();

    await user.clear(search);
    await user.click(within(region).getByRole('button', { name: 'Ajouter comme nouvelle compétence' }));
    await user.click(within(region).getByRole('button', { name: 'Ajouter la compétence' }));
    const name = within(region).getByRole('textbox', { name: 'Nom de la compétence' });
    expect(name).toHaveAccessibleDescription('Nom de compétence requis.');
    expect(name).toHaveFocus();
    expect(api.requestsTo('POST', `/api/profiles/${api.userId}/skills`)).toHaveLength(0);
  });

  it('refuses a skill already added, case-insensitively, here and when the server says so', async () => {
    const api = fakeProfilesApi({ me: { ...me, skills: [react] } });
    const { user, region } = await openSkills('/dashboard/profile?lng=en');

    await user.click(within(region).getByRole('button', { name: 'Add as a new skill' }));
    await user.type(within(region).getByRole('textbox', { name: 'Skill name' }), '  rEaCt ');
    await user.click(within(region).getByRole('button', { name: 'Add skill' }));
    expect(within(region).getByRole('textbox', { name: 'Skill name' })).toHaveAccessibleDescription(
      'Skill already added.',
    );
    expect(api.requestsTo('POST', `/api/profiles/${api.userId}/skills`)).toHaveLength(0);

    api.on('POST', `/api/profiles/${api.userId}/skills`, () =>
      jsonResponse({ code: 'SKILL_ALREADY_ADDED', message: 'dup' }, 409),
    );
    const name = within(region).getByRole('textbox', { name: 'Skill name' });
    await user.clear(name);
    await user.type(name, 'React.js');
    await user.click(within(region).getByRole('button', { name: 'Add skill' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Skill already added.'));
    expect(name).toHaveValue('React.js');
  });

  it.each([
    {
      language: 'fr',
      path: '/dashboard/profile',
      labels: {
        addNew: 'Ajouter comme nouvelle compétence',
        name: 'Nom de la compétence',
        add: 'Ajouter la compétence',
      },
      message:
        'Vous avez créé beaucoup de nouvelles compétences en peu de temps. Choisissez-en une dans la liste, ou réessayez dans une heure.',
    },
    {
      language: 'en',
      path: '/dashboard/profile?lng=en',
      labels: { addNew: 'Add as a new skill', name: 'Skill name', add: 'Add skill' },
      message:
        'You have created many new skills in a short time. Pick one from the list, or try again in an hour.',
    },
  ])('says on the name when the server limits new skills ($language)', async ({ path, labels, message }) => {
    const api = fakeProfilesApi({ me });
    const { user, region } = await openSkills(path);
    api.on('POST', `/api/profiles/${api.userId}/skills`, () =>
      jsonResponse(
        { code: 'SKILL_CREATION_LIMITED', message: 'limited', details: { retryAfterSeconds: 3000 } },
        429,
      ),
    );
    await user.click(within(region).getByRole('button', { name: labels.addNew }));
    const name = within(region).getByRole('textbox', { name: labels.name });
    await user.type(name, 'Invented skill');
    await user.click(within(region).getByRole('button', { name: labels.add }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(message));
    expect(name).toHaveValue('Invented skill');
    expect(name).toHaveFocus();
  });

  it('changes a level inline, at once, and puts it back if the server refuses', async () => {
    const api = fakeProfilesApi({ me: { ...me, skills: [react] } });
    const { user, region } = await openSkills();

    const level = within(region).getByRole('combobox', { name: 'Niveau en React' });
    await user.selectOptions(level, '4 – Avancé');
    expect(await within(region).findByText('Niveau de React mis à jour : Avancé.')).toBeInTheDocument();
    expect(api.requestsTo('PATCH', `/api/profiles/${api.userId}/skills/${react.skillId}`)[0]?.body).toEqual({
      level: 4,
    });
    expect(level).toHaveDisplayValue('4 – Avancé');

    const answer = deferred<Response>();
    api.on('PATCH', `/api/profiles/${api.userId}/skills/${react.skillId}`, () => answer.promise);
    await user.selectOptions(level, '1 – Débutant');
    expect(level).toHaveDisplayValue('1 – Débutant');
    answer.resolve(jsonResponse({ code: 'INTERNAL_ERROR', message: 'boom' }, 500));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Une erreur inattendue est survenue.');
    expect(level).toHaveDisplayValue('4 – Avancé');
  });

  it('removes a skill only after confirmation, then focuses the search', async () => {
    const api = fakeProfilesApi({ me: { ...me, skills: [react] } });
    const { user, region } = await openSkills();

    await user.click(within(region).getByRole('button', { name: 'Supprimer React' }));
    let dialog = await screen.findByRole('alertdialog', { name: typeset('Supprimer la compétence React ?') });
    // Focus moves to Cancel once the dialog (loaded on first open) has mounted.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Supprimer React' })).toHaveFocus(),
    );
    expect(api.requestsTo('DELETE', `/api/profiles/${api.userId}/skills/${react.skillId}`)).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: 'Supprimer React' }));
    dialog = await screen.findByRole('alertdialog', { name: typeset('Supprimer la compétence React ?') });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requestsTo('DELETE', `/api/profiles/${api.userId}/skills/${react.skillId}`)).toHaveLength(1);
    expect(within(region).queryByRole('list', { name: 'Mes compétences' })).not.toBeInTheDocument();
    expect(await within(region).findByRole('status')).toHaveTextContent('Compétence React supprimée.');
    await waitFor(() =>
      expect(within(region).getByRole('combobox', { name: 'Rechercher une compétence' })).toHaveFocus(),
    );
  });
});
