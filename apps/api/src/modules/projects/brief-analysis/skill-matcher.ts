import { AMBIGUOUS_SKILL_NAMES, CONTEXTUAL_SYNONYMS, SYNONYMS } from './synonyms.ts';
import { compactKey, normalizeText, type Token, tokenize } from './text.ts';
import type { CatalogueSkill } from './types.ts';

interface PhraseEntry {
  skillIds: string[];
  /** Set for case-sensitive phrases and ambiguous names: the exact spelling, tokens glued. */
  exactRaw: string | null;
  /** Ambiguous catalogue names: a capital at the start of a sentence proves nothing. */
  isAmbiguousName: boolean;
}

export interface SkillIndex {
  catalogue: readonly CatalogueSkill[];
  phrases: Map<string, PhraseEntry[]>;
  maxWords: number;
  /** Catalogue ids by normalised name. */
  idsByName: Map<string, string>;
  /** One-word product names ("kubernetes", "figma") that a typo may bend, with their skill. */
  fuzzyNames: { word: string; skillId: string }[];
}

export interface SkillMention {
  skillIds: string[];
  /** Token span, end exclusive. */
  start: number;
  end: number;
  /** An ambiguous name capitalised at a sentence start ("Swift pour iOS"): kept only beside other skills. */
  isTentative?: boolean;
}

// The synonyms' spellings do not depend on the catalogue: tokenised once.
const SYNONYM_PHRASES = SYNONYMS.map((synonym) => ({
  skillNames: synonym.skills.map((name) => normalizeText(name)),
  phrases: synonym.phrases.map((phrase) => {
    const tokens = tokenize(phrase);
    return {
      keys: keysOf(tokens),
      words: tokens.length,
      exactRaw: synonym.isCaseSensitive ? compactKey(tokens.map((token) => token.raw)) : null,
    };
  }),
}));

let lastIndex: { signature: string; index: SkillIndex } | null = null;

/** The index of the catalogue, rebuilt only when the catalogue changed since the previous turn. */
export function getSkillIndex(catalogue: readonly CatalogueSkill[]): SkillIndex {
  const signature = catalogue
    .map(
      (skill) =>
        `${skill.id}\u0000${skill.name}\u0000${skill.category ?? ''}\u0000${skill.otherNames?.join('\u0000') ?? ''}`,
    )
    .join('\u0001');
  if (lastIndex?.signature !== signature) lastIndex = { signature, index: buildSkillIndex(catalogue) };
  return lastIndex.index;
}

/** Catalogue names and aliases first, then synonyms whose spelling does not collide with them. */
export function buildSkillIndex(catalogue: readonly CatalogueSkill[]): SkillIndex {
  const index: SkillIndex = {
    catalogue,
    phrases: new Map(),
    maxWords: 1,
    idsByName: new Map(),
    fuzzyNames: [],
  };
  for (const skill of catalogue) {
    const name = normalizeText(skill.name).trim();
    if (!index.idsByName.has(name)) index.idsByName.set(name, skill.id);
  }
  const catalogueKeys = new Set<string>();
  for (const skill of catalogue) {
    for (const variant of [skill.name, ...(skill.otherNames ?? [])].flatMap(nameVariants)) {
      const tokens = tokenize(variant);
      if (tokens.length === 0) continue;
      const isAmbiguous = AMBIGUOUS_SKILL_NAMES.includes(tokens.map((token) => token.norm).join(' '));
      const entry: PhraseEntry = {
        skillIds: [skill.id],
        exactRaw: isAmbiguous ? compactKey(tokens.map((token) => token.raw)) : null,
        isAmbiguousName: isAmbiguous,
      };
      for (const key of keysOf(tokens)) {
        catalogueKeys.add(key);
        addPhrase(index, key, entry, tokens.length);
      }
      const [only] = tokens;
      if (tokens.length === 1 && only && !isAmbiguous && isProperName(variant) && only.norm.length >= 5) {
        index.fuzzyNames.push({ word: only.norm, skillId: skill.id });
      }
    }
  }
  for (const synonym of SYNONYM_PHRASES) {
    const skillIds = synonym.skillNames.flatMap((name) => {
      const id = index.idsByName.get(name);
      return id ? [id] : [];
    });
    if (skillIds.length === 0) continue;
    for (const phrase of synonym.phrases) {
      const entry: PhraseEntry = { skillIds, exactRaw: phrase.exactRaw, isAmbiguousName: false };
      for (const key of phrase.keys) {
        if (!catalogueKeys.has(key)) addPhrase(index, key, entry, phrase.words);
      }
    }
  }
  return index;
}

/** "Accessibilité numérique (RGAA)" is also found as "accessibilité numérique" and as "RGAA". */
function nameVariants(name: string): string[] {
  const bracketed = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(name);
  return bracketed ? [name, bracketed[1] ?? '', bracketed[2] ?? ''] : [name];
}

/**
 * A product's name ("Kubernetes", "JavaScript") rather than a word of the language ("relecture", "monitoring"):
 * it has a capital or a digit. Only those are read through typos: a common word one letter away from another
 * is usually that other word.
 */
function isProperName(variant: string): boolean {
  return /[A-Z0-9]/.test(variant);
}

