import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { fillDate } from './support/date-field';
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
import { linkIn, uniqueEmail, waitForMail } from './support/mail.ts';

const TEXT = {
  fr: {
    createTitle: 'Créer un projet',
    message: 'Votre message',
    describe: (a: string, b: string) =>
      `Nous voulons créer une plateforme de réservation avec ${a} et ${b}, pour un budget de 30 000 €, livraison avant le 30 juin 2027.`,
    conversation: 'Conversation',
    typing: 'L’assistant écrit…',
    brief: 'Brief du projet',
    briefSkills: 'Compétences du brief',
    projectTitle: 'Titre du projet',
    addSkill: 'Ajouter une compétence',
    remove: (name: string) => `Retirer ${name}`,
    atMost: 'Au plus',
    teamSize: 'Taille de l’équipe',
    toConfirm: 'À confirmer',
    minLevel: (name: string) => `Niveau minimum pour ${name}`,
    confirm: 'Confirmer le brief',
    startDate: 'Date de début',
    effort: 'Temps de chaque membre sur le projet',
    oneDay: '1 jour par semaine',
    assumption:
      '30 000 € sur 25 semaines ≈ 3 personnes × 1 jour par semaine, à 57 €/h chacune en moyenne : l’équipe entière peut coûter jusqu’à 171 €/h.',
    estimatedCost: 'Coût estimé du projet',
    withinBudget: 'Dans le budget',
    proposals: 'Les équipes proposées pour votre projet',
    alsoLabels: ['Meilleure couverture des compétences', 'Coût horaire le plus bas'],
    kinds: [
      'Meilleure couverture des compétences',
      'Meilleur rapport qualité-prix',
      'Profils les plus expérimentés',
    ],
    choose: /^Choisir cette équipe/,
    chooseDialog: 'Choisir cette équipe ?',
    sendInvitations: 'Envoyer les invitations',
    team: 'L’équipe',
    pending: 'En attente',
    staffing: 'Équipe en formation',
    staffed: 'Équipe au complet',
    staffedOwner: 'Votre équipe est au complet : tous les membres ont accepté.',
    invitationSubject: /Invitation à rejoindre une équipe/,
    invitations: 'Invitations reçues',
    accept: (title: string) => `Accepter l’invitation au projet ${title}`,
    accepted: 'Invitation acceptée : vous faites partie de l’équipe.',
    acceptedBadge: 'Acceptée',
    plan: 'Plan du projet',
    timeline: /^Chronologie du plan/,
    scoping: 'Cadrage et lancement',
    delivery: 'Recette et livraison',
    listView: 'Liste',
    editScoping: 'Modifier l’étape « Cadrage et lancement »',
    editDialog: 'Modifier l’étape',
    milestoneTitle: 'Titre',
    end: 'Fin',
    lateWarning: 'Cette date est après la date limite : l’étape sera signalée.',
    save: 'Enregistrer',
    renamed: 'Atelier de lancement',
    saved: 'Étape « Atelier de lancement » enregistrée.',
    pastDeadline: 'Après la date limite',
    load: 'Charge de l’équipe',
    openTaskForm: 'Ajouter une tâche à « Atelier de lancement »',
    newTask: 'Nouvelle tâche dans « Atelier de lancement »',
    taskTitle: 'Intitulé',
    task: 'Atelier avec le client',
    addTask: 'Ajouter la tâche',
    taskStatus: 'État de la tâche « Atelier avec le client »',
    started: 'En cours',
    history: 'Historique',
    startedEntry: 'a commencé « Atelier avec le client ».',
    inProgress: 'Le projet est en cours : l’équipe avance dans le plan ci-dessous.',
    thread: 'Fil du projet',
    send: 'Envoyer',
    clientMessage: 'Voici la maquette de l’accueil.',
    memberReply: 'Bien reçu, je m’en occupe.',
    sent: 'Message envoyé.',
    messages: 'Messages',
    deliver: 'Livrer l’étape',
    deliverDialog: 'Livrer « Atelier de lancement »',
    deliveryNote: 'Note de livraison',
    note: 'Compte rendu de l’atelier et planning.',
    deliverSubmit: 'Livrer',
    awaiting: 'Livrée, à valider',
    askChanges: 'Demander des modifications',
    changesDialog: 'Modifications sur « Atelier de lancement »',
    changesLabel: 'Ce qui doit changer',
    changes: 'Ajoutez les dates des ateliers.',
    sendChanges: 'Envoyer la demande',
    changesRequested: 'Modifications demandées',
    acceptDelivery: 'Accepter la livraison',
    acceptDialog: 'Accepter « Atelier de lancement » ?',
    acceptConfirm: 'Accepter',
    acceptedMilestone: 'Acceptée',
    closeRegion: 'Livraison du projet',
    close: 'Clore le projet comme livré',
    closeDialog: 'Clore le projet comme livré ?',
    closeConfirm: 'Clore le projet',
    delivered: 'Projet livré : chaque étape est acceptée. Donnez votre avis sur l’équipe ci-dessous.',
    reviews: 'Avis',
    ratingFor: (name: string) => `Votre note pour ${name}`,
    fiveStars: '5 étoiles',
    fourStars: '4 étoiles',
    comment: 'Votre commentaire',
    saveReview: 'Enregistrer mon avis',
    reviewText: 'Atelier très bien mené, livrables clairs.',
    savedHidden: (name: string) =>
      `Avis enregistré. Il restera masqué jusqu’à ce que ${name} écrive le sien ou que la période se termine.`,
    clientReview: 'Cliente précise et disponible.',
    showPublicly: 'Montrer mon avis sur les pages publiques d’Escouade (Témoignages, Études de cas)',
    testimonials: 'Témoignages',
    caseStudies: 'Études de cas',
    pricing: 'Tarifs',
    projectsPage: 'Projets',
    published: 'Avis publié :',
    profileReviews: 'Avis des clients',
    fiveOutOfFive: '5 sur 5',
    oneReview: '(1 avis)',
  },
  en: {
    createTitle: 'Create a project',
    message: 'Your message',
    describe: (a: string, b: string) =>
      `We want to build a booking platform with ${a} and ${b}, with a budget of €30,000, delivered by June 30, 2027.`,
    conversation: 'Conversation',
    typing: 'The assistant is typing…',
    brief: 'Project brief',
    briefSkills: 'Skills of the brief',
    projectTitle: 'Project title',
    addSkill: 'Add a skill',
    remove: (name: string) => `Remove ${name}`,
    atMost: 'At most',
    teamSize: 'Team size',
    toConfirm: 'To confirm',
    minLevel: (name: string) => `Minimum level for ${name}`,
    confirm: 'Confirm the brief',
    startDate: 'Start date',
    effort: 'Time each member spends on the project',
    oneDay: '1 day a week',
    assumption:
      '€30,000 over 25 weeks ≈ 3 people × 1 day a week, at €57/h each on average: the whole team can cost up to €171/h.',
    estimatedCost: 'Estimated project cost',
    withinBudget: 'Within budget',
    proposals: 'The teams proposed for your project',
    alsoLabels: ['Best skill coverage', 'Lowest hourly cost'],
    kinds: ['Best skill coverage', 'Best value', 'Most senior'],
    choose: /^Choose this team/,
    chooseDialog: 'Choose this team?',
    sendInvitations: 'Send the invitations',
    team: 'The team',
    pending: 'Pending',
    staffing: 'Team forming',
    staffed: 'Team complete',
    staffedOwner: 'Your team is complete: every member has accepted.',
    invitationSubject: /Invitation to join an Escouade team/,
    invitations: 'Invitations received',
    accept: (title: string) => `Accept the invitation to the project ${title}`,
    accepted: 'Invitation accepted: you are part of the team.',
    acceptedBadge: 'Accepted',
    plan: 'Project plan',
    timeline: /^Timeline of the plan/,
    scoping: 'Scoping and kick-off',
    delivery: 'Testing and delivery',
    listView: 'List',
    editScoping: 'Edit the milestone “Scoping and kick-off”',
    editDialog: 'Edit the milestone',
    milestoneTitle: 'Title',
    end: 'End',
    lateWarning: 'This date is after the deadline: the milestone will be flagged.',
    save: 'Save',
    renamed: 'Kick-off workshop',
    saved: 'Milestone “Kick-off workshop” saved.',
    pastDeadline: 'After the deadline',
    load: 'Team workload',
    openTaskForm: 'Add a task to “Kick-off workshop”',
    newTask: 'New task in “Kick-off workshop”',
    taskTitle: 'Task',
    task: 'Workshop with the client',
    addTask: 'Add the task',
    taskStatus: 'Status of the task “Workshop with the client”',
    started: 'In progress',
    history: 'History',
    startedEntry: 'started “Workshop with the client”.',
    inProgress: 'The project is in progress: the team is working through the plan below.',
    thread: 'Project thread',
    send: 'Send',
    clientMessage: 'Here is the mock-up of the home page.',
    memberReply: 'Got it, I am on it.',
    sent: 'Message sent.',
    messages: 'Messages',
    deliver: 'Deliver the milestone',
    deliverDialog: 'Deliver “Kick-off workshop”',
    deliveryNote: 'Delivery note',
    note: 'Workshop minutes and schedule.',
    deliverSubmit: 'Deliver',
    awaiting: 'Delivered, awaiting review',
    askChanges: 'Ask for changes',
    changesDialog: 'Changes to “Kick-off workshop”',
    changesLabel: 'What must change',
    changes: 'Add the dates of the workshops.',
    sendChanges: 'Send the request',
    changesRequested: 'Changes requested',
    acceptDelivery: 'Accept the delivery',
    acceptDialog: 'Accept “Kick-off workshop”?',
    acceptConfirm: 'Accept',
    acceptedMilestone: 'Accepted',
    closeRegion: 'Project delivery',
    close: 'Close the project as delivered',
    closeDialog: 'Close the project as delivered?',
    closeConfirm: 'Close the project',
    delivered: 'Project delivered: every milestone is accepted. Review the team below.',
    reviews: 'Reviews',
    ratingFor: (name: string) => `Your rating for ${name}`,
    fiveStars: '5 stars',
    fourStars: '4 stars',
    comment: 'Your comment',
    saveReview: 'Save my review',
    reviewText: 'A well-run workshop, clear deliverables.',
    savedHidden: (name: string) =>
      `Review saved. It stays hidden until ${name} writes theirs or the period ends.`,
    clientReview: 'A precise and available client.',
    showPublicly: 'Show my review on Escouade’s public pages (Testimonials, Case studies)',
    testimonials: 'Testimonials',
    caseStudies: 'Case studies',
    pricing: 'Pricing',
    projectsPage: 'Projects',
    published: 'Review published:',
    profileReviews: 'Clients’ reviews',
    fiveOutOfFive: '5 out of 5',
    oneReview: '(1 review)',
  },
} as const;

