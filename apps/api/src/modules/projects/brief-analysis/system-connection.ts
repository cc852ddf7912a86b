// The work connects to a system the client names or already runs: "table bookings hooked into ResDiary", "the
// open banking connection via TrueLayer", « le formulaire de don HelloAsso branché directement dans nos pages »,
// "it must connect to that", « faut que les 2 se parlent en auto », "going straight into payroll". Clients
// rarely say "API": they say what talks to what. The system is a product's name (a capitalised word inside the
// sentence), or one of the client's own systems, or a pronoun standing for a product named in the same sentence.
// Read on the original text, where a product's capital survives.

import type { Span } from './evidence.ts';

/** The catalogue skill the connection gives. */
export const API_INTEGRATION = 'Intégration d’API';

const A = String.raw`[’']`;

/** Object words a connecting verb may have before its preposition: "connect our e-shop to the ERP". */
const OBJECT = String.raw`(?: (?!(?:to|with|into|in|sur|à|au|aux|avec|dans)\b)\S+){0,5}?`;

/** Words that connect the work to another system: its target may be a product's name. */
const STRICT_CUES = [
  // English
  String.raw`connect(?:s|ed|ing)?${OBJECT} (?:to|with|into)`,
  String.raw`connection (?:to|with|via|through|into)`,
  String.raw`integrat(?:e|es|ed|ing)${OBJECT} (?:with|into|to)`,
  String.raw`integrat(?:e|es|ed|ing)(?= [A-Z])`,
  String.raw`integrations? (?:with|into|to|of)`,
  String.raw`hook(?:s|ed|ing)?(?: up)?${OBJECT} (?:in ?to|up to|up with|to|with)`,
  String.raw`plug(?:s|ged|ging)?${OBJECT} (?:in ?to)`,
  String.raw`link(?:s|ed|ing)?${OBJECT} (?:to|with)`,
  String.raw`sync(?:s|ed|ing|hroni[sz]e[sd]?|hroni[sz]ing)?${OBJECT} (?:with|to|into|from)`,
  String.raw`push(?:es|ed|ing)? (?:\S+ ){0,4}?(?:straight |directly |automatically )?(?:in ?to|to)`,
  String.raw`(?:through|via|using)(?= (?:our|their|its|the) (?:\S+ )?apis?\b)`,
  // "an app that will consume our API", « l'app … qui consommera notre API ».
  String.raw`consum(?:e|es|ed|ing)(?= (?:our|their|its|the) (?:\S+ )?apis?\b)`,
  // "automatically creates the job in PropertyMe", « crée automatiquement la fiche dans Pipedrive ».
  String.raw`automatically (?:creates?|adds?|opens?|logs?|raises?|files?)(?: \S+){0,4}? (?:in|into|on)`,
  String.raw`(?:cré(?:e|er|ent)|ajout(?:e|er|ent)|ouvr(?:e|ir|ent)|enregistr(?:e|er|ent)) automatiquement(?: \S+){0,4}? (?:dans|sur)`,
  // French
  String.raw`(?:se |s${A})?(?:y )?branch(?:er|é|ée|és|ées|e|ent|era)${OBJECT} (?:sur|à|au|aux|dans|avec)`,
  String.raw`(?:s${A}y |se |s${A})?branch(?:er|e|ent|era)\b`,
  String.raw`(?:se |s${A})?connect(?:er|é|ée|és|ées|e|ent)${OBJECT} (?:à|au|aux|avec|sur)`,
  String.raw`connexion (?:à|au|aux|avec|vers)`,
  String.raw`(?:reli(?:er|é|ée|és|ées|e|ent)|raccord(?:er|é|ée|és|ées))${OBJECT} (?:à|au|aux|avec)`,
  String.raw`intégr(?:er|é|ée|és|ées|e|ent|ons)${OBJECT} (?:à|au|aux|dans|avec)`,
  String.raw`intégration (?:avec|à|au)`,
  String.raw`(?:se )?synchronis(?:er|é|ée|és|ées|e|ent|ation)${OBJECT} (?:avec|à|au|aux|vers|depuis|entre)`,
  String.raw`interfac(?:er|é|ée|és|ées|e) (?:avec|à|au)`,
  String.raw`(?:par|via|avec)(?= (?:notre|leur|son|l${A}) (?:\S+ )?api\b)`,
  String.raw`consomm(?:er|e|ent|era|eront|ant)(?= (?:notre|leur|son|l${A}) ?(?:\S+ )?api\b)`,
];

