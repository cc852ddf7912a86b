import { describe, expect, it } from 'vitest';
import { checkPlausibility } from '../src/modules/projects/brief-analysis/plausibility.ts';
import { composeReply } from '../src/modules/projects/brief-analysis/replies.ts';
import { createRulesAnalyser } from '../src/modules/projects/brief-analysis/rules-analyser.ts';
import type { AnalysisInput, ChatMessage } from '../src/modules/projects/brief-analysis/types.ts';
import { CATALOGUE, TODAY } from './fixtures/briefs.ts';

const rules = createRulesAnalyser();

function conversation(...contents: string[]): AnalysisInput {
  const messages: ChatMessage[] = contents.map((content, index) => ({
    role: index % 2 === 0 ? 'user' : 'assistant',
    content,
  }));
  return { messages, catalogue: CATALOGUE, today: TODAY };
}

/** The client's messages answered in turn by the analyser: the conversation as the chat holds it. */
async function chat(...clientMessages: string[]) {
  const contents: string[] = [];
  let turn = await rules.analyse(conversation(clientMessages[0] ?? ''));
  contents.push(clientMessages[0] ?? '', turn.reply);
  for (const message of clientMessages.slice(1)) {
    contents.push(message);
    turn = await rules.analyse(conversation(...contents));
    contents.push(turn.reply);
  }
  return turn;
}

describe('plausibility: a budget far above what the effort could cost', () => {
  const brief =
    'Un développeur React pour notre tableau de bord. Budget : 900 000 €. Livraison le 30 avril 2026.';

  it('is not filled but asked about, with the estimated cost, in French', async () => {
    const turn = await chat(brief);
    expect(turn.brief.budget).toBeNull();
    expect(turn.brief.concerns).toEqual([
      expect.objectContaining({
        kind: 'budgetTooHigh',
        field: 'budget',
        value: 900_000,
        quote: 'Budget : 900 000 €',
      }),
    ]);
    expect(turn.reply).toContain('Vous indiquez 900\u202f000\u00a0€\u00a0: c’est plus de trois fois');
    expect(turn.reply).toContain('Confirmez-vous ce budget, ou indiquez-m’en un autre\u202f?');
    // The concern asks; the generic question about the budget is not asked on top of it.
    expect(turn.reply).not.toContain('Quel budget prévoyez-vous');
  });

  it('is kept once the client confirms it, and never asked about again', async () => {
    const turn = await chat(brief, 'Oui, c’est bien le budget du projet.');
    expect(turn.brief.budget).toEqual({ kind: 'total', amount: 900_000 });
    expect(turn.brief.concerns).toEqual([]);
    expect(turn.reply).not.toContain('Confirmez-vous ce budget');
    const later = await chat(brief, 'Oui, c’est bien le budget du projet.', 'Priorité au coût.');
    expect(later.brief.budget).toEqual({ kind: 'total', amount: 900_000 });
    expect(later.reply).not.toContain('Confirmez-vous ce budget');
  });

  it('is replaced by the figure the client gives instead', async () => {
    const turn = await chat(brief, 'Non, pardon : 15 000 € au total.');
    expect(turn.brief.budget).toEqual({ kind: 'total', amount: 15_000 });
    expect(turn.brief.concerns).toEqual([]);
    expect(turn.reply).not.toContain('Confirmez-vous ce budget');
  });

  it('is asked about in English too', async () => {
    const turn = await chat(
      'We need a React developer for our dashboard. Budget: €900,000. Delivery by April 30, 2026.',
    );
    expect(turn.brief.budget).toBeNull();
    expect(turn.reply).toMatch(
      /You mention €900,000: that is more than three times what the effort asked would cost at market rates \(about €[\d,]+\)\./,
    );
    expect(turn.reply).toContain('Do you confirm this budget, or give me another one?');
  });
});

describe('plausibility: a budget below a plausible market rate', () => {
  it('is kept and said, with the rate it allows and the estimated cost, in both languages', async () => {
    const french = await chat(
      'Un développeur React et un designer Figma, 7 000 € au total, livraison le 30 juin 2026.',
    );
    expect(french.brief.budget).toEqual({ kind: 'total', amount: 7_000 });
    const [concern] = french.brief.concerns;
    expect(concern).toMatchObject({ kind: 'budgetTooLow', field: 'budget', value: 7_000 });
    expect(concern?.marketRate).toBeLessThan(15);
    expect(concern?.estimatedCost).toBeGreaterThan(40_000);
    expect(french.reply).toMatch(
      /Avec 7\u202f000\u00a0€, chaque personne serait payée environ \d+\u00a0€\/h, moins qu’un tarif plausible\u00a0: aux tarifs du marché, l’effort demandé coûterait environ [\d\u202f]+\u00a0€\./,
    );

    const english = await chat(
      'A React developer and a Figma designer, €7,000 in total, delivery by June 30, 2026.',
    );
    expect(english.brief.concerns[0]).toMatchObject({ kind: 'budgetTooLow' });
    expect(english.reply).toMatch(
      /With €7,000, each person would be paid about €\d+\/h, less than a plausible rate: at market rates, the effort asked would cost about €[\d,]+\./,
    );
  });

  it('reads an hourly rate per person below 15 €/h as too low', async () => {
    const turn = await chat('Un développeur React à 7 €/h, livraison le 30 juin 2026.');
    expect(turn.brief.concerns).toEqual([expect.objectContaining({ kind: 'budgetTooLow', marketRate: 7 })]);
    expect(turn.reply).toContain('environ 7\u00a0€/h');
  });
});

