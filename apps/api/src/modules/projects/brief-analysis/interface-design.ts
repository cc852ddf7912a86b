// The look of the screens the work makes, asked in the client's words: « conception graphique et développement
// du site », "we'd like the app to look like us, not like a template", "it looks like an engineer made it", « une
// UX qui va designer les écrans », "two devs and a designer" for an app. Said of a site or an app (in the same
// sentence, or anywhere in the brief for a designer asked in a team), it is interface design. Read on the
// normalised text (lower case, no accents).

import { isRefusedAround } from './refusal.ts';
import { sentencesOf, spanIn } from './sentences.ts';

/** The client's own name for the skill. */
export const INTERFACE_DESIGN = 'UI design';

/** What the work makes that has screens. */
const SCREENS =
  /\b(?:site|sites|website|websites|web site|app|apps|appli|applis|application|applications|ecrans?|screens?|interfaces?|plateforme|platform|portail|portal|pages|espace (?:client|membre|adherent)|members? area|dashboard|mvp|desktop|mobile)\b/;

/** The look asked for, said plainly: the brief's screens are enough around it. */
const LOOK_ASKED = new RegExp(
  String.raw`\b(?:${[
    String.raw`(?:conception|creation|refonte|design) graphique`,
    String.raw`maquettes? graphiques?`,
    String.raw`(?:visual design|design visuel|nouveau design|new design|a new look|un nouveau look)`,
    String.raw`(?:le|du) design (?:est|reste|sera) (?:aussi |egalement )?a (?:faire|creer|concevoir)|design (?:is|still|will be) (?:also )?(?:to be done|needed)`,
    String.raw`designer (?:les|nos|the|our) (?:ecrans|screens|interfaces|pages)`,
    String.raw`design (?:des|de l|the|of the) (?:ecrans|screens|interfaces?|pages|app|appli|application)`,
    String.raw`(?:look|looks|looking) like (?:us|our brand|ourselves)`,
    String.raw`(?:looks?|looked) (?:a bit |very |really |so |quite )?(?:dated|old|sad|tired|amateur|cheap|outdated|like an engineer|like a template|terrible|awful)`,
    String.raw`(?:le|son|notre) design (?:date|a vieilli|est vieillot|fait vieux|est date)`,
    String.raw`(?:a pris|prend) (?:un|un sacre|un gros) coup de vieux|(?:est|sont|is|are|looks?) (?:un peu |vraiment |tres |really |so |quite |a bit )?(?:vieillot|vieillots|ringard|ringards|moche|moches|ugly|outdated)`,
    String.raw`(?:sleek|modern|fresh|clean) look`,
  ].join('|')})\b`,
);

/** A wish about the look or the ease of use, said of the screens in the same sentence, with a wish or a comparison. */
const LOOK_WISHED = new RegExp(
  String.raw`\b(?:${[
    String.raw`(?:le|un|du|nouveau|new|the|a|fresh|modern) design`,
    String.raw`nicer|more modern|more attractive|better looking|more professional`,
    String.raw`(?:plus|vraiment) (?:joli|jolie|beau|belle|moderne|attrayant|attrayante|attractif|attractive|professionnel|professionnelle)`,
    String.raw`(?:simple|facile|easy) (?:a|to) (?:utiliser|use)`,
    String.raw`user-?friendly`,
    String.raw`intuiti(?:ve|f)`,
  ].join('|')})\b`,
);

/** Screens close to a graphic design asked: « refonte du site : conception graphique », « conception graphique des
 * gabarits de pages », « (maquettes desktop et mobile) ». */
const SCREENS_NEAR =
  /\b(?:site|sites|website|portail|application|appli|ecrans?|interfaces?|plateforme|espace (?:client|membre|adherent)|gabarits?|pages|desktop|mobile|maquettes?)\b/;