/** Words that move data between systems, said of much else too: their target must be a system, not a name. */
const LOOSE_CUES = [
  String.raw`talks? (?:to|with)`,
  String.raw`feeds? (?:in ?to|from)`,
  String.raw`pull(?:s|ed|ing)? (?:\S+ ){0,4}?(?:straight |directly |automatically )?from`,
  String.raw`(?:go|goes|going|flow|flows|land|lands|landing|come|comes|coming) (?:straight|directly|automatically) (?:in ?to|to|in|from)`,
  String.raw`(?:come|comes|coming) from (?:there|it|them) automatically`,
  String.raw`(?:recorded|posted|logged|updated|matched|reconciled|booked) automatically (?:in ?to|in|against|to|on)`,
  String.raw`(?:book|books|booking) (?:\S+ ){0,5}?(?:in|into)(?= (?:our|their|the) )`,
  String.raw`(?:communiqu(?:er|e|ent)|dialogu(?:er|e|ent)) (?:avec|à|au)`,
  String.raw`(?:remont(?:er|e|ent)|arriv(?:er|e|ent)|tomb(?:er|e|ent)|pass(?:er|e|ent)|aller|va|vont) (?:directement |automatiquement |tout seuls? |toutes? seules? )+(?:dans|vers|sur)`,
  String.raw`récupération automatique (?:\S+ ){0,4}?(?:depuis|de|des|du|vers)`,
];

/** Money moved through a named service: "pay fees with M-Pesa", « le paiement par carte via le CMI ». */
const PAYMENT_WORD =
  /(?<![\p{L}])(?:pay|pays|paying|payments?|payouts?|paiements?|payer|paient|encaissements?|encaisser)(?![\p{L}])/giu;
/** Terms of payment of an invoice, or a payment that stays as it is: no service to connect. */
const PAYMENT_TERMS_OR_AS_IS =
  /(?<![\p{L}])(?:within \d+ days|à \d+ jours|sous \d+ jours|purchase orders?|bons? de commande|upon delivery|on delivery|à la livraison|by invoice|sur facture|bank transfer|virement|BACS|that[’']s fine|ça nous va|current(?:ly)?|actuel(?:le)?(?:ment)?|today|aujourd[’']hui|already|déjà|will be made by)(?![\p{L}])/iu;
const PAYMENT_SERVICE = new RegExp(
  String.raw`^[^.;!?\n]{0,40}? (?:via|through|with|by|par|avec)(?: (?:le|la|les|l${A}|the))? ?([^\s,;:.()«»"“”]+)`,
  'iu',
);

/** Two systems made to talk, neither named in the clause: « que les deux se parlent », "so the two stay in sync". */
const SYSTEMS_TALK = new RegExp(
  String.raw`\b(?:(?:les (?:deux|2)|both|the (?:two|2))(?: \S+){0,3}?|(?:et|and) [A-Z][\p{L}\d-]+) (?:(?:need to|needs to|must|should|have to|doivent|doit|puissent|pourront|doivent pouvoir|peuvent) )?(?:se parlent|se parler|communiquent|communiquer|soient synchronisés|talk to each other|stay in sync|are in sync|sync)\b`,
  'iu',
);

const cueOf = (cues: readonly string[]) =>
  new RegExp(`(?<![\\p{L}])(?:${cues.join('|')})(?![\\p{L}])`, 'giu');
const STRICT_CUE = cueOf(STRICT_CUES);
const LOOSE_CUE = cueOf(LOOSE_CUES);

