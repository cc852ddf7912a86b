import type { BriefAnalyser, CatalogueSkill } from './types.ts';

/**
 * A thread's first turn compiles the rules' expressions and code and indexes the catalogue: a second or more on
 * an idle core, past the bound of a turn's run on a busy one. Reading a short conversation in each language with
 * the catalogue the pool gave (the latest it saw) before the thread says it is ready moves that cost into its
 * start, which waiting turns can afford.
 */
export async function warmUpRules(rules: BriefAnalyser, given: CatalogueSkill[] | undefined): Promise<void> {
  const catalogue =
    given && given.length > 0
      ? given
      : [{ id: 'warm-up', name: 'Développement web', category: 'Développement' }];
  const conversations = [
    [
      'Bonjour, nous voulons refaire le site de notre boulangerie : 8 000 € HT, en ligne fin mars, équipe de 2.',
      'Merci ! Quelles compétences ?',
      'Un développeur React et un graphiste, trois jours par semaine.',
    ],
    [
      'Hi, we need a mobile app for our gym, budget $20k, live by June, a team of three people.',
      'Thanks! Which skills?',
      'A React Native developer and a designer, two days a week.',
    ],
  ];
  for (const contents of conversations) {
    await rules.analyse({
      messages: contents.map((content, index) => ({ role: index % 2 === 0 ? 'user' : 'assistant', content })),
      catalogue,
      today: new Date().toISOString().slice(0, 10),
    });
  }
}
