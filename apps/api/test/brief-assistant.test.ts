import type { AnalysisDoneEvent, Project } from '@escouade/contract/projects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthClient, nextIp, type RegisteredUser, registerConfirmedUser } from './helpers/auth.ts';
import { parseEventStream } from './helpers/event-stream.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// The assistant through the chat routes: what it says it read and from which words, and the questions it asks
// about implausible values, in both languages. Dates are far enough ahead to stay in the future.

describe('brief assistant: stated or inferred, and plausibility questions', () => {
  let testApp: TestApp;
  let client: AuthClient;
  let owner: RegisteredUser;

  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
    owner = await registerConfirmedUser(client, { email: 'brief-client@example.test', role: 'user' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { origin: client.appUrl, cookie: owner.cookie },
    });

  const createDraft = async (language: 'fr' | 'en'): Promise<string> => {
    const response = await call('POST', '/api/projects', { language });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };

  const say = async (projectId: string, content: string): Promise<AnalysisDoneEvent> => {
    const response = await call('POST', `/api/projects/${projectId}/messages`, { content });
    expect(response.statusCode).toBe(200);
    const done = parseEventStream(response.body).find((event) => event.event === 'done');
    return done?.data as AnalysisDoneEvent;
  };

  it('says which values the client stated and which it inferred, with their words, in French', async () => {
    const projectId = await createDraft('fr');
    const done = await say(
      projectId,
      'Bonjour ! Nous cherchons un développeur React et un designer Figma pour notre boutique. Budget : 30 000 € HT. Livraison le 30 juin 2027.',
    );
    expect(done.draftBrief.evidence).toEqual(
      expect.arrayContaining([
        { field: 'budget', source: 'stated', quote: 'Budget : 30 000 € HT' },
        { field: 'deadline', source: 'stated', quote: 'Livraison le 30 juin 2027' },
        expect.objectContaining({ field: 'skills', source: 'stated' }),
      ]),
    );
    // Stored with the draft: the editor reads it from the project.
    const project = (await call('GET', `/api/projects/${projectId}`)).json() as Project;
    expect(project.draftBrief?.evidence).toEqual(done.draftBrief.evidence);
    expect(done.message.content).toContain('J’ai noté\u00a0:');
    expect(done.message.content).toContain('30\u202f000\u00a0€');
    expect(done.message.content).toContain('30 juin 2027');
  });

  it('marks a team size it worked out as inferred, quoting the words it came from, in English', async () => {
    const projectId = await createDraft('en');
    const done = await say(
      projectId,
      'We need React and Figma for our online shop, €30,000 in total, delivery by June 30, 2027.',
    );
    expect(done.draftBrief.inferred).toContain('teamSize');
    expect(done.draftBrief.evidence).toContainEqual({
      field: 'teamSize',
      source: 'inferred',
      quote: 'We need React and Figma for our online shop, €30,000 in total, delivery by June 30, 2027',
    });
    expect(done.message.content).toContain('delivery by June 30, 2027');
    expect(done.message.content).toContain('How many people do you want in the team?');

    const stated = await say(projectId, 'A team of 2 people.');
    expect(stated.draftBrief.inferred).not.toContain('teamSize');
    expect(stated.draftBrief.evidence).toContainEqual({
      field: 'teamSize',
      source: 'stated',
      quote: 'A team of 2 people',
    });
    expect(stated.message.content).not.toContain('How many people');
  });

  it.each([
    [
      'fr',
      'Un community manager pour nos réseaux sociaux pendant 6 mois, 4 000 € au total.',
      'un travail sur 26 semaines',
    ],
    ['en', 'A community manager for our social media for 6 months, €4,000 in total.', 'work over 26 weeks'],
  ] as const)(
    'keeps how long the work lasts apart from the deadline, and does not ask for one (%s)',
    async (language, text, said) => {
      const projectId = await createDraft(language);
      const done = await say(projectId, text);
      expect(done.draftBrief.deadline).toBeNull();
      expect(done.draftBrief.lengthWeeks).toBe(26);
      expect(done.missing).not.toContain('deadline');
      expect(done.message.content).toContain(said);
      const project = (await call('GET', `/api/projects/${projectId}`)).json() as Project;
      expect(project.draftBrief?.lengthWeeks).toBe(26);
    },
  );

  it('says a budget below a plausible rate before the proposals, then keeps it once confirmed, in French', async () => {
    const projectId = await createDraft('fr');
    const done = await say(
      projectId,
      'Un développeur React et un designer Figma, 5 000 € au total, livraison le 30 juin 2027, priorité au coût.',
    );
    expect(done.draftBrief.budget).toEqual({ kind: 'total', amount: 5_000 });
    expect(done.draftBrief.concerns).toEqual([
      expect.objectContaining({ kind: 'budgetTooLow', field: 'budget', value: 5_000 }),
    ]);
    expect(done.message.content).toMatch(
      /Avec 5\u202f000\u00a0€, chaque personne serait payée environ \d+\u00a0€\/h, moins qu’un tarif plausible\u00a0: aux tarifs du marché, l’effort demandé coûterait environ [\d\u202f]+\u00a0€\. Confirmez-vous ce budget, ou indiquez-m’en un autre\u202f\?/,
    );

    const confirmed = await say(projectId, 'Oui, je confirme ce budget.');
    expect(confirmed.draftBrief.budget).toEqual({ kind: 'total', amount: 5_000 });
    expect(confirmed.draftBrief.concerns).toEqual([]);
    expect(confirmed.message.content).not.toContain('Confirmez-vous ce budget');
    expect(confirmed.message.content).not.toContain('Quel budget');
  });

  it('asks about a budget far above the effort instead of filling it, and takes the new figure, in English', async () => {
    const projectId = await createDraft('en');
    const done = await say(
      projectId,
      'We need a React developer for a dashboard. Budget: €2,000,000. Delivery by June 30, 2027.',
    );
    expect(done.draftBrief.budget).toBeNull();
    expect(done.draftBrief.concerns).toEqual([
      expect.objectContaining({ kind: 'budgetTooHigh', value: 2_000_000, quote: 'Budget: €2,000,000' }),
    ]);
    expect(done.message.content).toMatch(
      /You mention €2,000,000: that is more than three times what the effort asked would cost at market rates \(about €[\d,]+\)\. Is it really the project's budget\? Do you confirm this budget, or give me another one\?/,
    );
    expect(done.message.content).not.toContain('What budget do you have in mind');
    expect(done.isComplete).toBe(false);

    const answered = await say(projectId, 'Sorry, €25,000 in total.');
    expect(answered.draftBrief.budget).toEqual({ kind: 'total', amount: 25_000 });
    expect(answered.draftBrief.concerns).toEqual([]);
    expect(answered.message.content).not.toMatch(/confirm this budget|What budget/);
  });

  it('asks for a deadline already past, in French', async () => {
    const projectId = await createDraft('fr');
    const done = await say(projectId, 'Un développeur React, 20 000 €, livraison le 30 juin 2025.');
    expect(done.draftBrief.deadline).toBeNull();
    expect(done.draftBrief.concerns).toEqual([expect.objectContaining({ kind: 'deadlinePast' })]);
    expect(done.message.content).toContain('est déjà passée\u00a0: quelle est la bonne date\u202f?');
    expect(done.message.content).not.toContain('Pour quand');
  });
});
