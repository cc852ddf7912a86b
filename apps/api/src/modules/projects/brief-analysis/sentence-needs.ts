// Needs said as an action on an object, in one sentence: « on voudrait prévoir combien on va vendre de chaque
// référence semaine par semaine », "can someone clean up our HubSpot? 40k contacts, dupes everywhere", "welcome
// emails, birthday mails". A need is its action and its object in the same sentence, in either order, unless
// the sentence refuses it or gives it to the client's own people. Read on the normalised text (lower case, no
// accents), one sentence at a time.

import { sentencesOf, spanIn } from './sentences.ts';

export interface SentenceNeed {
  /** The catalogue skill, by its French name. */
  skill: string;
  /** What is done. */
  act: RegExp;
  /** What it is done to, in the same sentence, when the action does not say it. */
  object?: RegExp;
  /** A sentence saying this is not read as the need. */
  unless?: RegExp;
}

export const SENTENCE_NEEDS: readonly SentenceNeed[] = [
  {
    // "predicts volumes per client for the next 4-8 weeks", « un modèle qui prévoit les rendements », "tells
    // each shop how much to bake tomorrow".
    skill: 'Prévision (séries temporelles)',
    act: /\b(?:predict\w*|forecast\w*|prevoi\w*|prevoy\w*|prevision\w*|anticip\w*|estimer combien|tells? (?:each|every|us|them) \w+ how (?:much|many))\b/,
    object:
      /\b(?:demand|demande|sales|ventes?|vendre|volumes?|yields?|rendements?|stocks?|orders|commandes|traffic|frequentation|production|how much|how many|combien|consumption|consommation|footfall|bookings|reservations|occupancy|remplissage|next \d+|(?:semaine|week|jour|day|mois|month) (?:par|by|after|apres) (?:semaine|week|jour|day|mois|month)|tomorrow|demain)\b/,
  },
  {
    // "clean up our HubSpot, dupes everywhere", « nettoyer la base, il y a des doublons partout », "the raw
    // export is messy (duplicates…); we need it cleaned".
    skill: 'Qualité des données',
    act: /\b(?:clean(?:ed|ing|s)?(?: up)?|cleanse\w*|nettoy\w*|dedup\w*|de-dup\w*|dedoublonn\w*|fix (?:the|our) (?:data|records|contacts))\b/,
    object:
      /\b(?:data|donnees|records|contacts|fiches|base|bases|crm|hubspot|salesforce|export|exports|spreadsheets?|fichiers|dupes|duplicates|doublons|addresses|adresses|listes?|lists?)\b/,
  },
  {
    // A film to make, not one to cut from footage the client has: « une petite vidéo, format vertical », "6-8
    // short vids filmed in store", « filmer nos formateurs en démonstration », "a 2-minute promo film", « quatre
    // films courts de présentation du territoire ».
    skill: 'Réalisation vidéo',
    act: /\b(?:film(?:er|ons|ez|ed|ing)|tourn(?:er|ee|ees|es|age) (?:des |une |la |les |de )?(?:videos?|films?|clips?|au|a l|dans|en)|(?:video|film) shoot(?:ing)?|shoot(?:ing)? (?:the |a |some |our )?(?:videos?|films?|footage)|(?:petites?|courtes?|short|promo|promotional|brand|launch|corporate|recruitment|recruiting) (?:videos?|vids|films?)|films? (?:courts?|de presentation|promotionnels?|institutionnels?)|videos? (?:avec|with) (?:nos|notre|our|the|les)|(?:realiser|realisation d(?:e|es|')|produire|production d(?:e|es|')|make|produce|making|producing) (?:\S+ ){0,3}?(?:videos?|films?))\b/,
    unless:
      /\b(?:rushes|existing footage|our (?:own )?footage|footage (?:we|that we) (?:have|shot|already)|nos (?:propres )?images|images existantes|deja (?:tourne|filme)\w*|already (?:shot|filmed)|(?:we|i) (?:film|shoot) (?:it |them )?(?:ourselves|myself)|nous-memes|moi-meme|soiree|gala|conferences?|keynotes?|talks|interventions|ceremon\w*|en direct|live stream\w*|stage|scene|spectacles?|performances?|speeches|discours|panels?|provided by|fourni\w* par|ce qu.on filme|what we film|montee?s?|monter|monteur|edited|editor|cut into|quiz\w*|modules?|festivals?|concours|competition|screenings?|projections?)\b/,
  },
  {
    // "rewrite all listing titles, bullet points and descriptions for 35 products", « rédiger les descriptions des
    // 180 parfums de la boutique ».
    skill: 'Rédaction de fiches produits',
    act: /\b(?:write|writes|writing|rewrite|rewriting|re-write|rediger|redigera|reecrire|ecrire|redaction|reecriture) (?:\S+ ){0,4}?(?:descriptions?|listings?|fiches?|titles?|bullet points?|textes? (?:produits?|des produits))\b/,
    object:
      /\b(?:products?|produits?|articles|references|skus?|listings?|catalogue|catalog|store|shop|boutique|amazon|etsy|marketplace\w*|perfumes?|parfums?|items)\b/,
  },
  {
    // "a proper email plan: welcome emails, birthday mails", « une newsletter mensuelle aux adhérents ».
    skill: 'Emailing',
    act: /\b(?:welcome (?:e-?mails?|mails?|journeys?|series)|birthday (?:e-?mails?|mails?)|email (?:plan|campaigns?|series|sequences?|flows?|blasts?)|e-?mailings?|newsletters?|lettres? d'information|infolettres?|campagnes? (?:d'e-?mails?|de mails?|mail)|mails? de bienvenue)\b/,
  },
];

const REFUSED_BEFORE =
  /\b(?:pas (?:besoin|de|d')|no need|no|not|never|without|sans|ni|won't|don't)\s+(?:\S+\s+){0,3}$/;
const REFUSED_AFTER =
  /^[^.;!?\n]{0,40}?\b(?:nous-memes|ourselves|in-house|en interne|(?:is|are) (?:not (?:needed|in scope|required)|out of scope|done by)|n'est pas (?:demandee?|necessaire|comprise?)|hors perimetre)\b/;

/** The needs of `SENTENCE_NEEDS` that `normalized` says, each with the words of its first sentence. */
export function findSentenceNeeds(normalized: string): { skill: string; start: number; end: number }[] {
  const found: { skill: string; start: number; end: number }[] = [];
  for (const need of SENTENCE_NEEDS) {
    for (const { text: sentence, start } of sentencesOf(normalized)) {
      const act = need.act.exec(sentence);
      const rest = act ? sentence.slice(0, act.index) + sentence.slice(act.index + act[0].length) : '';
      if (!act || (need.object && !need.object.test(rest)) || need.unless?.test(sentence)) continue;
      const before = sentence.slice(Math.max(0, act.index - 40), act.index);
      const after = sentence.slice(act.index + act[0].length);
      if (REFUSED_BEFORE.test(before) || REFUSED_AFTER.test(after)) continue;
      found.push({ skill: need.skill, ...spanIn(start, act) });
      break;
    }
  }
  return found;
}
