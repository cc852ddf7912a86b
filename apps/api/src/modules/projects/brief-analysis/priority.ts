import type { BriefPriority } from './types.ts';

// Works on normalised text (lower case, no accents). Strong phrases count anywhere; single words ("speed",
// "le coût") only in a short answer to the assistant's question, where they cannot mean "page speed".
const PHRASES: Record<BriefPriority, RegExp> = {
  speed:
    /\b(?:vite|rapidement|urgente?s?|urgence|asap|des que possible|le plus tot possible|au plus tot|delais? serres?|(?:sommes|suis|est|etes) (?:tres |assez )?pressee?s?|quickly|urgently|as soon as possible|as fast as possible|tight (?:deadline|timeline|schedule)|time to market|rush|move fast|deliver fast|fast delivery|livraison rapide|quick turnaround)\b/g,
  cost: /\b(?:pas (?:trop )?cher|moins cher|bon marche|petit budget|budget (?:serre|limite|reduit|contraint|modeste)|economique|economiser|(?:maitriser|maitrise|reduire|limiter|minimiser) (?:les |des )?couts|cheap|cheaper|low[ -]cost|(?:tight|limited|small|modest) budget|cost[ -]effective|affordable|keep costs? (?:down|low)|budget[ -]friendly|best value|value for money|rapport qualite[ -]prix|lowest (?:cost|price))\b/g,
  seniority:
    /\b(?:equipe (?:tres )?(?:seniors?|experimentee?s?|confirmee?s?|d'experts|experte?s?)|profils? (?:tres )?(?:seniors?|experimentes?|confirmes?)|(?:que|uniquement|seulement) des (?:seniors|experts)|des experts|experts? uniquement|seniorite|(?:senior|experienced|expert) team|team of experts|highly experienced team|seniors? only|only (?:seniors|experts)|experts only|(?:experienced|senior) (?:people|profiles|developers) only|seniority|most experienced|la qualite (?:avant tout|prime|d'abord|compte)|quality (?:first|over)|l'experience (?:avant tout|prime|compte)|experience matters|expertise avant tout)\b/g,
  balanced:
    /\b(?:equilibree?s?|balanced|pas de priorite|aucune priorite|pas de preference|no preference|no (?:particular|specific) priority|peu importe|un peu de tout|compromis|doesn't matter|does not matter)\b/g,
};

const SHORT_ANSWER_WORDS: Record<BriefPriority, RegExp> = {
  speed: /\b(?:rapidite|vitesse|speed|time|quick|fast|rapide)\b/g,
  cost: /\b(?:cout|couts|prix|cost|costs|price)\b/g,
  seniority: /\b(?:seniorite|seniors?|experience|expertise|qualite|quality)\b/g,
  balanced: /\b(?:equilibre|balance|aucune|none|neither)\b/g,
};

// "Le coût compte plus que…", "speed matters most", "priorité à la rapidité", "the priority is seniority".
const NOUNS: Record<BriefPriority, string> = {
  speed: String.raw`(?:la )?(?:rapidite|vitesse|delais?|speed|time|time to market)`,
  cost: String.raw`(?:le |les )?(?:couts?|prix|budget|cost|costs|price)`,
  seniority: String.raw`(?:la |l')?(?:seniorite|experience|expertise|qualite|seniority|quality)`,
  balanced: String.raw`(?:l')?(?:equilibre|balance)`,
};
const PREDICATE = String.raw`(?:compte|comptent|prime|passe avant|est (?:le plus important|prioritaire|notre priorite|essentiel|la priorite|primordial|primordiale)|avant tout|d'abord|first|comes first|matters(?: most)?|is (?:key|what matters(?: most)?|critical|(?:our |the )?(?:main |top |first |biggest )?(?:priority|concern|focus)))`;
const PRIORITY_FIRST = String.raw`(?:priorite (?:a la |au |aux |a l')?|(?:the |our )?(?:main |top )?priority is |prioriti[sz]e )`;
const STATEMENTS = Object.fromEntries(
  (Object.keys(NOUNS) as BriefPriority[]).map((priority) => [
    priority,
    new RegExp(String.raw`\b(?:${NOUNS[priority]} ${PREDICATE}|${PRIORITY_FIRST}${NOUNS[priority]})\b`, 'g'),
  ]),
) as Record<BriefPriority, RegExp>;

const NEGATED_BEFORE =
  /(?:\bpas|\bnot|\bno|\bnon|n't|\bsans|\bwithout|\brien|\baucune?)\s+(?:d'|(?:\S+\s+){0,2})$/;

/** The most mentioned priority, the first mentioned on a tie; negated mentions ("pas urgent") do not count. */
export function extractPriority(text: string): BriefPriority | null {
  const isShortAnswer = text.trim().split(/\s+/).length <= 6;
  const tables = isShortAnswer ? [PHRASES, STATEMENTS, SHORT_ANSWER_WORDS] : [PHRASES, STATEMENTS];
  let best: { priority: BriefPriority; count: number; first: number } | null = null;
  for (const priority of Object.keys(PHRASES) as BriefPriority[]) {
    let count = 0;
    let first = Number.POSITIVE_INFINITY;
    for (const table of tables) {
      for (const match of text.matchAll(table[priority])) {
        if (NEGATED_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index))) continue;
        count += 1;
        first = Math.min(first, match.index);
      }
    }
    if (count === 0) continue;
    if (!best || count > best.count || (count === best.count && first < best.first)) {
      best = { priority, count, first };
    }
  }
  return best?.priority ?? null;
}