/** A 2×2 PNG, joined to a thread message as an image. */
const MOCKUP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** Answers that come from the server (the assistant, the team formation): more than the 5 s default. */
const SERVER_STEP = { timeout: 20_000 };

type Professional = Account & { request: APIRequestContext; name: string };

/** Letters only: the assistant finds a catalogue skill's name in the text word for word. */
function randomWord(length = 6): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/**
 * Three eligible professionals, registered and confirmed through the API, each with two of the journey's skills
 * (names of its own, so that no other journey's professionals match the brief).
 */
async function createProfessionals(
  playwright: {
    request: {
      newContext: (options: {
        baseURL?: string;
        extraHTTPHeaders?: Record<string, string>;
      }) => Promise<APIRequestContext>;
    };
  },
  {
    language,
    baseURL,
    skills,
  }: { language: Language; baseURL: string | undefined; skills: [string, string, string] },
): Promise<Professional[]> {
  const [orbital, nimbus, quartz] = skills;
  // Léa and Hugo cover everything (the best coverage); Léa and Maya cover two skills of three for far less
  // (the best value, and the lowest hourly cost); Hugo and Maya cover everything with the most experience.
  const people = [
    {
      firstName: 'Léa',
      lastName: 'Bernard',
      rate: 30,
      years: 3,
      skills: [
        [orbital, 4],
        [nimbus, 4],
      ],
    },
    {
      firstName: 'Hugo',
      lastName: 'Petit',
      rate: 120,
      years: 15,
      skills: [[quartz, 4]],
    },
    {
      firstName: 'Maya',
      lastName: 'Roux',
      rate: 35,
      years: 6,
      skills: [
        [orbital, 3],
        [nimbus, 3],
      ],
    },
  ] as const;
  const professionals: Professional[] = [];
  for (const [index, person] of people.entries()) {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
    });
    const account = await createProfessionalViaApi(request, {
      language,
      prefix: `pod-${language}-${index}`,
      baseURL,
    });
    await callApi(request, 'PATCH', `/api/profiles/${account.id}`, {
      firstName: person.firstName,
      lastName: person.lastName,
      profession: 'Développeur',
      experienceYears: person.years,
      hourlyRate: person.rate,
      availabilityStatus: 'available',
    });
    for (const [name, level] of person.skills) {
      await callApi(request, 'POST', `/api/profiles/${account.id}/skills`, { newSkill: { name }, level });
    }
    professionals.push({ ...account, request, name: `${person.firstName} ${person.lastName}` });
  }
  await approveSkills(playwright, { baseURL, names: skills });
  return professionals;
}

