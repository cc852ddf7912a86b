import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeProfilesApi, jsonResponse } from './support/fake-profiles-api';
import { renderApp } from './support/render-app';

// Whole-app renders with typing: slower than Vitest's default 5 s when the machine is busy.
const SLOW_TEST_TIMEOUT_MS = 20_000;

const savedProfile = {
  firstName: 'Inès',
  lastName: 'Moreau',
  profession: 'Développeuse full-stack',
  city: 'Lyon',
  phoneNumber: '+33 6 12 34 56 78',
  experienceYears: 10,
  hourlyRate: 65.5,
};

async function openEditor(path = '/dashboard/profile') {
  const view = renderApp(path);
  // The first render downloads the route's code and translations: slower than the default second.
  await screen.findByRole('tab', { name: path.includes('lng=en') ? 'Edit' : 'Modifier' }, { timeout: 5000 });
  return view;
}

describe('profile editor: validation', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('shows the translated messages in French, linked to their fields, and sends nothing', async () => {
    const api = fakeProfilesApi({ me: savedProfile });
    const { user } = await openEditor();

    const firstName = screen.getByRole('textbox', { name: 'Prénom' });
    expect(firstName).toHaveValue('Inès');
    expect(firstName).toBeRequired();
    // A decimal comma in French.
    expect(screen.getByRole('textbox', { name: 'Taux horaire (€)' })).toHaveValue('65,50');
    await user.clear(firstName);
    await user.clear(screen.getByRole('textbox', { name: 'Métier' }));
    const years = screen.getByRole('textbox', { name: 'Années d’expérience' });
    await user.clear(years);
    await user.type(years, '2,5');
    await user.type(screen.getByRole('textbox', { name: 'Site web' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));

    expect(firstName).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(firstName).toBeInvalid();
    expect(firstName).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Métier' })).toHaveAccessibleDescription(
      expect.stringContaining('Ce champ est obligatoire.'),
    );
    expect(years).toHaveAccessibleDescription(expect.stringContaining('Saisissez un nombre entier.'));
    expect(screen.getByRole('textbox', { name: 'Site web' })).toHaveAccessibleDescription(
      expect.stringContaining('Saisissez une adresse web valide, commençant par https://.'),
    );
    expect(api.requestsTo('PATCH', `/api/profiles/${api.userId}`)).toHaveLength(0);
  });

  it('says which rule a number breaks: not a number, too large, too many decimals', async () => {
    fakeProfilesApi({ me: savedProfile });
    const { user } = await openEditor('/dashboard/profile');
    const rate = screen.getByRole('textbox', { name: 'Taux horaire (€)' });
    await user.clear(rate);
    await user.type(rate, 'abc');
    const years = screen.getByRole('textbox', { name: 'Années d’expérience' });
    await user.clear(years);
    await user.type(years, '200');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(rate).toHaveAccessibleDescription(
      expect.stringContaining('Saisissez un nombre, par exemple 12 ou 12,5.'),
    );
    expect(years).toHaveAccessibleDescription(expect.stringContaining('Cette valeur est trop grande.'));

    await user.clear(rate);
    await user.type(rate, '65,555');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));
    expect(rate).toHaveAccessibleDescription(
      expect.stringContaining('Deux chiffres après la virgule au plus.'),
    );
  });

  it('shows them in English too', async () => {
    fakeProfilesApi({ me: savedProfile });
    const { user } = await openEditor('/dashboard/profile?lng=en');

    await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
    const rate = screen.getByRole('textbox', { name: 'Hourly rate (€)' });
    await user.clear(rate);
    await user.type(rate, '-3');
    await user.type(screen.getByRole('textbox', { name: 'Portfolio' }), 'ftp://files.example');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(rate).toHaveAccessibleDescription(expect.stringContaining('This value is too small.'));
    expect(screen.getByRole('textbox', { name: 'Portfolio' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid web address starting with https://.'),
    );
  });
});

