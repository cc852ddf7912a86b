import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse } from './support/fake-api';
import { renderApp } from './support/render-app';

type Labels = { name: string; email: string; subject: string; message: string; submit: string };

const FRENCH: Labels = {
  name: 'Nom',
  email: 'Adresse e‑mail',
  subject: 'Sujet',
  message: 'Message',
  submit: 'Envoyer le message',
};
const ENGLISH: Labels = {
  name: 'Name',
  email: 'Email address',
  subject: 'Subject',
  message: 'Message',
  submit: 'Send message',
};

async function renderContact(path = '/contact') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

function getForm() {
  return screen.getByRole('region', { name: /Envoyez-nous un message|Send us a message/ });
}

async function fillForm(user: UserEvent, labels: Labels = FRENCH) {
  const form = within(getForm());
  await user.type(form.getByLabelText(labels.name), 'Jeanne Dupont');
  await user.type(form.getByLabelText(labels.email), 'jeanne@example.test');
  await user.selectOptions(form.getByLabelText(labels.subject), 'devis');
  await user.type(form.getByLabelText(labels.message), 'Bonjour, nous lançons une application.');
}

describe('contact form', () => {
  it('explains in French what is missing, without calling the API', async () => {
    const api = fakeApi();
    const { user } = await renderContact();
    const form = within(getForm());

    await user.type(form.getByLabelText('Adresse e‑mail'), 'jeanne@');
    await user.click(form.getByRole('button', { name: 'Envoyer le message' }));

    await waitFor(() =>
      expect(form.getByLabelText('Nom')).toHaveAccessibleDescription('Ce champ est obligatoire.'),
    );
    expect(form.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Nom')).toHaveFocus();
    expect(form.getByLabelText('Adresse e‑mail')).toHaveAccessibleDescription(
      'Saisissez une adresse e‑mail valide, par exemple nom@exemple.fr.',
    );
    expect(form.getByLabelText('Sujet')).toHaveAccessibleDescription('Choisissez une option dans la liste.');
    expect(form.getByLabelText('Message')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(api.requestsTo('/api/contact')).toHaveLength(0);
  });

  it('explains it in English too', async () => {
    fakeApi();
    const { user } = await renderContact('/contact?lng=en');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    const form = within(getForm());

    await user.type(form.getByLabelText('Message'), '   ');
    await user.click(form.getByRole('button', { name: 'Send message' }));

    expect(await form.findByLabelText('Name')).toHaveAccessibleDescription('This field is required.');
    expect(form.getByLabelText('Email address')).toHaveAccessibleDescription('This field is required.');
    expect(form.getByLabelText('Subject')).toHaveAccessibleDescription('Choose an option from the list.');
    // Blank after trimming, as the server sees it.
    expect(form.getByLabelText('Message')).toHaveAccessibleDescription('This field is required.');
  });

  it('sends the message, shows the sending state, then a confirmation in place of the form', async () => {
    const api = fakeApi();
    let answer: (response: Response) => void = () => {};
    api.on('POST', '/api/contact', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await renderContact();

    await fillForm(user);
    await user.click(within(getForm()).getByRole('button', { name: 'Envoyer le message' }));

    const sending = await within(getForm()).findByRole('button', { name: 'Envoi en cours…' });
    expect(sending).toBeDisabled();
    expect(api.requestsTo('/api/contact')[0]?.body).toEqual({
      name: 'Jeanne Dupont',
      email: 'jeanne@example.test',
      subject: 'devis',
      message: 'Bonjour, nous lançons une application.',
      locale: 'fr',
      website: '',
    });

    answer(jsonResponse({ status: 'received' }, 202));

    const confirmation = await screen.findByRole('heading', { name: typeset('Message envoyé !') });
    expect(confirmation).toHaveFocus();
    expect(within(getForm()).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Envoyer un autre message' }));

    const form = within(getForm());
    expect(form.getByLabelText('Nom')).toHaveValue('');
    expect(form.getByLabelText('Adresse e‑mail')).toHaveValue('');
    expect(form.getByLabelText('Sujet')).toHaveValue('');
    expect(form.getByLabelText('Message')).toHaveValue('');
  });

  it('sends the language of the page with the message', async () => {
    const api = fakeApi();
    api.on('POST', '/api/contact', () => jsonResponse({ status: 'received' }, 202));
    const { user } = await renderContact('/contact?lng=en');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });

    await fillForm(user, ENGLISH);
    await user.click(within(getForm()).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Message sent!' })).toBeInTheDocument();
    expect(api.requestsTo('/api/contact')[0]?.body).toMatchObject({ locale: 'en' });
  });

  it('keeps what was typed and says why when the server fails', async () => {
    fakeApi().on('POST', '/api/contact', () =>
      jsonResponse({ code: 'SERVICE_UNAVAILABLE', message: 'Down' }, 503),
    );
    const { user } = await renderContact();

    await fillForm(user);
    await user.click(within(getForm()).getByRole('button', { name: 'Envoyer le message' }));

    const alert = await within(getForm()).findByRole('alert');
    expect(alert).toHaveTextContent('Votre message n’est pas parti');
    expect(alert).toHaveTextContent('Le service est momentanément indisponible. Réessayez plus tard.');
    expect(alert).toHaveTextContent('Ce que vous avez saisi est conservé : vous pouvez réessayer.');
    const form = within(getForm());
    expect(form.getByLabelText('Nom')).toHaveValue('Jeanne Dupont');
    expect(form.getByLabelText('Adresse e‑mail')).toHaveValue('jeanne@example.test');
    expect(form.getByLabelText('Sujet')).toHaveValue('devis');
    expect(form.getByLabelText('Message')).toHaveValue('Bonjour, nous lançons une application.');
    expect(form.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
  });

  it('asks to wait when too many messages were sent', async () => {
    fakeApi().on('POST', '/api/contact', () =>
      jsonResponse({ code: 'RATE_LIMITED', message: 'Too many requests' }, 429),
    );
    const { user } = await renderContact();

    await fillForm(user);
    await user.click(within(getForm()).getByRole('button', { name: 'Envoyer le message' }));

    expect(await within(getForm()).findByRole('alert')).toHaveTextContent(
      'Vous avez envoyé plusieurs messages en peu de temps. Patientez quelques minutes avant de réessayer.',
    );
  });

  it('shows the translated field errors of a server-side validation failure', async () => {
    fakeApi().on('POST', '/api/contact', () =>
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: 'The request is invalid',
          details: { issues: [{ path: ['body', 'email'], code: 'invalid_format', message: 'invalidEmail' }] },
        },
        400,
      ),
    );
    const { user } = await renderContact();

    await fillForm(user);
    await user.click(within(getForm()).getByRole('button', { name: 'Envoyer le message' }));

    await waitFor(() =>
      expect(within(getForm()).getByLabelText('Adresse e‑mail')).toHaveAccessibleDescription(
        'Saisissez une adresse e‑mail valide, par exemple nom@exemple.fr.',
      ),
    );
    expect(within(getForm()).getByRole('alert')).toHaveTextContent(
      'Certaines informations sont invalides. Vérifiez les champs signalés.',
    );
  });
});

describe('contact page', () => {
  it('gives the address, e-mail, phone, social networks and a way to find the office', async () => {
    fakeApi();
    await renderContact();

    const details = screen.getByRole('region', { name: 'Nos coordonnées' });
    expect(details).toHaveTextContent('42 rue de Paradis');
    expect(within(details).getByRole('link', { name: 'contact@escouade.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@escouade.fr',
    );
    expect(within(details).getByRole('link', { name: '+33 1 99 00 42 42' })).toHaveAttribute(
      'href',
      'tel:+33199004242',
    );
    const social = within(details).getByRole('list', { name: 'Escouade sur les réseaux sociaux' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      'Escouade sur LinkedIn (s’ouvre dans un nouvel onglet)',
      'Escouade sur Instagram (s’ouvre dans un nouvel onglet)',
      'Escouade sur X (s’ouvre dans un nouvel onglet)',
    ]);
    const visit = screen.getByRole('region', { name: 'Nous rendre visite' });
    expect(within(visit).getByRole('link', { name: /Voir l’adresse sur OpenStreetMap/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
