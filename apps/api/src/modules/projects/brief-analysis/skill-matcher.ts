import { conceptPhrases, CONCEPTS } from './concepts.ts';
import { ROLE_LEXICON } from './role-lexicon.ts';
import { AMBIGUOUS_SKILL_NAMES, CONTEXTUAL_SYNONYMS, PLURAL_IS_ANOTHER_WORD, SYNONYMS } from './synonyms.ts';
import { compactKey, normalizeText, stemWord, type Token, tokenize } from '../../../text/words.ts';
import type { CatalogueSkill } from './types.ts';
import { englishStem, frenchStem, TypoIndex } from './word-forms.ts';

interface PhraseEntry {
  skillIds: string[];
  /** Set for case-sensitive phrases and ambiguous names: the exact spelling, tokens glued. */
  exactRaw: string | null;
  /** Ambiguous catalogue names: a capital at the start of a sentence proves nothing. */
  isAmbiguousName: boolean;
  /** A role of the lexicon ("un data engineer"): read with the rules of roles (`role-reading.ts`). */
  isRole?: boolean;
}

export interface SkillIndex {
  catalogue: readonly CatalogueSkill[];
  /** By the folded words glued, and by their light stems (plural, feminine). */
  phrases: Map<string, PhraseEntry[]>;
  /** By the Snowball stems, French and English: "développeuse", "photographes", "recruiter". */
  frenchStems: Map<string, StemEntry[]>;
  englishStems: Map<string, StemEntry[]>;
  maxWords: number;
  /**
   * Every key's first characters, up to `KEY_HEAD_LENGTH` (names, light stems and Snowball stems alike): words
   * whose glued forms start no key are no name, however many words follow them.
   */
  keyHeads: Set<string>;
  /** Catalogue ids by normalised name. */
  idsByName: Map<string, string>;
  /** Each skill's category, by id. */
  categories: Map<string, string>;
  /** One-word product names ("kubernetes", "figma") that a typo may bend, with their skill. */
  fuzzyNames: Map<string, string>;
  /** The same names, by their one-letter deletions. */
  fuzzyIndex: TypoIndex;
  /** Words of the names (product names too) that a typo may bend: "comptabilté", "kubernetis". */
  typos: TypoIndex;
}

/** A name found by its stems, with its folded words: the words' endings are compared at match time. */
interface StemEntry {
  entry: PhraseEntry;
  words: string[];
}

export interface SkillMention {
  skillIds: string[];
  /** Token span, end exclusive. */
  start: number;
  end: number;
  /** An ambiguous name capitalised at a sentence start ("Swift pour iOS"): kept only beside other skills. */
  isTentative?: boolean;
  /** Found through the role lexicon. */
  isRole?: boolean;
}

// The synonyms' and roles' spellings do not depend on the catalogue: tokenised once.
const SYNONYM_PHRASES = [
  ...SYNONYMS.map((synonym) => ({ ...synonym, isRole: false })),
  ...CONCEPTS.map((concept) => ({
    phrases: conceptPhrases(concept),
    skills: concept.skills,
    isRole: false,
    isCaseSensitive: false,
  })),
  ...ROLE_LEXICON.map((role) => ({ ...role, isRole: true, isCaseSensitive: false })),
].map((synonym) => ({
  skillNames: synonym.skills.map((name) => normalizeText(name)),
  isRole: synonym.isRole,
  phrases: synonym.phrases.map((phrase) => {
    const tokens = tokenize(phrase);
    return {
      tokens,
      keys: keysOf(tokens),
      words: tokens.length,
      exactRaw: synonym.isCaseSensitive ? compactKey(tokens.map((token) => token.raw)) : null,
    };
  }),
}));

let lastIndex: { signature: string; index: SkillIndex } | null = null;
const indexByCatalogue = new WeakMap<readonly CatalogueSkill[], SkillIndex>();

