import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  controlledEventStream,
  doneEvent,
  draftBrief,
  fakeProjectsApi,
  jsonResponse,
  PROJECT_ID,
  project,
} from './support/fake-projects-api';
import { renderApp } from './support/render-app';

// Whole-app renders with typing: slower than Vitest's default 5 s when the machine is busy.
const SLOW_TEST_TIMEOUT_MS = 20_000;
const ANSWER = 'Merci ! J’ai noté React Native et Node.js. Quelle est votre priorité ?';

async function openChat(path = '/dashboard/create-project') {
  const view = renderApp(path);
  await screen.findByRole(
    'heading',
    { level: 1, name: path.includes('lng=en') ? 'Create a project' : 'Créer un projet' },
    { timeout: 5000 },
  );
  return view;
}

describe('brief chat', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('creates the project on the first message, shows a typing indicator, then the answer as it streams in', async () => {
    const api = fakeProjectsApi();
    const stream = controlledEventStream();
    api.on('POST', `/api/projects/${PROJECT_ID}/messages`, () => stream.response);
    const { user, router } = await openChat();

    const conversation = screen.getByRole('log', { name: 'Conversation' });
    expect(conversation).toHaveAttribute('aria-live', 'polite');
    expect(within(conversation).getByText(/Décrivez votre projet/)).toBeInTheDocument();
    expect(screen.getByText(/Le brief apparaîtra ici/)).toBeInTheDocument();

    const input = await screen.findByRole('textbox', { name: 'Votre message' });
    expect(input).toHaveAccessibleDescription('Entrée pour envoyer, Maj + Entrée pour aller à la ligne.');
    await user.type(input, 'Une application mobile en React Native');
    await user.keyboard('{Enter}');

    // The message is shown at once, the assistant is "typing" until the first piece of its answer.
    expect(await within(conversation).findByText('L’assistant écrit…')).toBeInTheDocument();
    expect(within(conversation).getByText('Une application mobile en React Native')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(api.requestsTo('POST', '/api/projects')[0]?.body).toEqual({ language: 'fr' });
    await waitFor(() => expect(router.state.location.search).toBe(`?project=${PROJECT_ID}`));
    expect(api.requestsTo('POST', `/api/projects/${PROJECT_ID}/messages`)[0]?.body).toEqual({
      content: 'Une application mobile en React Native',
    });
    expect(screen.getByRole('button', { name: 'Envoi…' })).toBeDisabled();

    stream.send('delta', { text: 'Merci ! ' });
    const growing = await within(conversation).findByText('Merci !', { exact: false });
    expect(within(conversation).queryByText('L’assistant écrit…')).not.toBeInTheDocument();
    // Hidden from assistive technology while it grows: only the complete message is announced.
    expect(growing.closest('li')).toHaveAttribute('aria-hidden', 'true');

    stream.send('delta', { text: 'J’ai noté React Native et Node.js.' }, { split: true });
    await waitFor(() => expect(growing).toHaveTextContent('Merci ! J’ai noté React Native et Node.js.'));

    stream.send('delta', { text: ' Quelle est votre priorité ?' });
    stream.send('done', doneEvent(ANSWER));
    stream.close();

    // The streamed text may show in full for a moment before the final message replaces it.
    await waitFor(() =>
      expect(within(conversation).getByText(ANSWER).closest('li')).not.toHaveAttribute('aria-hidden'),
    );
    expect(within(conversation).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(input).toHaveFocus();

    // The brief the assistant drew up, ready to be checked.
    const brief = screen.getByRole('region', { name: 'Brief du projet' });
    expect(within(brief).getByRole('textbox', { name: 'Titre du projet' })).toHaveValue(
      'Application mobile de réservation',
    );
    expect(within(brief).getByText('la priorité')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Vérifier le brief');
  });

  it('sends with Enter but starts a new line with Shift+Enter', async () => {
    const api = fakeProjectsApi({ projects: [project({ messages: [] })] });
    const stream = controlledEventStream();
    api.on('POST', `/api/projects/${PROJECT_ID}/messages`, () => stream.response);
    const { user } = await openChat(`/dashboard/create-project?project=${PROJECT_ID}`);

    const input = await screen.findByRole('textbox', { name: 'Votre message' });
    await user.type(input, 'Première ligne{Shift>}{Enter}{/Shift}Deuxième ligne');
    expect(input).toHaveValue('Première ligne\nDeuxième ligne');
    expect(api.requestsTo('POST', `/api/projects/${PROJECT_ID}/messages`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(input).toHaveFocus();
    await waitFor(() =>
      expect(api.requestsTo('POST', `/api/projects/${PROJECT_ID}/messages`)[0]?.body).toEqual({
        content: 'Première ligne\nDeuxième ligne',
      }),
    );
    // No new project: the one in the URL is used.
    expect(api.requestsTo('POST', '/api/projects')).toHaveLength(0);
    stream.send('done', doneEvent('Bien reçu.'));
    stream.close();
    expect(await screen.findByText('Bien reçu.')).toBeInTheDocument();
  });

  it('shows the saved conversation of a project again', async () => {
    fakeProjectsApi({
      projects: [
        project({
          title: 'Application mobile de réservation',
          draftBrief: draftBrief(),
          messages: [
            {
              id: 'm1',
              role: 'user',
              content: 'Une appli de réservation.',
              createdAt: '2026-05-04T09:00:00.000Z',
            },
            {
              id: 'm2',
              role: 'assistant',
              content: 'Quel est votre budget ?',
              createdAt: '2026-05-04T09:00:01.000Z',
            },
          ],
        }),
      ],
    });
    await openChat(`/dashboard/create-project?project=${PROJECT_ID}`);

    const conversation = await screen.findByRole('log', { name: 'Conversation' });
    expect(within(conversation).getByText('Une appli de réservation.')).toBeInTheDocument();
    expect(within(conversation).getByText('Quel est votre budget ?')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Brief du projet' })).toBeInTheDocument();
  });

  it('says when the assistant could not answer, and gives back a message the server refused', async () => {
    const api = fakeProjectsApi({ projects: [project()] });
    const stream = controlledEventStream();
    api.on('POST', `/api/projects/${PROJECT_ID}/messages`, () => stream.response);
    const { user } = await openChat(`/dashboard/create-project?project=${PROJECT_ID}`);
    const input = await screen.findByRole('textbox', { name: 'Votre message' });

    await user.type(input, 'Bonjour{Enter}');
    stream.send('error', { code: 'INTERNAL_ERROR', message: 'The assistant could not answer' });
    stream.close();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur inattendue est survenue. Réessayez plus tard.',
    );

    api.on('POST', `/api/projects/${PROJECT_ID}/messages`, () =>
      jsonResponse({ code: 'PROJECT_STATE_CONFLICT', message: 'no' }, 409),
    );
    await user.type(input, 'Encore un message{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Cette action n’est plus possible à ce stade du projet.',
      ),
    );
    expect(input).toHaveValue('Encore un message');
    expect(input).toHaveAccessibleDescription(/Cette action n’est plus possible/);
  });

  it('speaks English', async () => {
    fakeProjectsApi();
    await openChat('/dashboard/create-project?lng=en');

    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
      'Enter to send, Shift + Enter for a new line.',
    );
    expect(screen.getByRole('list', { name: 'Steps of project creation' })).toHaveTextContent(
      'Describe the project',
    );
  });
});
