import { expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { createSignedInProfessional, type Language } from './support/accounts.ts';
import { JOURNEY_TIMEOUT_MS } from './auth-helpers.ts';

// The assistant reads a brief the way a client writes it: the company's turnover and its ad spend are not the
// project's budget, a team size it worked out is marked to confirm with the client's words, and a budget no
// professional could work for is said before any proposal.

const SERVER_STEP = { timeout: 20_000 };

const TEXT = {
  fr: {
    createTitle: 'Créer un projet',
    message: 'Votre message',
    conversation: 'Conversation',
    brief: 'Brief du projet',
    describe:
      'Bonjour ! Nous sommes une PME lyonnaise qui réalise 14 M€ de chiffre d’affaires et dépense 270 k€ par mois ' +
      'en publicité sur Google et Meta. Nous voulons un tableau de bord en React avec des maquettes Figma, ' +
      'budget de 30 000 € HT, livraison le 30 juin 2027.',
    budget: 'Budget',
    totalAmount: 'Montant total (€)',
    teamSize: 'Taille de l’équipe',
    // French typography puts no-break spaces inside « » and before : ? ! — matched as any space.
    toConfirmFrom: /^À\sconfirmer\s—\sd’après\s«\s.*React.*\s»$/,
    tooLow: 'Finalement, nous ne pouvons mettre que 3 000 € au total.',
    lasts: 'Le travail durera environ 6 mois.',
    length: 'Durée (en semaines)',
    lengthQuote: /^Vous\savez\sécrit\s«\s.*durera environ 6 mois.*\s»$/,
    whereFrom: /^D’où\svient\scette\svaleur\s\?$/,
    tooLowQuestion:
      /Avec\s3\s000\s€,\schaque\spersonne\sserait\spayée\senviron\s\d+\s€\/h,\smoins\squ’un\starif\splausible\s:\saux\starifs\sdu\smarché,\sl’effort\sdemandé\scoûterait\senviron\s[\d\s]+€\.\sConfirmez-vous\sce\sbudget,\sou\sindiquez-m’en\sun\sautre\s\?/,
  },
  en: {
    createTitle: 'Create a project',
    message: 'Your message',
    conversation: 'Conversation',
    brief: 'Project brief',
    describe:
      'Hi! We are a Leeds retailer doing €14M in revenue and spending €270k a month on Google and Meta ads. ' +
      'We need a dashboard in React with Figma mock-ups, a budget of €30,000, delivery by June 30, 2027.',
    budget: 'Budget',
    totalAmount: 'Total amount (€)',
    teamSize: 'Team size',
    toConfirmFrom: /^To confirm — from “.*React.*”$/,
    tooLow: 'Actually we can only spend €3,000 in total.',
    lasts: 'The work will last about 6 months.',
    length: 'Length (weeks)',
    lengthQuote: /^You wrote “.*last about 6 months.*”$/,
    whereFrom: /^Where does this come from\?$/,
    tooLowQuestion:
      /With €3,000, each person would be paid about €\d+\/h, less than a plausible rate: at market rates, the effort asked would cost about €[\d,]+\. Do you confirm this budget, or give me another one\?/,
  },
} as const;

for (const language of ['fr', 'en'] as const satisfies readonly Language[]) {
  const text = TEXT[language];

  test(`the assistant reads the budget, marks its estimates, questions a budget too low and keeps how long the work lasts (${language})`, async ({
    page,
    baseURL,
  }) => {
    // Four turns with the assistant, each followed by a full axe run: longer than a single page's check.
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    await createSignedInProfessional(page, {
      language,
      prefix: `brief-${language}`,
      baseURL,
      landingPath: '/dashboard/create-project',
    });
    await expect(page.getByRole('heading', { level: 1, name: text.createTitle })).toBeVisible();

    // 1. A brief with the company's turnover and its monthly ad spend besides the project's budget.
    const input = page.getByRole('textbox', { name: text.message });
    await input.fill(text.describe);
    await input.press('Enter');
    const conversation = page.getByRole('log', { name: text.conversation });
    await expect(conversation.getByRole('listitem')).toHaveCount(3, SERVER_STEP);
    const brief = page.getByRole('region', { name: text.brief });
    const budget = brief.getByRole('group', { name: text.budget });
    await expect(budget.getByRole('textbox', { name: text.totalAmount })).toHaveValue('30000', SERVER_STEP);

    // 2. No team size in the brief: the assistant's estimate is to confirm, with the words it came from.
    const teamSize = brief.getByRole('group', { name: new RegExp(`^${text.teamSize}`) });
    const note = teamSize.getByText(text.toConfirmFrom);
    await expect(note).toBeVisible();
    await expect(teamSize.getByRole('combobox').first()).toHaveAccessibleDescription(text.toConfirmFrom);
    await expectNoAccessibilityViolations(page);

    // 3. A budget no professional could work for is said, with what the effort would cost, before proposals.
    await input.fill(text.tooLow);
    await input.press('Enter');
    await expect(conversation.getByRole('listitem')).toHaveCount(5, SERVER_STEP);
    await expect(conversation.getByRole('listitem').last()).toContainText(text.tooLowQuestion, SERVER_STEP);
    await expect(budget.getByRole('textbox', { name: text.totalAmount })).toHaveValue('3000');
    await expectNoAccessibilityViolations(page);

    // 4. How long the work lasts is its own field, never a deadline, with the client's words on demand.
    await input.fill(text.lasts);
    await input.press('Enter');
    await expect(conversation.getByRole('listitem')).toHaveCount(7, SERVER_STEP);
    await expect(brief.getByRole('textbox', { name: text.length })).toHaveValue('26', SERVER_STEP);
    await brief.getByText(text.whereFrom).last().click();
    await expect(brief.getByText(text.lengthQuote)).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
}
