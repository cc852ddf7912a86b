// Documents of several pages laid out, asked in the client's words: "lay it out in InDesign like the English
// version", "we'd need layout, a handful of infographics", "a 12-page brochure designed and print-ready", « refaire
// notre plaquette commerciale (8 pages, impression) ». Setting a document's pages is desktop publishing. Read on
// the normalised text (lower case, no accents), one sentence at a time.

import { sentencesOf, spanIn } from './sentences.ts';

/** The client's own name for the skill. */
export const PAGE_LAYOUT = 'Mise en page (PAO)';

/** A document of pages. */
const DOCUMENT =
  /\b(?:reports?|rapports?|brochures?|catalogues?|catalogs?|leaflets?|booklets?|livrets?|plaquettes?|magazines?|books?|livres?|guides?|pdfs?|menus?|fiches? techniques?|tech sheets?|dossiers? de presse|press kits?|newsletters?|annual reports?|pages|versions?)\b/;

/** Laying pages out. */
const LAYOUT =
  /\b(?:lay (?:(?:it|them|this|these|that|those|everything|(?:the|our) \w+) )?out|laid out|laying out|layouts?|mettre en page|mis en page|mise en page|maquetter|typeset\w*)\b/;

/** A document counted in pages, made to be read or printed: "a 12-page brochure designed", « (8 pages, impression) ». */
const PAGED_DOCUMENT =
  /\b(?:\d{1,3}[- ]pages?\b[^.;!?\n]{0,12}\b(?:brochure|report|catalogue|catalog|booklet|magazine|pdf|document|guide)|(?:brochure|report|rapport|catalogue|catalog|plaquette|livret|booklet|magazine|pdf|document|guide)s?\b[^.;!?\n]{0,25}?\(?\s*(?:of |de |d')?(?:around |about |roughly |some |environ |d'environ |une? )?\d{1,3} pages)\b/;
const MADE_FOR_PRINT_OR_EYE =
  /\b(?:designed|design|print-ready|print ready|printed|print|impression|imprime\w*|a imprimer|graphi\w*|refaire|redo|look (?:a lot )?more professional)\b/;

/** When a document goes to the printer, not what is asked of it: "before it goes to print". */
const GOES_TO_PRINT =
  /\b(?:(?:goes|go|going|sent|send it) to (?:the )?print(?:er|ers)?|before print(?:ing)?|part(?:ent)? (?:a l'|chez l')imp\w*|avant (?:l'|son |leur )?impression)\b/g;

/** Layout not asked: refused, already done, done by the client or by someone before. */
const NOT_ASKED =
  /\b(?:pas besoin|no need|don't need|not need|deja (?:mis en page|fait|faite|pret|prete)|already (?:laid out|designed|done)|nous (?:la |le )?faisons|we do (?:it|the layout)|in-house|en interne|out of scope|hors perimetre|(?:designed|laid out|made|done) by our (?:previous|former|old)|(?:printed|imprime\w*) (?:every|each|chaque) (?:year|annee|an)|attached|ci-joint\w*|en piece jointe)\b/;
/** A page of a site, an app or an e-mail: web layout, not desktop publishing. */
const ON_SCREEN =
  /\b(?:site|sites|website|web|app|appli|application|mobile|newsletter|e-?mails?|mailchimp|shopify|wordpress|landing|ecrans?|screens?|responsive)\b/;

/** A place set out, not pages: "how the counter and the shelf should be laid out", « l'agencement du rayon ». */
const PLACE_LAID_OUT =
  /\bhow (?:\S+ ){0,10}?(?:should|must|will|is|are|to) be laid out|\b(?:shelf|shelves|counters?|rayons?|lineaires?|vitrines?|comptoirs?|showrooms?|stands?|booths?|rooms?|salles?|offices?|bureaux|warehouses?|entrepots?|kitchens?|cuisines?|gardens?|jardins?) (?:should|must|will|is|are|to) be laid out/;

/** Where `normalized` asks for a document's pages to be laid out, or null. */
export function findPageLayout(normalized: string): { start: number; end: number } | null {
  let previous = '';
  for (const { text: sentence, start } of sentencesOf(normalized)) {
    const isAboutDocument = DOCUMENT.test(sentence) || DOCUMENT.test(previous);
    // "(… etc.). Then lay them out": a bracket's end alone is no sentence.
    if (/\p{L}{3}/u.test(sentence)) previous = sentence;
    if (NOT_ASKED.test(sentence)) continue;
    const layout = isAboutDocument ? LAYOUT.exec(sentence) : null;
    const isMadeToShow = MADE_FOR_PRINT_OR_EYE.test(sentence.replace(GOES_TO_PRINT, ' '));
    const paged = layout ?? (isMadeToShow ? PAGED_DOCUMENT.exec(sentence) : null);
    // "the layout of the website pages", « la mise en page de la newsletter »: on a screen, said with it.
    if (
      paged &&
      ON_SCREEN.test(sentence.slice(Math.max(0, paged.index - 30), paged.index + paged[0].length + 40))
    )
      continue;
    if (layout && PLACE_LAID_OUT.test(sentence)) continue;
    if (paged) return spanIn(start, paged);
  }
  return null;
}
