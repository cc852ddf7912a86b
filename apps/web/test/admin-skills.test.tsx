import type { PendingSkill } from '@escouade/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeAdminApi } from './support/fake-admin-api';
import { jsonResponse } from './support/fake-api';
import { renderApp } from './support/render-app';

function pendingSkill(overrides: Partial<PendingSkill> & Pick<PendingSkill, 'id' | 'name'>): PendingSkill {
  return {
    category: null,
    createdAt: '2026-11-20T14:05:00.000Z',
    createdBy: { id: 'ines', email: 'ines@example.test', name: 'Inès Moreau' },
    holderCount: 2,
    similar: [],
    ...overrides,
  };
}

/** A queue served by the fake API, which forgets a skill once decided, as the server does. */
function fakeQueue(skills: PendingSkill[]) {
  let queue = [...skills];
  const api = fakeAdminApi();
  api.on('GET', '/api/admin/skills/pending', () => ({ skills: queue }));
  for (const skill of skills) {
    for (const decision of ['approve', 'merge', 'reject']) {
      api.on('POST', `/api/admin/skills/${skill.id}/${decision}`, () => {
        queue = queue.filter((entry) => entry.id !== skill.id);
        return decision === 'reject'
          ? { ok: true }
          : { id: skill.id, name: skill.name, nameEn: null, aliases: [], category: null };
      });
    }
  }
  return api;
}

const MOTION = pendingSkill({ id: 'motion', name: 'Motion design 3D' });
const FIGMAA = pendingSkill({
  id: 'figmaa',
  name: 'Figmaa',
  holderCount: 1,
  similar: [
    { id: 'figma', name: 'Figma', nameEn: null },
    { id: 'proto', name: 'Prototypage', nameEn: 'Prototyping' },
  ],
});

async function openQueue(path = '/admin/skills') {
  const view = renderApp(path);
  const title = path.includes('lng=en') ? 'Skills to review' : 'Compétences à valider';
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
  return view;
}

describe('skills to review', { timeout: 20_000 }, () => {
  it('approves a skill under its French and English names, then announces it and drops it from the queue', async () => {
    const api = fakeQueue([MOTION, FIGMAA]);
    const { user } = await openQueue();

    expect(await screen.findByText('2 compétences en attente')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Motion design 3D' });
    expect(card).toHaveTextContent('Saisie par Inès Moreau (ines@example.test)');
    expect(card).toHaveTextContent('Sur 2 profils');
    expect(within(card).getByRole('textbox', { name: 'Nom en français' })).toHaveValue('Motion design 3D');
    await user.type(
      within(card).getByRole('textbox', { name: 'Nom en anglais (vide s’il est identique)' }),
      '3D motion design',
    );
    await user.click(within(card).getByRole('button', { name: 'Valider Motion design 3D' }));

    expect(await screen.findByText('« Motion design 3D » est validée.')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/admin/skills/motion/approve')[0]?.body).toEqual({
      name: 'Motion design 3D',
      nameEn: '3D motion design',
    });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Motion design 3D' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 compétence en attente')).toBeInTheDocument();
  });

  it('merges a skill into the approved one it duplicates, chosen among those that look alike', async () => {
    const api = fakeQueue([FIGMAA]);
    const { user } = await openQueue();

    const card = await screen.findByRole('article', { name: 'Figmaa' });
    const merge = within(card).getByRole('button', { name: 'Fusionner Figmaa' });
    expect(merge).toBeDisabled();
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Fusionner dans' }), 'Figma');
    await user.click(merge);

    expect(await screen.findByText('« Figmaa » est fusionnée dans « Figma ».')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/admin/skills/figmaa/merge')[0]?.body).toEqual({ targetId: 'figma' });
    expect(
      await screen.findByText('Aucune compétence en attente : le catalogue est à jour.'),
    ).toBeInTheDocument();
  });

  it('rejects a skill only after a confirmation that says what goes', async () => {
    const api = fakeQueue([MOTION]);
    const { user } = await openQueue('/admin/skills?lng=en');

    const card = await screen.findByRole('article', { name: 'Motion design 3D' });
    await user.click(within(card).getByRole('button', { name: 'Reject Motion design 3D' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject “Motion design 3D”?' });
    expect(dialog).toHaveTextContent('from the profiles holding it (2)');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the skill' }));

    expect(await screen.findByText('“Motion design 3D” is rejected.')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/admin/skills/motion/reject')).toHaveLength(1);
  });

  it('says why a decision failed, and keeps the skill in the queue', async () => {
    const api = fakeQueue([FIGMAA]);
    api.on('POST', '/api/admin/skills/figmaa/approve', () => apiError('SKILL_NAME_TAKEN', 409));
    const { user } = await openQueue();

    const card = await screen.findByRole('article', { name: 'Figmaa' });
    const name = within(card).getByRole('textbox', { name: 'Nom en français' });
    await user.clear(name);
    await user.type(name, 'Figma');
    await user.click(within(card).getByRole('button', { name: 'Valider Figmaa' }));

    expect(
      await screen.findByText(
        'La décision n’a pas été enregistrée : Une autre compétence du catalogue porte déjà ce nom.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Figmaa' })).toBeInTheDocument();
  });

  it('says when the queue cannot be loaded', async () => {
    const api = fakeAdminApi();
    api.on('GET', '/api/admin/skills/pending', () =>
      jsonResponse({ code: 'INTERNAL_ERROR', message: 'x' }, 500),
    );
    await openQueue('/admin/skills?lng=en');
    expect(
      await screen.findByText('The pending skills could not be loaded. Try again in a moment.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
  });
});