describe('plausibility: other implausible values', () => {
  it('asks for a past deadline again instead of keeping it', async () => {
    const turn = await chat('Un développeur React, 20 000 €, livraison le 30 juin 2025.');
    expect(turn.brief.deadline).toBeNull();
    expect(turn.brief.concerns).toEqual([
      expect.objectContaining({ kind: 'deadlinePast', field: 'deadline' }),
    ]);
    expect(turn.reply).toContain('est déjà passée\u00a0: quelle est la bonne date\u202f?');
    expect(turn.reply).not.toContain('Pour quand le projet doit-il être livré');
    const answered = await chat(
      'Un développeur React, 20 000 €, livraison le 30 juin 2025.',
      'Le 30 juin 2026.',
    );
    expect(answered.brief.deadline).toBe('2026-06-30');
    expect(answered.brief.concerns).toEqual([]);
  });

  it('asks about a team larger than the skills asked', async () => {
    const turn = await chat(
      'We need a team of 6 people for a React app, €60,000, delivery by June 30, 2026.',
    );
    expect(turn.brief.teamSize).toEqual({ min: 6, max: 6 });
    expect(turn.brief.concerns).toEqual([
      expect.objectContaining({ kind: 'teamLargerThanSkills', value: 6 }),
    ]);
    expect(turn.reply).toContain(
      'You plan 6 people for 1 skill: more than two people per skill. Do you confirm this team size?',
    );
    const confirmed = await chat(
      'We need a team of 6 people for a React app, €60,000, delivery by June 30, 2026.',
      'Yes, six people.',
    );
    expect(confirmed.brief.concerns).toEqual([]);
  });

  it('does not take an amount in another currency for euros', async () => {
    const turn = await chat('We need a React developer. Budget: $50k. Delivery by June 30, 2026.');
    expect(turn.brief.budget).toBeNull();
    expect(turn.brief.concerns).toEqual([
      expect.objectContaining({ kind: 'foreignCurrency', currency: 'USD', value: 50_000 }),
    ]);
    expect(turn.reply).toContain('The amount “Budget: $50k” is in USD: what is this budget in euros?');
    const answered = await chat(
      'We need a React developer. Budget: $50k. Delivery by June 30, 2026.',
      '€45,000.',
    );
    expect(answered.brief.budget).toEqual({ kind: 'total', amount: 45_000 });
    expect(answered.brief.concerns).toEqual([]);
  });

  it('finds nothing to ask about in a plausible brief', async () => {
    const turn = await chat(
      'Un développeur React et un designer Figma, 30 000 € au total, livraison le 30 juin 2026.',
    );
    expect(turn.brief.concerns).toEqual([]);
    expect(turn.brief.budget).toEqual({ kind: 'total', amount: 30_000 });
  });
});

describe('replies: the client’s language and French typography', () => {
  it('names skills in English with the catalogue’s English names, in French with the French ones', async () => {
    const english = await chat(
      'We need project management and social media for our launch, €20,000 in total.',
    );
    expect(english.reply).toContain('skills: Project management and Social media');
    expect(english.reply).not.toContain('Gestion de projet');
    const french = await chat(
      'Nous avons besoin de gestion de projet et de réseaux sociaux, 20 000 € au total.',
    );
    expect(french.reply).toContain('compétences Gestion de projet et Réseaux sociaux');
  });

  it('writes days as the interface does and never asks for what the client has just stated', async () => {
    const turn = await chat('Un développeur React, 30 000 € au total, livraison le 1er juin 2026.');
    expect(turn.reply).toContain('une livraison au plus tard le 1 juin 2026');
    expect(turn.reply).not.toMatch(/Quel budget|Pour quand/);
    // No space left before ; : ? ! that a line could break at.
    expect(turn.reply).not.toMatch(/ [;:?!]/);
  });
});

describe('plausibility: a value without the client’s words', () => {
  it('is asked about once, and the client’s answer settles it', async () => {
    const client = 'We need a React developer, delivery by June 30, 2026.';
    const { brief } = await rules.analyse(conversation(client));
    // As a model's answer leaves it once its paraphrased quote is dropped: a budget with no words behind it.
    const unquoted = {
      ...brief,
      budget: { kind: 'total' as const, amount: 900_000 },
      evidence: [...brief.evidence, { field: 'budget' as const, source: 'inferred' as const, quote: '' }],
    };
    const asked = checkPlausibility(unquoted, conversation(client));
    expect(asked.concerns).toEqual([expect.objectContaining({ kind: 'budgetTooHigh' })]);
    const question = composeReply(asked, [], CATALOGUE);
    expect(question).toContain('Do you confirm this budget');

    const answered = checkPlausibility(unquoted, conversation(client, question, 'Yes, that is right.'));
    expect(answered.concerns).toEqual([]);
    expect(answered.budget).toEqual({ kind: 'total', amount: 900_000 });
  });
});

describe('plausibility: a model’s budget quoted in another currency', () => {
  it('withholds it and asks about it in the currency the quote names', async () => {
    for (const [quote, currency] of [
      ['Notre budget est de 6 500 000 FCFA.', 'XOF'],
      ['Our budget is NGN 1,500,000 per month.', 'NGN'],
      ['Budget : 40 000 dirhams.', 'MAD'],
      ['Budget: $50k.', 'USD'],
    ] as const) {
      const { brief } = await rules.analyse(conversation('We need a React developer.'));
      // As a model fills it: the amount taken for euros, with the client's words behind it.
      const filled = {
        ...brief,
        budget: { kind: 'total' as const, amount: 50_000 },
        evidence: [...brief.evidence, { field: 'budget' as const, source: 'stated' as const, quote }],
      };
      const checked = checkPlausibility(filled, conversation(`We need a React developer. ${quote}`));
      expect(checked.budget, quote).toBeNull();
      expect(checked.concerns, quote).toEqual([
        expect.objectContaining({ kind: 'foreignCurrency', currency, quote }),
      ]);
    }
  });
});