/**
 * Skills typed by professionals wait for an admin before any brief may ask for them: an admin (created by
 * `npm run admin:create`, signed in through the API) approves this journey's three.
 */
async function approveSkills(
  playwright: {
    request: {
      newContext: (options: {
        baseURL?: string;
        extraHTTPHeaders?: Record<string, string>;
      }) => Promise<APIRequestContext>;
    };
  },
  { baseURL, names }: { baseURL: string | undefined; names: readonly string[] },
): Promise<void> {
  const email = uniqueEmail('pod-admin');
  await createAdministrator(email);
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
  });
  rememberBaseUrl(admin, baseURL);
  await callApi(admin, 'POST', '/api/auth/sign-in/email', { email, password: ADMIN_PASSWORD });
  const pending = (await (await admin.get('/api/admin/skills/pending')).json()) as {
    skills: { id: string; name: string }[];
  };
  for (const name of names) {
    const skill = pending.skills.find((candidate) => candidate.name === name);
    expect(skill, `${name} waits for approval`).toBeDefined();
    await callApi(admin, 'POST', `/api/admin/skills/${skill?.id}/approve`, { name, nameEn: '' });
  }
  await admin.dispose();
}

/** A browser page signed in as `professional` (their API session's cookies), failing on console errors. */
async function openAs(browser: Browser, page: Page, professional: Professional, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    storageState: await professional.request.storageState(),
    viewport: page.viewportSize(),
    locale: 'fr-FR',
  });
  const proPage = await context.newPage();
  const errors: string[] = [];
  proPage.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  proPage.on('pageerror', (error) => errors.push(error.message));
  return { context, page: proPage, errors };
}