/** The index of the catalogue, rebuilt only when the catalogue changed since the previous turn. */
export function getSkillIndex(catalogue: readonly CatalogueSkill[]): SkillIndex {
  const known = indexByCatalogue.get(catalogue);
  if (known) return known;
  const signature = catalogue
    .map(
      (skill) =>
        `${skill.id}\u0000${skill.name}\u0000${skill.category ?? ''}\u0000${skill.otherNames?.join('\u0000') ?? ''}`,
    )
    .join('\u0001');
  if (lastIndex?.signature !== signature) lastIndex = { signature, index: buildSkillIndex(catalogue) };
  indexByCatalogue.set(catalogue, lastIndex.index);
  return lastIndex.index;
}

/** Catalogue names and aliases first, then synonyms whose spelling does not collide with them. */
export function buildSkillIndex(catalogue: readonly CatalogueSkill[]): SkillIndex {
  const index: SkillIndex = {
    catalogue,
    phrases: new Map(),
    frenchStems: new Map(),
    englishStems: new Map(),
    maxWords: 1,
    keyHeads: new Set(),
    idsByName: new Map(),
    categories: new Map(catalogue.flatMap((skill) => (skill.category ? [[skill.id, skill.category]] : []))),
    fuzzyNames: new Map(),
    fuzzyIndex: new TypoIndex(5),
    typos: new TypoIndex(),
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
      // A one-letter name ("C", "R") is a letter of "c'est" or "plan B" unless written as the name.
      const isAmbiguous =
        AMBIGUOUS_SKILL_NAMES.includes(tokens.map((token) => token.norm).join(' ')) ||
        (tokens.length === 1 && (tokens[0]?.norm.length ?? 0) === 1);
      const entry: PhraseEntry = {
        skillIds: [skill.id],
        exactRaw: isAmbiguous ? compactKey(tokens.map((token) => token.raw)) : null,
        isAmbiguousName: isAmbiguous,
      };
      for (const key of keysOf(tokens)) {
        catalogueKeys.add(key);
        addPhrase(index, key, entry, tokens.length);
      }
      // A skill's own (French) name with an English name of its own is a French word ("Paie", "Payroll"); a name
      // both languages write alike ("Java") or an alias ("Node") may be a product's, which French endings do not
      // bend.
      const isFrenchWord = variant === skill.name && Boolean(skill.nameEn) && skill.nameEn !== skill.name;
      if (!isAmbiguous) addStems(index, tokens, entry, isFrenchWord);
      const [only] = tokens;
      if (tokens.length === 1 && only && !isAmbiguous && isProperName(variant) && only.norm.length >= 5) {
        index.fuzzyNames.set(only.norm, skill.id);
        index.fuzzyIndex.add(only.norm);
      }
      if (!isAmbiguous) for (const token of tokens) index.typos.add(token.norm);
    }
  }
  for (const synonym of SYNONYM_PHRASES) {
    const skillIds = synonym.skillNames.flatMap((name) => {
      const id = index.idsByName.get(name);
      return id ? [id] : [];
    });
    if (skillIds.length === 0) continue;
    for (const phrase of synonym.phrases) {
      const entry: PhraseEntry = {
        skillIds,
        exactRaw: phrase.exactRaw,
        isAmbiguousName: false,
        ...(synonym.isRole && { isRole: true }),
      };
      for (const key of phrase.keys) {
        // The catalogue's own names and aliases first, then the synonyms, then the roles.
        if (!catalogueKeys.has(key) && !(synonym.isRole && index.phrases.has(key)))
          addPhrase(index, key, entry, phrase.words);
      }
      if (phrase.exactRaw === null) {
        addStems(index, phrase.tokens, entry);
        for (const token of phrase.tokens) index.typos.add(token.norm);
      }
    }
  }
  for (const keys of [index.phrases.keys(), index.frenchStems.keys(), index.englishStems.keys()]) {
    for (const key of keys) {
      const head = key.slice(0, KEY_HEAD_LENGTH);
      // A head already held came with all its shorter heads.
      if (index.keyHeads.has(head)) continue;
      for (let length = 1; length <= head.length; length += 1) index.keyHeads.add(head.slice(0, length));
    }
  }
  return index;
}

