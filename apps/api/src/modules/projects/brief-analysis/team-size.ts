import { MAX_TEAM_SIZE, MIN_TEAM_SIZE } from './schemas.ts';
import { toCount, numberWordPattern } from './number-words.ts';
import { normalizeText } from './text.ts';
import type { ChatMessage } from './types.ts';

export interface TeamSize {
  min: number;
  max: number;
}

// Works on normalised text (lower case, no accents).
const NUMBER = String.raw`(\d{1,2}|${numberWordPattern({ withArticles: true })})`;
const RANGE = String.raw`${NUMBER}(?:\s*(?:a|-|ou|or|to|et|and)\s*${NUMBER})?`;
const PEOPLE = String.raw`(?:personnes?|people|persons?|membres?|members?|freelances?|freelancers?|profils|profiles|intervenants|talents|professionnels|professionals)`;

const TEAM_TOTALS = [
  new RegExp(
    String.raw`\b(?:equipe|team|pod|squad)\s+(?:attendue\s*:?\s*|de|d'environ|d'au moins|of|of about|of around)\s+(?:entre\s+|between\s+)?${RANGE}\b`,
    'g',
  ),
  new RegExp(String.raw`\b(?:entre\s+|between\s+)?${RANGE}\s+${PEOPLE}\b`, 'g'),
  new RegExp(String.raw`\b${RANGE}[\s-]+(?:person|people|member)\s+(?:team|squad|pod)\b`, 'g'),
];
/** "une seule personne suffit", "just one consultant". */
const ONE_PERSON =
  /\b(?:une seule|un seul|a single|only one|just one|one single)\s+(?:[a-z]+\s+){0,1}?(?:personne|person|freelance|freelancer|consultante?|expert|expert)\b/;
const ROLE = [
  'developpeu(?:r|se)s?',
  'devs?',
  'developers?',
  'engineers?',
  'ingenieure?s?',
  'designers?',
  'graphistes?',
  'integrat(?:eur|rice)s?',
  'chef(?:fe)?s? de projet',
  'project managers?',
  'product owners?',
  'product managers?',
  'scrum masters?',
  'data scientists?',
  'data analysts?',
  'data engineers?',
  'consultante?s?',
  'redact(?:eur|rice)s?',
  'writers?',
  'copywriters?',
  'community managers?',
  'architectes?',
  'architects?',
  'testeu(?:r|se)s?',
  'testers?',
  'traduct(?:eur|rice)s?',
  'translators?',
  'comptables?',
  'accountants?',
  'juristes?',
  'lawyers?',
  'marketeu(?:r|se)s?',
  'marketers?',
  'recrut(?:eur|euse)s?',
  'recruiters?',
  'experte?s?',
  'specialistes?',
  'specialists?',
  'analystes?',
  'analysts?',
  'photographes?',
  'photographers?',
  'growth hackers?',
  'coachs? agiles?',
  'agile coach(?:es)?',
  'sysadmins?',
  'motion designers?',
  'coachs?',
  'coach(?:es)?',
  'researchers?',
  'chercheu(?:r|se)s?',
  'freelancers?',
  'freelances?',
  'personnes?',
  'persons?',
  'profils?',
  'profiles?',
  'rh',
  'hr',
  'qa',
  'implementers?',
  'strateg(?:ist|e)s?',
  'videographers?',
  'videastes?',
  'cadreu(?:r|se)s?',
  'pms?',
].join('|');
// Between the count and the role: adjectives and skill names ("a senior React developer"), not a new noun phrase.
const FILLER_STOP =
  'et|and|ou|or|de|d|of|des|du|la|le|les|l|the|pour|for|to|par|by|sur|on|in|dans|avec|with|qui|que|where|which|that|notre|nos|our|votre|vos|your|equipe|team|app|application|site|platform|plateforme|projet|project|entreprise|company|startup';
const ROLE_COUNT = new RegExp(
  String.raw`\b${RANGE}\s+(second|deuxieme|autre|another|additional)?\s*(?:(?!(?:${FILLER_STOP})\b)[a-z0-9+#/-]+(?:\.[a-z0-9+#/-]+)*\s+){0,3}?(${ROLE})\b`,
  'g',
);
/** People the client already has, describes or hires for itself: "notre RH", "our two POs", "une boîte de 40 personnes". */
const NOT_ASKED_BEFORE = new RegExp(
  [
    // "our two POs", "our dev team (8 people)", "notre équipe de 5"
    String.raw`\b(?:notre|nos|our|mon|mes|my|their|leur|leurs)\s+(?:(?:[a-z-]+\s+){0,2}(?:team|equipe|staff|societe|company|boite)\s*(?:\(|of|de|d')?\s*)?$`,
    // "we already have a dev", "nous avons déjà deux développeurs"
    String.raw`\b(?:deja|already|have|avons|has|a)\s+(?:deja\s+|already\s+|got\s+)?$`,
    String.raw`\b(?:deja|already)\s+(?:[a-z-]+\s+){0,2}$`,
    // "Cabinet d'architectes (8 personnes)", "our dev team (8 people)": the client's own size
    String.raw`\b(?:cabinet|agence|agency|studio|societe|entreprise|boite|startup|scale-up|pme|association|commune|company|firm)\b[^.;:\n(]{0,40}\(\s*$`,
    // "Notre équipe RH se résume à une personne", "our team is 3 people" (not "notre équipe idéale : 3 personnes")
    String.raw`\b(?:notre|nos|our|my|mon|ma)\s+(?:equipe|team|staff)\b(?![^,.;:\n]*\b(?:attendue|ideale|souhaitee|ideal|expected|wanted|needed|cible)\b)[^,.;:\n]{0,40}$`,
    // "we're a 120-person company", "une boîte de 40 personnes"
    String.raw`\b(?:sommes|we're|we are|on est|boite de|company of|entreprise de|startup de|societe de)\s+(?:a\s+|an\s+|une?\s+)?$`,
    // people the client hires for itself: "on recrute 6 développeurs", "scaling from 30 to 80 people"
    String.raw`\b(?:recrute|recrutons|recruter|recruit|recruiting|hire|hiring|embaucher|embauchons|scaling from|from)\s+(?:[a-z-]+\s+){0,2}$`,
  ].join('|'),
);

