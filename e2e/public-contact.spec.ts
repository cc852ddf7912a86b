import { expect, test } from './fixtures.ts';
import { expectAccessible, inLanguage, LANGUAGES } from './public-support.ts';
import { queryDatabase } from './support/database.ts';
import { waitForMail } from './support/mail.ts';

/** Where the test server sends contact messages (the API's default CONTACT_INBOX). */
const CONTACT_INBOX = 'contact@escouade.localhost';

const TEXT = {
  fr: {
    heading: 'Contactez-nous',
    name: 'Nom',
    email: 'Adresse e‑mail',
    subject: 'Sujet',
    message: 'Message',
    submit: 'Envoyer le message',
    required: 'Ce champ est obligatoire.',
    success: 'Message envoyé !',
  },
  en: {
    heading: 'Contact us',
    name: 'Name',
    email: 'Email address',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send message',
    required: 'This field is required.',
    success: 'Message sent!',
  },
} as const;

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`a visitor writes to the team through the contact form (${language})`, async ({ page }, testInfo) => {
    // Unique per run and project: the team's inbox receives every journey's message.
    const visitor = `Camille ${testInfo.project.name} ${language} ${Date.now()}`;
    await page.goto(inLanguage('/contact', language));
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    const form = page.getByRole('region', {
      name: language === 'fr' ? 'Envoyez-nous un message' : 'Send us a message',
    });

    // Nothing filled in: each field says what is missing, and nothing is sent.
    await form.getByRole('button', { name: text.submit }).click();
    await expect(form.getByLabel(text.name)).toHaveAccessibleDescription(text.required);
    await expect(form.getByLabel(text.name)).toBeFocused();
    await expectAccessible(page);

    await form.getByLabel(text.name).fill(visitor);
    await form.getByLabel(text.email).fill('camille@example.test');
    await form.getByLabel(text.subject).selectOption('devis');
    await form.getByLabel(text.message).fill('Nous aimerions une équipe pour une application mobile.');
    await form.getByRole('button', { name: text.submit }).click();

    await expect(page.getByRole('heading', { name: text.success })).toBeVisible();
    await expectAccessible(page);

    // Stored, as typed, in the visitor's language.
    const stored = await queryDatabase(
      'select email, subject, message, locale from contact_messages where name = $1',
      [visitor],
    );
    expect(stored).toEqual([
      {
        email: 'camille@example.test',
        subject: 'devis',
        message: 'Nous aimerions une équipe pour une application mobile.',
        locale: language,
      },
    ]);

    // The team receives it (in French, its working language), with the visitor's address to reply to; its subject
    // names the topic, never words the visitor typed.
    const mail = await waitForMail(
      CONTACT_INBOX,
      /^Formulaire de contact — Demande de devis$/,
      new RegExp(visitor),
    );
    expect(mail.text).toContain('Nous aimerions une équipe pour une application mobile.');
    expect(mail.text).toContain('camille@example.test');
  });
}
