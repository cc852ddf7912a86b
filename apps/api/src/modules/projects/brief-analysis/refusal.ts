// What a client says right before or after a need to turn it down, or to keep it for its own people: « pas
// besoin de tableau de bord », "no redesign", "the training is handled by our HR team", « … n'est pas comprise »,
// "we'll do the dashboards ourselves". One vocabulary for every sentence reader (the look of the screens,
// dashboards, training, the needs of `sentence-needs.ts`), read on the normalised text (lower case, no accents).

/** Words that turn down what follows, a few words before it: « pas de », "no need for", "without", "instead of". */
const REFUSING_WORDS = String.raw`pas (?:besoin(?: de| d')?|de|d'|une?|la peine|necessaire)|no need(?: for)?|no|not|never|without|sans|ni|won't|will not|don't(?: need| want)?|do not(?: need| want)?|ne cherche\w* pas|before any|avant (?:toute|tout)|out of scope|hors perimetre|instead of`;

/** Refused just before: at most three words between the refusal and the need. */
export const REFUSED_BEFORE = new RegExp(String.raw`\b(?:${REFUSING_WORDS})\s+(?:\S+\s+){0,3}$`);

/**
 * Someone who already does it: « elle les fait déjà », "she already shoots them", « déjà gérée », "already taken
 * care of". Read on the normalised text and on the words of the tokens (« l'a » is "l a" there).
 */
export const DONE_ALREADY_WORDS = String.raw`(?:elle|il|ils|elles|on|nous|we|she|he|they|i|je)(?: (?:les|le|la|l'|l|s'en|s en|s|en|it|them|that|those|these))? (?:fait|font|faisons|fais|gere|gerent|prend|prennent|does|do|handles?|takes? care of|shoots?|makes?|writes?) (?:deja|already)|already (?:done|handled|taken care of)|deja (?:faite?s?|geree?s?|prise?s? en charge)`;

/** What a package the client pays for lacks: "not included in our current plan", « pas compris dans notre forfait ». */
const NOT_IN_CURRENT = String.raw`(?! (?:in|dans) (?:our|the|my|your|notre|nos|le|la|l|votre|mon) (?:current |existing |present |\S+ )?(?:plans?|packages?|subscriptions?|licen[cs]es?|offers?|offres?|hosting|abonnements?|forfaits?|hebergement|contrats? (?:actuels?|existants?))\b)`;
/** "not necessary to have 10 years of experience", « pas nécessaire de parler allemand »: a condition. */
const NOT_A_CONDITION = String.raw`(?! (?:to (?:have|be|know|speak|use|own|hold|master)|de (?:parler|connaitre|maitriser|savoir|avoir|etre|posseder)|d(?: |')(?:avoir|etre)|que)\b)`;
/** "not required but a plus", « pas indispensable mais apprécié »: wished for all the same. */
const NOT_A_PLUS = String.raw`(?!,? (?:but|mais) (?:a |un |une )?(?:plus|nice|bonus|appreciated|apprecie\w*|welcome|bienvenu\w*|preferred|helpful|atout))`;
/** What the client's own people lack, which is why it buys: "not part of our core business / skill set". */
const NOT_OUR_STRENGTH = String.raw`(?! (?:our|notre|nos|the team[' ]s|our team[' ]s) (?:\S+ ){0,2}?(?:skills?|set|stack|expertise|competences|team|business|metier|know how|savoir faire|dna|strengths?))`;
/** What is turned down, after "not" or « pas ». */
const TURNED_DOWN_EN = String.raw`(?:(?:needed|required|necessary|useful)${NOT_A_CONDITION}${NOT_A_PLUS}|in scope|part of\b${NOT_OUR_STRENGTH}|included${NOT_IN_CURRENT}|asked|covered by (?:this|the present))`;
const TURNED_DOWN_FR = String.raw`(?:(?:demandee?s?|necessaires?|requise?s?|requis|utiles?|indispensables?)${NOT_A_CONDITION}${NOT_A_PLUS}|(?:comprise?s?|incluse?s?|inclus)${NOT_IN_CURRENT}|le sujet|concernee?s?|a (?:re)?(?:faire|voir|toucher|changer)|a reprendre|(?:dans|du) (?:le |notre |ce )?(?:perimetre|scope))`;
/** When, said after a put-off: "in January", « à partir de mars », "from Q2", "later". */
const WHEN = String.raw`(?:maybe |peut[- ]etre )?(?:in|from|after|later|next|starting|by|around|en|a partir|des|dans|apres|plus tard|d[' ]ici|vers|au|fin|debut|mi|q[1-4]|t[1-4]|\d)\b`;
/** Put off, unless what follows says when ("not now, but in January"; "not now, but SEO yes" puts it off). */
const PUT_OFF = String.raw`(?:not now|not for now|not at this stage|pas maintenant|pas pour (?:l[' ]instant|le moment)|pas a ce stade)(?!,? (?:but|mais) ${WHEN})`;
/** Bought another time or apart: "which will be procured in 2027 as a separate Phase 2", « qui sera commandée à part ». */
const BOUGHT_APART = String.raw`(?:which|that|qui) (?:will be|is to be|shall be|is|are|sera|seront|fera l[' ]objet d[' ]un) (?:procured|tendered|bought|commissioned|contracted|purchased|achetee?s?|commandee?s?|consultee?s?|marche|appel d[' ]offres) (?:[a-z0-9]+ ){0,4}?(?:separately|as (?:a )?separate|later|next year|in (?:19|20)\d\d|en (?:19|20)\d\d|dans un (?:second|autre|deuxieme)|a part|separement|plus tard|ulterieurement|l[' ]an prochain|l[' ]annee prochaine)`;
/**
 * Words after a need that turn it down: "is not needed", "isn't required", « n'est pas dans le périmètre », « la
 * charte n'est pas à refaire », "(not covered by this notice)", « ne sont pas concernés », "– not now, we'll look at
 * that in Q2" ("not now, but in January" only puts it off). What a package lacks ("not included in our current
 * plan"), a condition ("not necessary to have ten years of experience"), a plus ("not required but a plus") and
 * what the client's people cannot do ("not part of our core business") are no refusal. Read on the normalised text
 * and on the words of the tokens (« n'est » is "n est" there).
 */
