// Training people, asked in the client's words: "train our 14 managers in a few half-day sessions", « former
// l'équipe », "training for our technicians so they can run it", « un intervenant qui forme les élèves ». The
// phrase lists of concepts name the usual audiences right after the verb; clients put numbers, titles and
// acronyms in between ("our M&E officer", « nos 3 chargés de suivi-évaluation »). What is trained must be people:
// a model "trained on our sales history" is not training. Read on the normalised text (lower case, no accents).

import { isRefusedAround } from './refusal.ts';

/** The client's own name for the skill. */
export const TRAINING_DELIVERY = 'Animation de formations';

/** Training said as a verb or a noun, in each language ("former members" is English). */
const TRAINING_WORDS = {
  // « mettre en forme », « remise en forme »: the shape of a thing, not training.
  fr: String.raw`(?:(?<!\ben )form(?:er|e|ent|ons|era|erons|erait|erez|ation|ations)|train|training)`,
  en: String.raw`(?:train|trains|trained|training|upskill|upskilling)`,
};

/** The words that may come between: prepositions, determiners, a number, up to two words of a title. */
const DETERMINER = String.raw`(?:de|des|du|a|pour|of|for|on|up|our|nos|notre|vos|votre|les|la|le|the|their|leurs|leur|ses|son|sa|all|tous|toutes|chaque|each|every|\d{1,4})`;
const BETWEEN = String.raw`(?: {1,3}${DETERMINER})*(?: {1,3}(?!(?:and|et|or|ou)\b)[\p{L}&-]+(?: {1,3}${DETERMINER})*){0,2}?(?: {1,3}(?:l'|d'))?`;

/** People who learn. */
const PEOPLE = String.raw`(?:equipes?|team|teams|agents?|salarie\w*|collaborat\w+|managers?|utilisat\w+|users?|vendeu\w+|commerciaux|technicien\w*|technicians?|benevoles|volunteers?|employe\w*|employees?|personnels?|staff|referents?|eleves|etudiant\w*|students?|enseignant\w*|teachers?|soignant\w*|infirmi\w+|nurses?|operat(?:eur|rice|or)\w*|conseill\w+|advisers?|advisors?|chefs? d'equipe|encadr\w+|assistant\w*|secretaires?|cadres|adherents?|members?|membres|apprenti(?:e|s|es)?|apprentices?|charge\w* (?:de|d')\s*[\p{L}-]+|officers?|supervisors?|coordinat\w+|administrat\w+|admins?|drivers?|chauffeurs?|livreurs?|engineers?|ingenieurs?|developpeu\w+|developers?|devs|editors?|contribut\w+|redact\w+|moderat\w+|franchis\w+|people|workforce|reps|colleagues|collegues|interns?|stagiaires|negociat\w+|mecanicien\w*|mechanics?|receptionists?|receptionnist\w*|guides?|bibliothecaires|librarians?)`;

const trainingOfPeople = (language: 'fr' | 'en') =>
  new RegExp(
    String.raw`\b${TRAINING_WORDS[language]}${BETWEEN}(?: {1,3}|(?<='))${PEOPLE}\b(?! {1,3}(?:documents?|docs|data|files?|handbooks?|manuals?|policies|guides?|records|donnees|fichiers))` +
      // "a practical supervisor training program", "staff training".
      (language === 'en' ? String.raw`|\b${PEOPLE}\s+trainings?\b` : ''),
    'gu',
  );
const TRAINING_OF_PEOPLE = { fr: trainingOfPeople('fr'), en: trainingOfPeople('en') };

/** What people are shown how to do with what is delivered. */
const HOW_TO_USE = '(?:use|run|keep|update|manage|edit|maintain|operate|change)';
/**
 * People shown how to use what is delivered: "show our 9 advisers how to use it", "show three or four of us how to
 * keep it going", « apprendre aux mécaniciens à s'en servir ».
 */
const SHOWN_HOW = {
  fr: /\b(?:montrer|apprendre|expliquer)\s+(?:a|aux)\s+[^.;!?\n]{0,40}?\b(?:comment|a)\s+(?:l'|les\s+|s'en\s+|le\s+|la\s+)?(?:utiliser|servir|gerer|faire (?:marcher|tourner|vivre)|mettre a jour|modifier|alimenter)\b/g,
  en: new RegExp(
    String.raw`\b(?:show|shown|showing|teach|taught|teaching|learn)\s+(?!(?:how|me|you|customers?|clients?|visitors?|buyers?|shoppers?|readers?|viewers?|users?|people who)\b)[^.;!?\n]{0,40}?\bhow to ${HOW_TO_USE}\b` +
      // "our staff would then need to be shown how to run it": the people before the verb.
      String.raw`|\b${PEOPLE}\b[^.;!?\n]{0,40}?\b(?:shown|taught) how to ${HOW_TO_USE}\b`,
    'gu',
  ),
};

/** Training that makes staff aware of phishing and attacks. */
const SECURITY_AWARENESS =
  /\b(?:phishing|hameconnage|security awareness|sensibilis\w*|cyber\w*|(?:security|securite) (?:training|formation)|arnaques?|scams?|escroquer\w*|faux (?:mails?|e-mails?|liens?)|fake (?:emails?|links?))\b/;

/** The sentence of `normalized` holding `at`. */
function sentenceAt(normalized: string, at: number): string {
  const start = Math.max(normalized.slice(0, at).search(/[.!?\n][^.!?\n]*$/) + 1, 0);
  const end = normalized.slice(at).search(/[.!?\n]/);
  return normalized.slice(start, end === -1 ? undefined : at + end);
}

/** The client's own trade is training: "we run a training centre for nurses", « organisme de formation ». */
const OWN_TRADE =
  /\b(?:training (?:centre|center|provider|company|organisation|organization|institute|school|academy)|(?:centre|organisme|institut|ecole|societe|cabinet) de formation|our academy|notre academie|we (?:are a|run a) (?:training|coaching)|nous sommes (?:un|une) (?:organisme|centre|ecole) de formation)\b/;

/** Where `normalized` (written in `language`) asks for people to be trained, or null. */
export function findTraining(
  normalized: string,
  language: 'fr' | 'en',
): { start: number; end: number } | null {
  // People trained, then people shown how to use what is delivered: each held to the same checks.
  for (const pattern of [TRAINING_OF_PEOPLE[language], SHOWN_HOW[language]]) {
    for (const match of normalized.matchAll(pattern)) {
      const at = match.index ?? 0;
      const before = normalized.slice(Math.max(0, at - 30), at);
      const after = normalized.slice(at + match[0].length);
      if (isRefusedAround(before, after)) continue;
      // Staff made aware of phishing: security awareness, read as its own skill.
      if (SECURITY_AWARENESS.test(sentenceAt(normalized, at))) continue;
      const lineStart = normalized.lastIndexOf('\n', at) + 1;
      if (OWN_TRADE.test(normalized.slice(lineStart, at + match[0].length + 40))) continue;
      return { start: at, end: at + match[0].length };
    }
  }
  return null;
}