function keysOf(tokens: readonly Token[]): string[] {
  return [
    ...new Set([
      compactKey(tokens.map((token) => token.norm)),
      compactKey(tokens.map((token) => token.stem)),
    ]),
  ];
}

function addPhrase(index: SkillIndex, key: string, entry: PhraseEntry, words: number): void {
  const entries = index.phrases.get(key) ?? [];
  entries.push(entry);
  index.phrases.set(key, entries);
  // A phrase glued in the text ("nodejs") is shorter than in the catalogue, never longer.
  index.maxWords = Math.max(index.maxWords, words);
}

/** Longest match first, left to right; a matched phrase is not matched again inside ("React Native" ≠ React). */
export function findSkillMentions(index: SkillIndex, tokens: readonly Token[]): SkillMention[] {
  const mentions: SkillMention[] = [];
  let position = 0;
  while (position < tokens.length) {
    const found = matchAt(index, tokens, position) ?? matchTypo(index, tokens, position);
    if (found) {
      mentions.push(found);
      position = found.end;
    } else {
      position += 1;
    }
  }
  const kept = mentions.filter((mention) => !mention.isTentative || isInSkillList(tokens, mention, mentions));
  return [...kept, ...findContextualMentions(index, tokens, kept)].sort((a, b) => a.start - b.start);
}

function findContextualMentions(
  index: SkillIndex,
  tokens: readonly Token[],
  found: readonly SkillMention[],
): SkillMention[] {
  const covered = new Set(found.flatMap((mention) => range(mention.start, mention.end)));
  const text = tokens.map((token) => token.norm).join(' ');
  const mentions: SkillMention[] = [];
  for (const synonym of CONTEXTUAL_SYNONYMS) {
    const skillId = index.idsByName.get(normalizeText(synonym.skill));
    if (!skillId || !synonym.context.test(text)) continue;
    tokens.forEach((token, position) => {
      if (!covered.has(position) && synonym.words.includes(token.norm)) {
        mentions.push({ skillIds: [skillId], start: position, end: position + 1 });
      }
    });
  }
  return mentions;
}

export function range(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, offset) => start + offset);
}

const LIST_LINKS = new Set(['pour', 'for', 'et', 'and', 'ou', 'or', 'avec', 'with', 'on', 'sur']);

/**
 * "Swift pour iOS et Kotlin pour Android" after a colon: the ambiguous name opens a list of skills, so it is
 * one. "Go live in June" or "Tableau de bord" are not: no link word, or no other skill, follows.
 */
function isInSkillList(
  tokens: readonly Token[],
  mention: SkillMention,
  all: readonly SkillMention[],
): boolean {
  const next = tokens[mention.end];
  if (!next || !LIST_LINKS.has(next.norm) || next.sentence !== tokens[mention.start]?.sentence) return false;
  return all.some(
    (other) =>
      other !== mention &&
      !other.isTentative &&
      other.start >= mention.end &&
      other.start - mention.end <= 4 &&
      tokens[other.start]?.sentence === next.sentence,
  );
}

function matchAt(index: SkillIndex, tokens: readonly Token[], start: number): SkillMention | null {
  const first = tokens[start];
  if (!first) return null;
  for (let words = Math.min(index.maxWords, tokens.length - start); words >= 1; words -= 1) {
    const span = tokens.slice(start, start + words);
    if (span.some((token) => token.clause !== first.clause)) continue;
    const keys = keysOf(span);
    for (const key of keys) {
      for (const entry of index.phrases.get(key) ?? []) {
        if (entry.exactRaw !== null && compactKey(span.map((token) => token.raw)) !== entry.exactRaw)
          continue;
        const isTentative = entry.isAmbiguousName && first.isSentenceStart;
        return { skillIds: entry.skillIds, start, end: start + words, ...(isTentative && { isTentative }) };
      }
    }
  }
  return null;
}

/**
 * A product name mistyped ("kubernetis", "javascirpt", "figam"): one edit away for names of 6 letters or more,
 * two from 9, and only a swap of two neighbouring letters under 6 (a 5-letter word one letter away from a name
 * is too often another word).
 */
function matchTypo(index: SkillIndex, tokens: readonly Token[], start: number): SkillMention | null {
  const token = tokens[start];
  if (!token || token.norm.length < 5 || /\d/.test(token.norm)) return null;
  for (const { word, skillId } of index.fuzzyNames) {
    if (Math.abs(word.length - token.norm.length) > 2 || word === token.norm) continue;
    const allowed = word.length >= 9 ? 2 : word.length >= 6 ? 1 : 0;
    const distance = editDistance(token.norm, word);
    if (distance <= allowed || (word.length === 5 && isAdjacentSwap(token.norm, word))) {
      return { skillIds: [skillId], start, end: start + 1 };
    }
  }
  return null;
}

/** Damerau–Levenshtein distance (optimal string alignment): a swap of neighbours costs one edit. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const previous = rows[i - 1] as number[];
      row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] ?? 0, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] ?? 0;
}

function isAdjacentSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differences = [...a].flatMap((letter, position) => (letter === b[position] ? [] : [position]));
  const [first, second] = differences;
  return (
    differences.length === 2 &&
    first !== undefined &&
    second === first + 1 &&
    a[first] === b[second] &&
    a[second] === b[first]
  );
}
