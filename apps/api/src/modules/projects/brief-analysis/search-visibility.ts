// Being found by people who search, asked in the client's words: « on est introuvable sur Google », "if you
// google 'handmade mugs stoke' I'm nowhere", « qu'on nous trouve quand quelqu'un tape "plombier Rezé" », « bien
// placé sur Google », "keep the Google rankings". That is search engine optimisation, which few clients name.
// Read on the normalised text (lower case, no accents), one sentence at a time.

import { sentencesOf, spanIn } from './sentences.ts';

/** The client's own name for the skill. */
export const SEARCH_OPTIMISATION = 'SEO';

/** People searching: a search engine, or someone typing what they look for. */
const SEARCHING =
  /\b(?:google|googles?|googling|bing|search engines?|moteurs? de recherche|searches|search for|searching for|looks? for|tapent|tape|tapez|type|types|typing|recherchent|cherchent|en ligne|online|sur internet|on the internet)\b/;

/** The client not found, or wanting to be: said with people searching in the same sentence. */
const FOUND =
  /\b(?:(?:trouv\w*|find|finds|found)\b[^.;!?\n]{0,30}?\b(?:nous|me|us|le site|notre site|mon site|nulle part|nowhere|pas)|(?:nous|me|us|on) (?:trouv\w*|find|finds)(?!\s+(?:des|de|d'|un|une|du|les|a|an|some|the|new|nouveaux|nouvelles)\b)|nowhere|on (?:ne )?sort pas|n'appara\w+ pas|don't (?:show up|appear)|doesn't (?:show up|appear)|(?:show|come) up (?:first|on|at the top)|sortir (?:en )?(?:premier|premiere|en tete)|visibilit\w* (?:sur|dans|on|in) (?:google|les moteurs|les recherches|search))\b/;

/** Said outright, with or without a search engine. */
const SAID =
  /\b(?:introuvables?|invisibles? sur (?:google|internet)|(?:nobody|no one|personne) (?:ne )?(?:finds?|trouve) (?:me|us|nous|notre site|mon site|le site)|bien (?:place|placee|classe|classee|positionne|positionnee|reference|referencee) sur google|(?:premiere|first) page (?:de |of )?google|top of google|google rankings?|classement (?:sur |dans )?google|rank(?:ing|ings)? on google|(?:keep|preserve|garder|conserver) (?:the |our |nos |notre |le |les )?(?:google )?(?:rankings?|referencement|positions?)|referencement naturel|organic (?:traffic|search|rankings?)|(?:show|come) up when (?:someone|people|customers|anyone) (?:search|google|look)\w*|(?:nobody|no one) (?:can )?finds? (?:our|my) (?:website|site)|personne ne (?:trouve|peut trouver) (?:notre|mon) site|remonter dans (?:les resultats|google)|(?:top|first) (?:results|page) (?:on|of|in|de|sur) google|(?:google|organic|seo|search|natural) (?:traffic|visits|visitors|clicks|rankings?) (?:\S+ ){0,4}?(?:(?:is|are|went|has|have|had|got) )?(?:down|dropped|dropping|fell|fallen|falling|lost|declin\w*|tanked|crashed|collapsed|halved)|(?:trafic|visites|clics) (?:google|naturel|naturelles|organique|organiques|seo|depuis google|venant de google) (?:\S+ ){0,4}?(?:a |ont |s'est |se sont )?(?:chute|chutent|chuter|baisse|baisser|baissent|effondre\w*|divise\w*|perdu)|(?:disappeared|vanished|dropped off|fell off) (?:from )?google|(?:disparu|disparus|disparue) (?:de|sur) google|n'appara\w+ plus (?:sur|dans) google|ne (?:sort|sortons|sortent) plus (?:sur|dans) google)\b/;

/** Found through paid ads: "run Google Ads so that people searching find us" is advertising. */
const THROUGH_ADS =
  /\b(?:ads|adwords|pub|pubs|publicites?|campagnes?|campaigns?|sponsori\w+|instagram|facebook|tiktok|linkedin|google maps|tripadvisor|hitched|word of mouth|bouche a oreille|fiche google|google business)\b/;

const NOT_ASKED =
  /\b(?:pas besoin|no need|not (?:needed|in scope)|out of scope|hors perimetre|don't care|already|deja|is fine|are fine|works (?:well|fine)|marche (?:tres )?bien|ca va)\b/;

/** Where `normalized` asks to be found by people who search, or null. */
export function findSearchVisibility(normalized: string): { start: number; end: number } | null {
  for (const { text: sentence, start } of sentencesOf(normalized)) {
    if (NOT_ASKED.test(sentence)) continue;
    const said = SAID.exec(sentence);
    const found =
      said ?? (SEARCHING.test(sentence) && !THROUGH_ADS.test(sentence) ? FOUND.exec(sentence) : null);
    if (found) return spanIn(start, found);
  }
  return null;
}
