import { saidSinceTheQuote } from './quoted-reply.ts';
import { HOURS_PER_DAY } from '@escouade/contract/effort';
import { CONTEXT_LEAD_WORDS } from './clauses.ts';
import { CURRENCY } from './currency.ts';
import { CLIENTS_OWN_PERIOD_BEFORE, FULL_MONTH, monthNumber } from './dates.ts';
import { isNumberWords, numberWordPattern, spelledNumbers, toCount } from './number-words.ts';
import { AUSTRALIAN_CITIES, CANADIAN_CITIES, GOODS_AND_SERVICES_TAX, NEW_ZEALAND_CITIES } from './places.ts';
import { readTables, workPartListsOf } from './priced-table.ts';
import { MAX_HOURLY_BUDGET, MAX_TOTAL_BUDGET } from './schemas.ts';
import { normalizeText } from '../../../text/words.ts';
import type { BriefBudget } from './types.ts';

/**
 * A budget as the client said it. A rate ("60 €/h", "TJM 600 €") is what each person is paid unless the client
 * says it covers the team ("60 €/h pour l'équipe", "an hourly ceiling of 120"): the analyser multiplies it by the
 * team size once that is known. A monthly amount becomes a total over the months it is said for, or over the
 * project's length once the dates are known (`months` null until then); one paid to each person ("$2,400 per dev
 * per month") is multiplied by the team size too.
 */
export type BudgetFact = (
  | { budget: BriefBudget; isPerPerson: boolean; monthly?: undefined }
  | { budget: null; isPerPerson: boolean; monthly: { amount: number; months: number | null } }
) & {
  /** Where the amount is in the text read (end exclusive): the client's words for it; its currency. */
  span: { start: number; end: number; currency: string };
};

