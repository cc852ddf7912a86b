import { expect, test } from './fixtures.ts';
import { expectAccessible, inLanguage, LANGUAGES } from './public-support.ts';
import { linkIn, uniqueEmail, waitForMail } from './support/mail.ts';

const TEXT = {
  fr: {
    region: 'Newsletter',
    email: 'Adresse e‑mail',
    submit: 'S’inscrire',
    sent: 'Merci ! Nous venons de vous envoyer un e‑mail',
    subject: /Confirmez votre inscription à la newsletter/,
    confirmed: 'C’est confirmé ! Vous recevrez notre prochaine newsletter.',
    unsubscribed: 'vous ne recevrez plus notre newsletter',
    home: 'Retour à l’accueil',
  },
  en: {
    region: 'Newsletter',
    email: 'Email address',
    submit: 'Subscribe',
    sent: 'Thank you! We have just sent you an email',
    subject: /Confirm your newsletter subscription/,
    confirmed: 'Confirmed! You will receive our next newsletter.',
    unsubscribed: 'you will no longer receive our newsletter',
    home: 'Back to home',
  },
} as const;

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`a visitor subscribes from the footer, confirms from the mail, then unsubscribes (${language})`, async ({
    page,
  }) => {
    const email = uniqueEmail(`newsletter-${language}`);
    await page.goto(inLanguage('/about', language));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const signup = page.getByRole('contentinfo').getByRole('region', { name: text.region });
    await signup.getByLabel(text.email).fill(email);
    await signup.getByRole('button', { name: text.submit }).click();
    await expect(signup.getByRole('status')).toContainText(text.sent);
    await expectAccessible(page);

    // Double opt-in: the mail, in the visitor's language, holds the confirmation and unsubscribe links.
    const mail = await waitForMail(email, text.subject);
    await page.goto(linkIn(mail, '/newsletter/confirm'));
    await expect(page.getByRole('status')).toHaveText(text.confirmed);
    await expectAccessible(page);

    await page.goto(linkIn(mail, '/newsletter/unsubscribe'));
    await expect(page.getByRole('status')).toContainText(text.unsubscribed);
    await page.getByRole('link', { name: text.home }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
}
