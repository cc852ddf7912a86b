import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import {
  type Account,
  callApi,
  createProfessionalViaApi,
  createSignedInProfessional,
  type Language,
  localized,
  rememberBaseUrl,
} from './support/accounts.ts';
import { ADMIN_PASSWORD, createAdministrator } from './support/admin-journeys.ts';
import { randomAddress } from './support/client-address.ts';
import { queryDatabase } from './support/database.ts';
import { uniqueEmail } from './support/mail.ts';

// A word before the commitment: the client asks a proposed team a question, a member answers, the client reads
// it before choosing; then an invited professional reads who asks (named, with their record as a client), the
// levels required, the dates, the hours a week and their rate, and accepts.

const TEXT = {
  fr: {
    ask: /^Poser une question à cette équipe/,
    conversation: /^Conversation avant le choix/,
    message: 'Votre message',
    send: 'Envoyer',
    question: 'Pouvez-vous commencer début janvier ?',
    answer: 'Oui, dès le 4 janvier.',
    back: 'Retour aux propositions',
    choose: /^Choisir cette équipe/,
    sendInvitations: 'Envoyer les invitations',
    invitation: /^Invitation\s: /,
    whoAsks: 'Qui vous invite',
    client: 'Camille Durand',
    completed: '1 projet',
    rating: /4/,
    required: 'niveau requis\u00a0: 3/5',
    dates: 'du 4 janvier 2027 au 30 juin 2027',
    hours: '7\u00a0h par semaine',
    rate: /^80\s€ de l’heure, soit environ 14\s000\s€ sur 25 semaines$/,
    accept: (title: string) => `Accepter l’invitation au projet ${title}`,
    accepted: 'Invitation acceptée : vous faites partie de l’équipe.',
  },
  en: {
    ask: /^Ask this team a question/,
    conversation: /^Conversation before choosing/,
    message: 'Your message',
    send: 'Send',
    question: 'Can you start early January?',
    answer: 'Yes, from January 4.',
    back: 'Back to the proposals',
    choose: /^Choose this team/,
    sendInvitations: 'Send the invitations',
    invitation: /^Invitation: /,
    whoAsks: 'Who invites you',
    client: 'Camille Durand',
    completed: '1 project',
    rating: /4/,
    required: 'level required: 3/5',
    dates: 'from January 4, 2027 to June 30, 2027',
    hours: '7 h a week',
    rate: /^€80 an hour, about €14,000 over 25 weeks$/,
    accept: (title: string) => `Accept the invitation to the project ${title}`,
    accepted: 'Invitation accepted: you are part of the team.',
  },
} as const;

interface Professional extends Account {
  request: APIRequestContext;
}

async function newRequest(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
) {
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
  });
  rememberBaseUrl(request, baseURL);
  return request;
}

/** A browser page signed in as `professional` (their API session's cookies), at the journey's width. */
async function openAs(browser: Browser, page: Page, professional: Professional, language: Language) {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    storageState: await professional.request.storageState(),
    viewport: page.viewportSize(),
    locale: language === 'fr' ? 'fr-FR' : 'en-GB',
  });
  return { context, page: await context.newPage() };
}