async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  // Set PROJECTS_SCREENSHOTS=1 to keep pictures of each screen of the journey, a viewport at a time, as seen.
  if (!process.env.PROJECTS_SCREENSHOTS) return;
  const height = page.viewportSize()?.height ?? 800;
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  const start = await page.evaluate(() => window.scrollY);
  for (let part = 0; part * height < total; part += 1) {
    await page.evaluate((top) => window.scrollTo(0, top), part * height);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${part + 1}.png`), scale: 'css' });
  }
  await page.evaluate((top) => window.scrollTo(0, top), start);
}

for (const language of ['fr', 'en'] as const) {
  const text = TEXT[language];

  test.describe(`project creation (${language})`, () => {
    // Sign-up is rate limited per address (3 a minute) and this journey signs up four people: it may wait.
    test.setTimeout(480_000);

    test('describe the project, edit the brief, choose one of three teams; the team accepts and is staffed', async ({
      page,
      browser,
      baseURL,
      playwright,
    }, testInfo) => {
      const tag = randomWord();
      const skills: [string, string, string] = [`Orbital ${tag}`, `Nimbus ${tag}`, `Quartz ${tag}`];
      const professionals = await createProfessionals(playwright, { language, baseURL, skills });
      await createSignedInProfessional(page, {
        language,
        prefix: `client-${language}`,
        baseURL,
        landingPath: '/dashboard/create-project',
      });

      // 1. The chat: the assistant answers as it writes, then the brief it drew up appears.
      await expect(page.getByRole('heading', { level: 1, name: text.createTitle })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      const input = page.getByRole('textbox', { name: text.message });
      await input.fill(text.describe(skills[0], skills[1]));
      await input.press('Enter');
      await expect(page).toHaveURL(/[?&]project=[0-9a-f-]{36}/, SERVER_STEP);
      const conversation = page.getByRole('log', { name: text.conversation });
      await expect(conversation.getByRole('listitem')).toHaveCount(3, SERVER_STEP);
      await expect(conversation.getByRole('listitem').last()).not.toHaveAttribute('aria-hidden', 'true');
      await expect(input).toBeFocused();
      // The answer is in (the third line is not the assistant still typing), and no error took its place.
      await expect(conversation.getByText(text.typing)).toHaveCount(0, SERVER_STEP);
      expect(await page.getByRole('main').getByRole('alert').allTextContents(), 'the chat’s error').toEqual(
        [],
      );
      const brief = page.getByRole('region', { name: text.brief });
      const briefSkills = brief.getByRole('list', { name: text.briefSkills });
      await expect(briefSkills.getByText(skills[0], { exact: true })).toBeVisible(SERVER_STEP);
      await expect(briefSkills.getByText(skills[1], { exact: true })).toBeVisible();
      await saveScreenshot(page, testInfo, '1-chat');
      await expectNoAccessibilityViolations(page);

      // 2. The brief, edited: a title, only this journey's skills, a third one from the catalogue, a team size.
      const title = `${language === 'fr' ? 'Plateforme de réservation' : 'Booking platform'} ${tag}`;
      await brief.getByRole('textbox', { name: text.projectTitle }).fill(title);
      for (const name of await briefSkills.locator('li > p').allTextContents()) {
        if (!name.includes(tag)) await brief.getByRole('button', { name: text.remove(name) }).click();
      }
      const search = brief.getByRole('combobox', { name: text.addSkill });
      await search.fill(skills[2]);
      await brief.getByRole('option', { name: skills[2] }).click();
      await expect(briefSkills.getByText(skills[2], { exact: true })).toBeVisible();
      for (const name of skills)
        await brief.getByRole('combobox', { name: text.minLevel(name) }).selectOption('3');
      // The client gave no team size: the assistant's estimate is marked to confirm until they set one.
      const teamSize = brief.getByRole('group', { name: text.teamSize });
      await expect(teamSize.getByText(text.toConfirm, { exact: true })).toBeVisible();
      await brief.getByRole('combobox', { name: text.atMost }).selectOption('3');
      await expect(teamSize.getByText(text.toConfirm, { exact: true })).toBeHidden();
      // The total budget read against the effort: 25 weeks at one day a week, 175 hours for each member.
      await fillDate(brief.getByRole('group', { name: text.startDate }), '2027-01-04');
      const effort = brief.getByRole('combobox', { name: text.effort });
      await effort.selectOption({ label: text.oneDay });
      await expect(effort).toHaveAccessibleDescription(text.assumption);
      await saveScreenshot(page, testInfo, '2-brief');
      await expectNoAccessibilityViolations(page);
      await brief.getByRole('button', { name: text.confirm }).click();

      // 3. Three teams that really differ, each with why.
      const proposalsHeading = page.getByRole('heading', { level: 2, name: text.proposals });
      await expect(proposalsHeading).toBeFocused(SERVER_STEP);
      const columns = page.getByRole('article');
      await expect(columns).toHaveCount(3);
      for (const [index, kind] of text.kinds.entries()) {
        await expect(columns.nth(index).getByRole('heading', { level: 3 })).toHaveText(kind);
      }
      // Labels the figures earn besides the card's own: the value team is also the cheapest per hour, the
      // senior team covers everything too.
      await expect(columns.nth(1).getByText(text.alsoLabels[1], { exact: true })).toBeVisible();
      await expect(columns.nth(2).getByText(text.alsoLabels[0], { exact: true })).toBeVisible();
      // The same assumption above the teams; each team's cost over the project, all three within budget.
      await expect(
        page.getByRole('region', { name: text.proposals }).getByText(text.assumption),
      ).toBeVisible();
      for (const index of [0, 1, 2]) {
        await expect(columns.nth(index).getByText(text.estimatedCost)).toBeVisible();
        await expect(columns.nth(index).getByText(text.withinBudget, { exact: true })).toBeVisible();
      }
      const teams = await Promise.all(
        [0, 1, 2].map(async (index) =>
          (await columns.nth(index).getByRole('link').allTextContents()).sort().join(', '),
        ),
      );
      expect(new Set(teams).size).toBe(3);
      await saveScreenshot(page, testInfo, '3-proposals');
      await expectNoAccessibilityViolations(page);

      // 4. The first one is chosen: its members are invited, the project's page shows them pending.
      await columns.first().getByRole('button', { name: text.choose }).click();
      const dialog = page.getByRole('alertdialog', { name: text.chooseDialog });
      await dialog.getByRole('button', { name: text.sendInvitations }).click();
      await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}/, SERVER_STEP);
      const projectId = new URL(page.url()).pathname.split('/').pop() ?? '';
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
      await expect(page.getByText(text.staffing, { exact: true })).toBeVisible();
      const team = page.getByRole('region', { name: text.team });
      const invitedNames = (await team.getByRole('link').allTextContents()).map((name) => name.trim());
      expect(invitedNames.length).toBeGreaterThanOrEqual(2);
      await expect(team.getByText(text.pending, { exact: true })).toHaveCount(invitedNames.length);
      await saveScreenshot(page, testInfo, '4-team');
      await expectNoAccessibilityViolations(page);

      // 5. An invited professional opens the mailed link and accepts; the others accept through the API.
      const invited = invitedNames.map((name) => {
        const professional = professionals.find((candidate) => candidate.name === name);
        if (!professional) throw new Error(`${name} is not one of this journey's professionals`);
        return professional;
      });
      const [first, ...others] = invited as [Professional, ...Professional[]];
      const mail = await waitForMail(first.email, text.invitationSubject);
      const member = await openAs(browser, page, first, baseURL);
      // The link leads to the invitation itself: the project, who asks, the seat; the answer is given there.
      await member.page.goto(localized(linkIn(mail, '/dashboard/invitations/'), language));
      const invitationPage = member.page.getByRole('main');
      await expect(invitationPage.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible(
        SERVER_STEP,
      );
      await expectNoAccessibilityViolations(member.page);
      await invitationPage.getByRole('button', { name: text.accept(title) }).click();
      await expect(invitationPage.getByText(text.accepted)).toBeVisible(SERVER_STEP);
      await expect(invitationPage.getByText(text.acceptedBadge, { exact: true }).first()).toBeVisible();
      await saveScreenshot(member.page, testInfo, '5-invitation');
      await expectNoAccessibilityViolations(member.page);
      // Their projects list the invitation, answered.
      await member.page.goto(localized('/dashboard/projects', language));
      const invitations = member.page.getByRole('region', { name: text.invitations });
      await expect(invitations.getByText(text.acceptedBadge, { exact: true })).toBeVisible(SERVER_STEP);

      for (const professional of others) {
        const response = await professional.request.get('/api/projects');
        const { invitations: received } = (await response.json()) as {
          invitations: { id: string; projectId: string }[];
        };
        const invitation = received.find((candidate) => candidate.projectId === projectId);
        expect(invitation, `${professional.name}'s invitation`).toBeDefined();
        await callApi(professional.request, 'POST', `/api/invitations/${invitation?.id}/accept`, {});
      }

      // 6. Every seat accepted: the project is staffed, for its client and for its team.
      await page.reload();
      await expect(page.getByText(text.staffed, { exact: true })).toBeVisible(SERVER_STEP);
      await expect(page.getByText(text.staffedOwner)).toBeVisible();
      await saveScreenshot(page, testInfo, '6-staffed');
      await expectNoAccessibilityViolations(page);
      await invitations.getByRole('link', { name: title, exact: true }).click();
      await expect(member.page.getByRole('heading', { level: 1, name: title })).toBeVisible(SERVER_STEP);
      await expect(member.page.getByText(text.staffed, { exact: true })).toBeVisible();
      await expectNoAccessibilityViolations(member.page);

      // 7. The plan Escouade drafted from the brief, inside its dates: the client moves the scoping past the
      // deadline and renames it; it is flagged, and the member sees the change.
      const plan = page.getByRole('region', { name: text.plan });
      const timeline = plan.getByRole('figure', { name: text.timeline });
      await expect(timeline).toBeVisible(SERVER_STEP);
      await expect(timeline.getByRole('listitem').first()).toContainText(text.scoping);
      await expect(timeline.getByRole('listitem').last()).toContainText(text.delivery);
      await expect(plan.getByRole('region', { name: text.load })).toBeVisible();
      await saveScreenshot(page, testInfo, '7-plan');
      await expectNoAccessibilityViolations(page);
      await plan.getByRole('button', { name: text.listView }).click();
      await plan.getByRole('button', { name: text.editScoping }).click();
      const edit = page.getByRole('dialog', { name: text.editDialog });
      await edit.getByRole('textbox', { name: text.milestoneTitle }).fill(text.renamed);
      await fillDate(edit.getByRole('group', { name: text.end }), '2027-07-15');
      await expect(edit.getByText(text.lateWarning)).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await edit.getByRole('button', { name: text.save }).click();
      await expect(edit).toBeHidden(SERVER_STEP);
      await expect(plan.getByRole('status')).toHaveText(text.saved);
      const renamed = plan
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: text.renamed }) });
      await expect(renamed.getByText(text.pastDeadline, { exact: true })).toBeVisible();
      // A task in the milestone, started: the project is in progress, and the history says who started it.
      await renamed.getByRole('button', { name: text.openTaskForm }).click();
      const newTask = renamed.getByRole('form', { name: text.newTask });
      await newTask.getByRole('textbox', { name: text.taskTitle }).fill(text.task);
      await newTask.getByRole('button', { name: text.addTask }).click();
      await renamed.getByRole('combobox', { name: text.taskStatus }).selectOption({ label: text.started });
      await expect(page.getByText(text.inProgress)).toBeVisible(SERVER_STEP);
      await expect(plan.getByRole('region', { name: text.history })).toContainText(text.startedEntry);
      await saveScreenshot(page, testInfo, '8-plan-edited');
      await expectNoAccessibilityViolations(page);
      await member.page.reload();
      const memberPlan = member.page.getByRole('region', { name: text.plan });
      await expect(memberPlan.getByRole('figure', { name: text.timeline })).toContainText(
        text.renamed,
        SERVER_STEP,
      );
      await expectNoAccessibilityViolations(member.page);

      // 8. The thread: the client writes with an image joined; the member reads it and answers.
      const thread = page.getByRole('region', { name: text.thread });
      await thread.getByRole('textbox', { name: text.message }).fill(text.clientMessage);
      await thread.locator('input[type="file"]').setInputFiles({
        name: 'maquette.png',
        mimeType: 'image/png',
        buffer: MOCKUP_PNG,
      });
      await thread.getByRole('button', { name: text.send }).click();
      await expect(thread.getByRole('status')).toHaveText(text.sent, SERVER_STEP);
      const messages = thread.getByRole('list', { name: text.messages });
      await expect(messages.getByRole('article').last()).toContainText(text.clientMessage);
      await expect(messages.getByRole('img', { name: 'maquette.webp' })).toBeVisible();
      await saveScreenshot(page, testInfo, '9-thread');
      await expectNoAccessibilityViolations(page);
      await member.page.reload();
      const memberThread = member.page.getByRole('region', { name: text.thread });
      await expect(memberThread.getByText(text.clientMessage)).toBeVisible(SERVER_STEP);
      await memberThread.getByRole('textbox', { name: text.message }).fill(text.memberReply);
      await memberThread.getByRole('button', { name: text.send }).click();
      await expect(memberThread.getByRole('status')).toHaveText(text.sent, SERVER_STEP);

      // 9. The member delivers the workshop; the client asks for a change, then accepts the second delivery.
      const memberPlanList = member.page.getByRole('region', { name: text.plan });
      await memberPlanList.getByRole('button', { name: text.listView }).click();
      const memberWorkshop = memberPlanList
        .getByRole('listitem')
        .filter({ has: member.page.getByRole('heading', { name: text.renamed }) });
      await memberWorkshop.getByRole('button', { name: text.deliver }).click();
      const deliverDialog = member.page.getByRole('dialog', { name: text.deliverDialog });
      await deliverDialog.getByRole('textbox', { name: text.deliveryNote }).fill(text.note);
      await expectNoAccessibilityViolations(member.page);
      await deliverDialog.getByRole('button', { name: text.deliverSubmit, exact: true }).click();
      await expect(deliverDialog).toBeHidden(SERVER_STEP);
      await expect(memberWorkshop.getByText(text.awaiting, { exact: true })).toBeVisible();

      await page.reload();
      await plan.getByRole('button', { name: text.listView }).click();
      const workshop = plan
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: text.renamed }) });
      await expect(workshop.getByText(text.note)).toBeVisible(SERVER_STEP);
      await workshop.getByRole('button', { name: text.askChanges }).click();
      const changesDialog = page.getByRole('dialog', { name: text.changesDialog });
      await changesDialog.getByRole('textbox', { name: text.changesLabel }).fill(text.changes);
      await changesDialog.getByRole('button', { name: text.sendChanges }).click();
      await expect(changesDialog).toBeHidden(SERVER_STEP);
      await expect(workshop.getByText(text.changesRequested, { exact: true }).first()).toBeVisible();
      await saveScreenshot(page, testInfo, '10-changes-requested');
      await expectNoAccessibilityViolations(page);

      // The member delivers again, and the rest of the plan is delivered, through the API.
      const planData = (await (await page.request.get(`/api/projects/${projectId}/plan`)).json()) as {
        milestones: { id: string; title: string }[];
      };
      for (const milestone of planData.milestones) {
        const base = `/api/projects/${projectId}/milestones/${milestone.id}`;
        await callApi(first.request, 'POST', `${base}/deliveries`, { note: text.note });
        if (milestone.title !== text.renamed) await callApi(page.request, 'POST', `${base}/acceptance`, {});
      }
      await page.reload();
      await plan.getByRole('button', { name: text.listView }).click();
      await workshop.getByRole('button', { name: text.acceptDelivery }).click();
      await page
        .getByRole('alertdialog', { name: text.acceptDialog })
        .getByRole('button', { name: text.acceptConfirm })
        .click();
      await expect(workshop.getByText(text.acceptedMilestone, { exact: true }).first()).toBeVisible(
        SERVER_STEP,
      );

      // 10. Every milestone accepted: the client closes the project as delivered.
      const closing = plan.getByRole('region', { name: text.closeRegion });
      await closing.getByRole('button', { name: text.close }).click();
      await page
        .getByRole('alertdialog', { name: text.closeDialog })
        .getByRole('button', { name: text.closeConfirm })
        .click();
      await expect(page.getByText(text.delivered)).toBeVisible(SERVER_STEP);
      await saveScreenshot(page, testInfo, '11-delivered');
      await expectNoAccessibilityViolations(page);

      // 11. Reviews: the client reviews the member, hidden until the member reviews the client; then both show.
      const reviews = page.getByRole('region', { name: text.reviews, exact: true });
      await reviews
        .getByRole('group', { name: text.ratingFor(first.name) })
        .getByRole('radio', { name: text.fiveStars })
        .check();
      const firstPair = reviews
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: first.name }) });
      await firstPair.getByRole('textbox', { name: text.comment }).fill(text.reviewText);
      // Shown on the public pages only because the client ticks it (off by default).
      const showPublicly = firstPair.getByRole('checkbox', { name: text.showPublicly });
      await expect(showPublicly).not.toBeChecked();
      await showPublicly.check();
      await firstPair.getByRole('button', { name: text.saveReview }).click();
      await expect(firstPair.getByRole('status')).toHaveText(text.savedHidden(first.name), SERVER_STEP);
      await saveScreenshot(page, testInfo, '12-review');
      await expectNoAccessibilityViolations(page);
      await member.page.reload();
      const memberReviews = member.page.getByRole('region', { name: text.reviews, exact: true });
      await memberReviews.getByRole('radio', { name: text.fourStars }).check();
      await memberReviews.getByRole('textbox', { name: text.comment }).fill(text.clientReview);
      await memberReviews.getByRole('button', { name: text.saveReview }).click();
      await expect(memberReviews.getByRole('status')).toContainText(text.published, SERVER_STEP);
      await expect(memberReviews.getByText(text.reviewText)).toBeVisible();
      await expectNoAccessibilityViolations(member.page);

      // 11b. Published and agreed to: the review is a testimonial and the project a case study, for anyone,
      // without the project's title; the pricing and projects pages read the platform's figures.
      const visitorContext = await browser.newContext({ viewport: page.viewportSize() });
      const visitor = await visitorContext.newPage();
      for (const [path, heading, shot] of [
        ['/testimonials', text.testimonials, '12b-testimonials'],
        ['/case-studies', text.caseStudies, '12c-case-studies'],
      ] as const) {
        await visitor.goto(localized(path, language));
        await expect(visitor.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(visitor.getByText(text.reviewText).first()).toBeVisible(SERVER_STEP);
        await expect(visitor.getByText(title)).toHaveCount(0);
        await expect(visitor.getByText(text.clientReview)).toHaveCount(0);
        await saveScreenshot(visitor, testInfo, shot);
        await expectNoAccessibilityViolations(visitor);
      }
      for (const [path, heading, shot] of [
        ['/pricing', text.pricing, '12d-pricing'],
        ['/projects', text.projectsPage, '12e-projects'],
      ] as const) {
        await visitor.goto(localized(path, language));
        await expect(visitor.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(visitor.getByRole('heading', { level: 2 }).first()).toBeVisible(SERVER_STEP);
        await saveScreenshot(visitor, testInfo, shot);
        await expectNoAccessibilityViolations(visitor);
      }
      await visitorContext.close();

      // 12. The rating shows on the member's public profile, and in a later proposal.
      await page.goto(localized(`/dashboard/profile/${first.id}`, language));
      const profileReviews = page.getByRole('region', { name: text.profileReviews });
      await expect(profileReviews.getByText(text.reviewText)).toBeVisible(SERVER_STEP);
      await expect(profileReviews.getByText(text.fiveOutOfFive).first()).toBeVisible();
      await expect(profileReviews.getByText(text.oneReview)).toBeVisible();
      await saveScreenshot(page, testInfo, '13-profile-rating');
      await expectNoAccessibilityViolations(page);
      const later = (await callApi(page.request, 'POST', '/api/projects', { language })) as { id: string };
      const confirmedBrief = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as {
        brief: Record<string, unknown>;
      };
      await callApi(page.request, 'PUT', `/api/projects/${later.id}/brief`, {
        ...confirmedBrief.brief,
        startDate: null,
        deadline: null,
      });
      await page.goto(localized(`/dashboard/create-project?project=${later.id}`, language));
      const laterProposals = page.getByRole('region', { name: text.proposals });
      await expect(laterProposals.getByText(text.fiveOutOfFive).first()).toBeVisible(SERVER_STEP);

      expect(member.errors, 'browser console errors of the professional').toEqual([]);
      await member.context.close();
      for (const professional of professionals) await professional.request.dispose();
    });
  });
}