/** What a graphic design is of, when it is printed or built: « de notre rapport annuel », "du stand". */
const PRINTED_OBJECT =
  /^ (?:\S+ ){0,2}?(?:du |de l'|de la |des |de notre |de nos |de son |de sa |de ses )?(?:rapports?|brochures?|stands?|plaquettes?|affiches?|flyers?|logos?|supports?|packagings?|emballages?|etiquettes?|catalogues?|livrets?|magazines?|kakemonos?|invitations?|cartes?)\b/;

function isOfScreens(sentence: string, start: number, end: number): boolean {
  if (PRINTED_OBJECT.test(sentence.slice(end, end + 50))) return false;
  return SCREENS_NEAR.test(sentence.slice(Math.max(0, start - 40), end + 60));
}

/** The sentence wishes or compares: "we want it more modern", « elle doit être simple à utiliser ». */
const WISH =
  /\b(?:want|wants|need|needs|should|would like|we'd like|i'd like|like it to|must|has to|have to|souhait\w*|voudr\w*|veut|veulent|voulons|doit|doivent|devra|devrait|aimer\w*|faut|faudrait|besoin|more|better|plus|mieux|nicer)\b/;

/** A designer asked in a team, without saying for what: "two devs and a designer", « un designer ». */
const DESIGNER_IN_TEAM =
  /\b(?:un|une|1|a|one|des|deux|two|2|et|and|plus|\+)\s+(?:designers?|designeuses?|ux\/ui|ui\/ux|ux\/ui designer|ui\/ux designer)(?!\s+(?:graphi|print|packaging|d emballage|produit|product|d interieur|interior|sonore|sound|3d|textile|de mode|fashion|industriel|industrial|de marque|brand|logo)|\s+(?:for|pour) (?:the |our |a |le |la |les |nos |notre |un |une )?(?:stand|booth|packaging|emballages?|print|brochures?|flyers?|logo|salon|trade show|signage|signaletique|labels?|etiquettes?))\b/;

/** The look or the designer said to be outside the work. */
const NOT_ASKED =
  /\b(?:pas besoin|no need|don t need|not need|(?:sans|without) (?:designer|design|maquettes|graphiste)|deja (?:fait|faite|faites|refait|refaite|pret|prete|prets|pretes)|already (?:done|made|have|designed|got)|we have (?:the|our) (?:designs?|maquettes|mock-?ups)|(?:designs?|maquettes|mock-?ups) (?:are|sont) (?:ready|done|faites|pretes|prets)|hors (?:perimetre|champ|sujet)|out of scope|competitors?|concurrents?|(?:our|the|notre|l) (?:last|previous|old|former|ancien) (?:site|website|app)|nous fournissons|we provide|our own designer|notre (?:propre )?designer|notre graphiste|our graphic designer)\b/;

const DONE_BEFORE =
  /^\S*\s*(?:\S+\s+){0,3}(?:realisee?s?|faite?s?|done|made|completed|livree?s?) (?:en|in|il y a|last|l an|l annee) /;

/**
 * Where `normalized` (a client's message, lower case without accents) asks for the look of its screens, or null.
 * `isDesignRead`: the brief already names design work (a design system, Figma, UX research), which says what its
 * designers do.
 */
export function findInterfaceDesign(
  normalized: string,
  { isDesignRead }: { isDesignRead: boolean },
): { start: number; end: number } | null {
  if (!SCREENS.test(normalized)) return null;
  let found: { start: number; end: number } | null = null;
  for (const { text: sentence, start } of sentencesOf(normalized)) {
    if (NOT_ASKED.test(sentence)) continue;
    const look: RegExpExecArray | null =
      LOOK_ASKED.exec(sentence) ??
      (SCREENS.test(sentence) && WISH.test(sentence) ? LOOK_WISHED.exec(sentence) : null) ??
      (found || isDesignRead ? null : DESIGNER_IN_TEAM.exec(sentence));
    if (!look) continue;
    if (
      /graphiques?$|design$|look$/.test(look[0]) &&
      !isOfScreens(sentence, look.index, look.index + look[0].length)
    )
      continue;
    const before = sentence.slice(Math.max(0, look.index - 40), look.index);
    const after = sentence.slice(look.index + look[0].length);
    if (isRefusedAround(before, after) || DONE_BEFORE.test(after)) continue;
    const span = spanIn(start, look);
    if (!DESIGNER_IN_TEAM.test(look[0])) return span;
    // A designer asked in a team counts when nothing says more plainly what is asked.
    found = span;
  }
  return found;
}
