import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import type { ReportGroup } from '@escouade/contract/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, sessionFor } from './support/fake-api';
import { fakeFeedApi, makePost } from './support/fake-feed-api';
import { renderApp } from './support/render-app';

const admin = sessionFor('admin', { id: 'boss', email: 'boss@example.test' });

function group(overrides: Partial<ReportGroup> = {}): ReportGroup {
  return {
    targetType: 'post',
    targetId: 'post-1',
    postId: null,
    content: 'Achetez mes formations',
    author: { id: 'marc', firstName: 'Marc', lastName: 'Dupont', email: 'marc@example.test' },
    isHidden: true,
    latestAt: '2026-11-20T10:00:00.000Z',
    reports: [
      {
        id: 'r2',
        reason: 'other',
        details: 'Hors sujet',
        reporter: { id: 'a', firstName: 'Ana', lastName: 'Lima', email: 'ana@example.test' },
        createdAt: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 'r1',
        reason: 'spam',
        details: null,
        reporter: { id: 'b', firstName: null, lastName: null, email: 'bob@example.test' },
        createdAt: '2026-11-20T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

describe('reporting', { timeout: 20_000 }, () => {
  it('reports someone else’s post with a reason and words, and thanks the member', async () => {
    const api = fakeFeedApi({
      posts: [makePost({ content: 'Publicité' }), makePost({ content: 'Le mien', isMine: true })],
    });
    api.on('POST', '/api/reports', () => jsonResponse({ id: 'report-1' }, 201));
    const { user } = renderApp('/dashboard');
    const post = (await screen.findByText('Publicité', {}, { timeout: 5000 })).closest(
      'article',
    ) as HTMLElement;
    const mine = (await screen.findByText('Le mien')).closest('article') as HTMLElement;
    expect(within(mine).queryByRole('button', { name: 'Signaler la publication' })).toBeNull();

    await user.click(within(post).getByRole('button', { name: 'Signaler la publication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler cette publication' });
    expect(within(dialog).queryByRole('radio', { name: 'Faux profil' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choisissez un motif.');
    await user.click(within(dialog).getByRole('radio', { name: 'Autre' }));
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Expliquez en quelques mots ce qui ne va pas.',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: typeset('Précisions (obligatoires pour « Autre »)') }),
      'Vente forcée',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/Merci. La modération va examiner/);
    expect(api.requestsTo('POST', '/api/reports')[0]?.body).toEqual({
      targetType: 'post',
      targetId: api.state.posts[0]?.id,
      reason: 'other',
      details: 'Vente forcée',
    });
  });

  it('says why when the server refuses, in English', async () => {
    const api = fakeFeedApi({ posts: [makePost({ content: 'Twice' })] });
    api.on('POST', '/api/reports', () => api.error('REPORT_ALREADY_OPEN', 409));
    const { user } = renderApp('/dashboard?lng=en');
    const post = (await screen.findByText('Twice', {}, { timeout: 5000 })).closest('article') as HTMLElement;
    await user.click(within(post).getByRole('button', { name: 'Report post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The report was not sent: You already reported this; the moderators are reviewing it.',
    );
  });
});

describe('the reports queue', { timeout: 20_000 }, () => {
  it('shows each reported item with its reports, and decides after a confirmation', async () => {
    const api = fakeFeedApi({ session: admin });
    let groups = [
      group(),
      group({
        targetType: 'profile',
        targetId: 'sam',
        content: null,
        isHidden: false,
        author: { id: 'sam', firstName: 'Sam', lastName: 'Petit', email: 'sam@example.test' },
      }),
    ];
    api.on('GET', '/api/admin/reports', () => ({ groups, nextCursor: null }));
    api.on('POST', '/api/admin/reports/post/post-1/decision', () => {
      groups = groups.filter((each) => each.targetId !== 'post-1');
      return new Response(null, { status: 204 });
    });
    const { user } = renderApp('/admin/reports');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Signalements' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: 'Publication de Marc Dupont' });
    expect(within(item).getByText('Masqué en attente de décision')).toBeVisible();
    expect(within(item).getByText('Achetez mes formations')).toBeVisible();
    expect(within(item).getByRole('heading', { name: '2 signalements' })).toBeVisible();
    const reports = within(item).getAllByRole('listitem');
    expect(reports[0]).toHaveTextContent(/Autre — « Hors sujet »/);
    expect(reports[0]).toHaveTextContent(/par Ana Lima/);
    expect(reports[1]).toHaveTextContent(/Spam ou publicité.*par un membre sans nom/);
    const profile = screen.getByRole('article', { name: 'Profil de Sam Petit' });
    expect(within(profile).queryByRole('button', { name: 'Retirer le contenu' })).toBeNull();
    expect(within(profile).getByRole('link', { name: 'Voir le profil de Sam Petit' })).toHaveAttribute(
      'href',
      '/dashboard/profile/sam',
    );

    await user.click(within(item).getByRole('button', { name: 'Retirer le contenu' }));
    const dialog = await screen.findByRole('alertdialog', { name: typeset('Retirer ce contenu ?') });
    expect(dialog).toHaveTextContent(typeset('Marc Dupont est prévenu par e-mail'));
    await user.click(within(dialog).getByRole('button', { name: 'Retirer le contenu' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Publication de Marc Dupont' })).toBeNull(),
    );
    expect(api.requestsTo('POST', '/api/admin/reports/post/post-1/decision')[0]?.body).toEqual({
      decision: 'remove',
    });
    expect(await screen.findByText('Contenu retiré.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Signalements' })).toHaveFocus(),
    );
  });

  it('says when nothing awaits review, in English', async () => {
    const api = fakeFeedApi({ session: admin });
    api.on('GET', '/api/admin/reports', () => ({ groups: [], nextCursor: null }));
    renderApp('/admin/reports?lng=en');
    expect(await screen.findByText('No report awaits review.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