export const TURNED_DOWN_AFTER_WORDS = String.raw`(?:(?:is|are|will be|will|shall) )?not (?:be )?${TURNED_DOWN_EN}|(?:isn[' ]t|aren[' ]t|won[' ]t be) ${TURNED_DOWN_EN}|(?:(?:n[' ]est|ne sont|ne sera|ne seront) )?pas ${TURNED_DOWN_FR}|out of scope|hors (?:perimetre|scope|champ)|${PUT_OFF}|n[' ]en (?:veut|voulons) pas|relev\w* d[' ]un (?:autre )?(?:marche|lot|contrat) (?:distinct|separe|different)|(?:covered by|part of) (?:a |another )?separate (?:contract|tender|lot|procurement|call)|${BOUGHT_APART}|reste(?:nt|ra|ront)? (?:chez|avec) (?:le|la|les|l|notre|nos|son|ses|leur|leurs|un|une) (?:cabinet|comptable|expert|prestataire|fournisseur|agence|editeur|partenaire|integrateur)|stays? with (?:our|the|a|an) (?:accountant|accounting firm|provider|supplier|agency|vendor|partner|bureau)`;

/**
 * A need taken out of the work right after it is named: « la publicité Facebook, on la retire », « les étiquettes,
 * on laisse tomber », « Google ads on oublie, on avait cramé 800 € » (not « on supprime les doublons », which
 * has its own object), "Google Ads: leave it out",
 * « c'est annulé ». Read on the normalised text and on the words of the tokens (« c'est » is "c est").
 */
export const DROPPED_WORDS = String.raw`on (?:la|le|les|l'|l) (?:retire|enleve|supprime|abandonne|oublie|laisse tomber)|on (?:retire|enleve|supprime|abandonne|oublie|laisse tomber)(?=\s*[,.;:!?)]|\s*$| (?:on|nous|je|j|c|ca|cela|et|mais|car|parce|puisque|vu)\b)|(?:we(?:'| )re|we are|we(?:'| )ll|we will) (?:dropping|drop|removing|remove|skipping|skip) (?:it|that|this|them)|(?<!(?:don(?:'| )?t|do not|never) )(?:drop|scrap|skip) (?:it|that|this|them)|(?:leave|take|cut) (?:it|that|this|them) out|(?:c(?:'| )est|it(?:'| )s|it is) (?:annule|dropped|off the table|cancelled|canceled)`;

/** Words after a need that turn it down or give it to the client's own people. */
const REFUSED_AFTER_WORDS = String.raw`${TURNED_DOWN_AFTER_WORDS}|${DROPPED_WORDS}|nous-memes|ourselves|in[- ]house(?! (?:system|systems|tool|tools|software|crm|erp|database|server|servers|platform|app|application|solution))|en interne|our analysts|nos analystes|(?:is|are|will be) (?:out of scope|done by|handled by|provided by|delivered by|covered by)|(?:handled|provided|delivered|covered) by|(?:sera|seront|est|sont) (?:assuree?s?|realisee?s?|faite?s?|dispensee?s?|fournie?s?|prise?s? en charge) par|${DONE_ALREADY_WORDS}`;

/** Refused just after, within its sentence (40 characters), or a form's answer: "Training: none". */
export const REFUSED_AFTER = new RegExp(
  String.raw`^[^.;!?\n]{0,40}?\b(?:${REFUSED_AFTER_WORDS})\b|^\s*:\s*(?:not needed|none|aucune?|non|no)\b`,
);

/** Whether the words `before` a need (its sentence up to it) or `after` it turn it down. */
export function isRefusedAround(before: string, after: string): boolean {
  return REFUSED_BEFORE.test(before) || REFUSED_AFTER.test(after);
}