describe('profile editor: saving', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('saves every field, parsed (empty = null, decimal comma), and confirms', async () => {
    const api = fakeProfilesApi({ me: savedProfile });
    const { user } = await openEditor();

    const years = screen.getByRole('textbox', { name: 'Années d’expérience' });
    await user.clear(years);
    const rate = screen.getByRole('textbox', { name: 'Taux horaire (€)' });
    await user.clear(rate);
    await user.type(rate, '70,25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Disponibilité' }), 'Occupé');
    await user.type(screen.getByRole('textbox', { name: 'Biographie' }), 'Dix ans de projets web.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));

    expect(await screen.findByText('Profil mis à jour avec succès !')).toBeInTheDocument();
    const [request] = api.requestsTo('PATCH', `/api/profiles/${api.userId}`);
    expect(request?.body).toMatchObject({
      firstName: 'Inès',
      experienceYears: null,
      hourlyRate: 70.25,
      availabilityStatus: 'busy',
      biography: 'Dix ans de projets web.',
      portfolioUrl: null,
    });
    expect(api.state.me.hourlyRate).toBe(70.25);
  });

  it('keeps what was typed when the save fails, and says so', async () => {
    const api = fakeProfilesApi({ me: savedProfile });
    api.on('PATCH', `/api/profiles/${api.userId}`, () =>
      jsonResponse({ code: 'INTERNAL_ERROR', message: 'boom' }, 500),
    );
    const { user } = await openEditor();

    const profession = screen.getByRole('textbox', { name: 'Métier' });
    await user.clear(profession);
    await user.type(profession, 'Architecte logiciel');
    await user.type(screen.getByRole('textbox', { name: 'Ville' }), ' 3e');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors de la sauvegarde.');
    expect(alert).toHaveTextContent('Une erreur inattendue est survenue. Réessayez plus tard.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(profession).toHaveValue('Architecte logiciel');
    expect(screen.getByRole('textbox', { name: 'Ville' })).toHaveValue('Lyon 3e');
    expect(screen.queryByText('Profil mis à jour avec succès !')).not.toBeInTheDocument();
  });

  it('shows a field refused by the server next to that field', async () => {
    const api = fakeProfilesApi({ me: savedProfile });
    api.on('PATCH', `/api/profiles/${api.userId}`, () =>
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: 'invalid',
          details: { issues: [{ path: ['body', 'postalCode'], code: 'too_big', message: 'tooLong' }] },
        },
        400,
      ),
    );
    const { user } = await openEditor();

    await user.type(screen.getByRole('textbox', { name: 'Code postal' }), '69003');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le profil' }));

    const postalCode = screen.getByRole('textbox', { name: 'Code postal' });
    await waitFor(() => expect(postalCode).toHaveAccessibleDescription('Ce texte est trop long.'));
    expect(postalCode).toHaveFocus();
    expect(postalCode).toHaveValue('69003');
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors de la sauvegarde.');
  });
});

describe('profile editor: preview', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('shows the public profile component with the values being edited, phone number excluded', async () => {
    fakeProfilesApi({ me: savedProfile });
    const { user } = await openEditor();

    const firstName = screen.getByRole('textbox', { name: 'Prénom' });
    await user.clear(firstName);
    await user.type(firstName, 'Inès-Marie');
    await user.click(screen.getByRole('tab', { name: 'Aperçu' }));

    expect(screen.getByRole('tab', { name: 'Aperçu' })).toHaveAttribute('aria-selected', 'true');
    const preview = screen.getByRole('tabpanel', { name: 'Aperçu' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Inès-Marie Moreau' })).toBeInTheDocument();
    expect(within(preview).getByText('Développeuse full-stack')).toBeInTheDocument();
    expect(within(preview).getByText('10 ans d’expérience')).toBeInTheDocument();
    expect(within(preview).getByText(/modifications pas encore enregistrées/)).toBeInTheDocument();
    expect(within(preview).queryByText('+33 6 12 34 56 78')).not.toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: 'Suivre' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Prénom' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Modifier' }));
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Inès-Marie');
  });
});

describe('profile editor: avatar', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('shows the initials without a photo and refuses a file of another type or over 5 MB before sending it', async () => {
    fakeProfilesApi({ me: savedProfile });
    await openEditor();

    const section = screen.getByRole('region', { name: 'Photo de profil' });
    expect(within(section).getByText('IM')).toBeInTheDocument();
    const input = section.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');

    // The input is hidden behind the "Choose a photo" button: the file is set on it directly.
    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
    });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Format non accepté : choisissez une image JPEG, PNG ou WebP.',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Image trop lourde : 5 Mo au maximum.',
    );
  });
});

