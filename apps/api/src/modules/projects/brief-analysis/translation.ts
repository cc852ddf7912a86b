// Translation work named by its languages rather than by a skill: "anglais > français", "de l'anglais vers le
// français", "a Spanish-French translator", "traduire le site en anglais et en chinois", "Dutch subtitles" of a
// French film. Gives the catalogue's "Traduction <source>-<target>" names, and "Traduction juridique" when the
// texts are legal. Works on normalised text (lower case, no accents).
import { isPutOffRightAfter } from './cues.ts';
import { isRefusedAround } from './refusal.ts';
import type { Span } from './evidence.ts';

const LANGUAGES: Record<string, string> = {
  francais: 'français',
  french: 'français',
  anglais: 'anglais',
  english: 'anglais',
  allemand: 'allemand',
  german: 'allemand',
  espagnol: 'espagnol',
  spanish: 'espagnol',
  italien: 'italien',
  italian: 'italien',
  neerlandais: 'néerlandais',
  dutch: 'néerlandais',
  flamand: 'néerlandais',
  flemish: 'néerlandais',
  portugais: 'portugais',
  portuguese: 'portugais',
  arabe: 'arabe',
  arabic: 'arabe',
  chinois: 'chinois',
  chinese: 'chinois',
  mandarin: 'chinois',
};
const LANGUAGE = String.raw`(francais|french|anglais|english|allemand|german|espagnol|spanish|italien|italian|neerlandais|dutch|flamand|flemish|portugais|portuguese|arabe|arabic|chinois|chinese|mandarin)(?:e|s|es)?`;
const TRANSLATION = /\b(?:tradu\w*|translat\w*|subtitl\w*|sous-titr\w*)/g;
/** Words a translation is good enough in, said between "into" and the language: "put into proper French". */
const QUALITY = String.raw`(?:(?:proper|good|correct|fluent|native|plain|simple|real|idiomatic|natural|bon|bonne|vrai|meilleur)\s+)?`;
/** "we need them in a good Québec French", « il nous les faut en anglais »: the texts wanted in another language. */
const WANTED_IN = String.raw`(?:\b(?:need|needs|want|wants|would like|'d like|like|require|requires)\s+(?:all\s+)?(?:them|it|those|these)|\b(?:les|la|le)\s+(?:veut|voulons|voudrions|voudrait|faut|faudrait|souhaitons|aimerions))\s+(?:in|en)\s+(?:(?:a|an|un|une|du|good|proper|bon|bonne|vrai|real)\s+){0,2}(?:(?:quebec|canadian|belgian|swiss|quebecois|canadien|belge|suisse)\s+)?${LANGUAGE}\b`;
/**
 * Texts that must exist in several languages: « Il doit exister en français, allemand, anglais et portugais », "the
 * site has to be available in English, French and Spanish".
 */
const IN_LANGUAGES = String.raw`\b(?:exister|exist|etre disponibles?|sera disponible|seront disponibles|be available|etre publiee?s?|be published|etre traduite?s?|be translated)\s+(?:(?:at least|au moins|aussi|also)\s+)?(?:en|in)\s+${LANGUAGE}(?:\s*,\s*(?:(?:en|in)\s+)?${LANGUAGE})*\s*,?\s+(?:et|and)\s+(?:(?:en|in)\s+)?${LANGUAGE}\b`;
/** Texts a client has made and may want in other languages (not an article or a deck, more often written anew). */
const TEXTS = String.raw`(?:plaquettes?|brochures?|catalogues?|fiches?(?: produits?)?|etiquettes?|contre-etiquettes?|notices?|menus?|livrets?|dossiers? de presse|documentations?|pages?|textes?|site|site web|site internet|website|web ?site|leaflets?|flyers?|labels?|manuals?|documents?|texts?)`;
/** A word of the same sentence. */
const WORD = String.raw`[^\s.;!?]+`;
/**
 * Texts the client asks for in a language: « il nous faut une plaquette du domaine en anglais et en chinois », « on
 * voudrait avoir notre site en anglais et en allemand », "we need the brochure in German". Not a place or a market
 * ("a website for our hotel in French Polynesia", "for our shops in German cities"); the brief's own language is
 * no translation (« on veut un site en français »: see `findTranslationNeeds`).
 */