/**
 * How many first characters of the keys `keyHeads` holds: enough to stop a span of numbers or of common words at
 * its first word, few enough to hold some ten thousand heads rather than the 1.7 million prefixes of every key.
 */
const KEY_HEAD_LENGTH = 6;

function startsAKey(index: SkillIndex, glued: string): boolean {
  return index.keyHeads.has(glued.length <= KEY_HEAD_LENGTH ? glued : glued.slice(0, KEY_HEAD_LENGTH));
}

/**
 * "Accessibilité numérique (RGAA)" is also found as "accessibilité numérique" and as "RGAA"; "R (langage)" only
 * as written: a bracket of plain words describes the name, and a one-letter name alone is too short to stand.
 */
function nameVariants(name: string): string[] {
  const bracketed = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(name);
  if (!bracketed) return [name];
  const head = bracketed[1] ?? '';
  const inside = bracketed[2] ?? '';
  return [name, ...(head.length >= 2 ? [head] : []), ...(/[A-Z0-9]/.test(inside) ? [inside] : [])];
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

/**
 * Stems of short words say nothing ("C", "R" are read as written), and a one-word name of four letters is found
 * by a stem only when the stem is the whole name ("logos" is "logo") or the name is a French word ("paies" is
 * "Paie"): the French stem of "Node" is that of "nods".
 */
function addStems(
  index: SkillIndex,
  tokens: readonly Token[],
  entry: PhraseEntry,
  isFrenchWord = false,
): void {
  if (tokens.every((token) => token.norm.length < 4)) return;
  const shortName = tokens.length === 1 && (tokens[0]?.norm.length ?? 0) <= 4 ? tokens[0]?.norm : null;
  for (const [map, stem] of [
    [index.frenchStems, frenchStem],
    [index.englishStems, englishStem],
  ] as const) {
    const key = compactKey(tokens.map((token) => stem(token.norm)));
    if (shortName && key !== shortName && !(isFrenchWord && stem === frenchStem)) continue;
    const entries = map.get(key) ?? [];
    entries.push({ entry, words: tokens.map((token) => token.norm) });
    map.set(key, entries);
  }
}

function addPhrase(index: SkillIndex, key: string, entry: PhraseEntry, words: number): void {
  const entries = index.phrases.get(key) ?? [];
  entries.push(entry);
  index.phrases.set(key, entries);
  // A phrase glued in the text ("nodejs") is shorter than in the catalogue, never longer.
  index.maxWords = Math.max(index.maxWords, words);
}

/** A token as the matcher compares it: its folded word, light stem and Snowball stems, a typo put right. */
interface TokenForms {
  norm: string;
  light: string;
  french: string;
  english: string;
}

function formsOf(index: SkillIndex, token: Token): TokenForms {
  const corrected = index.typos.correct(token.norm);
  // A typo keeps the first letter: "posting" is not "hosting", "marketting" is "marketing". A plural is no typo: its
  // light stem reads it ("nodes" is not "Node" put right).
  const norm =
    corrected && corrected[0] === token.norm[0] && corrected !== token.stem ? corrected : token.norm;
  const light = norm === token.norm ? token.stem : stemWord(norm);
  return { norm, light, french: frenchStem(norm), english: englishStem(norm) };
}

/** Longest match first, left to right; a matched phrase is not matched again inside ("React Native" ≠ React). */
export function findSkillMentions(index: SkillIndex, tokens: readonly Token[]): SkillMention[] {
  const forms = tokens.map((token) => formsOf(index, token));
  const mentions: SkillMention[] = [];
  let position = 0;
  while (position < tokens.length) {
    const found = matchAt(index, tokens, forms, position) ?? matchTypo(index, tokens, position);
    if (found) {
      mentions.push(found);
      position = found.end;
    } else {
      position += 1;
    }
  }
  const kept = mentions.filter((mention) => !mention.isTentative || isInSkillList(tokens, mention, mentions));
  const shared = findSharedHeadMentions(index, tokens, forms, kept);
  return [...kept, ...shared, ...findContextualMentions(index, tokens, [...kept, ...shared])].sort(
    (a, b) => a.start - b.start,
  );
}

const COORDINATION = new Set(['and', 'et', 'or', 'ou']);

/**
 * Two names sharing their last words: "Google and Meta ads" is Google Ads and Meta Ads, « UX et UI design » UX
 * design and UI design. The word before the link is read with the words that follow the first word of the name
 * after it; only a word no other name claims ("React and React Native" is React, then React Native).
 */
function findSharedHeadMentions(
  index: SkillIndex,
  tokens: readonly Token[],
  forms: readonly TokenForms[],
  found: readonly SkillMention[],
): SkillMention[] {
  const covered = new Set(found.flatMap((mention) => range(mention.start, mention.end)));
  return found.flatMap((mention) => {
    const link = tokens[mention.start - 1];
    const position = mention.start - 2;
    const word = tokens[position];
    if (mention.end - mention.start < 2 || !link || !word || covered.has(position)) return [];
    if (!COORDINATION.has(link.norm) || word.sentence !== link.sentence) return [];
    const head = range(mention.start + 1, mention.end);
    const joined = [word, ...head.map((at) => tokens[at] as Token)].map((token) => ({
      ...token,
      clause: word.clause,
    }));
    const joinedForms = [forms[position] as TokenForms, ...head.map((at) => forms[at] as TokenForms)];
    const shared = matchAt(index, joined, joinedForms, 0);
    if (!shared || shared.end !== joined.length || shared.isRole) return [];
    return [{ skillIds: shared.skillIds, start: position, end: position + 1 }];
  });
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

/** "grade (A/B/C/scrap)", "plan B-C": a one-letter name glued to another letter that is no name is a grade, not C. */
function isInLetterSeries(index: SkillIndex, tokens: readonly Token[], at: number): boolean {
  const token = tokens[at] as Token;
  const isOtherLetter = (other: Token | undefined, gap: number) =>
    other !== undefined && gap === 1 && /^\p{Lu}$/u.test(other.raw) && !index.phrases.has(other.norm);
  const previous = tokens[at - 1];
  const next = tokens[at + 1];
  return (
    isOtherLetter(previous, token.start - (previous?.end ?? 0)) ||
    isOtherLetter(next, (next?.start ?? 0) - token.end)
  );
}

function matchAt(
  index: SkillIndex,
  tokens: readonly Token[],
  forms: readonly TokenForms[],
  start: number,
): SkillMention | null {
  const first = tokens[start];
  if (!first) return null;
  // The span's keys, built word by word: every length costs one concatenation, not a new slice.
  let words = 0;
  const keys: { norm: string; light: string; french: string; english: string; raw: string }[] = [];
  let norm = '';
  let light = '';
  let french = '';
  let english = '';
  let raw = '';
  while (words < index.maxWords && start + words < tokens.length) {
    const token = tokens[start + words] as Token;
    const form = forms[start + words] as TokenForms;
    if (token.clause !== first.clause) break;
    // "we're at ~S$240k": a lone letter set apart from the word before by more than a space or a slash adds no letter
    // to a name ("at" + "S" is no ATS; "A/B", « tests d'intrusion » go on).
    const previous = tokens[start + words - 1];
    if (words > 0 && token.norm.length === 1 && previous && token.start - previous.end > 1) break;
    norm += form.norm;
    light += form.light;
    french += form.french;
    english += form.english;
    // No key starts with these words: no longer span can be a name either (a text of numbers stops here).
    if (
      !startsAKey(index, norm) &&
      !startsAKey(index, light) &&
      !startsAKey(index, french) &&
      !startsAKey(index, english)
    )
      break;
    raw += token.raw;
    keys.push({ norm, light, french, english, raw });
    words += 1;
  }
  for (let length = keys.length; length >= 1; length -= 1) {
    const key = keys[length - 1];
    if (!key) continue;
    const candidates = [
      ...(index.phrases.get(key.norm) ?? []),
      ...(key.light !== key.norm && !PLURAL_IS_ANOTHER_WORD.has(key.light)
        ? (index.phrases.get(key.light) ?? [])
        : []),
    ];
    for (const entry of candidates) {
      if (entry.exactRaw !== null && key.raw !== entry.exactRaw) continue;
      // "2024 Go-live", "the Go live date": a name that is an everyday word, then the word it makes a phrase with.
      const next = tokens[start + length];
      if (
        entry.isAmbiguousName &&
        next?.norm === 'live' &&
        next.start - (tokens[start + length - 1]?.end ?? 0) <= 1
      )
        continue;
      if (entry.isAmbiguousName && length === 1 && isInLetterSeries(index, tokens, start)) continue;
      const isTentative = entry.isAmbiguousName && first.isSentenceStart;
      return {
        skillIds: entry.skillIds,
        start,
        end: start + length,
        ...(isTentative && { isTentative }),
        ...(entry.isRole && { isRole: true }),
      };
    }
    // Word forms the light stem misses: "développeuse", "photographes", "recruiter" (for "recruitment").
    if (key.norm.length < 4 || (key.light !== key.norm && PLURAL_IS_ANOTHER_WORD.has(key.light))) continue;
    const written = forms.slice(start, start + length).map((form) => form.norm);
    const stemmed = [
      ...(index.frenchStems.get(key.french) ?? []),
      ...(index.englishStems.get(key.english) ?? []),
    ].find((candidate) => isSameWordForms(written, candidate.words));
    if (stemmed) {
      const { skillIds, isRole } = stemmed.entry;
      return { skillIds, start, end: start + length, ...(isRole && { isRole }) };
    }
  }
  return null;
}

/**
 * Endings that inflect a word (number, gender, person, tense) or name the one who does it ("photographe",
 * "photographie"), rather than derive another meaning: "prospects" is not "prospection", "brand" not
 * "branding", "access" not "accessibility", though the stemmers give each pair one stem.
 */
const INFLECTIONS = new Set([
  '',
  's',
  'e',
  'es',
  'x',
  'ie',
  'ies',
  'y',
  'ed',
  'd',
  'eur',
  'eurs',
  'euse',
  'euses',
  'rice',
  'rices',
  'al',
  'aux',
  'ale',
  'ales',
  'ee',
  'ees',
]);

function isSameWordForms(written: readonly string[], named: readonly string[]): boolean {
  if (written.length !== named.length) return false;
  return written.every((word, at) => {
    const other = named[at] ?? '';
    let common = 0;
    while (common < word.length && common < other.length && word[common] === other[common]) common += 1;
    const [one, two] = [word.slice(common), other.slice(common)];
    // An adjective's endings pair only with each other: "factories" is no "factorial", "nation" no "national".
    if (ADJECTIVE_ENDINGS.has(one) !== ADJECTIVE_ENDINGS.has(two)) return false;
    return INFLECTIONS.has(one) && INFLECTIONS.has(two);
  });
}

const ADJECTIVE_ENDINGS = new Set(['al', 'aux', 'ale', 'ales']);

/**
 * A product name mistyped ("kubernetis", "javascirpt", "figam"): one edit away for names of 6 letters or more,
 * and only a swap of two neighbouring letters under 6 (a 5-letter word one letter away from a name is too often
 * another word). Longer words of the names are put right before matching (`formsOf`).
 */
function matchTypo(index: SkillIndex, tokens: readonly Token[], start: number): SkillMention | null {
  const token = tokens[start];
  if (!token || token.norm.length < 5 || /\d/.test(token.norm) || index.fuzzyNames.has(token.norm))
    return null;
  // "nodes" is the everyday word, not "NodeJS" mistyped.
  if (token.stem !== token.norm && PLURAL_IS_ANOTHER_WORD.has(token.stem)) return null;
  for (const word of oneEditNeighbours(token.norm, index)) {
    const skillId = index.fuzzyNames.get(word);
    if (!skillId) continue;
    if (word.length >= 6 || isAdjacentSwap(token.norm, word))
      return { skillIds: [skillId], start, end: start + 1 };
  }
  return null;
}

function oneEditNeighbours(word: string, index: SkillIndex): string[] {
  return index.fuzzyIndex.neighbours(word);
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