// Works on normalised text (lower case, no accents, plain spaces).
// Indian grouping first ("6,00,000": lakhs of thousands), then thousands, then plain digits.
const NUMBER = String.raw`(\d{1,2}(?:,\d{2})+,\d{3}(?![\d,])|\d{1,3}(?:[ .,']\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
// "6L INR": an L is a lakh only beside the rupees it counts.
const MULTIPLIER = String.raw`(?:\s?(k|m|bn|milliards?|billions?|millions?|mille|mil|thousand|grand|lakhs?|lacs?|crores?|l(?=\s?(?:inr|rs|rupees?)\b))(?![a-df-z]))?`;
/** What follows a "grand" that is money: a mark, or a word of a price ("two grand pianos" is no money). */
const GRAND_MONEY_AFTER =
  /^(?:\s*[.,;:!?)–—-]|\s*$|\s+(?:for|a|an|per|each|tops|max|maximum|total|all|in|on|budget|to|or|and|which|that|if|we|i|is|would|should|could|ish|or so)\b)/;
/** A currency named anywhere, as a word of its own (the "rand" of "grand" is none). */
const NAMES_A_CURRENCY = new RegExp(String.raw`(?<![a-z])${CURRENCY}`);
/**
 * Said only after an amount, and not as an adjective: "twenty-five thousand Canadian", "500 000 DA"; not "300
 * Canadian clients". « 600e/mois », « 2000e HT »: the euro typed as an "e" right after three digits or more, only
 * before a price's own words (« ce 150e, » is an ordinal).
 */
const CURRENCY_AFTER = String.raw`(?:${CURRENCY}|(?<=\d{3})(?<!\b(?:le|la|du|au|aux|ce|cet|cette|un|une|notre|nos|votre|vos|son|sa|ses|leur|leurs|les|the|our|your|its|their|this)\s+\d+)e(?=\s?(?:\/|ht\b|ttc\b|par\b|pr\b|pour\b|per\b|max\b|maxi\b|mini\b))|(?:canadian|australian|aussie)\b(?!\s+(?!(?:in|for|per|a|an|each|max|tops|total|budget|dollars?)\b)[a-z])|da\b|dt\b(?!-))`;

/** A currency other than the euro: how it is written, and how many of its units make about one euro. */
interface ForeignCurrency {
  pattern: RegExp;
  /** ISO code; `DOLLAR` is a dollar without its country, read as the client's country's. */
  code: string;
  /**
   * A currency of the same name elsewhere (francs CFA, shillings, dinars, dirhams): its code where the text names
   * a place of it and none of the currency's own (`home`). Never for a code written out ("XOF", "MAD").
   */
  regional?: { home: RegExp; elsewhere: readonly [RegExp, string][] };
  /** Given where far from one: the sizes that tell a budget from a company's figures are judged in euros. */
  unitsPerEuro?: number;
}
/** In the order they are tried: a code or a country's dollar before the bare dollar. */
const FOREIGN_CURRENCIES: readonly ForeignCurrency[] = [
  // Lebanon's pound before the pound sterling.
  { pattern: /\blbp\b|livres? libanaises?|lebanese pounds?/, code: 'LBP', unitsPerEuro: 95000 },
  { pattern: /£|\bgbp\b|\bpounds?\b|\blivres? sterling\b|\bquid\b/, code: 'GBP' },
  // « 800 piasses »: Québec's dollars.
  {
    pattern: /\bcad\b|\bc\$|\bca\$|\bcanadian\b|\bdollars? canadiens?\b|\bpiasses?\b|\bpiastres?\b/,
    code: 'CAD',
  },
  {
    pattern: /\baud\b|\ba\$|\bau\$|\baustralian\b|\baussie\b|\bdollars? australiens?\b/,
    code: 'AUD',
  },
  { pattern: /\bsgd\b|\bs\$|singapore dollars?/, code: 'SGD' },
  { pattern: /\bnzd\b|\bnz\$|new zealand dollars?/, code: 'NZD' },
  { pattern: /\bhkd\b|\bhk\$|hong kong dollars?/, code: 'HKD', unitsPerEuro: 8 },
  {
    pattern: /\busd\b|\bus\$|american dollars?|us dollars?|dollars? (?:americains?|us\b|des etats-unis)/,
    code: 'USD',
  },
  // Brazil's real before the dollar whose sign it shares.
  { pattern: /\br\$|\bbrl\b|\breais\b/, code: 'BRL', unitsPerEuro: 6 },
  { pattern: /\$|\bdollars?\b|\bbucks?\b/, code: 'DOLLAR' },
  { pattern: /\bchf\b|\bfrancs? suisses?\b|\bswiss francs?\b/, code: 'CHF' },
  // The Emirates' dirhams before Morocco's, which a dirham alone is.
  { pattern: /\baed\b|dirhams? (?:emiratis?|des emirats)|uae dirhams?/, code: 'AED', unitsPerEuro: 4 },
  { pattern: /\bmad\b/, code: 'MAD', unitsPerEuro: 11 },
  {
    pattern: /\bdirhams?\b|\bdh\b/,
    code: 'MAD',
    regional: {
      home: /\b(?:maroc|morocco|moroccan|marocaine?s?|casablanca|rabat|marrakech|marrakesh|tanger|tangier|fes|fez|agadir|meknes|oujda)\b/,
      elsewhere: [[/\b(?:dubai|duba[iy]|abu dhabi|abou dabi|sharjah|emirats|emirates|uae)\b/, 'AED']],
    },
    unitsPerEuro: 11,
  },
  // "R35 000": the rand's sign, a capital R right before the digits.
  { pattern: /\brands?\b|\bzar\b|\br(?=\s?\d)/, code: 'ZAR', unitsPerEuro: 20 },
  { pattern: /\bpkr\b|pakistani rupees?|roupies? pakistanaises?/, code: 'PKR', unitsPerEuro: 320 },
  // A code or a sign written out is never the place's; lakhs and crores count rupees, with or without their
  // sign, in India and in Pakistan.
  { pattern: /₹|\binr\b/, code: 'INR', unitsPerEuro: 100 },
  {
    pattern: /\brs\b|\brupees?\b|\blakhs?\b|\blacs?\b|\bcrores?\b/,
    code: 'INR',
    regional: {
      home: /\b(?:india|indian|inde|indien\w*|delhi|mumbai|bombay|bengaluru|bangalore|chennai|kolkata|hyderabad|pune|ahmedabad|jaipur|kochi|lucknow)\b/,
      elsewhere: [
        [
          /\b(?:pakistan|pakistani|pakistanais\w*|lahore|karachi|islamabad|rawalpindi|faisalabad|peshawar|multan)\b/,
          'PKR',
        ],
      ],
    },
    unitsPerEuro: 100,
  },
  // Francs CFA are West Africa's unless the text is in Central Africa's.
  { pattern: /\bxaf\b/, code: 'XAF', unitsPerEuro: 656 },
  { pattern: /\bxof\b/, code: 'XOF', unitsPerEuro: 656 },
  // The Pacific franc of New Caledonia, French Polynesia and Wallis-and-Futuna.
  { pattern: /\bxpf\b|\bf ?cfp\b|\bcfp\b|\bfrancs? (?:cfp|pacifique)\b/, code: 'XPF', unitsPerEuro: 119 },
  {
    pattern: /\bf ?cfa\b|\bfrancs? cfa\b/,
    code: 'XOF',
    regional: {
      home: /\b(?:senegal|dakar|cote d'ivoire|ivory coast|ivoirien\w*|abidjan|mali|bamako|burkina|ouagadougou|niger|niamey|togo|lome|benin|cotonou|bissau)\b/,
      elsewhere: [
        [
          /\b(?:cameroun|cameroon|douala|yaounde|gabon|libreville|brazzaville|pointe-noire|tchad|n'djamena|ndjamena|centrafrique|central african|bangui|guinee equatoriale|equatorial guinea|malabo)\b/,
          'XAF',
        ],
      ],
    },
    unitsPerEuro: 656,
  },
  { pattern: /₦|\bnaira\b|\bngn\b/, code: 'NGN', unitsPerEuro: 1700 },
  { pattern: /\bugx\b|ugandan shillings?/, code: 'UGX', unitsPerEuro: 4000 },
  { pattern: /\btzs\b|tanzanian shillings?/, code: 'TZS', unitsPerEuro: 2800 },
  { pattern: /\bksh\b|\bkes\b/, code: 'KES', unitsPerEuro: 150 },
  {
    pattern: /\bshillings?\b/,
    code: 'KES',
    regional: {
      home: /\b(?:kenya|kenyan|nairobi|mombasa|kisumu|nakuru)\b/,
      elsewhere: [
        [/\b(?:uganda|ugandan|kampala|entebbe)\b/, 'UGX'],
        [/\b(?:tanzania|tanzanian|tanzanie|dar es salaam|dodoma|arusha|zanzibar)\b/, 'TZS'],
      ],
    },
    unitsPerEuro: 150,
  },
  { pattern: /₵|gh¢|\bcedis?\b|\bghs\b/, code: 'GHS', unitsPerEuro: 16 },
  { pattern: /\bariary\b|\bmga\b/, code: 'MGA', unitsPerEuro: 5000 },
  // Haiti's gourdes; `CURRENCY` takes no « gourdes personnalisées » (water bottles) for money.
  { pattern: /\bgourdes?\b|\bhtg\b/, code: 'HTG', unitsPerEuro: 150 },
  // « 500 000 DA »: the Algerian dinar's letters, read only after an amount.
  { pattern: /\bdzd\b|dinars? algeriens?|algerian dinars?|\bda\b/, code: 'DZD', unitsPerEuro: 150 },
  // « 350 DT »: the Tunisian dinar's letters, read only after an amount.
  { pattern: /\btnd\b|(?<=\d\s?)dt\b(?!-)/, code: 'TND', unitsPerEuro: 3.4 },
  {
    pattern: /\bdinars?\b/,
    code: 'TND',
    regional: {
      home: /\b(?:tunisie|tunisia|tunisian|tunisien\w*|tunis|sfax|sousse|monastir|bizerte|nabeul)\b/,
      elsewhere: [
        [
          /\b(?:algerie|algeria|algerian|algerien\w*|alger|algiers|oran|constantine|annaba|setif|tlemcen)\b/,
          'DZD',
        ],
      ],
    },
    unitsPerEuro: 3.4,
  },
  // China's yuan before the yen whose sign it shares when its name is written.
  { pattern: /\bcny\b|\brmb\b|\byuans?\b|\brenminbi\b/, code: 'CNY', unitsPerEuro: 7.8 },
  { pattern: /¥|\byens?\b|\bjpy\b/, code: 'JPY', unitsPerEuro: 165 },
  // Europe's other currencies, by their codes (and the złoty, the forint by name; not "RON" nor "TRY", words too).
  { pattern: /\bpln\b|\bz[lł](?:oty|otys|otych)?(?![a-z])/, code: 'PLN', unitsPerEuro: 4.3 },
  { pattern: /\bczk\b/, code: 'CZK', unitsPerEuro: 25 },
  { pattern: /\bhuf\b|\bforints?\b/, code: 'HUF', unitsPerEuro: 400 },
  { pattern: /\bsek\b/, code: 'SEK', unitsPerEuro: 11.5 },
  { pattern: /\bnok\b/, code: 'NOK', unitsPerEuro: 11.7 },
  { pattern: /\bdkk\b/, code: 'DKK', unitsPerEuro: 7.5 },
  { pattern: /\bsar\b|saudi riyals?|riyals? saoudiens?/, code: 'SAR', unitsPerEuro: 4.3 },
  { pattern: /\bqar\b|qatari riyals?|\briyals?\b/, code: 'QAR', unitsPerEuro: 4.2 },
  // Not by its code: « ils » is French's "they".
  { pattern: /\bshekels?\b/, code: 'ILS', unitsPerEuro: 4.1 },
  { pattern: /\begp\b/, code: 'EGP', unitsPerEuro: 55 },
  // "PHP 45,000": the peso's code only before digits (after them, PHP is a language's files).
  { pattern: /₱|\bphp(?=\s?\d)|philippine pesos?/, code: 'PHP', unitsPerEuro: 63 },
  { pattern: /\bmxn\b|mexican pesos?/, code: 'MXN', unitsPerEuro: 20 },
  { pattern: /\bclp\b|pesos? chiliens?|chilean pesos?/, code: 'CLP', unitsPerEuro: 1000 },
  { pattern: /pesos? colombiens?|colombian pesos?/, code: 'COP', unitsPerEuro: 4500 },
  { pattern: /pesos? argentins?|argentine pesos?/, code: 'ARS', unitsPerEuro: 1000 },
  {
    pattern: /\bpesos?\b/,
    code: 'MXN',
    regional: {
      home: /\b(?:mexico|mexique|mexican|mexicain\w*|guadalajara|monterrey|cancun)\b/,
      elsewhere: [
        [/\b(?:philippines?|filipino|manila|cebu|davao|palawan)\b/, 'PHP'],
        [/\b(?:chile|chili|chilean|chilien\w*|santiago|valparaiso)\b/, 'CLP'],
        [/\b(?:colombia|colombie|colombian|colombien\w*|bogota|medellin|cali)\b/, 'COP'],
        [/\b(?:argentina|argentine|argentin\w*|buenos aires|cordoba|rosario)\b/, 'ARS'],
      ],
    },
    unitsPerEuro: 20,
  },
];
/**
 * A dollar alone is the dollar of the country the text is in, when it names one other than the reader's default
 * ("McLaren Vale … $3,500 inc GST", "Paddington QLD … $18k").
 */
const DOLLAR_COUNTRIES: readonly [RegExp, string][] = [
  // Countries, and the few regions an address names them by: a city's name is also a street's or a person's
  // ("Melbourne Street", "Sydney, our marketing lead"), and a client names its customers' cities.
  [
    /\b(?:australia|australian|australie|qld|nsw|mclaren vale|barossa|queensland|new south wales|western australia|south australia|tasmania)\b/,
    'AUD',
  ],
  [/\b(?:new zealand|nouvelle-zelande|aotearoa)\b/, 'NZD'],
  [
    /\b(?:canada|canadian|canadien\w*|quebec|ontario|british columbia|colombie-britannique|alberta|manitoba|saskatchewan|nova scotia|nouvelle-ecosse|new brunswick|nouveau-brunswick|newfoundland)\b/,
    'CAD',
  ],
  [/\b(?:singapore|singapour)\b/, 'SGD'],
  [/\bhong kong\b/, 'HKD'],
];
const DOLLAR_CITIES: readonly [RegExp, string][] = [
  [AUSTRALIAN_CITIES, 'AUD'],
  [NEW_ZEALAND_CITIES, 'NZD'],
  [CANADIAN_CITIES, 'CAD'],
];
const UNITED_STATES =
  /\b(?:usa|u\.s\.a?|united states|the us|us-based|american|etats-unis|texas|california|florida|new york|seattle|chicago|portland|oregon)\b/;
/** A currency's code written right after its amount: "15 000 $ CAD", "$40K USD". */
const CODE_AFTER_IN_BRACKETS = /^\s?\(\s?([a-z]{3})\s?\)/;
const CODE_AFTER =
  /^\s?(cad|aud|usd|nzd|sgd|hkd|chf|gbp|inr|zar|mad|aed|xof|xaf|ngn|kes|ugx|tzs|ghs|tnd|dzd|jpy|mxn|brl|pln|czk|huf|sek|nok|dkk|cny|sar|qar|egp)\b/;
/** The currency named before the amount, in words: "budget in USD: 50k", « budget en dollars : 50 000 ». */
const CURRENCY_NAMED_BEFORE = new RegExp(
  String.raw`\b(?:in|en)\s+${CURRENCY}\s*[:=]?\s*(?:~|about|around|environ)?\s*$`,
);
/**
 * A dollar's country written right after its sign, « 65 000 $ CA », « 9 000 $ US », rewritten as the sign with
 * its country before it ("ca$", "us$"), in as many characters: not a turnover (« CA »), and the words after the
 * amount (« par mois ») read as for any amount.
 */
// « 25 000 $ au total »: French « au » follows an amount too, so an Australian dollar is told this way only in
// capitals, « 12 000 $ AU » (`BudgetReading.written`).
const DOLLAR_COUNTRY_AFTER = /\$ ?(us|ca|nz|au)\b/g;
const DOLLAR_SIGN_OF: Readonly<Record<string, string>> = {
  us: 'us$',
  ca: 'ca$',
  nz: 'nz$',
  au: 'au$',
};
/** A dollar's country written right before its sign: "CAD $85,000", "US $12,000". */
const CODE_BEFORE_DOLLAR = /\b(cad|aud|usd|nzd|sgd|hkd|us)\s?$/;
/** The code of a dollar written out: "CAD 20,000". */
const DOLLAR_CODE = /\b(cad|aud|usd|nzd|sgd|hkd)\b/;
const UNITS_PER_EURO: Readonly<Record<string, number>> = Object.fromEntries(
  FOREIGN_CURRENCIES.flatMap(({ code, unitsPerEuro }) => (unitsPerEuro ? [[code, unitsPerEuro]] : [])),
);

/** How the reader takes what the client wrote; a dollar sign alone is the client's country's dollar. */
export interface BudgetReading {
  /** ISO code of a dollar written without its country ("$", "dollars"): CAD in French, USD in English. */
  bareDollar: string;
  /** The text as written, at the same offsets, where its capitals tell (« $ AU » from « $ au total »). */
  written?: string;
}
const ENGLISH_READING: BudgetReading = { bareDollar: 'USD' };
/** A currency far from the euro's size named anywhere in the text: only then is a currency read before a size. */
const OTHER_SCALE = new RegExp(
  FOREIGN_CURRENCIES.filter(({ unitsPerEuro }) => unitsPerEuro)
    .map(({ pattern }) => pattern.source)
    .join('|'),
);
/** What one text's reading learns once: whether it names a currency of another size, the currency it writes in. */
type TextReading = BudgetReading & {
  hasOtherScale: boolean;
  textCurrency?: string;
  /** Whether the text names each place a currency's region is told by. */
  places: Map<RegExp, boolean>;
  /** For each kind of character `classifyAt` asks about, how many come before each offset of the text. */
  charCounts?: Partial<Record<CountedChar, Uint32Array>>;
};

/**
 * Characters whose absence around a number rules out readings: `word` is anything but digits, spaces and the
 * punctuation between numbers (every word and every currency sign); `h` is in every word of an hourly rate
 * ("/h", « heure », "hourly", « horaire »).
 */
const COUNTED_CHARS = {
  word: (char: string) => !/[\d\s.,;:!?'"()[\]{}+*=#%&/|<>_-]/.test(char),
  h: (char: string) => char === 'h',
};
type CountedChar = keyof typeof COUNTED_CHARS;

/**
 * Whether `text` holds a character of `kind` between `from` and `to`. Counted once per text, so that each of a
 * text's thousands of numbers (a list, a table, a run of digits) asks in constant time, and is not tried against
 * every pattern when the words they need are not there.
 */
function hasCharIn(text: string, reading: TextReading, kind: CountedChar, from: number, to: number): boolean {
  reading.charCounts ??= {};
  let counts = reading.charCounts[kind];
  if (!counts) {
    const isCounted = COUNTED_CHARS[kind];
    counts = new Uint32Array(text.length + 1);
    for (let at = 0; at < text.length; at += 1)
      counts[at + 1] = (counts[at] ?? 0) + (isCounted(text[at] ?? '') ? 1 : 0);
    reading.charCounts[kind] = counts;
  }
  const start = Math.min(text.length, Math.max(0, from));
  const end = Math.min(text.length, Math.max(0, to));
  return (counts[end] ?? 0) > (counts[start] ?? 0);
}
const AMOUNT_AFTER_CURRENCY = new RegExp(String.raw`${CURRENCY}\s?${NUMBER}${MULTIPLIER}`, 'g');
// « 3 millions de FCFA », « 2 millions d'euros »: the currency after « de ».
const AMOUNT = new RegExp(
  String.raw`(?<![\d.,])${NUMBER}${MULTIPLIER}(\s?(?:de\s|d')?${CURRENCY_AFTER})?`,
  'g',
);
const CURRENCY_AFTER_WORDS = new RegExp(String.raw`^\s?(?:de\s|d')?${CURRENCY_AFTER}`);
/** Words between an amount and its unit: "HT", "excl. VAT", "max", "per person" (« 650 £ per person per day »). */
const UNIT_PREFIX = String.raw`^\s*(?:(?:ht|htva|hors taxes?|hors tva|ex(?:cl\.?|cluding)? (?:vat|gst|tax)|\+ ?(?:vat|gst|tva)|max(?:imum)?|net|(?:par|per) (?:personne|person|head|tete|consultant|profil|profile|developpeur|developpeuse|developer|dev|freelance|freelancer|expert)(?:\s+et)?|each|chacun)\s*,?\s*){0,2}`;

const HOURLY_AFTER = new RegExp(
  String.raw`${UNIT_PREFIX}(?:\/\s*(?:h|hr|heure|hour)\b|(?:par|de|a|per|an|by the)\s+(?:l')?(?:heure|hour)\b|hourly\b|(?:d')?(?:de\s+)?l'heure\b)`,
);
const DAILY_AFTER = new RegExp(
  String.raw`${UNIT_PREFIX}(?:\/\s*(?:j|jour|jr|day|d)\b|(?:par|per|a|the)\s+(?:jour|journee|day)\b|daily\b|(?:la|de la)\s+journee\b)`,
);
const MONTHLY_AFTER = new RegExp(
  String.raw`${UNIT_PREFIX}(?:\/\s*(?:mois|month|mo|mth)\b|(?:par|per|a|the|every|each|chaque)\s+(?:mois|month|mth)\b|tous les mois\b|mensuels?\b|monthly\b)`,
);
const YEARLY_AFTER =
  /^\s*(?:\/\s*(?:an|year|yr)\b|(?:par|per|a)\s+(?:an|annee|year)\b|annuels?\b|(?:of\s+)?(?:revenue|arr|ca\b))/;
// "Day rate we had in mind is around NZ$1,200": the rate named first, the amount further on.
const HOURLY_BEFORE = /(?:horaire|hourly|par heure|per hour|l'heure)[^\d.;!?\n]{0,40}$/;
const DAILY_BEFORE =
  /(?:\btjm|taux journaliers?|taux jour|daily rate|day rates?|par jour|per day|\bthe day)[^\d.!?\n]{0,40}$/;
const MONTHLY_BEFORE = /(?:mensuel|monthly|par mois|per month)[^\d.;!?\n]{0,25}$/;
/**
 * The project's money named further before the amount: "the total not-to-exceed value of the resulting contract
 * is", « pour votre travail à vous… on se disait dans les ».
 */
const CALLED_FURTHER_BEFORE =
  /(?:\bstretch(?:ed)? (?:it )?(?:up )?to|\bgo (?:as high as|as far as)|\bmonter (?:a|jusqu'a)|\bpousser (?:a|jusqu'a)|\bnot[- ]to[- ]exceed\b|\bnte\b|\bpour (?:votre|ton) (?:travail|boulot|mission|prestation|intervention)\b|\bfor your (?:work|services|time|help)\b|\bbudget(?:[- ]?wise)?,? (?:on|nous|je|j'|we|i)\s?(?:avait |avions |avais |a |s'est |se |had |have |'d )?(?:dit|parle|prevu|fixe|decide|convenu|disait|disions|said|agreed|discussed|settled on|were thinking|was thinking)\b|\bbudget(?:[- ]?wise)?\s?[,:-]\s?(?:(?:we|i)(?:'ve| have)? got|(?:we|i) have|on a|nous avons|j'ai|on dispose de|nous disposons de)\b|\bbudget (?:for|of|pour|de|du|allocated to|alloue a) (?:this|the|our|ce|cette|le|la|l'|notre|ces|these)\s?(?:[a-z'-]+ ){0,3}(?:is|are|will be|would be|est|sera|serait|s'eleve a|tourne autour de|:))[^\d.;!?\n]{0,60}$/;
const BUDGET_BEFORE =
  /\b(?:budget|bdg|budg|enveloppe|(?:total|overall) (?:estimated |contract )value(?: of (?:the|this|each) [a-z]+)?|(?:total|overall) value of (?:the|this) (?:contract|rfq|rfp|tender|lot|framework|engagement)|valeur (?:totale |globale )?estimee(?: (?:du|de la|de ce|de cette) [a-z]+)?|valeur (?:totale|globale) (?:du|de ce|de cette) (?:marche|contrat|lot|accord-cadre)|forfait|flat fee|fixed fee|fixed price|prix ferme|montant|plafond|ceiling|cap|maximum|max|jusqu'a|up to|not exceed|pas depasser|ne depassera pas|no more than|not more than|pas plus de|approved|approuve|approuvee|vote|votee|alloue|allouee|allocated|earmarked|set aside|put aside|debloque|debloquee|provisionne|provisionnee|budgete|budgetee|budgeted|ring-?fenced|ring fenced)\D{0,20}$/;
/**
 * The budget named right after a number: « On a 15k de budget », "20k of budget", « 12 000 d'enveloppe ». Not a
 * budget for advertising or for a year, which the client pays elsewhere or over more than the work, nor a noun
 * the word qualifies ("30k in budget cuts", "400 budget lines").
 */
const BUDGET_NAMED_AFTER =
  /^\s?(?:(?:de |d'|of |in |en )(?:budget|enveloppe)|budget total|total budget)\b(?!-|\s+(?:(?:pour|for|sur|on) (?:la |le |les |l'|nos |notre |our |the )?)?(?:pub\b|pubs\b|publicit|media|medias\b|marketing|ads?\b|advertising|com\b|communication|meta\b|google|facebook|instagram|linkedin|tiktok|annuel|yearly|annual|par an|per year|a year|cuts?\b|lines?\b|holders?\b|overrun|deficit|shortfall|gap\b|cycle))/;
/** Called the project's money by the words after it: "$12,000 of it is earmarked for…", « 9 000 € de côté ». */
const CALLED_AFTER =
  /^\s?(?:€|eur(?:os?)?|\$|£)?\s*(?:ht\s*|ttc\s*)?(?:de cote|(?:of (?:it|(?:the|our|this|that) (?:[a-z-]+ )?(?:grant|funding|budget|award|money|funds?|pot|donation|subsidy)) )?(?:is |are |was |has been |will be )?(?:earmarked|set aside|put aside|allocated|reserved|ring-?fenced) (?:for|to)(?= (?:the |this |our |your |a |an )?(?:[a-z-]+ )?(?:video|videos|film|website|site|web ?site|app|application|shop|store|boutique|e-?shop|webshop|crm|erp|intranet|portal|database|system|project|work|podcast|campaign|audit|study|translation|training|exhibition|guide|audio guide|shoot|photos?|brand\w*|logo|redesign|rebuild|platform|tool|software|dashboards?|report|you|agency|supplier|consultant|freelancer|contractor|it|this|(?!(?:marketing|advertising|building|housing|clothing|catering|funding|accounting|printing|shipping|packaging|staffing|heating|lighting|parking|flooring|roofing|equipment)\b)[a-z]+ing)\b)|(?:(?:de la|du|de l') ?(?:subvention|budget|enveloppe|financement|dotation) )?(?:(?:sont|est|seront|sera) )?(?:reservee?s?|allouee?s?|affectee?s?|destinee?s?) (?:a|au|aux|pour) (?:la |le |l'|votre |notre |cette |ce )?(?:prestataire|prestation|agence|mission|projet|travail|freelance|consultant|intervenant|partie))\b/;
/** Right after a part of other money (« dont », "of which"): the part put on this work. */
const THIS_WORK_AFTER =
  /^\s?(?:€|eur(?:os?)?|\$|£)?\s*(?:ht\s*|ttc\s*)?(?:max(?:imum)?\s+)?(?:(?:(?:can|could|will|may) go|goes|ira|iront|irait|(?:peut|pourra|pourrait) aller) (?:to|towards?|into|on|a|au|sur|pour|dans) |pour |sur |for |to |towards? |on |into )(?:(?:ce|cette|this) (?:projet|project|mission|work|travail|partie|part|volet|besoin|need)|this(?=\s*(?:[.,;!?)]|$)))/;
/**
 * Money the client says it can spend on the work: "can spend 1.5k on this", « je suis prêt à mettre entre 30 et
 * 45 k€ ». Called the project's even without a currency, as a budget is.
 */
const SPEND_BEFORE =
  /(?:(?:\b(?:i|we)(?:'d|'ll|\s+(?:can|could|will|would|might))|(?:^|[.,;:!?\n-])\s*(?:can|could))\s+(?:(?:only|just|probably|maybe|easily|happily)\s+)?(?:spend|put|afford|pay|invest|allocate)|\b(?:je suis|nous sommes|on est|je serais|nous serions|on serait)\s+prete?s? a (?:y )?(?:mettre|investir|depenser|payer|allouer|consacrer)|\b(?:je|on|nous)\s+(?:peux|peut|pouvons|pourrait|pourrais|pourrions|vais|va|allons)\s+(?:y\s+|en\s+)?(?:mettre|investir|depenser|payer|allouer|consacrer)|\b(?:je|j'|on|nous)\s*(?:y\s+)?(?:mettrai[st]?|mettrions|investirai[st]?|investirions|paierai[st]?|payerai[st]?|paierions|consacrerai[st]?|consacrerions))(?:\s+(?:up to|jusqu'a|about|around|roughly|maybe|peut-etre|environ|genre|like|autour de|a peu pres))?\s*$/;
/**
 * What may follow an amount the client can spend when it writes no currency: the end of what it says or words
 * about the sum ("1.5k on this", « 10 000 max »), not a noun it counts ("500 products", « 2 000 produits »).
 */
const SUM_ENDS_AFTER =
  /^\s*(?:$|[.,;:!?)\n-]|(?:on|for|pour|dans|sur|into|in|max|maximum|tops|environ|about|roughly|ht|ttc|hors|excl|incl|tout|all|at|au|in|de plus|more|maybe|peut-etre|si|if|et|and|ou|or|a|to|k)\b)/;
/** Money the client says it has for the work: "we've got $40K", « on a 15 k€ », « dont 9 000 € pour cette partie ». */
const HAVE_BEFORE =
  /(?:\bwe have|\bwe've got|\bwe got|\bon a|\bnous avons|\bon dispose de|\bnous disposons de|\bdont|\bof which)\s*(?:maybe|about|around|roughly|approximately|approx\.?|circa|environ|a peu pres|autour de|~)?\s*$/;
/**
 * « pour le site + migration on a 20k », "for the website we have 15k": what the client has for the work it names,
 * said in thousands.
 */
const HAVE_FOR_THE_WORK_BEFORE =
  /\b(?:pour|for)\s+(?:le|la|les|l'|the|this|ce|cette|cet|our|notre|nos)\s?(?:nouveau |nouvelle |new )?(?:site|website|app|appli\w*|application|projet|project|prestation|refonte|redesign|migration|boutique|shop|store|e-?shop|mission|campagne|campaign|video|film|logo|identite|branding|travail|work|job|tout|whole thing)\b[^.;!?\n\d]{0,60}(?<![a-z])(?:on a|we have|we've got|nous avons)\s*(?:about|around|roughly|environ|a peu pres|autour de|~)?\s*$/;
/** A number written in thousands: "20k", « 20 mille ». */
const IN_THOUSANDS = /\d\s?(?:k|mille)$/;
/** Right after an amount, the one it replaces: "180k ok, not 150", « 12k et non 15 ». */
const CORRECTS_AN_AMOUNT_AFTER =
  /^(?:\s+(?:ok|okay|then|alors|donc|bien|actually|en fait|now|maintenant))?\s*[,;—–-]?\s*(?:not|pas|et non|and not|rather than|instead of|au lieu de|plutot que)\s+(?:[$€£]\s?)?\d+(?:[.,]\d+)?\s?(?:k|mille)?\b(?!\s*(?:%|people|personnes|users|mois|months|jours|days))/;
/**
 * The part of a larger project the client buys here, named before the amount (« l'enveloppe pour votre partie est
 * de », "for this bit I'm thinking about") or after it ("£14,000 towards this part"): an agency that subcontracts
 * names its own client's budget too, and the part is the project's; and the agency's own fee named as such ("Your
 * fee: A$4,000 + GST a month").
 */
const OUR_PART_BEFORE =
  /\b(?:your|votre|vos)\s+(?:own\s+)?(?:fees?|honoraires|retainer|management fee|remuneration)\s*:\s*(?:about|around|environ|~)?\s*$|(?:\b(?:budget|enveloppe)\s+(?:for|of|pour|de)\s+(?:the above|ci-dessus|(?:this|these|cette|ces|ce)\s+(?:work|request|items?|services?|scope|assignment|mission|engagement|demande|prestations?|travaux|lot|partie|volet))\b|\b(?:pour|for|towards?)\s+(?:votre|ta|ton|your)\s+(?:partie|part|bit|portion|share|volet)\b|\b(?:pour|for)\s+(?:this|cette|ce)\s+(?:partie|part|bit|volet),?\s+(?:i'm|i am|we're|we are|i'd|we'd|i|we|je|j'|on|nous)\b)[^.;!?\n\d]{0,40}$/;
/**
 * Right after the amount: "£14,000 towards this part", « 10 000 € pour cette partie », « 15 000 €, c'est le budget
 * disponible pour ce livret », and the service bought named
 * whole, beside a programme's larger budget: « 45 000 TND TTC pour l'ensemble de la prestation ».
 */
const OUR_PART_AFTER =
  /^\s*(?:ht\s*|ttc\s*)?(?:,\s*(?:c'est|c est|soit|which is|that's|that is|it's|it is) (?:le|notre|the|our) (?:seul |only )?budget\b(?!\s+(?:du|de la|de l'|des|of the|of our|global|total|annuel|overall|whole|for the whole)\b)|(?:towards?|for|pour|sur)\s+(?:this|your|cette|votre|ce|ta|ton)\s+(?:partie|part|bit|portion|share|volet)\b|(?:pour|for)\s+(?:l'ensemble de |la totalite de |toute )(?:la|cette|votre) prestation\b|(?:pour|for)\s+(?:cette|votre) prestation\s*(?:[.,;:!?)\n]|$)|for the (?:whole |entire )?(?:assignment|engagement)\b)/;
/**
 * A sum worked out from a rate, or said as the whole: « 5 jours à 900 € la journée, soit 4 500 € HT », "that's
 * $6,000 in total".
 */
const SUM_SAID_BEFORE =
  /(?:\bsoit|\bi\.?e\.?,?|\bthat's|\bthat is|\bwhich (?:makes|comes to|is)|\bmaking|\bce qui (?:fait|donne)|\bca fait|\bcela fait|\bau total|\bin total|\ben tout|\bfor a total of|\bpour un total de)\s*(?:about|around|roughly|environ|approx\.?|~)?\s*$/;
/** The sentence so far names the project's money or price: what « soit » then sums is that money. */
const PRICE_WORD_IN_SENTENCE =
  /\b(?:budget|enveloppe|forfait|remuneration|tarif|prix|price|fee|rate|tjm|honoraires)\b[^.!?;\n]*$/;
/**
 * The price of one thing, by the words after the amount: « de 9 à 250 € la bouteille », "$12 a bottle", "€80 per
 * night". A rate of time (per hour, day, month) is read before this.
 */
const UNIT_PRICE_AFTER =
  /^\s*(?:ht\s*|ttc\s*)?(?:each\b|apiece\b|piece\b|(?:la|l')\s*piece\b|l'unite\b|the unit\b|per unit\b|(?:(?:la|le|l'|par|per|a|an|each|chaque)\s*)(?:bouteilles?|bottles?|kilos?|kg|litres?|liters?|flacons?|pots?|paires?|pairs?|nuits?|nights?|nuitees?|chambres?|rooms?|billets?|tickets?|entrees?|repas|meals?|menus?|couverts?|covers?|places?|seats?|m2|m²|metres? carres?|square (?:metres?|meters?|feet|foot)|sq ?ft|boites?|box(?:es)?|cartons?|sacs?|bags?|bouquets?|pizzas?|plats?|dishes?|lits?|beds?|colis|parcels?))\b/;

/** Said of a whole: "60 €/h pour l'équipe", "an hourly ceiling of 120". */
const TEAM_RATE_BEFORE =
  /(?:ceiling|plafond horaire|hourly cap|pour l'equipe|for the (?:whole )?team|en tout|in total)[^\d.;!?\n]{0,25}$/;
const PER_PERSON_AFTER =
  /^[^.;!?\n\d]{0,30}(?:par (?:personne|profil|freelance|expert|consultant|intervenant|developpeu|dev\b|tete)|per (?:person|head|consultant|developer|dev\b|freelancer|expert|profile)|each(?!\s+(?:month|week|year|day|quarter|time)\b)|chacun)/;
/** A monthly fee said of each person, right after it ("each milestone" is no person). */
const MONTHLY_PER_PERSON_AFTER =
  /^\s*(?:ht\s*|htva\s*)?(?:(?:par|per) (?:personne|person|head|tete|consultant|profil|profile|developpeur|developpeuse|developer|dev|freelance|freelancer|expert)\b|[^.;!?\n\d]{0,20}\b(?:chacun|chacune|each)\s*(?:[.,;!?)]|$))/;
const PER_PERSON_BEFORE = /(?:par personne|per person|per consultant|chacun|each)[^\d.;!?\n]{0,20}$/;
const TEAM_AFTER =
  /^[^.;!?\n\d]{0,30}(?:pour (?:l'|toute l')equipe|pour (?:le|ce) (?:binome|duo)|pour les deux|for the (?:whole )?team|for the (?:pair|two of them|duo)|for both|en tout|au total|in total|all in)/;
/**
 * Money that is not the project's, by the words before it: a fund-raise, a turnover, a valuation, salaries, ad
 * spend paid to the platforms, the bills the client already pays (rent, subscriptions, licences, hosting).
 */
const NOT_THE_PROJECT_BEFORE =
  /\b(?:(?:failli|almost|nearly) (?:virer|payer|perdre|transferer|envoyer|wired|paid|lost|transferred|sent|wire|pay|lose|transfer)|(?:le |the )?(?:prix|price) (?:d'une|d'un|of a|of the|de la|du) (?:vente|sale|maison|house|bien|property|appartement|apartment|flat|terrain)|levee|levees|lever|leve|levons|raise|raising|raised|round|seed|serie [a-d]|series [a-d]|tour de table|funding|fundraising|fund-raise|investors|investisseurs|chiffre d'affaires|c\.a\.?|ca(?= ?(?:de\b|d'|annuel|consolide|total|tourne|est\b|:|~|\d))|revenue|revenues|turnover|sales|ventes|arr|mrr|valorisation|valuation|valued|capital|doing|realise|realisons|faisons|salaire|salaires|salary|salaries|brut|payroll|budget media|media budget|budget pub\w*|enveloppe (?:media|pub\w*|publicitaire)|ad budget|ads budget|ad spend|adspend|depenses? (?:publicitaires?|media|en pub\w*|ads)|(?<!(?:can|could|to|only|just|peut|pouvons|pourrions|pourrait|prets? a|pret a)\s)(?<!(?:plafond|plafonds|ceiling|cap|limite|limit|maximum|montant|montant maximum) (?:de |of |on )?)(?:spend|spends|spending|spent|depensons|depense|depensent|depenses)|investissons|invest|on y met|on met|nous mettons|we put|y consacrons|on y consacre|does|en jeu|at stake|litige|subscribers|abonnes|abonnement|abonnements|subscription|subscriptions|licence|licences|license|licenses|loyer|rent|hebergement|hosting|bill|bills|facture|factures|invoice|invoices|coute|coutent|costs? us|(?:payons|paie|paye|pay|paying) (?:deja|already|currently|actuellement)|(?:que|qu') (?:nous|on) (?:utilisons|utilise|payons|paie|paye) deja|(?:that|which) we (?:already|currently) (?:use|pay for)|(?:a|ont|avait|avaient) (?:paye|payee|depense|debourse|claque)|(?:they|he|she|competitors?|rivals?) (?:paid|spent)|(?:remis|envoye|transmis|fourni|adresse|donne) (?:un |une |son |leur )?(?:devis|offre|proposition|chiffrage)|(?:sent|gave) (?:us|me) (?:a |an |their |his |her )?(?:quote|quotation|estimate|proposal)|(?:already|currently) pay\w*|rapporte|rapportent|generated|genere|generent|brought in|(?:on|nous) (?:le |la |les |l')(?:paie|paye|payons)|we pay for (?:it|them)|perdu|lost|pertes?(?! (?:de|d') ?(?:vitesse|donnees|temps|chances?|poids|memoire|controle|attention|repere\w*|sens|vue))|(?<!(?:data|weight|hair|hearing|memory) )loss(?:es)?(?! prevention)|(?<!attention )deficit(?! (?:de l'|d')attention)|amende|fine|fined|penalite|masse salariale|(?:role|position|post|poste|job) (?:pays|paying|offers)|(?:will be|is|are|est|sera|seront) (?:paid|payee?s?|remuneree?s?)|(?<!(?:can|could|will|would|to|ll|d)\s)(?:we pay|nous payons) (?:(?:our|the|notre|nos|le|la|les|l') ?[a-z-]+|google|meta|facebook|instagram|linkedin|tiktok|bing|microsoft|amazon|youtube)|burn(?:ing|s)?(?= ?[~:]| (?:about|around|roughly|approx\w*|through|rate|of|de|d'environ|environ)\b| ?[$€£]| ?\d)|burn rate|grant|grants|subvention|subventions|subsides?|bourse|bourses|aide|aides|pge|pret garanti|(?:on a|nous avons|j'ai|ils ont|elle a|il a) touche|(?:demandent|demande|demand|demanding|demanded|ransom|rancon)\s+(?:de\s+)?\d+(?:[.,]\d+)?\s+(?:bitcoins?|btc)|(?<!(?:suis|sommes|sont|est|etes|serais|serait|serions|etre) )prets?(?! (?:a|pour)\b)|emprunt|emprunts|loan|loans|mortgage|objectif de (?:la )?(?:campagne|collecte)|fundraising (?:goal|target)|donation (?:goal|target)|(?:nous a|nous ont|m'a|m'ont|vous a) (?:chiffre|facture|devise|propose|demande|fait un devis|parle de|annonce|cite|evoque)|offered (?:us|me)|(?:chaque|each|every) (?:[a-z'-]+ ){1,2}(?:verse|versent|cotise|cotisent|contributes|pays|earns|gagne|touche)|quoted us|quoted|charged us|charged me|charged|billed (?:us|me)|invoiced (?:us|me)|le reste (?:du |de (?:notre |ce |l'))budget|the (?:rest|remainder) of (?:our |the |this )?budget|paid them|(?:originally|initially|initialement|au depart|a l'origine|at first) (?:had|have|planned|budgeted|avions|avait|prevu|prevoyait|prevoyions)|(?:sous|en dessous du|au-dessous du|below|under) (?:le |the )?(?:seuil|threshold)|(?:avait|avions|avais|avaient|had) (?:paye|payee|paid|coute|cost)|(?:we|i) paid|on a paye|nous avons paye|paid (?:the|an|our) (?:previous |last |former )?(?:agency|supplier|freelancer|vendor)|(?:on|nous) leur (?:a|avons) paye|ransom|rancon|(?:nous a|nous ont|m'a|m'ont|lui a|leur a) (?:verse|versee|rembourse)|(?:nous|vous|me|leur) rembours\w*|reimburse (?:us|you|me)|(?:will|would|could|can) reimburse|(?:a|ont|avons|ai|avait|avaient) (?:vire|viree|vires|transfere|transferee|transferes)|(?:we|they|he|she|i|who|client|customer) (?:had |have |has )?(?:wired|transferred)|indemnise|indemnisee?s?|indemnites?|indemnisation|indemnity|payout|paid out|settlement|dedommagement|facturait|facturaient|facturions|nous facture|been awarded|demande|demandent|demands|(?:a ete|ont ete|was|were) (?:attribuee?s?|adjugee?s?|awarded)|attribuee?s? (?:en|le|a|pour)|awarded (?:in|to|for)|mecenat|sponsoring|sponsorship|sponsors?\b[^.;!?\n\d]{0,30}\b(?:contrat|contract|deal|(?<!d')accord|partenariat|partnership|(?:nous |us )?(?:verse|apporte|donne|gives|pays|brings))\b|(?:avons|ai|have|had|got|received|recu|obtenu)\s+(?:deja\s+|already\s+)?(?:un|une|a|des|one|two|three|deux|trois|several|plusieurs|\d)\s+(?:devis|quotes?|quotations?|estimates?)|(?:their|leur|his|her|its|son|sa) (?:\S+ )?(?:quote|devis|price|prix|offer|offre|proposal|proposition) (?:was|is|came to|etait|est|de|a|of|at)|(?:program|programme|overall program|overall programme|wider) budget|budget (?:global )?du programme|overall (?:marketing|communications?|comms|digital|advertising|ads?|media|it|company|department|departmental|annual|yearly) budget|titulaire actuel|prestataire actuel|(?:notre|nos|our) (?:prestataire|fournisseur|supplier|provider|vendor|infogerant|msp)s? (?:actuel\w* |current |habituel\w* |informatique |it )?\(|ancien prestataire|(?:notre |l')agence (?:actuelle|precedente)|ancienne agence|(?:current|previous|former|old|existing) agency|incumbent|current (?:supplier|contractor|provider|vendor)|previous (?:supplier|agency|vendor|provider)|on a fait|nous avons fait|we made|we did|budget (?:\w+ )?annuel|annual (?:\w+ )?budget|yearly (?:\w+ )?budget|operating budget|budget de fonctionnement|budget (?:global|total) de (?:l'|la |notre )(?:association|entreprise|societe|structure|collectivite|commune|ville|mairie|groupe)|(?:paid|payes?|versee?s?|reglee?s?)(?: by us| par nous)? directly|(?:payes?|versee?s?|reglee?s?)(?: par nous)? directement)(?:\b|(?<=\.))(?<tail>(?:[^.;!?\n\d]|(?:19|20)\d\d|\d{1,2}(?=\s?(?:mois|months?|ans|years?)\b)){0,45})$/;
/**
 * A project's budget said between the other money's words and the amount ("notre CA est de 14 M€, et le budget
 * 20 k€"): the amount is the project's after all.
 */
const PROJECT_BUDGET_IN_TAIL =
  /\b(?:budget|enveloppe|forfait|plafond|for (?:the|this) (?:project|mission|work|audit)|pour (?:le|ce) projet|pour (?:la|cette) mission|il (?:nous |me )?(?:faut|faudrait)|(?:we|i) (?:need|can spend|can pay|could spend|could pay)|besoin de|(?:i was|i am|i'm|we were|we are|we're) thinking|(?:je|on|nous) (?:pensais|pensait|pensions|se disait|nous disions))\b(?! (?:media|pub|ads?|marketing|annuel))/;
/**
 * The same, by the words after it: "14 M€ de CA", "$40M Series B", "270 k€/mois en Google Ads", "45 k€ brut"; a
 * supplier's own figure (« les 12.000 € de votre première estimation »), one said to be the old one ("she wrote
 * 40K, that was before Finance got to it").
 */
const NOT_THE_PROJECT_AFTER =
  /^\s*(?:ht\s*|ttc\s*)?(?:(?:\/|par|per|a)\s*(?:mois|month|an|year|annee)\s*)?(?:de |d'|of |in |en |on |sur |dans (?:la |les )?)?(?:(?:notre|our|la|le|les|the)\s+)?(?:plus (?:par|per) (?:mois|an)|(?:more|extra) (?:a|per) (?:month|year)|commissions?\b(?! (?:comprises?|incluses?|inclus|included))|ca\b|c\.a|chiffre|revenue|turnover|arr\b|mrr\b|sales|ventes|levee|leves?\b|levees|fonds|funding|seed|series|serie|raised|round|valorisation|valuation|brut|bruts|gross|salaire|salary|annuel|annual|per annum|grant|subvention|pret|loan|loyer|rent|ads?\b|ad spend|pub\w*|publicite|achat media|media|google ads|meta|facebook|linkedin ads|tiktok|adwords|abonnement|subscription|licen[cs]es?|hebergement|hosting|depenses|spend|spent|on advertising|d'investissement|investis|de dette|debt|de pertes|loss|d'actifs|of assets|under management|(?:de |d'|en |in )?(?:stocks?|inventaire|inventory|marchandises?)\b(?!\s+(?:footage|images?|photos?|photography|videos?|music|icons?|management|manager|plugin|module|system|software|tracking|app|features?|control|count))|d'encours|de patrimoine|dons\b|donations|collecte|aides?\b|subsides?\b|(?:de|from) (?:l'|the |our |notre |mon |my )?(?:assurance|insurance|insurer|assureur)\b(?! qualite)|(?:[a-z'-]+\s+){0,2}?(?:grant|loan|subvention|bourse)\b|(?:[a-z'-]+\s+){0,2}?(?:business|company|group|firm|entreprise|societe|groupe|pme|eti|boite|maison|brand|marque)\b|(?:penalt(?:y|ies)|fines?|amendes?|penalites?|surcharges?)\b|(?:for|pour) (?:our|notre|nos) (?:crm|erp|licen[cs]es?|software|logiciels?|subscriptions?|abonnements?|hosting|hebergement|tools?|outils?)\b|(?:of|d'|de) (?:orders|commandes|sales|ventes|transactions)\b|l'an (?:dernier|passe)|l'annee (?:derniere|passee)|last (?:fiscal )?year|(?:en|in) (?:annual|yearly) |(?:annual|yearly) (?:sales|revenues?|turnover))|^[ \t]*(?:(?:ht|htva|ttc)[ \t]*)?(?:de |du |d'|of |from |in )(?:votre|vos|your|leur|leurs|their|son|sa|his|her) (?:[a-z]+ )?(?:estimation|estimate|devis|quote|quotation|offre|offer|proposition|proposal|chiffrage)\b|^[ \t]*,?[ \t]*(?:(?:that|which) was before|c'etait avant)\b/;
/** The platforms a client buys advertising from, and the words for the ads themselves. */
const AD_PLATFORM = '(?:google|meta|facebook|instagram|linkedin|tiktok|snapchat|youtube|amazon)';
const AD_WORD = String.raw`(?:ads?\b|pubs?\b|publicit\w*|advertising|adwords)`;
/**
 * Money that goes to the platforms, whatever the verb: "270 000 € partent en Google Ads", "€270k paid directly to
 * Meta", "270 k€ versés directement à Google".
 */
const PAID_TO_PLATFORMS_AFTER = new RegExp(
  String.raw`^\s*(?:ht\s*|ttc\s*)?(?:(?:\/|par|per)\s*(?:mois|month)\s*)?(?:chez|aupres de|a)\s+${AD_PLATFORM}\b(?!\s+(?:login|connect|api|sdk|pixel))|^[^.;!?\n\d]{0,25}?\b(?:(?:partent|part|vont|va|goes|go|went|spent|depenses|investis|mis)\b[^.;!?\n\d]{0,20}?\b(?:en|dans|on|in|into|sur)\s+(?:${AD_PLATFORM}|${AD_WORD}|paid|media|sea\b)|(?:paid|payes?|versee?s?|reglee?s?)\b[^.;!?\n\d]{0,15}\b(?:directly|directement))|^\s*(?:for|pour)\s+(?:(?:the|our|la|le|les|nos|notre)\s+)?(?:(?:${AD_PLATFORM}\s+)?boost\w*|${AD_PLATFORM}\s+${AD_WORD}|media buy\w*|achat media|paid (?:social|media|ads))(?!\s+(?:management|manager|set-?up|setup|audit|strategy|gestion|mise en place|configuration|strategie))`,
);
/**
 * Money another supplier handles: "la diffusion, dotée d'un budget de 150 000 € TTC, est confiée à l'agence média
 * titulaire", "the media buying ($40k) is handled by our agency".
 */
const HANDLED_ELSEWHERE_AFTER =
  /^[^.;!?\n\d]{0,25}?\b(?:est|sont|sera|seront|is|are|will be)\s+(?:deja\s+|already\s+)?(?:confiee?s?|attribuee?s?|entrusted|handled|managed|run|geree?s?)\s+(?:a|par|to|by)\s+(?:l'|la |le |les |notre |nos |our |the |an? |une? )?(?:agence|agency|titulaire|incumbent|autre|another|other|current|actuel|actuelle|existing|in-house|interne|media|regie)\b/;
/**
 * The words before an amount from the first sentence mark on, unless they start the text: a window cut inside a
 * sentence does not open it.
 */
function withoutFirstPartialSentence(before: string, start: number): string {
  if (start <= before.length) return before;
  const mark = before.search(/[.!?\n:]/);
  return mark < 0 ? '' : before.slice(mark);
}
/** A sentence the client opens as context: "For context", « Pour info », "FYI", "by the way". */
const CONTEXT_OPENED_BEFORE = new RegExp(String.raw`(?:^|[.!?\n:]\s*)(?:${CONTEXT_LEAD_WORDS})\b[^.!?\n]*$`);
/**
 * A supplier's own offer, in a message it wrote and the client forwards: « vous trouverez ci-joint notre
 * proposition pour le développement d'un CRM sur mesure, pour un montant de », "please find attached our quote
 * for the rebuild, amounting to". The client's offer is said otherwise.
 */
const SUPPLIERS_OFFER_BEFORE =
  /\b(?:ci-jointe?|ci-joints|en piece jointe|attached|enclosed|please find)\b[^.;!?\n]{0,30}\b(?:notre|our) (?:proposition|proposal|offre|offer|devis|quote|quotation|estimate)\b(?:(?!\b(?:budget|we can|we could|nous pouvons|nous pourrions|on peut)\b)[^.;!?\n]){0,100}\b(?:montant|amount|total|prix|price|amounting to|comes to|s'eleve a)\b[^.;!?\n\d]{0,15}$/;
/**
 * An amount the client refuses to reach: "the partners won't go to €15k", « on n'ira pas jusqu'à 15 000 € »; not a
 * cap ("won't go above €15k", « pas au-delà de 15 000 € »).
 */
const REFUSED_BEFORE =
  /\b(?:won't|will not|wont|can't|cannot|can not|couldn't|wouldn't|not going to|n'ir(?:a|ons|ont|ai) pas|ne (?:pouvons|peut|pourrons|pourra) pas (?:aller|monter))\s+(?:(?:go|stretch|run|pay|spend|get|come)\s+)?(?:(?:up\s+)?to|as (?:high|far) as|jusqu'a|a)\s*(?:about|around|environ)?\s*$/;
/**
 * What the client's old thing cost when it was made: "a guy built it on Wix years ago for R4 500", « développé en
 * 2017 sous Joomla 3 pour un montant de », « un indépendant nous a fait un site Wix en 2024, ». Not what is to be
 * made in a year to come (« sera refait en 2027 pour »).
 */
const BUILT_LONG_AGO_FOR_BEFORE =
  /(?<!\b(?:sera|seront|serait|soit|soient|will be|would be|to be|a etre|etre|doit etre|doivent etre|must be|should be|need to be|needs to be|a faire|to get)\s)\b(?:built|made|designed|developed|set up|done|did|launched|fait|faite|refait|refaite|construit|cree|creee|realise|realisee|monte|developpe|developpee|concu|concue)\b[^.;!?\n\d]{0,50}\b(?:ago|years back|il y a (?:[a-z]+ )?(?:ans|annees)|(?:in|en) (?:19|20)\d\d)(?:(?:(?!\b(?:et|and|mais|but|so|donc|we|on|nous|i|je|would|like|aimerai\w*|voudri\w*|souhait\w*|want|need|refaire|redo|redone|rebuild|rebuilt)\b)[^.;!?\n]){0,30}?\s(?:for|pour)(?: (?:un montant|un cout|un total|une somme|a total|a cost|the sum|a sum) (?:de|d'|of))?|\s*[,:–—-])\s*(?:about|around|environ|~)?\s*$/;
/** Another supplier's price, right before it: « mauvaise expérience avec un autre studio : 35 000 € ». */
const OTHER_SUPPLIERS_PRICE_BEFORE =
  /\b(?:avec|with|chez|from|by|par) (?:un |une |an |a |l'|the |notre |our )?(?:autre|other|another|previous|former|ancien|ancienne|precedent|precedente|old) (?:studio|agence|agency|prestataire|freelance|freelancer|independant|supplier|vendor|developer|developpeur|dev|boite|cabinet|firm|consultant|photographe|photographer|provider|integrateur|integrator)s?\s*(?:(?:in|en) (?:19|20)\d\d|last (?:year|month|spring|summer|autumn|fall|winter)|l'an (?:dernier|passe)|l'annee (?:derniere|passee))?\s*[:,(–—-]?\s*$/;
/** A sanction the client risks: « on risque une sanction (jusqu'à 50 000 € », "penalties of up to". */
const SANCTION_UP_TO_BEFORE =
  /\b(?:sanctions?|penalt(?:y|ies))\s*\(?\s*(?:(?:pouvant )?(?:aller )?jusqu'a|(?:of )?up to|allant jusqu'a|d'un montant de)\s*$/;
/** "on a investi l'an dernier dans un nouveau chai (1,2 M€…)": said further before. */
const INVESTED_BEFORE = /\b(?:investi|investie|invested|avons investi|a investi)\b[^.;!?\n]{0,50}$/;
const MONTH_COUNT = String.raw`(\d{1,2}|${numberWordPattern({ withArticles: false })})`;
// "600 €/mois pendant 3 mois", "€1,200 a month, let's try 4 months"; not "dans 2 mois" (a start).
const FOR_MONTHS = new RegExp(
  String.raw`^[^.;!?\n]{0,50}?(?<!\b(?:dans|in|within|d'ici|sous)\s)(?<!\b(?:dans|in|within|d'ici|sous)\s(?:les|the|next)\s)\b${MONTH_COUNT}[\s-]+(?:mois|months?|mths?)\b`,
);
// "1 200 € par mois pendant un an", "€800 a month for two years".
const FOR_YEARS = new RegExp(
  String.raw`^[^.;!?\n,]{0,40}?\b(?:pendant|sur|durant|over|for)\s+(?:(?:un|une|one|a|1)\s+(?:an|annee|year)\b|(\d|deux|trois|two|three)\s+(?:ans|annees|years)\b|(?:toute )?l'annee\b|the (?:whole |full )?year\b|a (?:full|whole) year\b)`,
);

/** A form's next line giving the contract's length: "Budget mensuel : 900 €\nDurée du contrat : 24 mois". */
const DURATION_FIELD_NEXT = new RegExp(
  String.raw`^[^\n]{0,20}\n\s*(?:[-*•]\s*)?(?:duree|duration|term|contract length|length|engagement|periode|period)(?: (?:du|de la|de l'|of the|of)? ?(?:contrat|contract|mission|engagement|prestation|agreement))?\s*:\s*${MONTH_COUNT}[\s-]+(?:mois|months?)\b`,
);
/** The months a monthly amount is said for, by the words after it. */
/** « de novembre à mai inclus », "from January to June": the months a fee runs, both counted. */
const MONTH_TO_MONTH = new RegExp(
  String.raw`^[^.;!?\n\d]{0,30}?\b(?:de|d'|from|du mois de)\s*(?:(?:debut|mi|fin|early|mid|late)[\s-]+)?(${FULL_MONTH})\s+(?:a|au|to|until|till|through|thru|-|jusqu'a|jusqu'en|jusqu'au)\s+(?:(?:debut|mi|fin|early|mid|late|the end of|end of)[\s-]+)?(${FULL_MONTH})\b`,
);

/** "for November, December and January", « pour novembre, décembre et janvier »: the months named, counted. */
const NAMED_MONTHS = new RegExp(
  String.raw`^[^.;!?\n\d]{0,20}?\b(?:for|pour|sur|over|during|pendant|durant|in|en)\s+((?:${FULL_MONTH})(?:\s*(?:,|and|et|&)\s*(?:${FULL_MONTH}))+)\b`,
);
const monthsFromTo = (first: string | undefined, last: string | undefined) =>
  ((monthNumber(last ?? '') - monthNumber(first ?? '') + 12) % 12) + 1;

function monthsSaidAfter(after: string): number | null {
  const months = FOR_MONTHS.exec(after) ?? DURATION_FIELD_NEXT.exec(after);
  if (months) return toCount(months[1]) || null;
  const range = MONTH_TO_MONTH.exec(after);
  if (range) return monthsFromTo(range[1], range[2]);
  const named = NAMED_MONTHS.exec(after);
  if (named) return new Set(named[1]?.match(new RegExp(String.raw`\b(?:${FULL_MONTH})\b`, 'g'))).size;
  const years = FOR_YEARS.exec(after);
  if (years) return years[1] ? toCount(years[1]) * 12 || null : 12;
  return null;
}

/**
 * "we want cooperate 3 months first, start from 1 November, we pay 2000 USD each month": the months said earlier
 * in the same sentence; not a start ("in 3 months"), not the past ("6 months ago", « depuis 6 mois »).
 */
const FOR_MONTHS_BEFORE = new RegExp(
  String.raw`(?:\b(?:for|pendant|durant|sur|over|during|try|trial of|cooperate|collaborate|work together|renew for|renouveler pour|prolonger de|extend (?:it |this )?(?:for|by))\s+(?:(?:the|les|a|an|un|une|another|a further|encore)\s+)?(?:first\s+|premiers?\s+)?${MONTH_COUNT}[\s-]+(?:mois|months?)\b|\(\s*${MONTH_COUNT}[\s-]+(?:mois|months?)\s*\)|\b${MONTH_COUNT}[\s-]+(?:mois|months?)\s+(?:first|d'abord|to start|pour commencer|as a trial|d'essai)\b|\b${MONTH_COUNT}[\s-]+months?\s+(?:agreement|contract|engagement|retainer|term|commitment)\b|\b(?:contrat|engagement|mission) de ${MONTH_COUNT} mois\b)[^.;!?\n]{0,60}$`,
);
function monthsSaidBefore(before: string): number | null {
  const months = FOR_MONTHS_BEFORE.exec(before);
  if (!months || CLIENTS_OWN_PERIOD_BEFORE.test(before.slice(Math.max(0, months.index - 25), months.index)))
    return null;
  return toCount(months.slice(1).find((count) => count !== undefined)) || null;
}

/** What may follow a range linked by a comma: its ceiling's words, or the end of what is said. */
const COMMA_RANGE_END = String.raw`\s*(?:max\w*|tops|au plus|at most|grand max|ht\b|ttc\b|[.!?;)\n]|$)`;

/** A second amount the client may stretch to: "6 000 €, peut-être 7 000", "€6,000, maybe €7,000". */
const STRETCH = String.raw`(?:maybe|perhaps|possibly|peut-etre|voire|or even|ou meme)`;
/**
 * "500 et 600 €": the first number of a range, read with the unit and the words of the second. "3k, 4k max": a
 * comma links two amounts only after thousands said short and before the end of what is said about them, as a
 * range is said aloud; "budget 8k, 20k users expected" is two numbers.
 */
const RANGE_REST = new RegExp(
  String.raw`^\s?(?:(?:(?:${CURRENCY}|k€|k£|k\$|k|m(?![a-z]))?\s*(?:(?:ht|ttc|hors taxes?)\s*)?(?:et|a|-|to|and|,?\s?${STRETCH})\s*${CURRENCY}?\s?\d[\d .,']{0,15}(?:\s?(?:k|m|mille|millions?|milliards?|bn|thousand|grand|lakhs?|crores?))?(?:\s?\(\s?${CURRENCY}\s?\)|\s?${CURRENCY})?)|(?:k|mille)\s?,\s*${CURRENCY}?\s?\d[\d .,']{0,15}(?:\s?(?:k|m|mille|millions?|milliards?|bn|thousand|grand|lakhs?|crores?))?(?:\s?\(\s?${CURRENCY}\s?\)|\s?${CURRENCY})?(?=${COMMA_RANGE_END}))`,
);
/**
 * The same, seen from the second number: the words before the range are its words too. A number is at most 15
 * characters with its separators ("1 000 000,00"): an unbounded run of digits and spaces, tried from every
 * position of the words before, made a message of numbers cost the square of its length.
 */
const RANGE_START_LENGTH = 48;
const RANGE_LINK = new RegExp(String.raw`(?:(?:et|a|-|to|and|${STRETCH})|(?:k|mille)\s?,)\s*$`);
const rangeStartLinkedBy = (link: string) =>
  new RegExp(
    String.raw`(?:(?:\b(?:entre|between|de|from)\s+)?${CURRENCY}?\s?\d[\d .,']{0,15}(?:\s?(?:k|m(?![a-z])|mille|millions?|milliards?|bn|thousand|grand|lakhs?|crores?))?\s?(?:${CURRENCY}|k€)?\s*(?:(?:ht|ttc|hors taxes?)\s*)?(?:${link})|\d[\d.']{0,6}\s?(?:k|mille)\s?,)\s*$`,
  );
const RANGE_START = rangeStartLinkedBy('et|a|-|to|and');
// Tried only after its words: one more way to link, tried at every position, slowed a text of numbers by a sixth.
const STRETCH_RANGE_START = rangeStartLinkedBy(String.raw`,?\s?${STRETCH}`);
const ENDS_WITH_STRETCH = new RegExp(String.raw`${STRETCH}\s*$`);
const rangeStartIn = (text: string) =>
  (ENDS_WITH_STRETCH.test(text) ? STRETCH_RANGE_START : RANGE_START).exec(text);

/** Things counted, right after a number without a currency. */
const COUNTED_AFTER =
  /^\s*(?:hours?|heures?|jours?|days?|semaines?|weeks?|people|personnes?|users?|utilisateurs?|clients?|customers?|produits?|products?|references?|articles?|pages?|photos?|videos?|followers?|abonnes?|visit\w*|salaries|employees?|staff|members?|membres?|adherents?|eleves?|students?|guests?|invites?|participants?|attendees?|subscribers?|inscrits?|visiteurs?|visitors?|fans?|downloads?|telechargements?|orders?|commandes?|leads?|contacts?|lits|beds|sites?|magasins?|stores?|shops?|boutiques?|percent|pour ?-?cent|per ?-?cent)\b|^\s*%/;

/** Words after an amount that make it a price. */
const PRICE_AFTER =
  /^\s*(?:tout compris|tout inclus|toutes taxes|all[ -]in(?:clusive)?\b|ht\b|ttc\b|hors taxes?)/;

/** In euros: what a currency must count to say which money the client's other amounts are in. */
const SUM_OF_SOME_SIZE = 1_000;

/** From this total up, an amount is the project's only when called its budget. */
const MILLIONS_NOT_A_BUDGET = 1_000_000;

type AmountKind = 'hourly' | 'daily' | 'monthly' | 'total';

interface Amount {
  value: number;
  kind: AmountKind;
  isPerPerson: boolean;
  /** Monthly amounts: the months they are said for ("600 €/mois pendant 3 mois"). */
  months: number | null;
  /** ISO code: EUR unless written otherwise ("£12k", "$40,000"). */
  currency: string;
  /**
   * Called the project's money by the words before it: a budget, a ceiling, what the client has for it; a rate
   * named as one (« TJM », "day rate").
   */
  isCalled: boolean;
  /** Named the part of a larger project the client buys here ("£14,000 towards this part"). */
  isOurPart: boolean;
  /** Said as a sum worked out or a whole (« soit 4 500 € »): the project's when nothing else is called so. */
  isSummed?: boolean;
  start: number;
  end: number;
}

/**
 * A client correcting itself, the amount it takes back then the one it means: « entre 8 000, non, disons entre
 * 6 000 et 9 000 », "fifteen thousand, no sorry, eighteen thousand", « 15 balles, enfin 15k », "$20k — actually, make
 * that $25k", « douze mille enfin non quinze mille ».
 */
const CORRECTION_WORDS = String.raw`sorry|pardon|attendez|attends|wait|disons|plutot|call it|make (?:it|that)|say|let's say|let me say|more like|je dirais|i'd say|non|no|scratch that|i mean|je veux dire`;
const CORRECTION_SEPARATOR = String.raw`\s*(?:[,.]|—|–|-|\.\.\.|…)?\s*`;
const SELF_CORRECTION = new RegExp(
  String.raw`(?:[,.]|—|–)?(?<!\s)\s*\b(?:non|no|nope|sorry|pardon|enfin|i mean|wait|scratch that|(?:actually|en fait)(?=[,]?\s*(?:disons|plutot|call it|make (?:it|that)|let's say|more like)\b))\b${CORRECTION_SEPARATOR}(?:(?:${CORRECTION_WORDS})\b${CORRECTION_SEPARATOR})*`,
  'g',
);
/** The corrected amount comes right after the correction's words… */
const AMOUNT_AHEAD = /^(?:entre\s+|between\s+)?(?:[$£€]\s?)?(?:\d|(?<word>[a-z]+))/;
/** …unless the words take the amount back outright: "no, scratch that, Declan said fifteen", « enfin non ». */
const TAKEN_BACK_OUTRIGHT = /\b(?:scratch that|enfin non|non non|no no|no wait|non attend\w*)(?![\w-])/;
/** The amount taken back, right before the correction, and its unit ("thousand euro", « mois »). */
const TAKEN_BACK = new RegExp(
  String.raw`(?:\d[\d .,']*|(?:[a-z]+[- ]){0,3}?[a-z]+)(?<unit>\s?(?:k|m|mille|thousand|grand|balles|hundred)?\s?(?:${CURRENCY})?|\s(?:mois|months?))(?:\s*(?:—|–|-|…|\.\.\.))?\s*$`,
);
/** The amount meant, said short: « quinze », "forty-five" (then a pause or the end of what is said about it). */
const SAID_SHORT =
  /^(?:\d+(?:[.,]\d+)?|(?:[a-z]+[- ]){0,2}[a-z]+)(?=\s*(?:[,.;!?)\n—–]|$|\s(?:de|du|from|a|to|for|pour|sur|on|et|and|la|the)\b))/;
const A_UNIT_OR_NUMBER = new RegExp(
  String.raw`^\s?(?:k\b|m\b|mille|thousand|grand|hundred|cents?|mois|months?|${CURRENCY})`,
);

/**
 * "Derek signed off on $15k yesterday, not 12", « 70 000 €, et non 80 000 »: an amount said again and corrected
 * later in a thread; every earlier mention of the value taken back goes (a bare "12" after "$15k" is 12k).
 */
const NOT_THAT_AMOUNT =
  /(?:\d\s?(?:k|mille|€|\$|£)|[€$£]\s?\d[\d,.' ]*\d)(?:\s+[a-z]+){0,2}?\s*[,;—–-]?\s*(?:not|pas|et non|and not|rather than|instead of|au lieu de|plutot que)\s+(?:[$€£]\s?)?(\d+(?:[.,]\d+)?)\s?(k|mille)?\b(?!\s*(?:%|people|personnes|users|mois|months|jours|days))/g;
function takenBackLater(text: string): { at: number; values: number[] }[] {
  return [...text.matchAll(NOT_THAT_AMOUNT)].map((match) => {
    const written = Number((match[1] ?? '').replace(',', '.'));
    const values = match[2] ? [written * 1000] : [written, written * 1000];
    return { at: match.index, values };
  });
}

/** A form's boxes: ticked (☒, ☑, [x]) or not (☐, □, [ ]). */
const TICKED_BOX = /☒|☑|✅|■|\[[x✓✔]\]/;
const ANY_BOX = /☐|□|◻|☒|☑|✅|■|\[[ x✓✔]?\]/g;

/**
 * « Budget : ☐ < 5 000 € ☒ 5 000 – 15 000 € ☐ 15 000 – 30 000 € », "[ ] Under $10,000 [x] $10,000–$25,000": on a
 * line of a form with one box ticked, the options not ticked blanked (same length: the offsets stay).
 */
function withOnlyTickedOptions(text: string): string {
  if (!TICKED_BOX.test(text)) return text;
  let result = text;
  let offset = 0;
  for (const line of text.split('\n')) {
    const boxes = [...line.matchAll(ANY_BOX)];
    if (boxes.length >= 2 && boxes.some((box) => TICKED_BOX.test(box[0]))) {
      boxes.forEach((box, index) => {
        if (TICKED_BOX.test(box[0])) return;
        const start = offset + box.index;
        const end = offset + (boxes[index + 1]?.index ?? line.length);
        result = result.slice(0, start) + ' '.repeat(end - start) + result.slice(end);
      });
    }
    offset += line.length + 1;
  }
  return result;
}

/**
 * `text` with every amount taken back blanked (same length: the offsets stay); an amount meant said short
 * (« douze mille euros, enfin non, quinze ») is written with the unit of the one it replaces.
 */
function withoutCorrectedAmounts(text: string): string {
  let result = text;
  // Read on the text as corrected so far: « 12k, non, 15, non, 18 » takes back each amount in turn (the length
  // is kept, so every offset stays).
  SELF_CORRECTION.lastIndex = 0;
  for (let correction = SELF_CORRECTION.exec(result); correction; correction = SELF_CORRECTION.exec(result)) {
    if (correction[0].length === 0) {
      SELF_CORRECTION.lastIndex += 1;
      continue;
    }
    result = correctedAt(result, correction);
  }
  return result;
}

function correctedAt(text: string, correction: RegExpExecArray): string {
  const correctionEnd = correction.index + correction[0].length;
  const ahead = text.slice(correctionEnd, correctionEnd + 40);
  const amountAhead = AMOUNT_AHEAD.exec(ahead);
  const isAmountAhead =
    amountAhead !== null && (!amountAhead.groups?.word || isNumberWords(amountAhead.groups.word));
  const isOutright = TAKEN_BACK_OUTRIGHT.test(correction[0]);
  if (!isAmountAhead && !isOutright) return text;
  // After a full stop only words that take the amount back outright correct it ("15k€. No wait —"): « Budget
  // 20 000 €. Enfin, deux choses » starts another sentence.
  if (correction[0].trimStart().startsWith('.') && !isOutright) return text;
  const before = text.slice(Math.max(0, correction.index - 40), correction.index);
  const taken = TAKEN_BACK.exec(before);
  if (!taken || !/\d|thousand|grand|mille|balles|hundred|mois|month/.test(taken[0])) return text;
  const unitWords = taken.groups?.unit ?? '';
  const takenNumber = taken[0].slice(0, taken[0].length - unitWords.length).trimEnd();
  const number = numberAtTheEnd(takenNumber);
  if (number === null) return text;
  const start = correction.index - before.length + taken.index + number;
  const meant = SAID_SHORT.exec(ahead);
  const meantEnd = meant ? correctionEnd + meant[0].length : correctionEnd;
  if (!meant || A_UNIT_OR_NUMBER.test(text.slice(meantEnd, meantEnd + 12))) {
    // The amount meant keeps its own unit or currency where it is said.
    return text.slice(0, start) + ' '.repeat(correction.index - start) + text.slice(correction.index);
  }
  // Said alone, it takes the place of the one it replaces, beside the words that called that one money, with its
  // unit when it has none: « douze mille euros, enfin non, quinze » is « quinze mille euros », « 12 000 €, non,
  // 15 » is « 15k € ».
  let unit = unitWords.trim();
  const isInThousands = Number(takenNumber.slice(number).replace(/[^\d]/g, '')) >= 1000;
  if (isInThousands && !/^(?:k|m|mille|thousand|grand)\b/.test(unit)) {
    if (/^\d{1,3}$/.test(meant[0])) unit = `k ${unit}`.trim();
    else if (isNumberWords(meant[0])) unit = `mille ${unit}`.trim();
  }
  const rewritten =
    isAmountWords(meant[0]) && unit ? `${meant[0]}${unit.startsWith('k') ? '' : ' '}${unit}` : meant[0];
  return text.slice(0, start) + rewritten.padEnd(meantEnd - start) + text.slice(meantEnd);
}

/** Where the number ends `words` starts: digits, or its last words that are number words (« on avait dit douze »). */
function numberAtTheEnd(words: string): number | null {
  if (/\d/.test(words)) return 0;
  let start = 0;
  while (start < words.length) {
    if (isNumberWords(words.slice(start))) return start;
    const next = words.slice(start).search(/[\s-]/);
    if (next < 0) return null;
    start += next + 1;
  }
  return null;
}

function isAmountWords(words: string): boolean {
  return /^\d/.test(words) || isNumberWords(words);
}

/**
 * The largest total wins ("entre 10 000 et 15 000 €" is a ceiling of 15 000 €); a total beats a monthly amount,
 * which beats a rate; of rates, the highest (a range's top), a day rate counted in its hours.
 */
export function extractBudget(said: string, reading: BudgetReading = ENGLISH_READING): BudgetFact | null {
  // « CHF 60'000.- à 75'000.- »: Swiss whole francs end in ".-", blanked to keep every offset.
  const text = withoutCorrectedAmounts(withOnlyTickedOptions(said))
    .replace(/(?<=\d)\.[-–]/g, '  ')
    .replace(DOLLAR_COUNTRY_AFTER, (written, country: string, offset: number) =>
      country === 'au' &&
      reading.written?.slice(offset + written.length - 2, offset + written.length) !== 'AU'
        ? written
        : (DOLLAR_SIGN_OF[country] ?? written).padEnd(written.length),
    );
  const textReading: TextReading = { ...reading, hasOtherScale: OTHER_SCALE.test(text), places: new Map() };
  // Amounts of a table of other money (sales by month, a past supplier's bill) are not the work's.
  const tables = readTables(text);
  const takenBack = takenBackLater(text);
  const amounts = saidSinceTheQuote(
    [...findAmounts(text, textReading)].filter(
      (amount) =>
        !tables.ofOtherMoney.some((table) => amount.start >= table.start && amount.start < table.end) &&
        !takenBack.some((taken) => taken.values.includes(amount.value) && amount.end <= taken.at),
    ),
    text,
    (amount) => amount.kind,
  );
  const totals = amounts.filter((amount) => amount.kind === 'total' && amount.value <= MAX_TOTAL_BUDGET);
  // An amount the client calls its budget beats one only priced (an apartment's price, a contract's amount, a
  // post's salary); and a rate it names as one (« TJM 550 € ») beats a total it does not call a budget.
  // The part an agency buys of a larger project, then what the client calls its money, then a sum said whole.
  const calledTotal =
    largestOf(totals, (amount) => amount.isOurPart) ??
    largestOf(totals, (amount) => amount.isCalled) ??
    largestOf(totals, (amount) => amount.isSummed === true);
  // A table of the work's parts priced in a column: its total, unless the client calls another sum its budget.
  const table = tables.priced;
  const isCalledElsewhere =
    calledTotal !== undefined &&
    table !== null &&
    (calledTotal.end <= table.table.start || calledTotal.start >= table.table.end);
  if (table && !isCalledElsewhere) {
    const currency = currencyIn(table.currencyText, text, textReading) ?? textCurrency(text, textReading);
    // « 140 000 000 FCFA »: the ceiling is in euros.
    if (table.amount / (UNITS_PER_EURO[currency] ?? 1) <= MAX_TOTAL_BUDGET)
      return {
        budget: { kind: 'total', amount: table.amount },
        isPerPerson: false,
        span: { start: table.start, end: table.end, currency },
      };
  }
  // Parts of the work listed with a price each: their sum, unless the client calls another sum its budget.
  const parts = pricedPartsOf(text, amounts);
  const isCalledBesideParts =
    calledTotal !== undefined &&
    parts !== null &&
    (calledTotal.end <= parts.start || calledTotal.start >= parts.end);
  if (parts && !isCalledBesideParts && parts.value <= MAX_TOTAL_BUDGET)
    return { budget: { kind: 'total', amount: parts.value }, isPerPerson: false, span: spanOf(parts) };
  const namedRate = amounts.some(
    (amount) => (amount.kind === 'hourly' || amount.kind === 'daily') && amount.isCalled,
  );
  const bestTotal = calledTotal ?? (namedRate ? undefined : maxBy(totals, (amount) => amount.value));
  if (bestTotal)
    return {
      budget: { kind: 'total', amount: bestTotal.value },
      isPerPerson: false,
      span: spanOf(bestTotal),
    };
  // Of monthly amounts too, the one called the project's money beats a bill ("il nous facturait 8 000 € par mois").
  const monthlies = amounts.filter((amount) => amount.kind === 'monthly');
  const monthly =
    largestOf(monthlies, (amount) => amount.isOurPart) ??
    largestOf(monthlies, (amount) => amount.isCalled) ??
    // « Nous visons un TJM autour de 800 € HT » beats « notre expert-comptable (2 100 € HT par mois) ».
    (namedRate ? undefined : largestOf(monthlies, () => true));
  if (monthly) {
    if (monthly.isPerPerson)
      return {
        budget: null,
        isPerPerson: true,
        monthly: { amount: monthly.value, months: monthly.months },
        span: spanOf(monthly),
      };
    if (monthly.months !== null && monthly.value * monthly.months <= MAX_TOTAL_BUDGET) {
      return {
        budget: { kind: 'total', amount: monthly.value * monthly.months },
        isPerPerson: false,
        span: spanOf(monthly),
      };
    }
    return {
      budget: null,
      isPerPerson: false,
      monthly: { amount: monthly.value, months: null },
      span: spanOf(monthly),
    };
  }
  const hourlyOf = (amount: Amount) =>
    amount.kind === 'daily' ? amount.value / HOURS_PER_DAY : amount.value;
  const rates = amounts.filter(
    (amount) =>
      (amount.kind === 'hourly' || amount.kind === 'daily') && hourlyOf(amount) <= MAX_HOURLY_BUDGET,
  );
  const bestRate = maxBy(rates, hourlyOf);
  if (bestRate) {
    const hourly = Math.round(hourlyOf(bestRate) * 100) / 100;
    return {
      budget: { kind: 'hourly', maxHourlyTotal: hourly },
      isPerPerson: bestRate.isPerPerson,
      span: spanOf(bestRate),
    };
  }
  return null;
}

/**
 * The sum of a list of the work's parts priced one amount each, in one currency (« Phase 1 … Budget : 8 000 € HT »,
 * "Phase 2 – Build …: KES 1,900,000"); parts left out of this round are not counted. None when a part counted has
 * no amount, or more than one, or an amount that is not a total.
 */
function pricedPartsOf(text: string, amounts: readonly Amount[]): Amount | null {
  for (const parts of workPartListsOf(text)) {
    const priced = parts.map((part) =>
      amounts.filter((amount) => amount.start >= part.start && amount.start < part.end),
    );
    const counted = priced.filter((_, index) => !parts[index]?.isLeftOut);
    if (counted.length < 2 || counted.some((inPart) => inPart.length !== 1)) continue;
    const each = counted.map(([amount]) => amount).filter((amount) => amount !== undefined);
    const [first] = each;
    const last = each.at(-1);
    if (
      !first ||
      !last ||
      each.some((amount) => amount.kind !== 'total' || amount.currency !== first.currency)
    )
      continue;
    return {
      ...first,
      value: each.reduce((sum, amount) => sum + amount.value, 0),
      isCalled: true,
      // The whole list, parts left out included, is the client's words for the sum.
      start: parts[0]?.start ?? first.start,
      end: parts.at(-1)?.end ?? last.end,
    };
  }
  return null;
}

function spanOf(amount: Amount): { start: number; end: number; currency: string } {
  return { start: amount.start, end: amount.end, currency: amount.currency };
}

/**
 * The currency written with the amount, right after it ("15 000 $ CAD"), or with the other end of its range
 * ("£8k–12k", "CHF 20,000–25,000"); else the one the text writes its other amounts in, when it writes them all
 * in one ("turnover was about £400k … can spend 1.5k on this"); else the euro.
 */
function currencyAt(text: string, start: number, end: number, reading: TextReading): string {
  return writtenCurrencyAt(text, start, end, reading) ?? textCurrency(text, reading);
}

function writtenCurrencyAt(text: string, start: number, end: number, reading: BudgetReading): string | null {
  const code = CODE_AFTER.exec(text.slice(end, end + 5))?.[1];
  if (code) return code.toUpperCase();
  // "$2,400,000 (USD)"
  const bracketed = CODE_AFTER_IN_BRACKETS.exec(text.slice(end, end + 8))?.[1];
  if (bracketed && CODE_AFTER.test(` ${bracketed}`)) return bracketed.toUpperCase();
  const country =
    text[start] === '$' ? CODE_BEFORE_DOLLAR.exec(text.slice(Math.max(0, start - 5), start))?.[1] : null;
  if (country) return country === 'us' ? 'USD' : country.toUpperCase();
  const named = CURRENCY_NAMED_BEFORE.exec(text.slice(Math.max(0, start - 30), start));
  if (named) return currencyIn(named[0], text, reading);
  const written = text.slice(Math.max(0, start - 1), end);
  const range = RANGE_REST.exec(text.slice(end, end + 60))?.[0] ?? '';
  const before = text.slice(Math.max(0, start - RANGE_START_LENGTH), start);
  const startMatch = RANGE_LINK.test(before) ? rangeStartIn(before) : null;
  const rangeStart = startMatch?.[0] ?? '';
  // "CAD $140,000 to $175,000": the code before the range's first dollar is the whole range's.
  const dollarAt = startMatch ? before.indexOf('$', startMatch.index) : -1;
  const rangeCountry =
    dollarAt === -1 ? null : CODE_BEFORE_DOLLAR.exec(before.slice(Math.max(0, dollarAt - 5), dollarAt))?.[1];
  if (rangeCountry) return rangeCountry === 'us' ? 'USD' : rangeCountry.toUpperCase();
  // "CAD 20,000 to $25,000": a dollar at the range's end is the one its start names.
  const startCode = written.includes('$') ? DOLLAR_CODE.exec(rangeStart)?.[1] : undefined;
  if (startCode) return startCode.toUpperCase();
  for (const piece of [written, range, rangeStart]) {
    const found = currencyIn(piece, text, reading);
    if (found) return found;
  }
  return null;
}

/** The ISO code of the first currency written in `piece`; `text` tells the regional ones apart. */
function currencyIn(piece: string, text: string, reading: BudgetReading): string | null {
  if (/€|\beur/.test(piece)) return 'EUR';
  const names = (place: RegExp) => namesPlace(text, place, reading);
  for (const { pattern, code, regional } of FOREIGN_CURRENCIES) {
    if (!pattern.test(piece)) continue;
    if (code === 'DOLLAR') {
      // A dollar alone is the country's the text names, unless it names the United States too.
      if (names(UNITED_STATES)) return reading.bareDollar;
      return (
        DOLLAR_COUNTRIES.find(([place]) => names(place))?.[1] ??
        (names(GOODS_AND_SERVICES_TAX) ? DOLLAR_CITIES.find(([place]) => names(place))?.[1] : undefined) ??
        reading.bareDollar
      );
    }
    if (!regional || names(regional.home)) return code;
    return regional.elsewhere.find(([place]) => names(place))?.[1] ?? code;
  }
  return null;
}

/** Whether the text names a place, asked once per text however many amounts it has. */
function namesPlace(text: string, place: RegExp, reading: BudgetReading): boolean {
  const known = (reading as Partial<TextReading>).places;
  const cached = known?.get(place);
  if (cached !== undefined) return cached;
  const found = place.test(text);
  known?.set(place, found);
  return found;
}

const AMOUNT_WITH_CURRENCY = new RegExp(
  String.raw`${CURRENCY}[^.;!?\n\d]{0,12}\d|\d(?:[\d .,']{0,15}\d)?\s?(?:k|m|millions?|mille|thousand|milliards?|billions?|bn)?\s?(?:de\s|d')?${CURRENCY_AFTER}`,
  'g',
);

/** The one currency every amount of the text that names its currency is written in; the euro otherwise. */
function textCurrency(text: string, reading: TextReading): string {
  if (reading.textCurrency) return reading.textCurrency;
  const codes = new Set<string>();
  // Only sums of some size say what money the client counts in: a product's "$9" or a basket's "£45" does not.
  const add = (written: string, digits: string | undefined, multiplier: string | undefined) => {
    const code = currencyIn(written, text, reading) ?? 'EUR';
    if (parseAmount(digits ?? '', multiplier) / (UNITS_PER_EURO[code] ?? 1) >= SUM_OF_SOME_SIZE)
      codes.add(code);
  };
  for (const match of text.matchAll(AMOUNT_AFTER_CURRENCY)) add(match[0], match[1], match[2]);
  for (const match of text.matchAll(AMOUNT)) if (match[3]) add(match[0], match[1], match[2]);
  const [only] = codes;
  reading.textCurrency = codes.size === 1 && only ? only : 'EUR';
  return reading.textCurrency;
}

/**
 * The currency other than the euro an amount of `quote` is written in, if any ("$50k", "50 000 FCFA"): what a
 * budget filled from those words must be asked about. A dollar alone is read as `bareDollar`.
 */
export function foreignCurrencyIn(quote: string, bareDollar = 'USD'): string | null {
  const text = normalizeText(quote);
  for (const match of text.matchAll(AMOUNT_WITH_CURRENCY)) {
    const currency = currencyIn(match[0], text, { bareDollar });
    if (currency && currency !== 'EUR') return currency;
  }
  return null;
}

/** A monthly amount over the months the project lasts. */
export function monthlyToTotal(amount: number, months: number): BriefBudget | null {
  const total = Math.round(amount * months);
  return total > 0 && total <= MAX_TOTAL_BUDGET ? { kind: 'total', amount: total } : null;
}

/** « R$ 35 mil »: "mil" counts thousands of reais and pesos; "$3 mil" is three million. */
function milOf(value: number, multiplier: string | undefined, written: string): number {
  return multiplier === 'mil' && /r\$|\breais\b|\bbrl\b|pesos?\b|₱|\bmxn\b|\bclp\b/.test(written)
    ? value / 1000
    : value;
}

/**
 * How many sums written with their currency one text weighs at most: a brief names a few dozen, and each is read
 * against every word of other money before it, so a pasted ledger of a thousand sums would cost a thousand times.
 */
const MAX_SUMS_WEIGHED = 150;

function* findAmounts(text: string, reading: TextReading): Generator<Amount> {
  let weighed = 0;
  for (const { amount, hasCurrency } of allAmounts(text, reading)) {
    if (hasCurrency) weighed += 1;
    if (weighed > MAX_SUMS_WEIGHED) return;
    if (amount) yield amount;
  }
}

function* allAmounts(
  text: string,
  reading: TextReading,
): Generator<{ amount: Amount | null; hasCurrency: boolean }> {
  const seen = new Set<number>();
  // "three grand", "5 grand": a thousand of the money, in a text that names no currency (where one is named, the
  // grand is read with the sums written in it).
  const isGrandMoney = !NAMES_A_CURRENCY.test(text);
  for (const match of text.matchAll(AMOUNT_AFTER_CURRENCY)) {
    const value = milOf(parseAmount(match[1] ?? '', match[2]), match[2], match[0]);
    seen.add(match.index + match[0].length);
    yield {
      amount: classify(text, match.index, match.index + match[0].length, value, true, reading),
      hasCurrency: true,
    };
  }
  for (const match of text.matchAll(AMOUNT)) {
    const end = match.index + match[0].length;
    if (seen.has(end)) continue;
    const written = milOf(parseAmount(match[1] ?? '', match[2]), match[2], match[0]);
    const shortEnd =
      match[2] === undefined && match[3] === undefined ? shortRangeEndAt(text, match.index, end) : null;
    const value = shortEnd ? written * 1_000 : written;
    const hasCurrency =
      match[3] !== undefined ||
      shortEnd?.hasCurrency === true ||
      // "20 grand, maybe 25 at a push": the range's start names the money for its end.
      (isGrandMoney && shortEnd?.thousands === 'grand') ||
      (isGrandMoney && match[2] === 'grand' && GRAND_MONEY_AFTER.test(text.slice(end)));
    // The range's end is read with its start, whose words (« Budget 15 k€, 18 max ») are the whole range's.
    const start = shortEnd?.start ?? match.index;
    yield { amount: classify(text, start, end, value, hasCurrency, reading), hasCurrency };
  }
  // « une quinzaine de milliers d'euros », « une quarantaine de k€ »: about so many thousands.
  for (const match of text.matchAll(ROUGHLY_THOUSANDS)) {
    const wordsEnd = match.index + match[0].length;
    const currency = CURRENCY_AFTER_WORDS.exec(text.slice(wordsEnd, wordsEnd + 30));
    const count = ROUGH_COUNTS[match[1] ?? ''];
    if (!currency || !count) continue;
    const end = wordsEnd + currency[0].length;
    yield { amount: classify(text, match.index, end, count * 1_000, true, reading), hasCurrency: true };
  }
  // Said rather than written: "three hundred and fifty thousand shillings", « quarante mille euros ».
  for (const spelled of spelledNumbers(text)) {
    // "40 mille euros": the digits' own multiplier, read with them.
    if (/\d[\s.,]?$/.test(text.slice(Math.max(0, spelled.start - 2), spelled.start))) continue;
    // « deux mille cinq par mois »: hundreds said short, as people say prices (the year would be no money).
    const hundredsLeftOut = HUNDREDS_SAID_SHORT.exec(text.slice(spelled.start, spelled.end));
    const value = hundredsLeftOut
      ? spelled.value - toCount(hundredsLeftOut[1]) + toCount(hundredsLeftOut[1]) * 100
      : spelled.value;
    const currency = CURRENCY_AFTER_WORDS.exec(text.slice(spelled.end, spelled.end + 30));
    const end = spelled.end + (currency?.[0].length ?? 0);
    const hasCurrency =
      currency !== null ||
      (isGrandMoney &&
        /\bgrand$/.test(text.slice(spelled.start, spelled.end)) &&
        GRAND_MONEY_AFTER.test(text.slice(spelled.end)));
    yield {
      amount: classify(text, spelled.start, end, value, hasCurrency, reading),
      hasCurrency,
    };
  }
}

/** « deux mille cinq », « trois mille deux »: a thousands then a lone unit, its hundreds left out. */
const HUNDREDS_SAID_SHORT = /\bmille (un|deux|trois|quatre|cinq|six|sept|huit|neuf)$/;

/**
 * "15k, 20 max", "20 grand, maybe 25 at a push": a range's end said short, a number under a thousand right after a
 * start said in thousands, then its ceiling's words or the end of what is said about it.
 */
const THOUSANDS_START_BEFORE = new RegExp(
  String.raw`(?<![\d.,'])\d[\d.,']{0,6}\s?(k|grand|thousand|mille)\s?(€|£|\$|eur(?:os?)?\b)?(?:\s?(?:ht|ttc|htva)\b)?(?:-?ish)?\s*(?:,\s*(?:${STRETCH}\s+)?|${STRETCH}\s+)$`,
);
const SHORT_RANGE_END_AFTER = new RegExp(
  String.raw`^\s*(?:(?:max\w*|tops|at most|at a push|at a stretch|au plus|au maximum|grand max|ht|ttc)\s*(?:[.,;:!?)\n]|$)|[.!?;)\n]|$)`,
);
function shortRangeEndAt(
  text: string,
  start: number,
  end: number,
): { start: number; thousands: string; hasCurrency: boolean } | null {
  // Only after a comma or a word: a text of bare numbers does not try the pattern at each of them.
  let last = start - 1;
  while (last >= 0 && text[last] === ' ') last -= 1;
  if (text[last] !== ',' && !/[a-z]/.test(text[last] ?? '')) return null;
  const from = Math.max(0, start - 30);
  const rangeStart = THOUSANDS_START_BEFORE.exec(text.slice(from, start));
  if (!rangeStart?.[1] || !/^\d{1,3}$/.test(text.slice(start, end))) return null;
  if (!SHORT_RANGE_END_AFTER.test(text.slice(end, end + 20))) return null;
  return {
    start: from + rangeStart.index,
    thousands: rangeStart[1],
    hasCurrency: rangeStart[2] !== undefined,
  };
}

const ROUGH_COUNTS: Record<string, number> = {
  dizaine: 10,
  douzaine: 12,
  quinzaine: 15,
  vingtaine: 20,
  trentaine: 30,
  quarantaine: 40,
  cinquantaine: 50,
  soixantaine: 60,
  centaine: 100,
};
const ROUGHLY_THOUSANDS = new RegExp(
  String.raw`\b(${Object.keys(ROUGH_COUNTS).join('|')}) de (?:milliers|k)\b`,
  'g',
);

function classify(
  text: string,
  start: number,
  end: number,
  value: number,
  hasCurrency: boolean,
  reading: TextReading,
): Amount | null {
  // The currency is read before the sizes only in a text that names a currency of another scale: reading it for
  // every number of a text of numbers cost half again as much.
  const early = reading.hasOtherScale ? currencyAt(text, start, end, reading) : null;
  const found = classifyAt(
    text,
    start,
    end,
    value,
    hasCurrency,
    early ? (UNITS_PER_EURO[early] ?? 1) : 1,
    reading,
  );
  if (!found) return null;
  // A range's end is the part when the words before its start say so: "budget for the above is AED 420,000 – 480,000".
  const before = text.slice(Math.max(0, start - 80 - RANGE_START_LENGTH), start);
  const tail = RANGE_LINK.test(before) ? before.slice(-RANGE_START_LENGTH) : '';
  const rangeStart = tail ? rangeStartIn(tail) : null;
  const partBefore = rangeStart ? before.slice(0, before.length - tail.length + rangeStart.index) : before;
  const isOurPart =
    found.kind !== 'hourly' &&
    found.kind !== 'daily' &&
    (OUR_PART_AFTER.test(text.slice(end, end + 60)) || OUR_PART_BEFORE.test(partBefore.slice(-80)));
  return { ...found, isOurPart, currency: early ?? currencyAt(text, start, end, reading), start, end };
}

const FEES_AFTER = /^\s*(?:(?:a|per|par|\/)\s*(?:month|mois|year|an|term)\s*)?in (?:[a-z'-]+\s+){0,2}fees\b/;
/** The whole said after the amount: "in total", « au total » (« tout compris » also prices one service). */
const WHOLE_PRICE_AFTER =
  /^\s*(?:ht\s*|ttc\s*)?(?:in total|au total|en tout|for the whole (?:project|thing))\b/;
/** A ceiling said right before the amount: "max 35k for the app", « jusqu'à 10 k€ pour le site ». */
const CAP_BEFORE = /\b(?:max(?:imum)?|up to|at most|jusqu'a|au plus|au maximum|plafond de)\s*$/;
/**
 * Money put into something, said right before the amount: « on met 5 000 € sur la refonte » is the work's, « on met
 * 2 000 € par mois en pub » is not; what follows says which.
 */
const PUT_INTO_BEFORE =
  /\b(?:on (?:y )?met|nous (?:y )?mettons|on (?:y )?mettra|we(?:'re| are) putting|we(?:'ll| will| can| could) put|on (?:y )?consacre|nous (?:y )?consacrons)\s*(?:about|around|roughly|environ|~)?\s*$/;
/** A sponsor's money named before the amount: "our main sponsor gives us €8,000 for the new website". */
const SPONSOR_BEFORE = /\bsponsors?\b[^.;!?\n\d]{0,40}$/;
/** Ads in the clause after the amount: « 3 000 € dans la campagne Facebook » is ad spend, not the work. */
const ADS_IN_CLAUSE_AFTER = new RegExp(
  String.raw`^[^.;!?\n]{0,40}\b(?:${AD_PLATFORM}|${AD_WORD}|sponsoris\w*)\b`,
);
/** The whole a part is taken from, written as money before it: « 12 000 € », "€2M", « 15k ». */
const WHOLE_IN_MONEY_BEFORE = new RegExp(String.raw`${CURRENCY}|\d\s?(?:k|m)\b`);
/** A part of the amount said just before: « dont », "of which". */
const PART_OF_BEFORE =
  /\b(?:dont|of which|including|y compris)\s*(?:about|around|environ|~)?\s*(?:€|\$|£)?\s*$/;
/** A part of the whole that another pays: « dont 10 000 € pris en charge par Bpi », "of which £5k is covered by". */
const PAID_BY_ANOTHER_AFTER =
  /^\s*(?:€|\$|£)?\s*(?:ht\s*|ttc\s*)?(?:(?:sont|est|seront|sera|is|are|will be|would be)\s+)?(?:pris(?:e|es)? en charge|finance(?:e|s|es)?|subventionne(?:e|s|es)?|rembourse(?:e|s|es)?|couverts?|couvertes?|covered|funded|paid|subsidi[sz]ed|reimbursed|met)\s+(?:par|by)\b/;
/** A grant or a gift said to pay for this work: "…grant from a local foundation to fix this". */
const FUNDS_THIS_WORK_AFTER =
  /^[^.;!?\n]{0,50}\b(?:grant|subvention|bourse|don|donation|gift|award)\b[^.;!?\n]{0,40}\b(?:to (?:fix|do|fund|pay for|cover) (?:this|it|that)(?: work| project)?|pour (?:financer|payer|faire|couvrir) (?:ce|cette|ca|cela)(?: projet| mission| travail| prestation)?)\s*(?:[,.;!?)]|and\b|et\b|$)/;
/**
 * « La part de la subvention réservée à cette prestation est plafonnée à 8 500 € TTC », "the portion of the grant
 * allocated to the podcast is": the part of a larger sum set for the work, named before its amount.
 */
const PART_SET_FOR_THE_WORK_BEFORE =
  /\b(?:part|portion|partie|share|tranche) (?:de la |du |de l'|de notre |of the |of our |of this )(?:subvention|budget|enveloppe|grant|funding|financement|dotation|fonds|funds) (?:\S+ )?(?:reservee?|allouee?|consacree?|dediee?|affectee?|destinee?|prevue?|allocated|earmarked|reserved|set aside|dedicated|ring-?fenced) (?:a|au|aux|pour|for|to) (?:(?:cette|ce|cet|this|the|la|le|l'|notre|our|ces|these)\s?)?(?:[a-z'-]+ )?(?:prestation|mission|projet|project|work|travail|travaux|site|website|podcast|balado|app|appli\w*|application|campagne|campaign|video|film|etude|study|audit|formation|training|traduction|translation|evenement|event|shoot|photos?|refonte|redesign|logo|identite|branding|strategie|strategy|communication|documents?|livret|guide|outil|tool|plateforme|platform|dashboard|tableau de bord)\b[^.;!?\n\d]{0,40}$/;
/** "of which €6,000 (VAT inclusive) is allocated to the podcast": the part set for the work. */
const ALLOCATED_AFTER =
  /^[^.;!?\n]{0,40}\b(?:allocated|earmarked|reserved|set aside|affectee?s?|reservee?s?|allouee?s?|dediee?s?|dedicated)\b/;
/** "of which €30k for the website": the part named by what the work makes. */
const WORK_PART_AFTER =
  /^\s*(?:€|\$|£)?\s*(?:ht\s*|ttc\s*)?(?:for|pour|towards?|on|sur|dans|into) (?:the|le|la|l'|les|this|ce|cette|our|notre|nos|a|an|un|une|new|nouveau|nouvelle) ?(?:new |nouveau |nouvelle )?(?:site|website|web ?site|app|appli\w*|applications?|podcasts?|logo|videos?|films?|project|projet|mission|platform|plateforme|shop|boutique|e-?shop|brand\w*|marque|campaign|campagne|study|etude|audit|redesign|refonte|partie|part|tool|outil|software|logiciel|crm|erp|dashboards?|tableaux? de bord|portal|portail|exhibition|exposition|audio ?guide|guide|translation|traduction|photos?|shoot|seance)\b/;
const PURCHASED_BEFORE =
  /\b(?:r?achete(?:e|es|s)?|bought|purchased|acquired|acquis)\b[^.;!?\n,\d]{0,60}\b(?:pour|for|at|a|au prix de)\s*$/;
const YEAR_PREPOSITION_BEFORE =
  /\b(?:de|du|en|in|since|depuis|of|from|avant|apres|after|before|until|jusqu'en|fin|end|debut|early|late)\s*$/;
// Compiled once: classifyAt runs at every number of a text.
const ANY_CURRENCY = new RegExp(CURRENCY);
const CURRENCY_AT_END = new RegExp(String.raw`${CURRENCY}\s?$`);
const BRACKETED_CURRENCY_AFTER = new RegExp(String.raw`^\s?\(\s?${CURRENCY}\s?\)`);
const COMMA_RANGE_END_AT_START = new RegExp(`^${COMMA_RANGE_END}`);
/** How far before and after a number `classifyAt` reads the words that make it money. */
const BEFORE_LENGTH = 80;
const AFTER_LENGTH = 60;
/** The smallest hourly rate read as one, in euros. */
const MIN_HOURLY = 5;
/** The smallest day rate and monthly sum read as one, in euros. */
const MIN_DAILY = 50;
/** The smallest total read as one: in euros, or as written when a currency is said. */
const MIN_TOTAL = 100;

function classifyAt(
  text: string,
  start: number,
  end: number,
  amount: number,
  hasCurrency: boolean,
  unitsPerEuro: number,
  reading: TextReading,
): Omit<Amount, 'start' | 'end' | 'currency' | 'isOurPart'> | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  // Sizes are judged in euros; the amount is kept as written.
  const value = amount / unitsPerEuro;
  // Below the smallest hourly rate, and below 100 as written: no reading below can return it, and a text of small
  // numbers ("entre 2 et 3 personnes", a list of digits) would try every pattern at each of them.
  if (value < MIN_HOURLY && amount < MIN_TOTAL) return null;
  // Every reading below needs words or a currency sign around the number, in the words it reads; below the
  // smallest day rate and total, only an hourly rate's, each with an h. A text of numbers (a list, a table, a run
  // of digits or of ranges) is not tried against every pattern at each of its thousands of numbers.
  const around = [start - BEFORE_LENGTH, end + AFTER_LENGTH] as const;
  if (!hasCurrency && !hasCharIn(text, reading, 'word', ...around)) return null;
  if (value < MIN_DAILY && amount < MIN_TOTAL && !hasCharIn(text, reading, 'h', ...around)) return null;
  let before = text.slice(Math.max(0, start - BEFORE_LENGTH), start);

  let after = text.slice(end, end + AFTER_LENGTH);
  // In a range, each number is read with the words around the whole range.
  const rangeEnd = RANGE_REST.exec(after);
  const isRangeStart = rangeEnd !== null;
  if (rangeEnd) {
    hasCurrency ||= ANY_CURRENCY.test(rangeEnd[0]);
    after = after.slice(rangeEnd[0].length);
  }
  // Only the last words can open the range ("entre 1 000 000,00 € et "): the test costs the same however many
  // numbers come before.
  const tail = RANGE_LINK.test(before) ? before.slice(-RANGE_START_LENGTH) : '';
  const linked = tail ? rangeStartIn(tail) : null;
  const rangeStart =
    linked && /,\s*$/.test(linked[0]) && !COMMA_RANGE_END_AT_START.test(after) ? null : linked;
  // "€8k, maybe 20k users": a number the client may stretch to is money only if it counts nothing.
  const isStretched = rangeStart !== null && ENDS_WITH_STRETCH.test(tail);
  if (rangeStart) {
    hasCurrency ||= ANY_CURRENCY.test(rangeStart[0]);
    before = before.slice(0, before.length - tail.length + rangeStart.index);
  }
  // « 3k de budget par mois »: the budget's name read, what follows it says the rest (its months, its use).
  const budgetNamedAfter = BUDGET_NAMED_AFTER.exec(after);
  if (budgetNamedAfter) after = after.slice(budgetNamedAfter[0].length);
  const isBudgetNamedAfter = budgetNamedAfter !== null;
  hasCurrency ||=
    CURRENCY_AT_END.test(before) ||
    // "20 thousand (NZD)": the currency's code in brackets after the amount.
    BRACKETED_CURRENCY_AFTER.test(after) ||
    // "3k tout compris", "5 000 all in": said as a price, the currency left out.
    PRICE_AFTER.test(after) ||
    (isRangeStart && /€|£|\$/.test(text.slice(end, end + 25))) ||
    (IN_THOUSANDS.test(text.slice(start, end)) &&
      HAVE_FOR_THE_WORK_BEFORE.test(before) &&
      SUM_ENDS_AFTER.test(after));
  // "180k ok, not 150": an amount that corrects one said before takes its place.
  const correctsAnAmount = IN_THOUSANDS.test(text.slice(start, end)) && CORRECTS_AN_AMOUNT_AFTER.test(after);
  hasCurrency ||= correctsAnAmount;
  // Without a currency, only a rate's, a fee's or a budget's words can make a number money (every reading below
  // needs one of them): a text of bare numbers is not tried against the other patterns at each of them.
  if (!hasCurrency && !isBudgetNamedAfter && !mayBeMoneyWithoutCurrency(before, after)) return null;
  // « des horaires faux et des photos de 2019 »: a year after its preposition, whatever money word came before.
  if (
    !hasCurrency &&
    /^\d{4}$/.test(text.slice(start, end)) &&
    amount >= 1990 &&
    amount <= 2100 &&
    YEAR_PREPOSITION_BEFORE.test(before) &&
    !BUDGET_BEFORE.test(before)
  )
    return null;
  // "we bought our uncle's plots for 380 000 €": the price of something bought, in its own clause.
  if (PURCHASED_BEFORE.test(before)) return null;
  // "a $75,000 grant and $12,000 of it is earmarked for…": the part called the project's is its budget.
  const isPart = PART_OF_BEFORE.test(before);
  // "a CAD 30,000 capacity-building grant from a local foundation to fix this": money given for this very work.
  const fundsThisWork = FUNDS_THIS_WORK_AFTER.test(after);
  const isCalledAfter =
    CALLED_AFTER.test(after) ||
    (isPart && THIS_WORK_AFTER.test(after)) ||
    fundsThisWork ||
    PART_SET_FOR_THE_WORK_BEFORE.test(before) ||
    correctsAnAmount;
  // « une subvention de 12 000 €, dont 5 000 pour ce projet »: the part keeps the currency of the whole.
  hasCurrency ||= isCalledAfter && WHOLE_IN_MONEY_BEFORE.test(before);
  if (
    (isOtherMoneyBefore(before) &&
      !isCalledAfter &&
      !(
        (CAP_BEFORE.test(before) || PUT_INTO_BEFORE.test(before) || SPONSOR_BEFORE.test(before)) &&
        WORK_PART_AFTER.test(after) &&
        !ADS_IN_CLAUSE_AFTER.test(after)
      )) ||
    // "We raised €2M, of which €500k for hiring": a part of other money is other money, unless called this work's.
    (isPart &&
      !isCalledAfter &&
      !ALLOCATED_AFTER.test(after) &&
      !WORK_PART_AFTER.test(after) &&
      isOtherMoneyBefore(before.replace(/\d[\d\s.,']*/g, ' '))) ||
    INVESTED_BEFORE.test(before) ||
    REFUSED_BEFORE.test(before) ||
    BUILT_LONG_AGO_FOR_BEFORE.test(before) ||
    OTHER_SUPPLIERS_PRICE_BEFORE.test(before) ||
    SANCTION_UP_TO_BEFORE.test(before) ||
    (isPart && PAID_BY_ANOTHER_AFTER.test(after)) ||
    SUPPLIERS_OFFER_BEFORE.test(text.slice(Math.max(0, start - 200), start)) ||
    // « Pour info la facture AWS a pris +40 % (on est à 7 800 $/mois) »: said as context, unless called the budget.
    (CONTEXT_OPENED_BEFORE.test(withoutFirstPartialSentence(before, start)) &&
      !isCalledAfter &&
      !BUDGET_BEFORE.test(before) &&
      !CALLED_FURTHER_BEFORE.test(before) &&
      !HAVE_BEFORE.test(before) &&
      !SPEND_BEFORE.test(before)) ||
    (NOT_THE_PROJECT_AFTER.test(after) && !fundsThisWork && !isCalledAfter) ||
    // "€14k a month in portal fees", "€9,000 in membership fees": fees the client pays or takes in, unless called
    // the budget ("Budget: €8,000 in fees plus travel").
    (FEES_AFTER.test(after) && !BUDGET_BEFORE.test(before)) ||
    PAID_TO_PLATFORMS_AFTER.test(after) ||
    HANDLED_ELSEWHERE_AFTER.test(after) ||
    YEARLY_AFTER.test(after) ||
    isCorrectedAway(before, after) ||
    SEATS_BEFORE.test(before) ||
    (NOT_FOR_THIS_WORK_AFTER.test(after) &&
      !BUDGET_BEFORE.test(before.slice(before.search(/[^.!?\n]*$/))) &&
      !isCalledAfter) ||
    OVERRUN_AFTER.test(after) ||
    isFundingOfMore(before, after)
  )
    return null;
  // Without a currency, a number the words after it count is no money, whatever came before: « 60 % sur Google »
  // after a monthly sum, "a budget that covers a hundred hours", « budget pour 300 produits ».
  if ((!hasCurrency || isStretched) && COUNTED_AFTER.test(after)) return null;
  const isPerPerson =
    PER_PERSON_AFTER.test(after) || PER_PERSON_BEFORE.test(before) || !isTeamRate(before, after);
  // Whether the words before call it the project's money is read only for what is returned: most numbers of a
  // text are no amount, and these patterns would be tried at each of them.
  if (HOURLY_AFTER.test(after) || HOURLY_BEFORE.test(before)) {
    return value >= MIN_HOURLY
      ? {
          value: amount,
          kind: 'hourly',
          isPerPerson,
          months: null,
          isCalled: HOURLY_BEFORE.test(before) || DAILY_BEFORE.test(before) || BUDGET_BEFORE.test(before),
        }
      : null;
  }
  if (DAILY_AFTER.test(after) || DAILY_BEFORE.test(before)) {
    return value >= MIN_DAILY
      ? {
          value: amount,
          kind: 'daily',
          isPerPerson,
          months: null,
          isCalled: HOURLY_BEFORE.test(before) || DAILY_BEFORE.test(before) || BUDGET_BEFORE.test(before),
        }
      : null;
  }
  if (MONTHLY_AFTER.test(after) || MONTHLY_BEFORE.test(before)) {
    // "45k/month" of a cloud bill is no budget: a monthly budget is in euros or called one.
    // "5k/mois sur 3 mois" is a budget over its months, the currency left out; a bill is not said for months.
    const monthsAfter = monthsSaidAfter(after);
    if (
      value < MIN_DAILY ||
      (!hasCurrency &&
        !BUDGET_BEFORE.test(before) &&
        !isBudgetNamedAfter &&
        !MONTHLY_BEFORE.test(before) &&
        !monthsAfter)
    )
      return null;
    // Only the months said after it make a sum without a currency a fee ("400 a month for 6 months"); those
    // said before it ("for 6 months we have sold about 400 a month") count for money said as money.
    const months = monthsAfter ?? monthsSaidBefore(before);
    return {
      value: amount,
      kind: 'monthly',
      // "$2,400 per dev per month", « 2 000 € par mois chacun »: said of each person, never by default.
      isPerPerson: MONTHLY_PER_PERSON_AFTER.test(after),
      months,
      isCalled:
        isCalledBefore(before, after, hasCurrency) ||
        isBudgetNamedAfter ||
        HAVE_BEFORE.test(before) ||
        SPEND_BEFORE.test(before),
    };
  }
  const isBudgetWord = isCalledBefore(before, after, hasCurrency) || isBudgetNamedAfter;
  if (!hasCurrency && !isBudgetWord) return null;
  // « 250 € la bouteille », "$180 a night": the price of one of the client's goods, not of the work.
  if (UNIT_PRICE_AFTER.test(after)) return null;
  // "sur le budget 2027": a year, not an amount ("budget genre 2k" is one: a year is written in four digits).
  if (!hasCurrency && /^\d{4}$/.test(text.slice(start, end)) && amount >= 1990 && amount <= 2100) return null;
  // Millions not called a budget are a company's figures (a turnover, a raise, a valuation) however they are
  // worded: no mission bought from freelancers comes near them.
  if (value >= MILLIONS_NOT_A_BUDGET && !isBudgetWord) return null;
  // A bare "budget de 10" is more likely the first half of a range ("10 à 15 k€") than ten euros; « 50 000 francs
  // CFA » is an amount however little it makes in euros.
  if ((hasCurrency ? amount : value) < MIN_TOTAL) return null;
  const isSummed = SUM_SAID_BEFORE.test(before);
  return {
    value: amount,
    kind: 'total',
    isPerPerson: false,
    months: null,
    isCalled:
      isBudgetWord ||
      HAVE_BEFORE.test(before) ||
      isCalledAfter ||
      // "around €15,000 in total", « 12 000 € au total »: the whole work's price.
      WHOLE_PRICE_AFTER.test(after) ||
      // « on vise plutôt 18 000 € HT », not "on vise 18 M€ cette année" (a company's aim).
      (hasCurrency && AIMED_BEFORE.test(before) && AIM_ENDS_AFTER.test(after)) ||
      // « Rémunération au forfait : 3 000 € par recrutement, soit 18 000 € au maximum »: the called money's sum.
      // An abbreviation's full stops ("i.e.") end no sentence.
      (isSummed && PRICE_WORD_IN_SENTENCE.test(before.replace(/\b(?:i\.e|e\.g)\./g, 'ie '))),
    isSummed,
  };
}

/**
 * Whether any reading of `classifyAt` could return a number without a currency: an hourly, daily or monthly rate,
 * a sum called the budget or the client's to spend, or the part of a sum said in money before it.
 */
function mayBeMoneyWithoutCurrency(before: string, after: string): boolean {
  return (
    HOURLY_AFTER.test(after) ||
    HOURLY_BEFORE.test(before) ||
    DAILY_AFTER.test(after) ||
    DAILY_BEFORE.test(before) ||
    MONTHLY_AFTER.test(after) ||
    MONTHLY_BEFORE.test(before) ||
    BUDGET_BEFORE.test(before) ||
    CALLED_FURTHER_BEFORE.test(before) ||
    SPEND_BEFORE.test(before) ||
    // Called this work's part of a sum said in money before it (tried last: money is looked for everywhere in
    // the words before).
    ((CALLED_AFTER.test(after) ||
      THIS_WORK_AFTER.test(after) ||
      FUNDS_THIS_WORK_AFTER.test(after) ||
      PART_SET_FOR_THE_WORK_BEFORE.test(before)) &&
      WHOLE_IN_MONEY_BEFORE.test(before))
  );
}

/**
 * Words before the amount that call it the project's money. Said further before it, or as what the client can
 * spend, they call an amount without a currency only when nothing it counts follows ("for your work, 2,000 orders
 * a month" is a count).
 */
function isCalledBefore(before: string, after: string, hasCurrency: boolean): boolean {
  if (BUDGET_BEFORE.test(before)) return true;
  if (!CALLED_FURTHER_BEFORE.test(before) && !SPEND_BEFORE.test(before)) return false;
  return hasCurrency || SUM_ENDS_AFTER.test(after);
}

/** The sum the client aims at, said in money: « on vise plutôt 18 000 € HT », "we're aiming for £8k". */
const AIMED_BEFORE =
  /\b(?:on vise|nous visons|je vise|visons|on table sur|nous tablons sur|(?:we|i)(?:'re| are|'m| am) aiming (?:for|at)|(?:we|i) aim (?:for|at)|aiming for|(?:we|i)(?:'re| are|'m| am) targeting|our target is)\s+(?:plutot|rather|more like|about|around|environ|roughly|autour de|un budget de|a budget of)?\s*$/;

/**
 * A sum aimed at that ends its clause or goes on to what it is for, its tax words and roundings aside: « plutôt
 * 18 000 € HT. », "about €12,000 for the new website". Not what a company aims at ("€20k in monthly sales", « 40 000 €
 * d'économies », « 18 M€ cette année »).
 */
const AIM_ENDS_AFTER =
  /^\s*(?:(?:ht|ttc|hors taxes|htva|excl\.?(?: vat| tax)?|incl\.?(?: vat| tax)?|\+ ?(?:vat|tva)|max(?:imum)?|tout compris|all in|au total|in total|en tout|environ|or so|ish|roughly|approximately|approx\.?|about|a peu pres)\s*)*(?:[.,;:!?)]|$|(?:pour|for|sur|on)\b)/;

/** "we're already about $300k over", « 40 k€ de dépassement »: an overrun, not money to spend. */
const OVERRUN_AFTER =
  /^\s*(?:over(?:\s*[,.;!?)]|\s+(?:budget|already|so far|which|and|but))|over budget|overspent|overrun|of overrun|de depassement|en depassement|au-dessus du budget)/;

/**
 * An amount the client takes back: « ce n'est pas 8 000 € comme je vous ai écrit mais 6 000 € », "6 000 € et pas
 * 8 000", "not £8k but £6k".
 */
function isCorrectedAway(before: string, after: string): boolean {
  if (/\b(?:et|and|mais|but|,)\s+(?:pas|not|non|plus)\s*(?:de\s+|d'|of\s+)?(?:[$€£]\s?)?$/.test(before))
    return true;
  return (
    /\b(?:n'est pas|c'est pas|n'est plus|ce n'est pas|is not|isn't|was not|wasn't|not|pas)\s*(?:de\s+|d'|of\s+)?(?:[$€£]\s?)?$/.test(
      before,
    ) && /^[^.;!?\n]{0,60}\b(?:mais|but|rather|plutot|instead)\b[^.;!?\n]{0,30}\d/.test(after)
  );
}

/** A software's seats priced: "we bought Sales Hub Pro in August, 5 seats, roughly €450 a month". */
const SEATS_BEFORE =
  /\b\d+ (?:seats?|licen[cs]es?|sieges?)\s*[,:(—–-]?\s*(?:at |a |for |pour )?(?:roughly|about|around|approx\.?|approximately|environ|~)?\s*$/;

/**
 * Money said not to be for this work, in its own sentence: « Le sponsor met 3 M DA sur tt le festival mais ça c pas pr
 * vs », « 200 000 dh de l'INDH, mais c pr la presse à huile, pas pr ça », "£40k from the council, but that's not for
 * this".
 */
const NOT_FOR_THIS_WORK_AFTER =
  /^[^.;!?\n]{0,80}(?:\b(?:c'est|c|ca|cela|ce n'est|that's|that is|it's|it is|is|isn't|mais|but)\s+|,\s*)(?:pas|not) (?:pour|pr|for) (?:vous|vs|toi|you|ca|cela|ceci|this|that|ce projet|this project|la prestation|the work)(?=\s*(?:[,.;!?)\n]|$|lol|hein|mdr|haha))|^[^.;!?\n\d]{0,12}\b(?:sur|pour|pr|for|across|over) (?:tout|tt|toute|l'ensemble du|l'ensemble de la|the whole|the entire|all of the|all the) ?(?:le |la |l')?(?:festival|evenement|event|programme|program|projet global|groupe|group|association|club)\b(?![^.;!?\n]{0,30}\b(?:included|inclus\w*|compris\w*|including|y compris)\b)/;

/**
 * A grant that funds more than the work, said with what it does not cover: « financé par un PHRC de 180 000 €, mais
 * ce financement couvrait le recueil, pas l'analyse », "funded by the ESRC (£480k), but …".
 */
function isFundingOfMore(before: string, after: string): boolean {
  return (
    /\b(?:finance|financee|finances|financees|funded|financed|co-?finance|co-?funded) (?:par|by)\b[^.;!?\n]{0,60}$/.test(
      before,
    ) &&
    /^[^.;!?\n]{0,80}\b(?:mais|but|however|sauf|except|hors|pas (?:l'|la|le|les)|sur (?:deux|trois|quatre|cinq|\d) ans|over (?:two|three|four|five|\d) years|pour (?:un|le) consortium|for (?:a|the) consortium|pour l'ensemble|for the whole)\b/.test(
      after,
    )
  );
}

/** Other money's words before the amount, unless the project's budget is named after them. */
function isOtherMoneyBefore(before: string): boolean {
  // Every word of other money has two letters in a row (« c.a. » aside): a run of numbers is tested no further.
  // Cheap next to the long pattern, which V8 may run in its interpreter, and a text of figures tries it at each.
  if (!HAS_A_WORD.test(before)) return false;
  // « en perte de vitesse, on peut mettre 15 k€ »: the words right before it make it the project's.
  if (SPEND_BEFORE.test(before)) return false;
  const match = NOT_THE_PROJECT_BEFORE.exec(before);
  return match !== null && !PROJECT_BUDGET_IN_TAIL.test(match.groups?.tail ?? '');
}

const HAS_A_WORD = /[a-z]{2}|c\.a/;

function isTeamRate(before: string, after: string): boolean {
  return TEAM_RATE_BEFORE.test(before) || TEAM_AFTER.test(after);
}

function parseAmount(digits: string, multiplier: string | undefined): number {
  const grouped =
    /^(\d{1,2}(?:,\d{2})+,\d{3})()$/.exec(digits) ??
    /^(\d{1,3}(?:[ .,']\d{3})+)(?:[.,](\d{1,2}))?$/.exec(digits);
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(digits);
  const parts = grouped ?? plain;
  if (!parts) return Number.NaN;
  const integer = Number((parts[1] ?? '').replace(/[ .,']/g, ''));
  const fraction = parts[2] ? Number(`0.${parts[2]}`) : 0;
  return Math.round((integer + fraction) * multiplierOf(multiplier) * 100) / 100;
}

function multiplierOf(word: string | undefined): number {
  if (!word) return 1;
  if (word === 'k' || word === 'mille' || word === 'thousand' || word === 'grand') return 1_000;
  if (word.startsWith('la') || word === 'l') return 100_000;
  if (word.startsWith('cr')) return 10_000_000;
  if (word === 'bn' || word.startsWith('milliard') || word.startsWith('billion')) return 1_000_000_000;
  return 1_000_000;
}

/** The largest of the amounts `isChosen` keeps. */
function largestOf(amounts: readonly Amount[], isChosen: (amount: Amount) => boolean): Amount | undefined {
  return maxBy(amounts.filter(isChosen), (amount) => amount.value);
}

function maxBy<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>(
    (best, item) => (!best || score(item) > score(best) ? item : best),
    undefined,
  );
}
