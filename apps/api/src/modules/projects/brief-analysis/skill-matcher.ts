import { AMBIGUOUS_SKILL_NAMES, AREAS, type SkillArea, SYNONYMS } from './synonyms.ts';
import { compactKey, normalizeText, type Token, tokenize } from './text.ts';
import type { CatalogueSkill } from './types.ts';

interface PhraseEntry {
  skillIds: string[];
  areas: SkillArea[];
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
}

export interface SkillMention {
  skillIds: string[];
  areas: SkillArea[];
  /** Token span, end exclusive. */
  start: number;
  end: number;
}

// The synonyms' spellings do not depend on the catalogue: tokenised once.
const SYNONYM_PHRASES = SYNONYMS.map((synonym) => ({
  skillNames: (synonym.skills ?? []).map((name) => normalizeText(name)),
  areas: [...(synonym.areas ?? [])],
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
    .map((skill) => `${skill.id}\u0000${skill.name}\u0000${skill.category ?? ''}`)
    .join('\u0001');
  if (lastIndex?.signature !== signature) lastIndex = { signature, index: buildSkillIndex(catalogue) };
  return lastIndex.index;
}

/** Catalogue names first, then synonyms whose spelling does not collide with a catalogue name. */
export function buildSkillIndex(catalogue: readonly CatalogueSkill[]): SkillIndex {
  const index: SkillIndex = { catalogue, phrases: new Map(), maxWords: 1, idsByName: new Map() };
  for (const skill of catalogue) {
    const name = normalizeText(skill.name).trim();
    if (!index.idsByName.has(name)) index.idsByName.set(name, skill.id);
  }
  const catalogueKeys = new Set<string>();
  for (const skill of catalogue) {
    for (const variant of nameVariants(skill.name)) {
      const tokens = tokenize(variant);
      if (tokens.length === 0) continue;
      const isAmbiguous = AMBIGUOUS_SKILL_NAMES.includes(tokens.map((token) => token.norm).join(' '));
      const entry: PhraseEntry = {
        skillIds: [skill.id],
        areas: [],
        exactRaw: isAmbiguous ? compactKey(tokens.map((token) => token.raw)) : null,
        isAmbiguousName: isAmbiguous,
      };
      for (const key of keysOf(tokens)) {
        catalogueKeys.add(key);
        addPhrase(index, key, entry, tokens.length);
      }
    }
  }
  for (const synonym of SYNONYM_PHRASES) {
    const skillIds = synonym.skillNames.flatMap((name) => {
      const id = index.idsByName.get(name);
      return id ? [id] : [];
    });
    if (skillIds.length === 0 && synonym.areas.length === 0) continue;
    for (const phrase of synonym.phrases) {
      const entry: PhraseEntry = {
        skillIds,
        areas: synonym.areas,
        exactRaw: phrase.exactRaw,
        isAmbiguousName: false,
      };
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
    const found = matchAt(index, tokens, position);
    if (found) {
      mentions.push(found);
      position = found.end;
    } else {
      position += 1;
    }
  }
  return mentions;
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
        if (entry.isAmbiguousName && first.isSentenceStart) continue;
        return { skillIds: entry.skillIds, areas: entry.areas, start, end: start + words };
      }
    }
  }
  return null;
}

/** The skills a generic need stands for, given the skills the client named or turned down. */
export function resolveArea(
  index: SkillIndex,
  area: SkillArea,
  namedSkillIds: ReadonlySet<string>,
  excludedSkillIds: ReadonlySet<string> = new Set(),
): string[] {
  const definition = AREAS[area];
  const isCovered = definition.members.some((name) => {
    const id = index.idsByName.get(normalizeText(name));
    return id !== undefined && namedSkillIds.has(id);
  });
  if (isCovered) return [];
  for (const alternative of definition.defaults) {
    const ids = alternative.flatMap((name) => {
      const id = index.idsByName.get(normalizeText(name));
      return id && !excludedSkillIds.has(id) ? [id] : [];
    });
    if (ids.length > 0) return ids;
  }
  return [];
}
