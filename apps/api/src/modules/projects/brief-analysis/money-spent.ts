// Money the client already pays — a platform's ads, a provider — as opposed to money for the work. One vocabulary
// for the two readers that need it: a skill named right after such money is context ("we spend ~A$20k/mo on google
// ads"), and a sentence about such money asks for no ad campaign (« on dépense 4 000 €/mois en pub Meta »).
// Patterns read the normalised text (lower case, no accents), whether its apostrophes are kept (« s'occuper ») or
// split into words (« s occuper »).

/** Verbs that say money goes out, with or without an amount: "we spend", « on a remis », "pouring $3k into". */
export const SPEND_VERBS =
  'spend|spends|spending|spent|putting|pouring|burn|burning|depense|depensons|depensent|depenses|depensait|depensions|claque|claquons|claquent|remis|remettons|injecte|injectons';
/**
 * Verbs that pay only when an amount follows them: "we pay 300 € a month for", « on met 2 000 € en » (a bare "paid
 * ads" or « on met en avant » pays nothing).
 */
export const PAY_VERBS = 'pay|pays|paying|paid|paie|paye|payons|put|mettons|met|mis';

/**
 * What the writer can, will, wants or plans to do. "we'd", "we'll" and "we may" need their subject, as a French
 * « d' », an account (« compte ») or the month of May say no future.
 */
export const WISHES = String.raw`can|could|will|would|(?:i|we|you|they)(?: |')(?:ll|d)|(?:i|we|you|they) (?:might|may)|plan(?:s|ned|ning)? (?:to|on)|want|wants|wanna|like to|ready|willing|peut|peux|pouvons|pourrait|pourrions|pourrais|va|vais|allons|vont|prete?s? (?:a|pour)|voudr\w*|veux|veut|voulons|souhait\w*|aimer\w*|(?:on|nous|je) compte|comptons`;

/**
 * An amount of money: with its currency before or after it ("$10,000", « 2 000 € », "3k", "500 euros a month"), or a
 * number in thousands ("10,000", « 12 000 »; the words of the tokens drop the symbols), not a year.
 */
const MONEY = String.raw`(?:[$€£] ?\d|\b\d{1,3}(?:[ .,]\d{3})+\b|\b(?!(?:19|20)\d\d\b)\d{4,}\b|\d+(?:[.,]\d+)? ?(?:k\b|m\b|€|eur\b|euros?\b|\$|dollars?\b|£|pounds?\b|(?:a|per|par|\/) ?(?:month|mois|mo)\b))`;

/**
 * Money the writer can, will, wants or plans to spend: the work's money, not what it already pays. The wish is said
 * a few words before the spending (« on voudrait dépenser », "we'd be ready to put", « on prévoit 2 000 € ») or an
 * amount is left to spend ("3k a month to spend"); a wish elsewhere in the sentence ("… and want a new store",
 * "someone to put together a store") is another need. A negated modal wants nothing (« on ne peut pas continuer
 * comme ça », "we can't spend more").
 */
export const SPEND_WANTED = new RegExp(
  String.raw`(?<!\bne )\b(?:${WISHES})\b(?!(?: |')t\b| not\b)(?:\W+\w+){0,3}?\W+(?:spend|spending|put|putting|pay|paying|invest|investing|allocate|depenser|mettre|payer|investir|allouer|consacrer|y mettre|y consacrer)\b` +
    String.raw`|\b(?:prevoi\w*|prevoy\w*|prevu\w*)\W+(?:\w+\W+)?${MONEY}` +
    String.raw`|${MONEY}(?:\W+\w+){0,4}?\W+(?:to (?:spend|invest|put)|a (?:depenser|investir|mettre))\b(?! together| en (?:ligne|place|avant|oeuvre|valeur))`,
);

/**
 * Work asked on what the money pays for: "we need someone to manage it", « reprendre nos campagnes », "it's broken",
 * "no real structure". « Géré par notre agence » hands it to someone else: only « géré par vous » asks.
 */
export const WORK_ON_SPEND = new RegExp(
  String.raw`\b(?:manage\w*|run|running|handle|handling|optimi[sz]\w*|audit|auditing|scale|scaler|scaling|take over|restructure|rebuild|fix|fixed|fixing|repair|broken|improve|help|set up|setting up|lancer|lance|ger(?:e|ee|es|ees|er|ez|ons)\b(?! (?:par|by) (?!vous))|gestion|pilot\w*|reprendre|reprenne|reprise|auditer|restructurer|refaire|corriger|reparer|ameliorer|aide|aider|casse|cassee|s(?: |')occuper|no (?:real )?structure|no idea|sais pas|savons pas)\b`,
);
