import { MAX_TEAM_SIZE, MIN_TEAM_SIZE } from './schemas.ts';
import { normalizeText } from './text.ts';
import type { ChatMessage } from './types.ts';

export interface TeamSize {
  min: number;
  max: number;
}

// Works on normalised text (lower case, no accents).
const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  une: 1,
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  deux: 2,
  two: 2,
  trois: 3,
  three: 3,
  quatre: 4,
  four: 4,
  cinq: 5,
  five: 5,
  six: 6,
  sept: 7,
  seven: 7,
  huit: 8,
  eight: 8,
};
const NUMBER = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const RANGE = String.raw`${NUMBER}(?:\s*(?:a|-|ou|or|to|et|and)\s*${NUMBER})?`;
const PEOPLE = String.raw`(?:personnes?|people|persons?|membres?|members?|freelances?|freelancers?|profils|profiles|intervenants|talents|professionnels|professionals)`;

const TEAM_TOTALS = [
  new RegExp(
    String.raw`\b(?:equipe|team|pod|squad)\s+(?:de|d'environ|d'au moins|of|of about|of around)\s+(?:entre\s+|between\s+)?${RANGE}\b`,
    'g',
  ),
  new RegExp(String.raw`\b(?:entre\s+|between\s+)?${RANGE}\s+${PEOPLE}\b`, 'g'),
  new RegExp(String.raw`\b${RANGE}[\s-]+(?:person|people|member)\s+(?:team|squad|pod)\b`, 'g'),
];

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
].join('|');
// Between the count and the role: adjectives and skill names ("a senior React developer"), not a new noun phrase.
const FILLER_STOP =
  'et|and|ou|or|de|d|of|des|du|la|le|les|l|the|pour|for|to|par|by|sur|on|in|dans|avec|with|qui|que|where|which|that|notre|nos|our|votre|vos|your|equipe|team|app|application|site|platform|plateforme|projet|project|entreprise|company|startup';
const ROLE_COUNT = new RegExp(
  String.raw`\b${NUMBER}\s+(?:(?!(?:${FILLER_STOP})\b)[a-z0-9+#/-]+(?:\.[a-z0-9+#/-]+)*\s+){0,2}?(?:${ROLE})\b`,
  'g',
);

/** An explicit size ("une équipe de 3", "3 à 4 personnes") or the sum of the roles asked for. */
export function extractTeamSize(text: string): TeamSize | null {
  for (const pattern of TEAM_TOTALS) {
    for (const match of text.matchAll(pattern)) {
      const first = toNumber(match[1]);
      const second = match[2] ? toNumber(match[2]) : first;
      if (first > 0 && second >= first) return clampTeamSize({ min: first, max: second });
    }
  }
  let roles = 0;
  for (const match of text.matchAll(ROLE_COUNT)) roles += toNumber(match[1]);
  // One role alone ("un développeur React") says nothing about the team the platform should form.
  return roles >= 2 ? clampTeamSize({ min: roles, max: roles }) : null;
}

export function clampTeamSize(size: TeamSize): TeamSize {
  const clamp = (value: number) => Math.min(MAX_TEAM_SIZE, Math.max(MIN_TEAM_SIZE, value));
  return { min: clamp(size.min), max: Math.max(clamp(size.min), clamp(size.max)) };
}

function toNumber(word: string | undefined): number {
  if (!word) return 0;
  return /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? 0);
}

/** Whether the client gave a team size in their own words, in any of their messages. */
export function isTeamSizeStated(messages: readonly ChatMessage[]): boolean {
  return messages.some(
    (message) => message.role === 'user' && extractTeamSize(normalizeText(message.content)) !== null,
  );
}