/** The client's own systems, after their determiner. */
const OWN_SYSTEM = new RegExp(
  String.raw`^(?:\S+\s+){0,3}?(?:payroll|accounting|(?:(?:our|their|its|the|his|her|my|a|an|notre|nos|leur|leurs|son|sa|ses|mon|ma|le|la|les|l${A}|au|aux|du|des|un|une)\s+)(?:\S+\s+){0,2}?(?:system|systems|software|till|tills|pos|erp|crm|api|apis|payroll|back[- ]office|scheduling|booking engine|practice software|accounting|bank|banking|logiciel|logiciels|système|systèmes|caisse|caisses|paie|erp|crm|sirh|progiciel|base centrale|base de données|comptabilité|outil de gestion|back-office|api|sheet|spreadsheet|google sheet|tableur|fichier excel|fichier partagé))\b`,
  'iu',
);

/** A product's name: a capitalised word, or one with a capital inside (iPayroll, M-Pesa, HelloAsso). */
const PRODUCT_NAME = /^(?:l[’'])?([A-Z][\p{L}\d]*(?:[-.][\p{L}\d]+)*|[a-z]+[A-Z][\p{L}\d]*)/u;

/** Capitalised words that are not products one connects to: articles, pronouns, days, months, networks. */
const NOT_A_PRODUCT = new Set(
  (
    'the our their a an we i it this that these those and or but le la les un une des nous notre nos on il elle ' +
    'ils elles ce cette ces et ou mais je tu vous monday tuesday wednesday thursday friday saturday sunday ' +
    'january february march april may june july august september october november december lundi mardi ' +
    'mercredi jeudi vendredi samedi dimanche janvier février mars avril mai juin juillet août septembre octobre ' +
    'novembre décembre instagram facebook linkedin tiktok youtube twitter pinterest snapchat google ' +
    'mr mrs ms dr m mme mlle'
  ).split(' '),
);

/** A clause about people or places: "integrate into the London team", "talk to Millennials". */
const PEOPLE_OR_PLACES =
  /(?<![\p{L}])(?:team|teams|équipe|équipes|staff|market|markets|marché|office|offices|bureau|bureaux|customers|clients|audience|public|jeunes|young|people|community|communauté|salon|shop|store|magasins?|strategy|stratégie|culture|service client|customer service)(?![\p{L}])/iu;

/**
 * People a marketplace connects, right after the connecting word: "connects home health aides with agencies in
 * Ohio" ("sync with Mailchimp so members get…" still connects to Mailchimp).
 */
const PEOPLE_CONNECTED =
  /^(?:(?:the|les|des|local|nearby)\s+)?(?:agencies|agences|aides|carers|caregivers|families|familles|patients|parents|volunteers|bénévoles|freelancers|candidates|candidats|professionals|professionnels|buyers|sellers|acheteurs|vendeurs|tenants|locataires|landlords|propriétaires|members|membres|donors|donateurs|suppliers|fournisseurs|growers|producteurs|farmers|agriculteurs|employers|employeurs|clients|customers)(?![\p{L}])/iu;

/** A system's kind, then its name in brackets: "our subscription app (Recharge)", « notre logiciel (Vetup) ». */
const SYSTEM_NAMED_IN_BRACKETS =
  /^(?:\S+\s+){0,3}?(?:app|apps|application|appli|system|systems|système|tool|outil|platform|plateforme|software|logiciel|crm|erp|provider|prestataire|service|portal|portail)\s*\(((?:[A-Z][\p{L}\d]*|[a-z]+[A-Z][\p{L}\d]*)(?:[-.][\p{L}\d]+)*)\)/iu;

/**
 * Messages the work itself sends people, through an SMS or messaging gateway: "the farmer receives an SMS
 * immediately", « que chaque client reçoive un SMS à chaque étape », "reminders on WhatsApp the day before". Not
 * the writer asking to be texted (« je préfère recevoir un SMS »), nor a campaign of texts.
 */
const MESSAGES_SENT =
  /(?<![\p{L}])(?:(?:clients?|customers?|patients?|parents?|farmers?|members?|adhérents?|users?|utilisateurs?|élèves|students?|drivers?|chauffeurs?|membres|familles|families|bénéficiaires|agriculteurs|locataires|tenants|guests|voyageurs|each|every|chaque|tous les|all)(?: \S+){0,12}? (?:receives?|gets?|recevoir|reçoit|reçoive|reçoivent|recevra|recevront) (?:an? |un |une |des |leur |their |automatiquement un |immediately an? )?(?:sms|text message|whatsapp)|(?:sms|whatsapp) (?:reminders?|notifications?|alerts?|de rappel|de confirmation)|(?:rappels?|notifications?|alertes?) (?:automatiques? )?(?:par |en |sur )?(?:sms|whatsapp)|reminders? (?:by|via|on) (?:sms|whatsapp|text)|(?:send|sends|envoyer|envoie|envoient|enverra) (?:(?:automatically|automatiquement|aux clients|to customers|them|les) )?(?:an? |un |une |des )?(?:sms|whatsapp messages?|text messages?) (?:to|à|aux))(?![\p{L}])/giu;

/** Texts sent to sell, a campaign's: another skill. */
const MARKETING_TEXTS = /(?<![\p{L}])(?:campagnes?|campaigns?|promos?|promotions?|marketing)(?![\p{L}])/iu;
/** Messages the work replaces: "replace the SMS reminders with push notifications". */
const REPLACED_BEFORE =
  /(?<![\p{L}])(?:replace|replacing|remplacer|remplacent|instead of|au lieu d[eu’']?|plutôt que|rather than)(?: \S+){0,3}? ?$/iu;

/** A pronoun standing for a system already named in the sentence. */
const PRONOUN = /^(?:that|it|them|there|this one|celui-ci|celle-ci|lui|elle|eux)\b/iu;

/** A cue that holds its own pronoun: « s'y brancher », "come from there automatically". */
const PRONOUN_IN_CUE =
  /(?:\by |\bthere\b|\bit\b|\bthem\b|automatically|straight|directly|automatiquement|directement)/iu;

/** What the work makes, a product named in its sentence connected into it: « HelloAsso branché dans nos pages ». */
const THE_WORK =
  /^(?:(?:our|the|my|notre|nos|mon|le|la|les|l[’'])\s+)?(?:site|website|web site|pages|app|application|appli|site internet|site web)\b/iu;

/** The connection said to be outside the work, after it: "is out of scope", « hors périmètre ». */
const NEGATED_AFTER =
  /(?<![\p{L}])(?:out of scope|not (?:needed|required|in scope|part of)|excluded|hors (?:périmètre|perimetre|champ|sujet)|pas (?:nécessaire|demandée?s?|prévue?s?|inclus)|exclue?s?)(?![\p{L}])/iu;

const NEGATED_BEFORE =
  /(?<![\p{L}])(?:no need|not need|don[’']t need|do not need|doesn[’']t need|not|never|without|no|pas besoin|pas de|pas d[’']|pas (?:un|une)|sans|ni|jamais|already|déjà|currently|actuellement)(?![\p{L}])(?:(?!\b(?:et|and|puis|then|mais|but)\b)[^.;!?\n,]){0,30}$/iu;

/** Where the sentence (or line) holding `at` starts. */
function sentenceStartOf(text: string, at: number): number {
  return Math.max(text.lastIndexOf('\n', at), text.lastIndexOf('. ', at)) + 1;
}

/** Whether the sentence holding `at` names a product. */
function sentenceNamesProduct(text: string, at: number): boolean {
  const start = Math.max(
    text.lastIndexOf('\n', at),
    ...['. ', '! ', '? '].map((end) => text.lastIndexOf(end, at)),
  );
  const endCandidates = ['\n', '. ', '! ', '? '].map((end) => text.indexOf(end, at)).filter((i) => i >= 0);
  const end = endCandidates.length > 0 ? Math.min(...endCandidates) : text.length;
  const words = text
    .slice(start + 1, end)
    .split(/[\s,;:()«»"“”]+/u)
    .slice(1);
  return words.some((word) => isProductName(word));
}

function isProductName(word: string): boolean {
  const match = PRODUCT_NAME.exec(word);
  if (!match?.[1]) return false;
  const name = match[1];
  if (name.length < 2 || NOT_A_PRODUCT.has(name.toLowerCase())) return false;
  // A word in capitals only is a product when short (ERP, CRM, POS, SIRH): a long one is shouting.
  return !(name === name.toUpperCase() && name.length > 6);
}

/**
 * Where `text` (a client's message, as written) connects the work to another system, or null. The span is in
 * `text`'s own offsets.
 */
export function findSystemConnection(text: string): Span | null {
  const talk = SYSTEMS_TALK.exec(text);
  if (talk) return { start: talk.index, end: talk.index + talk[0].length };
  for (const [cues, isStrict] of [
    [STRICT_CUE, true],
    [LOOSE_CUE, false],
  ] as const) {
    for (const cue of text.matchAll(cues)) {
      const at = cue.index ?? 0;
      const lineStart = sentenceStartOf(text, at);
      if (NEGATED_BEFORE.test(text.slice(lineStart, at))) continue;
      const after = text.slice(at + cue[0].length).replace(/^[\s(«"“]+/u, '');
      const clause = after.split(/[.;!?\n]/u)[0] ?? '';
      const words = [
        ...clause
          .split(/[\s,:()«»"“”]+/u)
          .filter(Boolean)
          .slice(0, 3),
        // The system's name in brackets after its kind: "our subscription app (Recharge)".
        ...(SYSTEM_NAMED_IN_BRACKETS.exec(clause)?.slice(1) ?? []),
      ];
      // A name after a strict cue is a product's, unless the clause speaks of people or places.
      const isNamedProduct =
        isStrict &&
        words.some((word) => isProductName(word)) &&
        !PEOPLE_OR_PLACES.test(clause.split(/\s+/u).slice(0, 6).join(' ')) &&
        !PEOPLE_CONNECTED.test(clause.split(/\s+/u).slice(0, 2).join(' '));
      const isTarget =
        OWN_SYSTEM.test(clause) ||
        isNamedProduct ||
        ((PRONOUN.test(clause) || PRONOUN_IN_CUE.test(cue[0]) || THE_WORK.test(clause)) &&
          sentenceNamesProduct(text, at));
      if (isTarget && !NEGATED_AFTER.test(clause))
        return { start: at, end: Math.min(text.length, at + cue[0].length + 1 + clause.length) };
    }
  }
  for (const message of text.matchAll(MESSAGES_SENT)) {
    const at = message.index;
    const sentenceStart = sentenceStartOf(text, at);
    const before = text.slice(sentenceStart, at);
    if (
      !NEGATED_BEFORE.test(before) &&
      !REPLACED_BEFORE.test(before) &&
      !MARKETING_TEXTS.test(text.slice(sentenceStart, at + 120))
    )
      return { start: at, end: at + message[0].length };
  }
  for (const payment of text.matchAll(PAYMENT_WORD)) {
    const at = payment.index ?? 0;
    const sentenceStart = sentenceStartOf(text, at);
    const sentenceEnd = text.slice(at).search(/[.;!?\n]/u);
    const sentence = text.slice(sentenceStart, sentenceEnd < 0 ? text.length : at + sentenceEnd);
    if (NEGATED_BEFORE.test(text.slice(sentenceStart, at)) || NEGATED_AFTER.test(sentence)) continue;
    if (PAYMENT_TERMS_OR_AS_IS.test(sentence)) continue;
    const rest = text.slice(at + payment[0].length, at + payment[0].length + 80);
    // Each "via", "par", "with" in turn: « par carte marocaine via le CMI ».
    for (let from = 0; from < rest.length;) {
      const service = PAYMENT_SERVICE.exec(rest.slice(from));
      if (!service?.[1]) break;
      if (isProductName(service[1])) {
        return { start: at, end: at + payment[0].length + from + service[0].length };
      }
      from += service[0].length;
    }
  }
  return null;
}