for (const language of ['fr', 'en'] as const) {
  const text = TEXT[language];

  test.describe(`proposal conversation (${language})`, () => {
    // Sign-up is rate limited per address: three people sign up.
    test.setTimeout(300_000);

    test('a client asks a proposed team, a member answers before the choice; an invited professional reads who asks and accepts', async ({
      page,
      browser,
      baseURL,
      playwright,
    }) => {
      const tag = `${Date.now().toString(36)}${language}`;
      const skill = `Sextant ${tag}`;
      // Two professionals holding the skill the brief asks for.
      const professionals: Professional[] = [];
      for (const [index, firstName] of ['Inès', 'Hugo'].entries()) {
        const request = await newRequest(playwright, baseURL);
        const account = await createProfessionalViaApi(request, {
          language,
          prefix: `conv-${language}-${index}`,
          baseURL,
        });
        await callApi(request, 'PATCH', `/api/profiles/${account.id}`, {
          firstName,
          lastName: 'Martin',
          profession: 'Développeuse',
          experienceYears: 5,
          hourlyRate: 80,
          availabilityStatus: 'available',
        });
        await callApi(request, 'POST', `/api/profiles/${account.id}/skills`, {
          newSkill: { name: skill },
          level: 4,
        });
        professionals.push({ ...account, request });
      }
      const skillId = await approveSkill(playwright, baseURL, skill);

      // The client (named at sign-up) with a record: a delivered project and a published review by a member.
      const client = await createSignedInProfessional(page, {
        language,
        prefix: `conv-client-${language}`,
        baseURL,
        landingPath: '/dashboard/projects',
      });
      await seedClientRecord(client.id, professionals[1]!.id);
      const title = `${language === 'fr' ? 'Carnet de bord' : 'Logbook'} ${tag}`;
      const project = (await callApi(page.request, 'POST', '/api/projects', { language })) as { id: string };
      await callApi(page.request, 'PUT', `/api/projects/${project.id}/brief`, {
        title,
        description: '',
        skills: [{ skillId, minLevel: 3, weight: 3 }],
        teamSize: { min: 1, max: 1 },
        budget: null,
        startDate: '2027-01-04',
        deadline: '2027-06-30',
        effortDaysPerWeek: 1,
        priority: 'balanced',
      });

      // 1. The client opens the conversation with the first team from the proposals and asks.
      // While the client chooses, the proposals are on the brief's page.
      await page.goto(localized(`/dashboard/create-project?project=${project.id}`, language));
      await page.getByRole('link', { name: text.ask }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: text.conversation })).toBeVisible();
      await page.getByRole('textbox', { name: text.message }).fill(text.question);
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByText(text.question)).toBeVisible();
      await expectNoAccessibilityViolations(page);
      const proposalId = page.url().match(/proposals\/([0-9a-f-]{36})/)?.[1] ?? '';
      const thread = (await (await page.request.get(`/api/proposals/${proposalId}/thread`)).json()) as {
        proposal: { members: { id: string }[] };
      };
      const member = professionals.find((pro) => pro.id === thread.proposal.members[0]?.id)!;

      // 2. A member of that team answers; the client reads it before choosing.
      await callApi(member.request, 'POST', `/api/proposals/${proposalId}/thread`, { body: text.answer });
      await page.reload();
      await expect(page.getByText(text.answer)).toBeVisible();
      await page.getByRole('link', { name: text.back }).click();
      await page.getByRole('button', { name: text.choose }).first().click();
      await page.getByRole('button', { name: text.sendInvitations }).click();
      await expect(page.getByRole('button', { name: text.choose })).toHaveCount(0);

      // 3. The invited professional opens the invitation: who asks, their record, the seat; then accepts.
      // The seat's invitation, once the choice has reached the server (the page may show it first).
      let invitation: { id: string; professional_id: string } | undefined;
      await expect
        .poll(
          async () => {
            const invitations = await queryDatabase<{ id: string; professional_id: string }>(
              `select id, professional_id from project_invitations where project_id = $1 order by created_at, id`,
              [project.id],
            );
            invitation = invitations.find((row) =>
              professionals.some((pro) => pro.id === row.professional_id),
            );
            return invitation?.id;
          },
          { timeout: 15_000 },
        )
        .toBeTruthy();
      const seated = professionals.find((pro) => pro.id === invitation?.professional_id)!;
      const invited = await openAs(browser, page, seated, language);
      await invited.page.goto(localized(`/dashboard/invitations/${invitation!.id}`, language));
      await expect(invited.page.getByRole('heading', { level: 1, name: text.invitation })).toBeVisible();
      const main = invited.page.getByRole('main');
      const whoAsks = main.getByRole('region', { name: text.whoAsks });
      await expect(whoAsks.getByText(text.client, { exact: true })).toBeVisible();
      await expect(whoAsks.getByText(text.completed, { exact: true })).toBeVisible();
      await expect(whoAsks.getByText(text.rating).first()).toBeVisible();
      await expect(main.getByText(text.required)).toBeVisible();
      await expect(main.getByText(text.dates)).toBeVisible();
      await expect(main.getByText(text.hours)).toBeVisible();
      await expect(main.getByText(text.rate)).toBeVisible();
      // The conversation the team had with the client is there to read, and to ask more.
      await expect(main.getByText(text.answer)).toBeVisible();
      await expectNoAccessibilityViolations(invited.page);
      await main.getByRole('button', { name: text.accept(title) }).click();
      await expect(main.getByText(text.accepted)).toBeVisible();
      await expectNoAccessibilityViolations(invited.page);
      await invited.context.close();
    });
  });
}

/** The journey's skill, typed by the professionals, approved by an administrator; its id. */
async function approveSkill(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  name: string,
): Promise<string> {
  const email = uniqueEmail('conv-admin');
  await createAdministrator(email);
  const admin = await newRequest(playwright, baseURL);
  await callApi(admin, 'POST', '/api/auth/sign-in/email', { email, password: ADMIN_PASSWORD });
  const pending = (await (await admin.get('/api/admin/skills/pending')).json()) as {
    skills: { id: string; name: string }[];
  };
  const skill = pending.skills.find((candidate) => candidate.name === name);
  expect(skill, `${name} waits for approval`).toBeDefined();
  await callApi(admin, 'POST', `/api/admin/skills/${skill?.id}/approve`, { name, nameEn: '' });
  await admin.dispose();
  return skill!.id;
}

/**
 * What a client's record is made of, written straight into the server's database (a delivered project and
 * its review take a whole project's life to make through the API): one project delivered, a member's published
 * review rating the client 4/5.
 */
async function seedClientRecord(clientId: string, reviewerId: string): Promise<void> {
  const [past] = await queryDatabase<{ id: string }>(
    `insert into projects (client_id, title, status, delivered_at) values ($1, 'Projet passé', 'delivered', now())
     returning id`,
    [clientId],
  );
  await queryDatabase(
    `insert into project_reviews (project_id, author_id, subject_id, author_role, rating, comment, published_at, publishes_at)
     values ($1, $2, $3, 'member', 4, 'Client clair et ponctuel.', now(), now())`,
    [past!.id, reviewerId, clientId],
  );
}