const TEXTS_WANTED_IN = new RegExp(
  String.raw`\b(?:il (?:nous|me|leur) faut|nous faut|on (?:voudrait|veut|aimerait|souhaite)|nous (?:voulons|voudrions|aimerions|souhaitons)|je (?:veux|voudrais|souhaite|souhaiterais)|j'aimerais|(?:we|i) (?:need|want|would like)|(?:we|i)'d like):?\s+(?:(?!(?:pas|not|no)\b)${WORD}\s+){0,6}?${TEXTS}\b(?:\s+(?!(?:et|and|ou|or)\b)${WORD}){0,4}?\s+(?:en\s+${LANGUAGE}\b|in\s+${LANGUAGE}\b(?!-|\s+(?!(?:and|or|for|as|too|by|before|so|please|from|with|to|at|on|within|ahead)\b)[a-z]))`,
  'g',
);
/**
 * A translation asked for without the word: "put our annual report into French", "we must have them also in
 * French", « les avoir aussi en anglais », « passer le site en allemand ». Not a market or its speakers ("expand
 * into French-speaking markets").
 */
const TRANSLATION_UNSAID = new RegExp(
  String.raw`${WANTED_IN}(?![\s\S]{0,20}\b(?:version|versions)\b)|${IN_LANGUAGES}|\b(?:into\s+${QUALITY}${LANGUAGE}\b(?!-|\s+(?:markets?|retail|stores?|shops?|speakers?|customers?|clients?|schools?|universit\w*|companies|business\w*))|(?:also|as well)\s+in\s+${QUALITY}${LANGUAGE}\b|(?:aussi|egalement)\s+en\s+${LANGUAGE}\b|\b(?:passer|mettre|basculer|decliner)\s+(?:(?:le|la|les|l'|nos|notre|tout|toute|tous|toutes|du|des|de|site|pages?|catalogue|boutique|fiches?|contenus?|textes?|menus?|cartes?|documents?|brochures?)\s+){0,5}en\s+${QUALITY}${LANGUAGE}\b)`,
  'g',
);
/** "anglais > français", "English to French", "de l'anglais vers le français", "Spanish-French". */
const PAIR = new RegExp(
  String.raw`\b(?:from\s+|de\s+l'|de\s+|du\s+|depuis\s+l'|depuis\s+le\s+)?${LANGUAGE}\s*(?:>|->|→|\/|-|to|into|vers(?:\s+l'|\s+le)?|au|en)\s*${LANGUAGE}\b`,
  'g',
);
/** A pair written with the languages' codes and an arrow: "DE > FR", "EN→FR", "EN-FR". */
const LANGUAGE_CODES: Record<string, string> = {
  fr: 'français',
  en: 'anglais',
  de: 'allemand',
  es: 'espagnol',
  it: 'italien',
  nl: 'néerlandais',
  pt: 'portugais',
  ar: 'arabe',
  zh: 'chinois',
};
const CODE_PAIR = /\b(fr|en|de|es|it|nl|pt|ar|zh)\s*(?:>|->|→|=>|-)\s*(fr|en|de|es|it|nl|pt|ar|zh)\b/g;
/** "en anglais et en chinois", "into French", "vers l'allemand", "Dutch subtitles". */
const TARGET = new RegExp(
  String.raw`\b(?:en|into|to|vers\s+l'|vers\s+le|vers|(?:also|as well)\s+in)\s*${QUALITY}${LANGUAGE}\b|\b${LANGUAGE}\s+(?:subtitles|version|translation)\b|${WANTED_IN}`,
  'g',
);
/** More languages joined to a target: "into French and German", « en anglais, en allemand et en néerlandais ». */
const MORE_TARGETS = new RegExp(
  String.raw`^\s*(?:,|et|and|&|ou|or|puis|then)\s*(?:(?:en|in|into|vers\s+l'|vers\s+le|vers)\s+)?${LANGUAGE}\b`,
);
/** « les versions anglaise et néerlandaise des pages »: the versions to make, named after the word. */
const VERSIONS = new RegExp(String.raw`\bversions?\s+${LANGUAGE}\b`, 'g');
/** The language a match of one of the patterns above names: its only group that matched. */
function languageOf(match: RegExpMatchArray): string | undefined {
  return match.slice(1).find((group) => group !== undefined);
}
/** What a language may name right after it: "English subtitles", « version anglaise » is said the other way. */
const NAMED_AFTER_LANGUAGE = /^\s+(?:subtitles|versions?|translations?)\b/;
/** How far after a language the words putting it off are read (to the end of its sentence). */
const PUT_OFF_REACH = 120;
/** What the client has or starts from: « à partir de la version anglaise », "our site exists in FR, EN". */
const HELD_BEFORE =
  /\b(?:a partir d[eu']|from|depuis|deja|already|existe\w*|exists?|existing|avons|have|has|est|is|disponible|available|actuel\w*|current)\b[^.;!?\n]{0,25}$/;
/** A table's column of target languages: "NL, DE, EN". */
const CODE_LIST = /\b(?:fr|en|de|es|it|nl|pt|ar|zh)(?:\s*,\s*(?:fr|en|de|es|it|nl|pt|ar|zh)\b)+/g;
/** The language the texts are in now: « les notices rédigées en anglais », "our manuals are in English". */
const SOURCE = new RegExp(
  String.raw`\b(?:redige\w*|ecrit\w*|written|existant\w*|existing|currently|originally|actuellement|sont|are|is|est)\s+(?:(?:all|tous|toutes|only|uniquement|seulement)\s+)?(?:en|in)\s+${LANGUAGE}\b`,
  'g',
);
/**
 * A contract to translate; not the one a tender awards ("framework contract", "contract value", "as per contract"),
 * which is the purchase.
 */
const CONTRACT_TEXT = String.raw`(?<!\b(?:framework|as per|under (?:a|an|the|this)(?: separate| new| existing)?)\s)(?:contrats?|contracts?)(?!\s(?:value|period|award|start|notice|duration|terms?)\b)`;
const LEGAL = new RegExp(
  String.raw`\b(?:juridiques?|legal|${CONTRACT_TEXT}|actes?|statuts|jugements?|legislative|notari\w*|avenants|contractuel\w*|conventions?|cgv|terms and conditions|proces-verbal|kbis)\b`,
);

/**
 * Technical texts: manuals, notices, a specialised vocabulary. Not a wine's « fiches techniques », which sell it,
 * nor "manual handling".
 */
const TECHNICAL =
  /\b(?:technical (?:manuals?|documentation|docs?|documents?|vocabulary|terminology|terms|words|matter|specifications?|content|texts?)|manuals|(?:the|a|an|our|user|owner's|operating|service|installation|maintenance|instruction|\d+-page) manual(?! (?:process|processes|work|task|tasks|step|steps|entry|handling|labou?r|effort|job|way|check|checks|input))|(?:le|un|du|des|nos|notre|les|ce|ces|vos|leurs?) manuels?|(?:nos|vos|leurs) notices|notices? (?:de montage|d'utilisation|d'instructions?|techniques?|de maintenance|d'entretien)|user guides?|installation guides?|guides? (?:d'utilisation|utilisateur|de l'utilisateur|d'installation)|modes? d'emploi|operating instructions|instructions for use|documentation technique|api documentation|documentation (?:de l'|d')?api|software documentation|standard operating procedures|sops|maintenance procedures|procedures de maintenance|vocabulaire (?:technique|pointu|specialise)|terminologie (?:technique|specialisee?)|mots techniques|termes techniques)\b/;
const TECHNICAL_REACH = 200;

/** The sentence holding `at` and the one before it, at most `reach` characters each side. */
function sentenceAround(text: string, at: number, reach: number): string {
  const before = text.slice(Math.max(0, at - reach), at);
  const after = text.slice(at, at + reach);
  // The sentence before it too: "the manuals (140 pages) must be in German. Kindly share a sample translation".
  // A full stop before a figure ("approx. 140 pages") ends no sentence.
  const stops = [...before.matchAll(/(?:[!?\n]|\.(?=\s+\D))[.!?\s]*(?=\S|$)/g)];
  const stop = stops.at(-2);
  const start = stop ? stop.index + stop[0].length : 0;
  const end = after.search(/[!?\n]|\.(?:\s+\D|$)/);
  return before.slice(start) + (end === -1 ? after : after.slice(0, end));
}

/** How far from the word asking for a translation the legal texts are named. */
const LEGAL_REACH = 300;
const SWORN =
  /\b(?:assermente\w*|sworn|certified translat\w*|traduction certifiee|traductions certifiees|traduction officielle|official translat\w*)\b/;
const NAMED_LEGAL =
  /\b(?:juridiques?|legal|contrats?|contracts?|jugements?|statuts|cgv|terms and conditions|avenants|kbis)\b/;

export interface TranslationNeed {
  names: string[];
  span: Span;
}

/** The translation skills a brief asks for, by name; none when it asks for no translation. */
export function findTranslationNeeds(text: string, language: 'fr' | 'en'): TranslationNeed | null {
  // « les traductions sont faites en interne, pas besoin de ce côté », "no translation needed": turned down.
  const isAsked = (match: RegExpMatchArray) =>
    !isRefusedAround(
      text.slice(Math.max(0, match.index! - 60), match.index),
      text.slice(match.index! + match[0].length, match.index! + match[0].length + 60),
    );
  const said = [...text.matchAll(TRANSLATION)];
  const ownLanguage = language === 'fr' ? 'français' : 'anglais';
  // Texts wanted in a language are its targets; in another language than the brief's, they ask for a
  // translation ("our website is only in French … the website translate in English" asks in other words).
  const textsWanted = [...text.matchAll(TEXTS_WANTED_IN)];
  const textsWantedElsewhere = textsWanted.filter(
    (match) => LANGUAGES[languageOf(match) ?? ''] !== ownLanguage,
  );
  const unsaid = [...text.matchAll(TRANSLATION_UNSAID), ...textsWantedElsewhere].sort(
    (a, b) => a.index - b.index,
  );
  // "put into proper French, not Google Translate": a translation asked in other words than the one turned down.
  const trigger = said.find(isAsked) ?? unsaid.find(isAsked);
  if (!trigger) return null;
  // The kinds of text (legal, technical) are read around every word of translation, turned down or not.
  const triggers = said.length > 0 ? said : unsaid;
  const pairs: [string, string][] = [];
  for (const match of text.matchAll(CODE_PAIR)) {
    const source = LANGUAGE_CODES[match[1] ?? ''];
    const target = LANGUAGE_CODES[match[2] ?? ''];
    if (source && target && source !== target) pairs.push([source, target]);
  }
  for (const match of text.matchAll(PAIR)) {
    const source = LANGUAGES[match[1] ?? ''];
    const target = LANGUAGES[match[2] ?? ''];
    if (source && target && source !== target) pairs.push([source, target]);
  }
  if (pairs.length === 0) {
    const sources = new Set(
      [...text.matchAll(SOURCE)].flatMap((match) => {
        const name = LANGUAGES[match[1] ?? ''];
        return name ? [name] : [];
      }),
    );
    // A language put off right after it is named is not wanted now, nor what the texts are in: « on voudrait
    // notre site en anglais et en allemand … le néerlandais on verra plus tard ».
    const isPutOff = (end: number) => isPutOffRightAfter(text.slice(end, end + PUT_OFF_REACH));
    const targets = new Set<string>();
    const addTarget = (written: string | undefined, end: number) => {
      const target = LANGUAGES[written ?? ''];
      if (target && !sources.has(target) && !isPutOff(end)) targets.add(target);
    };
    // A version or a list of codes the client already has, or translates from, is no target.
    const isHeld = (at: number) => HELD_BEFORE.test(text.slice(Math.max(0, at - 40), at));
    const versions = [...text.matchAll(VERSIONS)].filter((match) => !isHeld(match.index));
    for (const match of [...text.matchAll(TARGET), ...versions, ...textsWanted]) {
      let end = match.index + match[0].length;
      addTarget(languageOf(match), end);
      for (let more = MORE_TARGETS.exec(text.slice(end)); more; more = MORE_TARGETS.exec(text.slice(end))) {
        end += more[0].length;
        addTarget(more[1], end);
      }
    }
    for (const match of text.matchAll(CODE_LIST)) {
      if (isHeld(match.index)) continue;
      for (const code of match[0].split(/\s*,\s*/)) {
        const target = LANGUAGE_CODES[code];
        if (target && !sources.has(target)) targets.add(target);
      }
    }
    // The source: another language the text names ("the French transcript", "actes de vente espagnols"), else
    // the brief's own.
    const named = new Set(
      [...text.matchAll(new RegExp(String.raw`\b${LANGUAGE}\b`, 'g'))].flatMap((match) => {
        const name = LANGUAGES[match[1] ?? ''];
        // "English subtitles not now": put off after what it names.
        const end = match.index + match[0].length;
        const namedEnd = end + (NAMED_AFTER_LANGUAGE.exec(text.slice(end))?.[0].length ?? 0);
        return name && !targets.has(name) && !isPutOff(namedEnd) ? [name] : [];
      }),
    );
    const source = named.size === 1 ? [...named][0] : ownLanguage;
    for (const target of targets) if (source && target !== source) pairs.push([source, target]);
  }
  const names = pairs.map(([source, target]) => `Traduction ${source}-${target}`);
  // Legal texts to translate: said near the translation, not anywhere in the brief. A sworn translation of civil
  // records (« un acte de naissance pour la préfecture », "certified translation of a diploma") is a sworn
  // translator's work, not a legal translator's, unless the texts are legal ones by name.
  const legalWords = SWORN.test(text) ? NAMED_LEGAL : LEGAL;
  const isLegal = triggers.some((match) =>
    legalWords.test(text.slice(Math.max(0, match.index - LEGAL_REACH), match.index + LEGAL_REACH)),
  );
  if (isLegal) names.push('Traduction juridique');
  // Manuals, technical notices, data sheets, or texts "with lots of technical vocabulary": technical translation.
  // Near the words that ask for the translation: "a user guide written" in the next sentence is no translation.
  const isTechnical = triggers.some((match) =>
    TECHNICAL.test(sentenceAround(text, match.index, TECHNICAL_REACH)),
  );
  if (isTechnical && names.length > 0) names.push('Traduction technique');
  if (names.length === 0) return null;
  return {
    names: [...new Set(names)],
    span: { start: trigger.index, end: trigger.index + trigger[0].length },
  };
}