/** Enough of XMLHttpRequest for the avatar upload: the test drives progress and the answer. */
class FakeUpload {
  static last: FakeUpload | undefined;
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  private listeners = new Map<string, () => void>();
  private uploadListeners = new Map<string, (event: ProgressEvent) => void>();
  upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) =>
      this.uploadListeners.set(type, listener),
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.last = this;
  }
  progress(loaded: number, total: number) {
    this.uploadListeners.get('progress')?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.get('load')?.();
  }
}

/** Read through a function: TypeScript would otherwise keep the `undefined` assigned before the upload. */
const lastUpload = (): FakeUpload | undefined => FakeUpload.last;

describe('profile editor: avatar upload', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('sends the file as multipart, shows the progress, then the new photo', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const api = fakeProfilesApi({ me: savedProfile });
    await openEditor();
    const section = screen.getByRole('region', { name: 'Photo de profil' });
    const input = section.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');

    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    FakeUpload.last = undefined;
    fireEvent.change(input, { target: { files: [photo] } });
    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    const upload = lastUpload();
    if (!upload) throw new Error('nothing was uploaded');
    expect(upload.method).toBe('PUT');
    expect(upload.url).toBe(`/api/profiles/${api.userId}/avatar`);
    expect((upload.body as FormData).get('file')).toBe(photo);
    expect(within(section).getByRole('button', { name: 'Choisir une photo' })).toBeDisabled();

    act(() => upload.progress(42, 100));
    expect(within(section).getByRole('progressbar', { name: 'Progression de l’envoi' })).toHaveAttribute(
      'value',
      '42',
    );
    expect(within(section).getByText('Envoi de la photo : 42 %')).toBeInTheDocument();

    act(() => upload.respond(200, { avatarUrl: '/uploads/avatars/new.webp' }));
    expect(await within(section).findByText('Photo de profil mise à jour.')).toBeInTheDocument();
    expect(section.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/new.webp');
    expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Supprimer la photo' })).toBeInTheDocument();
  });

  it('says why the server refused the file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    fakeProfilesApi({ me: savedProfile });
    await openEditor('/dashboard/profile?lng=en');
    const section = screen.getByRole('region', { name: 'Profile photo' });
    const input = section.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');

    FakeUpload.last = undefined;
    fireEvent.change(input, { target: { files: [new File(['text'], 'fake.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    act(() => lastUpload()?.respond(415, { code: 'IMAGE_TYPE_NOT_ALLOWED', message: 'no' }));

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Format not accepted: choose a JPEG, PNG or WebP image.',
    );
  });
});

describe('posting eligibility', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('lists what is missing and refreshes when another tab changes the skills', async () => {
    const api = fakeProfilesApi({ me: savedProfile });
    await openEditor();

    expect(await screen.findByText('au moins une compétence')).toBeInTheDocument();
    const before = api.requestsTo('GET', '/api/profiles/me/eligibility').length;
    api.state.me.skills = [{ skillId: 'x', name: 'React', category: 'development', level: 3 }];
    window.dispatchEvent(new StorageEvent('storage', { key: 'escouade:skills-changed', newValue: '1' }));

    expect(
      await screen.findByText('Votre profil est complet : vous pouvez publier sur le fil pro.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/profiles/me/eligibility').length).toBeGreaterThan(before);
  });
});

describe('profile editor: availability', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('asks a professional to confirm an availability not confirmed for 30 days, and thanks them', async () => {
    const api = fakeProfilesApi({
      me: { ...savedProfile, isAvailabilityStale: true, availabilityConfirmedAt: '2026-01-01T10:00:00.000Z' },
    });
    const { user } = await openEditor();

    const notice = screen.getByRole('region', {
      name: typeset('Votre disponibilité est-elle toujours d’actualité ?'),
    });
    expect(notice).toHaveTextContent('Êtes-vous toujours « Disponible »');
    await user.click(within(notice).getByRole('button', { name: 'Oui, je confirme ma disponibilité' }));

    const thanks = (
      await screen.findByText('Merci : votre disponibilité est confirmée pour les 30 prochains jours.')
    ).closest('[role="status"]');
    expect(thanks).not.toBeNull();
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(api.requestsTo('POST', `/api/profiles/${api.userId}/availability-confirmation`)).toHaveLength(1);
  });

  it('asks nothing of a professional whose availability is confirmed', async () => {
    fakeProfilesApi({ me: { ...savedProfile, isAvailabilityStale: false } });
    await openEditor();
    expect(screen.queryByRole('region', { name: /Votre disponibilité/ })).not.toBeInTheDocument();
  });
});