/**
 * An explicit size ("une équipe de 3", "3 à 4 personnes", "une seule personne") or the roles asked for,
 * added up ("un développeur back, un développeur front et un profil QA": 3). "Un second traducteur" is one
 * more unless the same role was already counted two or more at once ("deux traducteurs").
 */
export function extractTeamSize(rawText: string): TeamSize | null {
  const text = rawText.replace(/\u00b7(?:e|es|s)\b/g, '');
  for (const pattern of TEAM_TOTALS) {
    for (const match of text.matchAll(pattern)) {
      const first = toCount(match[1]);
      const second = match[2] ? toCount(match[2]) : first;
      if (isNotAsked(text, match.index) || ARTICLES.has(match[1] ?? '')) continue;
      if (first > 0 && second >= first && second <= MAX_PLAUSIBLE)
        return clampTeamSize({ min: first, max: second });
    }
  }
  if (ONE_PERSON.test(text)) return { min: 1, max: 1 };
  const byRole = new Map<string, { min: number; max: number; ordinals: number }>();
  for (const match of text.matchAll(ROLE_COUNT)) {
    if (isNotAsked(text, match.index)) continue;
    const first = toCount(match[1]);
    const second = match[2] ? toCount(match[2]) : first;
    if (first <= 0 || second < first || second > MAX_PLAUSIBLE) continue;
    const key = roleKey(match[4] ?? '');
    const counted = byRole.get(key) ?? { min: 0, max: 0, ordinals: 0 };
    if (match[3]) counted.ordinals += 1;
    else {
      counted.min += first;
      counted.max += second;
    }
    byRole.set(key, counted);
  }
  // "plus someone for the API" adds a person to roles asked for; "we need someone who writes well" alone
  // says nothing of the team's size.
  for (const match of byRole.size > 0 ? text.matchAll(SOMEONE) : []) {
    if (isNotAsked(text, match.index)) continue;
    const counted = byRole.get('someone') ?? { min: 0, max: 0, ordinals: 0 };
    counted.min += 1;
    counted.max += 1;
    byRole.set('someone', counted);
  }
  if (byRole.size === 0) return null;
  let min = 0;
  let max = 0;
  let hasOrdinal = false;
  for (const counted of byRole.values()) {
    const extra = counted.max >= 2 ? 0 : counted.ordinals;
    min += counted.min + extra;
    max += counted.max + extra;
    hasOrdinal ||= counted.ordinals > 0;
  }
  // "une deuxième personne relise derrière le traducteur": a second person means at least two.
  if (hasOrdinal) {
    min = Math.max(min, 2);
    max = Math.max(max, 2);
  }
  return min > 0 ? clampTeamSize({ min, max }) : null;
}

/** "plus someone for the API": one more person asked for, whatever their title ("someone SSHs in" is not). */
const SOMEONE =
  /\b(?:plus|and|et|aussi|also|another)\s+(?:also\s+|aussi\s+)?(?:someone|somebody|quelqu'un)\b/g;

/** "a member app" is no count of members: an explicit size is a number. */
const ARTICLES = new Set(['a', 'an', 'un', 'une']);

/** More people than this in one phrase describe the client's company, not the team it asks for. */
const MAX_PLAUSIBLE = 12;

function isNotAsked(text: string, position: number): boolean {
  const clauseStart = Math.max(
    ...['.', '!', '?', ';', '\n', ','].map((mark) => text.lastIndexOf(mark, position - 1)),
  );
  return NOT_ASKED_BEFORE.test(text.slice(Math.max(clauseStart + 1, position - 60), position));
}

/** "développeurs" and "développeur", "consultante" and "consultant": one role. */
function roleKey(role: string): string {
  return role.replace(/\s+/g, ' ').slice(0, 6);
}

export function clampTeamSize(size: TeamSize): TeamSize {
  const clamp = (value: number) => Math.min(MAX_TEAM_SIZE, Math.max(MIN_TEAM_SIZE, value));
  return { min: clamp(size.min), max: Math.max(clamp(size.min), clamp(size.max)) };
}

/** Whether the client gave a team size in their own words, in any of their messages. */
export function isTeamSizeStated(messages: readonly ChatMessage[]): boolean {
  return messages.some(
    (message) => message.role === 'user' && extractTeamSize(normalizeText(message.content)) !== null,
  );
}
