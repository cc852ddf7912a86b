// Dates in normalised text (lower case, no accents), French and English, relative to `today`.
import { saidSinceTheQuote } from './quoted-reply.ts';
import { dayOfMonth, dayOfMonthWordPattern, numberWordPattern, toCount } from './number-words.ts';
import { AUSTRALIAN_CITIES, GOODS_AND_SERVICES_TAX } from './places.ts';

export interface DateFacts {
  startDate: string | null;
  deadline: string | null;
  /**
   * "un projet de 3 mois", "for 6 weeks": how long the work lasts, which is no deadline ("sous 6 semaines"
   * and "Délai : 6 semaines" are, counted from today).
   */
  projectLength: Duration | null;
  /** Where each was said in the text read (end exclusive): the client's words for it. */
  spans: {
    startDate: { start: number; end: number } | null;
    deadline: { start: number; end: number } | null;
    projectLength: { start: number; end: number } | null;
  };
}

export interface Duration {
  days: number;
  months: number;
}

type Role = 'start' | 'deadline';
type Qualifier = 'start' | 'middle' | 'end' | null;

const MONTHS: Record<string, number> = {
  janvier: 1,
  january: 1,
  fevrier: 2,
  february: 2,
  mars: 3,
  march: 3,
  avril: 4,
  april: 4,
  mai: 5,
  may: 5,
  juin: 6,
  june: 6,
  juillet: 7,
  july: 7,
  aout: 8,
  august: 8,
  septembre: 9,
  september: 9,
  octobre: 10,
  october: 10,
  novembre: 11,
  november: 11,
  decembre: 12,
  december: 12,
};
const MONTH_ABBREVIATIONS: Record<string, number> = {
  janv: 1,
  jan: 1,
  fevr: 2,
  fev: 2,
  feb: 2,
  mar: 3,
  avr: 4,
  apr: 4,
  jun: 6,
  juil: 7,
  jul: 7,
  aug: 8,
  sept: 9,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
export const FULL_MONTH = Object.keys(MONTHS).join('|');
const ANY_MONTH = [...Object.keys(MONTHS), ...Object.keys(MONTH_ABBREVIATIONS)]
  .sort((a, b) => b.length - a.length)
  .join('|');

const COUNT = String.raw`(\d{1,3}|${numberWordPattern({ withArticles: true })})`;
const UNIT = String.raw`(jours?|semaines?|mois|ans|annees?|days?|weeks?|months?|years?)`;

/** "2027-03-24", and "2027/3/24" as written in East Asia. */
const ISO_DATE = /\b(\d{4})(?:-(\d{1,2})-|\/(\d{1,2})\/)(\d{1,2})\b/g;
const NUMERIC_DATE = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4}|\d{2})\b/g;
/** "le 13/03": day first, as in French and most of Europe, unless the second number cannot be a month. */
const DAY_SLASH_MONTH =
  /(?<=\b(?:le|du|au|on|by|before|avant le|until|jusqu'au|des le|from|deadline|livraison|delivery|:)\s{0,3})(\d{1,2})\/(\d{1,2})(?![\d/])/g;
/** "by Friday", « d'ici vendredi »: a day of the week said as a deadline is its next occurrence. */
const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'dimanche',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
];
// Read forward from its marker, not with a look behind: a look behind over "\s+" is tried again at every position
// of a long run of spaces.
const WEEKDAY = new RegExp(
  String.raw`\b(?:by|before|until|due|avant|d'ici|pour|jusqu'a)\s+(?:this\s+|ce\s+)?(${WEEKDAYS.join('|')})\b(?!\s+\d)`,
  'g',
);
/** « lundi prochain », "next Friday": that day's next occurrence, unless it is a call's or a meeting's. */
const NEXT_WEEKDAY = new RegExp(
  String.raw`\b(?:(${WEEKDAYS.join('|')})\s+prochain|(?:next|this coming)\s+(${WEEKDAYS.join('|')}))\b(?!\s+\d)`,
  'g',
);
/** A meeting proposed before a period: « se voir en visioconférence », "a call", "catch up". */
const MEETING_SAID_BEFORE =
  /\b(?:se voir|se parler|s'appeler|on s'appelle|appel|call|visio\w*|reunion|meeting|rendez-vous|rdv|zoom|catch up|talk|discuter|echanger|faire (?:un|le) point)\b[^.;!?\n]{0,40}$/;
const MEETING_BEFORE =
  /\b(?:call\w*|appel\w*|rappel\w*|reunion\w*|reunit|meeting|meets?|rdv|rendez-vous|point|chat|talk|parl\w*|discut\w*|voir|voit|see|meet\w*|visio|teams|zoom|dispo\w*|available|joignables?|reachable|absente?s?|away|off|conges|vacances|back|retour|rentre|passe|passera|office|bureau|comite|copil|board)\b[^.;!?\n]{0,40}$/;

/**
 * "by the 3rd", "before we sign on the 20th": a day of the month said alone with its ordinal ending, after a word
 * that makes it due (not "payroll runs on the 25th", "back on the 12th"), is its next occurrence.
 */
const ORDINAL_DAY_ONLY = new RegExp(
  String.raw`(?:\b(?:by|before|until|due by)|\b(?:sign|signing|launch|launching|go live|going live|live|ready|deliver|delivered)\s+on)\s+the\s+([1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b(?!\s*(?:of\s+)?(?:${ANY_MONTH}|month|century|floor|anniversary|birthday|edition|annual|year|time|place|row|line|page|item|version|day|week|hour)\b)(?!\s+(?:of\s+)?(?:each|every)\b)`,
  'g',
);

function nextDayOfMonth(now: Date, day: number): Date | null {
  // This month's if still to come, or the first month after it that has that day (no 30th in February).
  for (let ahead = 0; ahead <= 2; ahead += 1) {
    const month = ((now.getUTCMonth() + ahead) % 12) + 1;
    const year = now.getUTCFullYear() + Math.floor((now.getUTCMonth() + ahead) / 12);
    const isToCome = ahead > 0 || day > now.getUTCDate();
    if (isToCome && day <= daysInMonth(year, month)) return makeDate(year, month, day);
  }
  return null;
}

function nextWeekday(now: Date, weekday: number): Date {
  const days = (weekday - now.getUTCDay() + 7) % 7 || 7;
  return new Date(now.getTime() + days * 86_400_000);
}

/**
 * Days of one event: "du 9 au 12 mars 2027", "les 7 et 8 octobre", "3–4 Feb 2027", "18-19 March". Work for an
 * event is due on its first day.
 */
const DAY_RANGE_MONTH = new RegExp(
  String.raw`\b(\d{1,2})(?:er|st|nd|rd|th|e)?\s*(?:au|-|–|—|et|to|and|&)\s*(?:le\s+)?\d{1,2}(?:er|st|nd|rd|th|e)?\s+(?:of\s+)?(${ANY_MONTH})\b\.?(?:,?\s+(\d{4})\b)?`,
  'g',
);
const DAY_MONTH = new RegExp(
  String.raw`\b(\d{1,2})(?:er|st|nd|rd|th|e)?\s+(?:of\s+)?(${ANY_MONTH})\b\.?(?:,?\s+(\d{4})\b)?`,
  'g',
);
/** A day of the month written in words: "the first of December", « le vingt-sept février ». */
const DAY_WORD = dayOfMonthWordPattern();
const DAY_WORD_MONTH = new RegExp(
  String.raw`\b(?:(?:the\s+)?(${DAY_WORD})\s+of|le\s+(${DAY_WORD}))\s+(${FULL_MONTH})\b(?:,?\s+(\d{4})\b)?`,
  'g',
);
const MONTH_DAY = new RegExp(
  String.raw`\b(${ANY_MONTH})\b\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?![\d:h])(?:,?\s+(\d{4})\b)?`,
  'g',
);
const MONTH_ONLY = new RegExp(
  String.raw`\b(?:(fin|debut|mi|courant|end of|the end of|early|mid|late|beginning of|start of|the start of|the beginning of)[\s-]+)?(?:(?:de\s+|d')?)(${FULL_MONTH})\b(?:\s+(\d{4})\b)?`,
  'g',
);
const QUALIFIED_MONTH_ABBREVIATION = new RegExp(
  String.raw`\b(fin|debut|mi|end of|early|mid|late|beginning of|start of)[\s-]+(${Object.keys(MONTH_ABBREVIATIONS).join('|')})\b\.?(?:\s+(\d{4})\b)?`,
  'g',
);
const QUARTER = /\b(?:q|t)([1-4])\b(?:\s+(\d{4})\b)?/g;
const QUARTERS_FIGURES_AFTER =
  /^\s*(?:volumes?|sales|revenues?|numbers|figures|traffic|orders|bookings|ventes|chiffres?|ca\b|commandes|trafic|reservations|stats|statistics|statistiques)\b/;
const QUARTERS_FIGURES_BEFORE =
  /\b(?:volumes?|ventes|chiffre d'affaires|ca|commandes|trafic|reservations|sales|revenue|orders|traffic|bookings|stats|statistiques|statistics|chiffres|figures|numbers)(?: (?:du|de|d'|of|in) (?:the |notre |our |ce |this )?| )$/;
/** "fin du deuxième trimestre", "by the end of the third quarter". */
const ORDINAL_QUARTER =
  /\b(premier|1er|deuxieme|second|2e|troisieme|3e|quatrieme|4e|first|1st|2nd|third|3rd|fourth|4th)\s+(?:trimestre|quarter)\b(?:\s+(?:de\s+|of\s+)?(\d{4})\b)?/g;
const ORDINALS: Record<string, number> = {
  premier: 1,
  '1er': 1,
  first: 1,
  '1st': 1,
  deuxieme: 2,
  second: 2,
  '2e': 2,
  '2nd': 2,
  troisieme: 3,
  '3e': 3,
  third: 3,
  '3rd': 3,
  quatrieme: 4,
  '4e': 4,
  fourth: 4,
  '4th': 4,
};
/** A part of a named year: "by the end of 2027", « d'ici fin 2027 », « fin de l'année 2027 », "mid-2027". */
const PART_OF_YEAR =
  /\b(?:(?:the\s+)?(end)\s+of|(fin)(?:\s+de\s+l'annee|\s+d'annee)?|(mi|mid))[\s-]+(20\d\d)\b/g;
/**
 * A half of the year: « fin du premier semestre 2027 », "by end of H1 next year", « d'ici le S2 », "the first half
 * of 2027". Only as the work's start or end, after the words that say so: not a raise "in the first half of 2027",
 * nor "balises H1".
 */
const HALF_YEAR =
  /\b(?:(debut|start|beginning|fin|end)\s+(?:(?:du|de|of)\s+)?(?:(?:la|le|the)\s+)?)?(?:(premier|1er|second|deuxieme|2e|2eme|2nd)\s+semestre|(first|1st|second|2nd)\s+half\s+of(?=\s+(?:20\d\d|the year|next year|this year)\b)|(?:h|s)([12])(?!\s*(?:tags?|titles?|titres?|balises?|headings?|headers?)\b))\b(?:\s+(?:de\s+|of\s+)?(?:(20\d\d)\b|(next year|this year|l'an prochain|l'annee prochaine|de l'annee prochaine|cette annee|the year)\b))?/g;
/** Words that make a part of a year the work's end or start: "by the end of 2027", « livraison fin S2 ». */
const YEAR_PART_MARKERS = String.raw`by|before|until|till|from|starting|start|begin|avant|d'ici|jusqu'a|jusqu'au|pour|des|a partir de|a partir du|livraison|livre\w*|deliver\w*|due|termine\w*|finished|done|completed|ready|in place|bedded in|prete?s?|en ligne|en production|en service|live|go-live|demarr\w*|commenc\w*|lancement|launch|deadline|echeance`;
const HALF_YEAR_MARKER_BEFORE = new RegExp(
  String.raw`\b(?:${YEAR_PART_MARKERS})\s*:?\s+(?:(?:la|le|the|du)\s+)?$`,
);
/** Softer words before a half given with its year: « au second semestre 2027 », "in H1 2027". */
const HALF_YEAR_WITH_YEAR_BEFORE =
  /\b(?:in|en|au|during|courant|durant|pendant|dans)\s+(?:(?:la|le|the|du)\s+)?$/;
const WORK_TIME_WORDS_BEFORE =
  /\b(?:livraison|delivery|deliver(?:ed|ing|s)?|launch(?:ed|ing|es)?|lancement|go-live|go live|live by|en ligne|demarrage|demarrer|start(?:s|ing)?|kick-?off|mise en (?:ligne|production|service)|deadline|echeance|rendu|ready|done|finished|termine\w*)\b[^.;!?\n]*$/;
const HALF_ENDS_AFTER =
  /^\s*(?:[,.;:!?)]|$|au plus tard|at the latest|de (?:20\d\d|l'an|l'annee)|of (?:20\d\d|next year|this year))/;
/** « pour le H1 », « des H1 »: a heading tag's name after words that also mark a date. */
const TAG_MARKER_BEFORE = /\b(?:pour|des)\s+(?:(?:la|le|the|du)\s+)?$/;
const PART_OF_YEAR_MARKER_BEFORE = new RegExp(String.raw`\b(?:${YEAR_PART_MARKERS})\s+(?:la\s+|the\s+)?$`);
const PART_OF_YEAR_MARKER_AFTER = /^\s*,?\s*(?:au plus tard|at the latest|latest)\b/;
const RELATIVE_PERIOD =
  /\b(?:(?:la )?fin du (?:trimestre prochain|prochain trimestre|trimestre en cours|trimestre)|(?:the )?end of (?:the |this )?(?:next |current )?quarter|(?<=\b(?:by|before|until|till|due|for|from|starting|start|avant|pour|d'ici|des|a partir du|demarr\w*|commenc\w*)\s)(?:le (?:trimestre prochain|prochain trimestre)|next quarter)|(?<=\b(?:by|before|until|till|due|for|avant)\s)(?:eoy|eoq)|(?:la |la toute )?fin (?:du|de ce) mois|(?:the )?end of (?:the|this) month|(?<=\b(?:by|before|until|till|due|for)\s)end of month|(?:la )?fin (?:de l'annee|d'annee|de cette annee)|(?:the )?end of (?:the|this) year|la semaine prochaine|next week|le mois prochain|next month)\b/g;
/**
 * The end of the client's financial year, as a due date: "live before EOFY", "completed before the end of our fiscal
 * year", « avant la fin de l'exercice ». Which day it is depends on the country (`FINANCIAL_YEAR_ENDS`).
 */
const FINANCIAL_YEAR_END =
  /\b(?:eofy|(?:the )?end of (?:the |this |our |its |their )?(?:financial|fiscal) year|(?:financial|fiscal) year[- ]end|(?:la )?fin (?:de l'|d'|de notre |de l'actuel )exercice(?: fiscal| comptable| budgetaire)?)\b/g;
/**
 * Where the financial year does not end on 31 December, by the country the text names or a city no other place
 * or person is called (not Perth, nor Adelaide): month and day.
 */
const FINANCIAL_YEAR_ENDS: readonly [RegExp, number, number][] = [
  [
    /\b(?:australia|australian|australie|aud|qld|nsw|queensland|new south wales|pakistan|lahore|karachi|kenya|nairobi|egypt|egypte|cairo|le caire)\b/,
    6,
    30,
  ],
  [
    /\b(?:new zealand|nouvelle-zelande|nzd|auckland|india|inde|mumbai|delhi|bengaluru|inr|rupees?|lakhs?|crores?|canada|canadian|canadien\w*|quebec|ontario|toronto|ottawa|japan|japon|hong kong|uk|united kingdom|royaume-uni|england|scotland|wales|nhs)\b/,
    3,
    31,
  ],
];
/** A due date's words right before it: "live before", « d'ici la », "through to the". */
const DUE_BY_BEFORE =
  /\b(?:by|before|until|till|through(?: to)?|to|avant|d'ici|jusqu'a|jusqu'au|pour|ahead of|in time for|prior to|no later than|deadline\s*:|date limite\s*:|echeance\s*:)\s*(?:la\s+|the\s+|our\s+|notre\s+|its\s+|their\s+)?$/;
/** "Ready for the end of the financial year", « livraison à la fin de l'exercice »: a due word, then "for", "at". */
const DUE_FOR_BEFORE =
  /\b(?:ready|pret\w*|deliver\w*|livr\w*|live|en ligne|done|termine\w*|finished|complete\w*|deadline|due)\b[^.;!?\n]{0,30}\b(?:for|at|a|au|pour)\s+(?:la\s+|the\s+)?$/;
/** The day written after the financial year's end: "i.e. 31st March 2027", "is 30 June" (not a year alone). */
const FINANCIAL_YEAR_DAY_AFTER =
  /^\s*(?:[(,:–—-]|i\.?e\.?|soit|that is|namely|is|est|falls on|tombe le|on|le)?\s*(?:the |le )?(?!20\d\d\b)\d/;
/**
 * A week of the calendar by its number: "start filming in week 45", « livraison semaine 12 », "by wk 3". Not a
 * week counted from the start of the work ("week 3 of the project", « la semaine 2 du projet »).
 */
const WEEK_NUMBER =
  /(?<!\b(?:a|per|par|each|every|chaque|une)\s)\b(?:week|semaine|wk|(?<=\b(?:en|avant|d'ici|a partir de|a partir de la|in|by|from|before|until|jusqu'a|jusqu'en|fin|debut|mi|semaine|pour la|pour le|des la|des le|prevue? la|prevue? le|la|le)\s)(?<!\b(?:galaxy|samsung)\s)s(?=\d{2}\b(?!\s*(?:de samsung|ultra|plus|fe|edge|\+))))\s?(\d{1,2})\b(?!\s*(?:of|du|de la|de l'|d'|after|apres|since|depuis)\b)/g;
/** A length in weeks: "a 12-week project", « sur 10 semaines ». */
const WEEKS_LONG = /\b\d{1,2}[- ](?:weeks?|semaines)\b/;
/** Weeks 1 to 4 are more often the work's own first weeks than the calendar's. */
const MIN_CALENDAR_WEEK = 5;
/**
 * Days people name rather than date: "avant l'été" (20 June), "avant Noël", "à la rentrée" and « la rentrée
 * universitaire » (1 September); « la rentrée de janvier » is January's, read as a month.
 */
const NAMED_DAYS =
  /\b(?:(?:avant|d'ici|pour|by|before)\s+(?:l'ete|l ete|the summer|summer|les vacances d'ete|the summer holidays?)|(?:avant|d'ici|pour|by|before|for)\s+(?:noel|christmas|xmas|les fetes)|(?:a|pour|des|d'ici|avant)\s+la\s+rentree(?:\s+(?:universitaire|scolaire|des classes))?(?!\s+(?:de\s+|d')(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|octobre|novembre|decembre)\b)(?:\s+de\s+septembre)?|(?:after|by)\s+the\s+summer\s+break|(?:by|before|for|in time for)\s+(?:the\s+)?back[- ]to[- ]school)\b/g;
/**
 * Days of the commercial and festive year a client works towards ("live for Black Friday", "before Paddy's
 * Day", « pour la Saint-Valentin »), each with how to find it in a year.
 */
const NAMED_EVENT_DAYS: readonly [RegExp, (year: number) => Date | null][] = [
  [/black friday/, (year) => addDuration(thanksgiving(year), { days: 1, months: 0 })],
  [/cyber monday/, (year) => addDuration(thanksgiving(year), { days: 4, months: 0 })],
  [/thanksgiving/, (year) => thanksgiving(year)],
  [/patrick|paddy/, (year) => makeDate(year, 3, 17)],
  [/valentin/, (year) => makeDate(year, 2, 14)],
  [/halloween/, (year) => makeDate(year, 10, 31)],
  [/fete de la musique/, (year) => makeDate(year, 6, 21)],
  [/toussaint/, (year) => makeDate(year, 11, 1)],
  // Belgium's and northern France's day of presents, the Netherlands' eve of it, and the online sales of 11.11.
  [/nicolas/, (year) => makeDate(year, 12, 6)],
  [/sinterklaas/, (year) => makeDate(year, 12, 5)],
  [/singles|eleven|11\.11/, (year) => makeDate(year, 11, 11)],
];
const NAMED_EVENTS =
  /\b(?:avant|d'ici|pour|by|before|for|in time for|ahead of|deadline\s*:|date limite\s*:|livraison\s*:|go-live\s*:)\s*(?:the\s+|la\s+|le\s+)?(?:black friday|cyber monday|thanksgiving|(?:st\.?|saint)[ -]patrick'?s?(?: day)?|paddy'?s day|(?:st\.?|saint)[ -]valentin(?:e'?s day)?|valentine'?s day|halloween|fete de la musique|toussaint|(?:st\.?|saint)[ -]nicolas|sinterklaas|singles'? day|double (?:eleven|11)|11\.11(?= sales?\b))\b/g;

const STARTS_BY_BEFORE =
  /\b(?:demarr\w*|commenc\w*|debut\w*|start\w*|kick(?:ing)?[- ]?off|begin\w*)\b[^.;!?\n]{0,12}$/;
/** Why, said after a date: "by 11/20 so we're approved before", « le 15 décembre afin d'être prêts pour ». */
const PURPOSE_BETWEEN =
  /^[^.;!?\n]{0,40}\b(?:so(?! far)(?: that)?|so as to|in order to|otherwise|or else|sinon|faute de quoi|afin (?:que|de|d')|pour que|pour (?:qu'on soit|que nous soyons|(?:en |y |l'|les |leur |lui |nous |vous |se |s')?(?:(?!(?:janvier|fevrier|premier|dernier|quartier|chantier|papier|dossier|atelier|cahier|calendrier|fichier|metier|courrier|panier|soir|noir|espoir|devoir|loisir|plaisir|avenir|desir|souvenir)\b)[a-z]{2,}(?:er|ir|oir)|etre|faire|prendre|mettre|rendre|repondre|vendre|attendre|produire|construire|ecrire|lire|dire|inscrire|atteindre|permettre|soumettre|apprendre|comprendre|promouvoir|presenter)))\b[^.;!?\n]{0,100}$/;
/** A verb in the past before a day of the year: what happened then, not what is due. */
const PAST_VERB =
  /\b(?:went|was|were|ran|had|did|crashed|flopped|failed|broke|sold|launched|happened|(?:a|ont|avons|avez|avait|avaient|avions|aviez) (?:(?!prevu|decide|choisi|besoin|envie)[a-z]+(?:e|ee|es|ees|i|is|it|u|us|te)|ete|eu|fait|plante))\b/;

/** The fourth Thursday of November. */
function thanksgiving(year: number): Date {
  const first = new Date(Date.UTC(year, 10, 1));
  const toThursday = (4 - first.getUTCDay() + 7) % 7;
  return new Date(Date.UTC(year, 10, 1 + toThursday + 21));
}

/**
 * "done before we shut for Christmas on the 18th", « avant notre fermeture du 20 », "signed off before our fiscal year
 * end on 31 March": the closure is the work's limit.
 */
function isWorkDueBeforeClosure(before: string, at: number): boolean {
  return (
    CLOSURE_WORD.test(before.slice(at, at + 12)) &&
    WORK_BEFORE_CLOSURE.test(before.slice(Math.max(0, at - 30), at))
  );
}
const CLOSURE_WORD =
  /^(?:shut|closed|closes|close|fermee?s?|fermeture|ferme|conges|vacances|holidays?|break|(?:financial|fiscal|accounting) year|year[- ]end|fin d'exercice)\b/;
const WORK_BEFORE_CLOSURE =
  /\b(?:before|avant|by|d'ici|until)\s+(?:(?:we|they)(?:'re|\s+are|\s+will\s+be)?|our|the (?:office|shop|site|plant|school|studio|quarry|factory)s?|(?:qu'on|que (?:nous|l'on|on))\s+(?:ne\s+)?(?:soit|soyons|sera|ferme|parte|partions)?|notre|nos|la|les|le)\s*$/;

/**
 * Whether words before the date say it is not the work's (a reply asked, a past event, holidays), with no need
 * said between them and the date. Each such word is tried, not only the first: "our site was hacked and we need
 * quotes by 15 November" asks a reply by then.
 */
function isSaidOfSomethingElse(before: string): boolean {
  for (let from = 0; from < before.length;) {
    const found = NOT_THE_WORK_BEFORE.exec(before.slice(from));
    if (!found) return false;
    const at = from + found.index;
    if (!NEED_SAID_AFTER.test(before.slice(at)) && !isWorkDueBeforeClosure(before, at)) return true;
    // On to the next word: a slice inside this one would start a word of its own.
    const wordEnd = before.slice(at).search(/[^a-z0-9'-]/);
    from = wordEnd <= 0 ? before.length : at + wordEnd;
  }
  return false;
}
/**
 * A need said after the context and before the date: "we launched in March and need the app by June"; or the
 * date given as the conclusion of what came before ("before the boats go back in the water, so end of March").
 */
const NEED_SAID_AFTER =
  /\b(?:and|et|but|mais|so|donc|now)\s+(?:we\s+|on\s+|nous\s+|i\s+|je\s+|il\s+)?(?:(?:really|still|urgently|also|aussi|vraiment|now)\s+)?(?:need|needs|want|must|have to|has to|faut|voudrions|voulons|voudrait|besoin|souhait\w*|aimerions|doit|doivent|devons|dois|devra|devront)\b|[,;:][^,;:]*\b(?:livraison|delivery|deadline|echeance|due(?! to\b)|must be|has to be|needs to be|doit etre|doivent etre)\b|[,;:]\s*(?:so|donc|alors)\s+(?:(?:by|before|for|avant|pour|d'ici|around|vers)\s+)?(?:(?:the|la|le|l')\s*)?(?:(?:the )?end of|fin|debut|mi|early|mid|late|(?:the )?start of|(?:the )?beginning of)?\s*$/;
/**
 * Dates that are no deadline nor start of the work, by the words before them: the date a tender's answers are
 * due, the client's holidays, what already happened ("lancé en mars 2024", "since January"), a financial year's
 * close (« exercice clos au 31/12/2025 », "financial year ended 31 March", which dates the client's accounts).
 */
const NOT_THE_WORK_BEFORE =
  /\b(?:(?<!\b(?:avoir|obtenir|get|have|recevoir) (?:les |des |nos |the |some |our )?)reponses?|(?<!\b(?:nouvelles?|notre|nos|new|our|cette) )offres?|(?<!\b(?:new|our|special|launch|introductory|opening) )offers?(?! (?:accepted|signed|made|extended|out)\b)|tenders?|receipt|reception des|rfp|rfq|appel d'offres|sent|envoye|award|attribution du marche|notification du marche|candidatures?|cvs?|resumes?|portfolios?|questions?|remise des|depot des?|soumission|soumissionnaires|bidders|appointment of (?:the )?(?:provider|supplier|contractor|vendor|agency|consultant)|(?:choix|selection|designation) du (?:prestataire|titulaire|fournisseur)|submissions?|submit(?! (?:(?:it|the app|our app) )?(?:to|on|in) (?:the |both |all )?(?:app |play |apple |google )?stores?)|proposals?|propositions?|(?<!\b(?:emergency|incident|crisis|rapid|first|humanitarian)\s)responses?|(?<![a-z-])repl(?:y|ies)|(?:come|get|circle) back to (?:me|us)|revert(?: back)? to (?:me|us)|(?:revenir|reviendrez|revenez) vers (?:moi|nous)|(?:me|nous) revenir|(?:un|le|ce|notre|the|a|our) brief\b(?= (?:(?:from|de la part de) (?:us|me|nous|moi) )?(?:(?:propre|complet|detaille|clair|ecrit|clean|full|detailed|written|proper) )?(?:d'ici|pour|avant|by|before)\b)|bids?|quotes?|quotations?|devis|soutenances?|auditions?|shortlist\w*|conges|en conge|vacances|(?:disponibles?|dispo|available|free|joignables?|reachable)(?: \S+){0,3}? (?:pour|for|to) (?:en parler|parler|discuter|echanger|un appel|un echange|un rendez-vous|un rdv|une visio|a call|a chat|talk|discuss|speak|meet)|(?:un|une|a|our|notre) (?:premier |premiere |first |short |petit |court |quick )?(?:appel(?! (?:d'offres?|a (?:projets?|candidatures?|dons|manifestation)|d'urgence))|visio|rendez-vous|rdv|phone call|video call|call(?! (?:cent(?:re|er)s?|for)\b)|chat(?=(?: on| this| next)?\s*$)|echange (?:en visio|par telephone|telephonique|par visio))(?: \S+){0,3}?|fermee?s?|fermeture|holidays?|vacation|closed|shut|(?:is|are|we're|i'm|everyone's) off (?:from|between|until|till)|(?:winter|christmas|summer|half-term|spring|easter|mid-term|term) break|break is|on break|absente?s?|away(?! ?days?)|depuis|since|(?<!\b(?:be|been|being|get|gets|getting|etre|sera|seront|soit|soient|serait)\s)(?<!(?:\b(?:want|wants|need|needs|would like|veut|voulons|voudrions|voudrait|faut)|'d like)\s(?:\S+\s){0,3})(?:lancee?s?|launched|creee?s?|fondee?s?|founded|created|(?<!portes )ouverte?s?|opened)|(?<!(?:etre|sera|soit|seront|soient|doit|doivent) )bouclee?s?(?! (?:avant|d'ici|pour|au plus tard|by|before))|(?<!\b(?:a|an|the|un|une|le|la) )(?<!(?:\b(?:want|wants|need|needs|would like|veut|voulons|voudrions|voudrait|faut)|'d like)\s(?:\S+\s){0,3})(?:signee?s?|signed)(?!(?:\s+off)?[^.;!?\n]{0,3}\b(?:avant|d'ici|pour|au plus tard|by|before)\b)|raised|a eu lieu|took place|happened|etait|(?<!\bif (?:it|this|that|everything|all|they|we|he|she) )(?:was|were)|avons eu|we had|dernier|derniere|last|ago|il y a|back in|(?:est|sont|etait|etaient) partie?s?|left|ended|(?:on )?gel(?:e|ons|er)? (?:tout|tous|les)?\s*(?:changements?|modifications?|mises? en production|deploiements?)|(?:code |change |content )?freeze (?:from|starting|starts|begins)|year[- ]end is|fin d'exercice (?:au|le|est)|(?:on|nous) y reflechi\w*|(?:we're|we are) thinking about it|pas pour (?:maintenant|tout de suite)|not (?:for )?(?:now|right now)|(?<!\b(?:want|wants|wanted|need|needs|like|get|getting|have|'d)\s(?:(?:it|them|this|things)\s|(?:the|our)\s)?)(?:project|projet|pilot|programme|program|work|business|company|we|it|which|that|they|he|she|i)\s+(?:already\s+|only\s+)?started\s+(?:[a-z]+\s+){0,3}?(?:in|on|back in|last|at|en)\b|(?:has|have|had)\s+(?:already\s+)?started\s+(?:[a-z]+\s+){0,3}?(?:in|on|back in|last|at)\b|(?:a|ont|avons|avait|avaient)\s+(?:deja\s+)?(?:commence|demarre|debute),?\s+(?:en|le|depuis|au|a la|fin|debut|mi)\b|(?:a|ont|avait|avaient) ete resiliee?s?|resiliee?s?(?=(?:\s+(?:fin|debut|mi|en|depuis))?\s*$)|(?:was|were|has been|have been|had been) (?:cancelled|canceled|terminated)|(?<!\b(?:is|are|will be|gets|get|being)\s)(?:cancelled|canceled|terminated|expired)(?=(?:\s+(?:on|in|last|at the end of|since|back in))?\s*$)|exercices? (?:comptables? |fiscal |social )?(?:clos|cloture)|(?:financial|fiscal|accounting) year (?:ended|ending|ends|end)|(?:part|partira|partent|partiront) (?:a la|en) retraite|prend(?:ra)? sa retraite|prend(?:ra)? sa pension|(?:part|partira|partent) (?:a la|en) pension|depart a la retraite|retires?|retiring|(?:quitte|quittera) (?:l'entreprise|la societe|ses fonctions|la structure|l'association|le cabinet))\b[^.;!?\n]{0,35}$/;
const PAST_AFTER =
  /^(?:\s*(?:dernier|derniere|passee?|last|ago)\b|'s\b|\s+(?:is when|is our|is the month|c'est quand|est le mois)\b|\s+(?:we|i|they|he|she|it)\s+(?:were|was|had|got|received|won|signed|launched|opened|moved|lost|raised|did|went|made|hired|started|switched|changed|redid|rebuilt|paid|spent|bought|tried|built|commissioned|ran)\b|\s+(?:on a|nous avons|j'ai|ils ont|elles ont|il a|elle a) (?:fait|eu|perdu|vendu|realise|signe|lance|ouvert|change|refait|recu|gagne|connu)\b)/;
/**
 * A reply, an application or a quote asked by a date ("tenders must be submitted via eTenders by 12:00 on",
 * "Please apply with CV and confirmation of day rate by"), what happened since a date, and what the client puts
 * off ("not now, we'll look at that in Q2"): read further back than the other words before a date.
 */
const NOT_THE_WORK_FAR_BEFORE =
  /\b(?:send|submit|e-?mail|envoyer|envoyez|adresser|adressez|transmettre|transmettez) (?:\S+ ){0,3}?(?:proposals?|propositions?|offers?|offres|bids?|quotes?|quotations?|devis|cvs?)\b(?:(?!\b(?:must|should|need|needs|has to|have to|faut|doit|doivent|devra|besoin|live|livr\w*|deliver\w*|ready|pret\w*|en ligne|deadline|au plus tard|launch\w*|go-live|done|up and running|open|ouvert\w*|termine\w*|finished)\b)[^.;!?\n]){0,90}$|\b(?:(?:tenders?|bids?|proposals?|offers?|offres|applications?|candidatures|responses?|reponses|quotes?|devis) (?:\S+ ){0,2}(?:must|should|are to|to) be (?:submitted|received|lodged|uploaded)|(?:please )?apply (?:with|by|before)|(?:offres?|propositions?|candidatures?|reponses?|devis) (?:\S+ ){0,3}(?:sont|doivent etre|devront etre|seront|est|doit etre|devra etre) (?:a )?(?:transmettre|remettre|deposer|envoyer|adresser|retourner|transmise?s?|remise?s?|deposee?s?|envoyee?s?|adressee?s?|recue?s?)|consult\w* (?:\S+ ){0,3}(?:prestataires|fournisseurs|agences|cabinets|suppliers|vendors|agencies|providers)|(?:faire part|fais part|let us know|tell us) (?:\S+ ){0,2}(?:votre|vos|your) (?:interet|interest|intention|intentions|approche|approach|retour|retours|feedback|thoughts|avis|disponibilites?|availability))\b[^.;!?\n]{0,55}$|\b(?:depuis|since|not now|pas maintenant|(?:a |an )?separate (?:project|phase|engagement|piece of work)|(?:un )?(?:autre projet|projet (?:distinct|separe|a part))|pas pour l'instant|(?<!au )plus tard(?! (?:le|la|l'|que|a|en|d|pour|avant|on|by))|later on|look at (?:that|it|this|those)|on verra|we'll see)\b(?:(?!\b(?:mais|but|need|needs|must|should|have to|has to|faut|doit|doivent|devra|besoin|by|avant|before|d'ici|pour le|live|livr\w*|deliver\w*|ready|pret\w*|deadline|au plus tard)\b)[^.;!?\n]){0,55}$/;

/**
 * A reply the client asks by a day, however much it lists on the way: "Kindly send your proposal, including
 * methodology, CVs of the testers and a timeline, by Friday 16 October", « merci de nous transmettre votre offre
 * détaillée par phase avant le 23 octobre ».
 */
const REPLY_ASKED_FAR_BEFORE =
  /\b(?:send|submit|return|envoyer|envoyez|transmettre|adresser|remettre|faire parvenir)\b (?:(?:us|nous|me|moi) )?(?:your|vos|votre|an?|une?) (?:\S+ )?(?:proposals?|propositions?|offres?|quotes?|quotations?|devis|bids?|responses?|reponses?|tenders?)\b(?:(?!\b(?:live|ready|deliver\w*|livr\w*|en ligne|deadline|must|doit|doivent|needs? to|done|finished|termine\w*|launch\w*|lance\w*|pret\w*|open\w*|ouv\w*)\b)[^.;!?\n]){0,80}$/;
/**
 * Someone else's date, by the words right before it: a person who travels, is on leave, arrives, can be reached or
 * calls back then (« joignable le lundi 12 octobre », "Grace is travelling until Thursday", « il arrive lundi
 * prochain »), a quotation, an estimate or a statement of work asked by a day ("kindly send your quotation on or
 * before October 20"), an incident on a day (« incident du 14 août »), a financial year's end ("the year to 31
 * August").
 */
const SOMEONE_ELSES_DATE_BEFORE =
  /\b(?:travell?ing|en deplacement|on leave|(?:il|elle|he|she) (?:arrive|arrivera|arrives|will arrive|rejoint|rejoindra|joins|will join)|(?:notre|nos|our|my|mon|ma|mes)(?: (?:new|nouvel|nouveau|nouvelle|future?|prochaine?))? (?:developpeu\w*|developers?|devs?|designers?|cto|cfo|ceo|ciso|cio|dsi|rssi|dpo|directeur|directrice|director|head of \S+|managers?|responsable|collaborat\w*|colleagues?|collegues?|employees?|salariee?s?|recrues?|hires?|stagiaires?|interns?|consultante?s?|chef de projet|project manager|assistante?s?|comptable|accountant|recruits?)(?:\s+(?:qui|who))?\s+(?:arrive|arrivera|arrives|will arrive|rejoint|rejoindra|joins|will join|starts|will start|commence|commencera|prend son poste|prendra son poste)|out of (?:the )?office|joignables?|reachable|rappeler|call (?:you )?back|(?:send|envoyer|recevoir|receive|share|submit)\b[^.;!?\n]{0,20}\b(?:quotations?|estimations?|estimates?|sow|profiles?|profils?|cvs?|resumes?|candidates?|candidats?)|incident du|outage on|year to|(?:is|are) leaving(?: us)?|leaves us|nous quitte\w*|(?:a|ont) pris (?:sa|leur) retraite|(?:se|nous|vous|en) (?:parler|parle|parlons|parlez)|(?:en )?(?:discuter|echanger) (?:avec vous|ensemble|de vive voix|par telephone|en visio))\b[^.;!?\n]{0,40}$/;
/**
 * A few words before the date, with no "so" between: the writer's full diary (« mon planning est complet jusqu'en
 * mars », a supplier turning the work down), the client's offices closed ("our offices close from 16 December to 6
 * January"). « Notre agenda est complet en juin, donc livraison avant le 20 mai » keeps its deadline.
 */
const CLOSED_OR_BOOKED_BEFORE =
  /\b(?:(?:mon|my) (?:planning|agenda|calendrier|schedule|diary) (?:est |is )?(?:complet|plein|full|booked(?: up| solid)?)|(?:our|nos|notre|the|les|le|la) (?:offices?|bureaux|locaux|shop|store|boutique|magasin|factory|usine|warehouse|entrepot) (?:are |is |will be |sera |seront |sont |est )?(?:close|closes|closed|shut|shuts|fermee?s?|ferme)|(?:we|nous|on) (?:are|will be|sommes|serons|sera|est) (?:closed|shut|fermes|fermees)|(?:we|nous|on) (?:close|ferme|fermons)(?= (?:for|pour|from|du|des|between|entre)\b))(?: (?!(?:so|donc|alors|and|et|but|mais)\b)\S+){0,4} ?$/;
/**
 * Right before the date: the meeting it is discussed at (« le comité en discute à sa réunion de novembre »), the
 * season it is ("renewal season is January"), a ticket's or a form's time stamp ("Reported: Sat 3 Oct 2026"), when
 * someone arrived or a round closed (« notre nouveau directeur (arrivé en septembre) », « Série A closée en juin »).
 */
const SOMEONE_ELSES_DATE_RIGHT_BEFORE =
  /(?:\b(?:a|at|lors de|during) (?:sa|leur|its|their) (?:prochaine |next )?(?:reunion|seance|meeting|session)(?: (?:de|du|d'|of|in|on))?|\b(?:season|saison|period|periode) (?:is|est|c'est)|\b(?:reported|created|submitted|opened|logged|posted)\s*(?:on\s*)?:\s*(?:[a-z]{3,9}\.?,?)?|(?<!\b(?:etre|sera|soit|seront|soient) )(?:(?:\(|\b(?:est|sont|etait|deja|recemment|fraichement)\s+)arrivee?s? (?:en|au mois de)|\b(?:closee?s?|nommee?s?) (?:en|le|au mois de)))\s*$/;

/** The client's season, sales or event said over a range of months: « le festival a lieu de juin à août ». */
const SEASON_OR_EVENT_BEFORE =
  /\b(?:a lieu|ont lieu|takes? place|will take place|runs|sale|soldes|exhibition|exposition|festival|saisons?|seasons?|ventes?|sales|ouverte?s?|ferme\w*|open|closed|salons?|expositions?|vacances|conges|holidays?|periode (?:creuse|haute|basse)|high season|peak)\b[^.;!?\n]{0,40}$/;
/** « de janvier à juin »: the words after a range's first month, and before its last. */
const MONTH_RANGE_START_AFTER = new RegExp(
  String.raw`^\s*(?:a|au|jusqu'a|jusqu'en|jusqu'au)\s+(?:(?:fin|mi|debut)\s+)?(?:${FULL_MONTH})\b`,
);
const MONTH_RANGE_END_BEFORE = new RegExp(
  String.raw`(?:(?:\bde\s+|\bd')(?:(?:debut|mi|fin)[\s-]+)?(?:${FULL_MONTH})(?:\s+\d{4})?\s+(?:a|au|jusqu'a|jusqu'en|jusqu'au)|(?:\bfrom\s+|\bstart\w*\s+(?:in\s+)?)(?:(?:early|mid|late)[\s-]+)?(?:${FULL_MONTH})(?:\s+\d{4})?,?\s+(?:to|until|till|through|thru|and (?:running|going|lasting|continuing|working) (?:through|until|till|to))(?:\s+the)?)\s+$`,
);

/** A date the client takes back: « le 1er février et pas en mars », "by May, not June", "rather than in March". */
const TAKEN_BACK_BEFORE =
  /(?:\b(?:et|and|mais|but)|,)\s+(?:pas|not|non|plus)\s+(?:(?:en|in|le|la|on|at|pour|for|au|a|fin|end of|mi|mid)\s+)?$|\b(?:plutot que|rather than|instead of|au lieu de|au lieu du)\s+(?:(?:en|in|le|la|on|at|pour|for|au|a|d'ici|by|avant|before|fin|end of|mi|mid)\s+)?$/;

/** A date planned before and given up in the same sentence: « On avait dit avant les fêtes, mais c'est trop juste ». */
const EARLIER_PLAN_BEFORE =
  /\b(?:on avait (?:dit|prevu|parle de)|nous avions (?:dit|prevu|parle de)|initialement|au depart|we(?: had|'d) (?:said|planned|talked about)|originally|initially|the plan was)\b[^.;!?\n]{0,20}$/;
const GIVEN_UP_AFTER = /^[^.;!?\n]{0,60}\b(?:mais|but|however|cependant|sauf que)\b/;

/** The words after a date that make it the one: "is the real date", « c'est la vraie date ». */
const SETTLED_AFTER =
  /^\s*(?:is|will be|c'est|est|sera|reste)\s+(?:the|our|la|notre)\s+(?:real|actual|true|final|firm|hard|vraie|veritable|definitive|bonne|right)\s+(?:date|deadline|echeance|date limite|due date)\b/;
/**
 * Words between two dates of one sentence that put the second in place of the first, said right before it: « fin
 * d'année, disons mi-novembre », "before the season, say by the first of December" (not "as I say").
 */
const SAID_INSTEAD_BETWEEN =
  /^(?:[^.!?\n]{0,40}|[^.!?\n]{0,80}[.!?]\s+(?:actually|en fait|non|no|wait|attendez|oh)\b[^.!?\n]{0,30})\b(?:disons|(?<!\bas i )say|let's say|lets say|ou plutot|or rather|plutot|rather|i mean|je veux dire|c'est-a-dire|c'est a dire|make it|mettons)\s+(?:(?:by|le|on|the|au|vers|for|pour|plutot|rather|around|en|in|a|d'ici)\s+){0,2}$/;

/**
 * Another date, then the client's own aim to finish in its place: "Buyer deadline is 31 March 2027 but we want to
 * finish all by end of January", « la date limite du ministère est le 30 juin mais on voudrait finir fin avril ». A
 * milestone asked before the deadline ("live by 1 March, but we need the mockups by 15 January") is not.
 */
const OURS_INSTEAD_BETWEEN =
  /^[^.!?\n]{0,12}\b(?:but|mais)\s+(?:we|i|on|nous|je)\s+(?:(?:would|'d|really|still|also|aussi|vraiment|aimerions|voudrions|voudrait|prefer\w*)\s+)?(?:want|need|like|prefer|aim|plan|voulons|veut|voudrions|voudrait|souhait\w*|aimerions|preferons|prefere|visons|vise)\s+(?:to\s+)?(?:finish|complete|be done|be ready|have (?:it|everything|all) (?:done|ready)|deliver|finir|terminer|boucler|avoir (?:tout )?fini|etre prets?|livrer)\b[^.!?\n]{0,30}$/;
/**
 * Longer than any words {@link SAID_INSTEAD_BETWEEN} and {@link OURS_INSTEAD_BETWEEN} read: a text of hundreds of
 * dates does not test them between each date and every later one.
 */
const SAID_INSTEAD_LENGTH = 240;

/** A heading naming the date offers or questions are due: « Date limite de réception des offres ». */
const REPLY_DATE_HEADING =
  /\b(?:(?:date limite|deadline|closing date|due date|time limit)\b.*\b(?:offres?|candidatures?|plis|propositions?|proposals?|tenders?|bids?|submissions?|reponses?|questions?)|(?:remise|reception|depot|soumission|submission|receipt) (?:des?|of) (?:offres|candidatures|plis|propositions|proposals|tenders|bids|offers)|(?:questions?|proposals?|submissions?|bids?|tenders?|offres?) (?:due|a remettre|attendues?))\b[^.!?]*$/;

/** "sous 6 semaines", "in 3 months", "Délai : 6 semaines", "turnaround of 10 days": an end counted from now. */
const DURATION_FROM_NOW = new RegExp(
  String.raw`\b(dans|d'ici|en|sous|within|in|under|(?:delai|deadline|turnaround)(?:\s*:|\s+de|\s+of)?)\s+(?:(?:les|the|next|prochains?|prochaines?)\s+){0,2}${COUNT}\s+${UNIT}\b`,
  'g',
);
const FORTNIGHT_OR_WEEK = /\bsous (quinzaine|huitaine)\b/g;
/** Payment, warranty and service terms, which count their days from an order or an acceptance too. */
const TERMS_BEFORE =
  /\b(?:payment|paiement|payable|paid|paye|reglement|invoice|facture|factures|net|garantie|warranty|guarantee|maintenance|support|hosting|hebergement|licen[cs]e|subscription|abonnement|sla)\b[^.;!?\n]*$/;
/** A report or a check named by its date: « selon l'audit de mars 2026 », "the inspection in May". */
const DOCUMENT_DATED_BEFORE =
  /\b(?:l'|la |le |the |an? |une? |notre |our |last |dernier |derniere )(?:\S+ )?(?:audit|etude|study|report|rapport|review|revue|evaluation|assessment|inspection|survey|enquete|controle|check|diagnostic|bilan)s? (?:de |du |d'|of |from |in |en |dated |date du |made in |done in )?(?:la |le |l')?(?:fin |debut |mi-?|end of |early |mid-?|late )?\s*$/;
/** "Ahead of our MAS inspection in mid-January": a check to come, which the work must precede. */
// Or one the sentence asks for: "we need the accessibility audit done in March 2027".
const AHEAD_OF_BEFORE =
  /\b(?:ahead of|before|avant|prior to|in time for|pour|for|d'ici|en amont d|need|needs|want|wants|would like|faut|besoin|souhait\w*|voudri\w*|voudrai\w*|cherch\w*|looking for|done|realise\w*|realiser|mener|menee?)\b[^.;!?\n]{0,40}$/;
/** A delay counted from each event of a service, not from now: « ouvrés suivant leur publication ». */
const COUNTED_FROM_EACH_AFTER =
  /^\s*(?:ouvres?|ouvrables?|calendaires?|working|business|calendar)?\s*(?:suivant|qui suivent|following|after|apres|of|de)\s+(?:leur|leurs|their|its|each|chaque|every|any|toute?)\b/;
/** "4 weeks from hire", « 6 semaines après la commande »: an end counted from now (or from the start). */
const DURATION_FROM_EVENT = new RegExp(
  String.raw`(?<!\b(?:for|pendant|durant|over|lasting|run|runs|sur|de|of)\s)\b${COUNT}\s+${UNIT}\s+(?:from|after|apres|a compter de|a partir de)\s+(?:(?:the|la|le|l'|la date de|date of)\s*)?(?:hire|hiring|today|now|signature|signing|order|commande|kick-?off|acceptance|award|contract signature|signature du contrat|validation|go-ahead|green light|feu vert)\b`,
  'g',
);
const ABOUT = String.raw`(?:(?:about|around|roughly|approximately|approx|environ|~)\s*)?`;
/** "un jour par semaine", "a day a week": an effort, not a length. */
const NOT_A_LENGTH_AFTER = String.raw`(?!\s+(?:a|par|per|each|every|chaque)\s+(?:week|semaine|month|mois)\b|\s?\/\s?(?:week|wk|semaine|sem|month|mois)\b)`;
const PROJECT_LENGTH = new RegExp(
  [
    // "pendant 3 mois", "pour les 4 prochains mois", "for about 10 weeks"
    String.raw`\b(?:pendant|durant|over|for|sur|pour|durer\w*|dure|lasting|lasts?)\s+(?:(?:les|the|next)\s+)?${ABOUT}${COUNT}\s+(?:(?:prochain(?:e)?s|next)\s+)?${UNIT}\b${NOT_A_LENGTH_AFTER}`,
    // "Make it 4 months instead of 6", « on passe à 3 mois »: a length said as a change.
    String.raw`\b(?:make it|make that|let's make it|cut (?:it |that )?to|shorten(?:ed)? (?:it )?to|reduce(?:d)? (?:it )?to|on passe a|passons a|ramene(?:r|z)? a|reduit(?:e)? a)\s+${ABOUT}${COUNT}\s+${UNIT}\b${NOT_A_LENGTH_AFTER}`,
    // "durée estimée 3 mois", "timeline: 8 weeks", "Mission courte : 3 semaines"
    String.raw`\b(?:projet|project|mission|engagement|contrat|contract|pilote|pilot|prestation|commitment|une duree|duree|duration|timeline|timeframe)\b[^.;\n\d]{0,25}?${ABOUT}${COUNT}\s+${UNIT}\b${NOT_A_LENGTH_AFTER}`,
    // "a three-month project", "6-week engagement"
    String.raw`\b${COUNT}[\s-]${UNIT}(?:\s+(?:long))?\s+(?:projet|project|mission|engagement|contrat|contract|pilot|commitment|sprint)\b`,
    // "let's try 4 months starting March 1st", "~6 weeks, starting Feb 2"
    String.raw`\b${ABOUT}${COUNT}\s+${UNIT},?\s+(?:starting|from|beginning|a partir|a compter|des le|kick)`,
    // "3 months, 2 days a week": a length alone at the start of a sentence
    String.raw`(?:^|[.!?:\n]\s*)${ABOUT}${COUNT}\s+${UNIT}\s*(?:[,.;]|$)`,
  ].join('|'),
  'gm',
);
/**
 * Words right before a count of months that make it the client's own past, not the work's: "we've been open for 8
 * months", "18 months old", « depuis 6 mois ». Read by the dates (no project length) and the budget (no fee's months).
 */
export const CLIENTS_OWN_PERIOD_BEFORE =
  /\b(?:been|open|opened|operating|running|existing|existed|in business|depuis|since|old|existe|existons|ouverts?|ouvertes?)\s*$/;
/** A project longer than this is a plan's horizon ("un business plan sur 5 ans"), not the engagement's length. */
const MAX_PROJECT_MONTHS = 24;

// The nearest marker before an expression, within its sentence, tells a start from a deadline.
/** The words that mark a date as due. */
const DUE_WORDS =
  /\b(?:avant|avt|before|b4|by|d'ici|au plus tard|at the latest|no later than|deadline|echeance|livr|deliver|due|until|jusqu|go live|go-live|en ligne|en prod(?:uction)?\b|in prod\b|mise en service|mise en route|bascule|launch|lancement|pret|ready|termin|finish|complet|fin\b|end date|end of|contract end|date de fin|fin du (?:contrat|marche))/;
const MARKERS: { pattern: RegExp; role: Role; isAdjacent?: boolean }[] = [
  {
    pattern:
      /\b(?:a partir(?: d|\s*$)|a compter(?: d|\s*$)|demarr|commenc|debut(?:er|e|ons|ant)?\b|start(?:s|ing)?\b|(?<!\b(?:project|projet|we|it|has|have|had|was|were|which|that|they|he|she|i)\s)started\b|(?<!\b(?:sales|annual|company|team|staff|partners?|customer|dealer|season|yearly|regional|national|global|internal|year|company-wide) )kick(?:-| )?off|prend(?:ra)? effet|(?:on|nous) part(?:ons)?\b|begin(?:s|ning)?\b|lancer le projet|dispo(?:nible|nibilite)?\b|available|availability|prise de (?:fonction|poste)|entree en fonction|take up (?:the )?(?:post|role|position)|onboard)/g,
    role: 'start',
  },
  {
    pattern: /\b(?:from|des le|des|starting|as of|des la|entre le|entre|between)\s*$/g,
    role: 'start',
    isAdjacent: true,
  },
  // "I would like to use it from 1 March", « en service dès le 4 janvier »: in use from that day, so due then (a
  // person « opérationnel dès le 2 novembre » starts then).
  {
    pattern:
      /\b(?:use|using|utiliser|in use|in service|en service)\s+(?:(?:it|them|the (?:app|system|tool|site|platform)|l'appli\w*|le (?:site|systeme|logiciel|outil)|la plateforme)\s+)?(?:from|des le|des|starting|as of|a partir du|a partir de|a compter du)\s*$/g,
    role: 'deadline',
    isAdjacent: true,
  },
  { pattern: new RegExp(DUE_WORDS.source, 'g'), role: 'deadline' },
  // "we need the report latest 7 Dec": the latest day, said before it (« au plus tard » is a due word already).
  {
    pattern: /\b(?:latest|at latest)\s*(?:by|on|the)?\s*$/g,
    role: 'deadline',
    isAdjacent: true,
  },
  // « pour fin novembre », « pr mars » (a text message's "pour"), "for March".
  {
    pattern:
      /\b(?:au|to|pour le|for|et le|and)\s*$|(?<!\b(?:demarr\w*|debut\w*|commenc\w*|lancement|start\w*|kick-?off)(?:\s+[a-z'-]+){0,2}\s+)\b(?:pour|pr)\s*$/g,
    role: 'deadline',
    isAdjacent: true,
  },
  // The project's kick-off (« réunion de lancement », « lancement du projet »), not a product's launch: after the
  // launch word among the deadline's markers, so that it wins where both end.
  {
    pattern:
      /\b(?:reunion de lancement|lancement (?:du projet|de la mission|des travaux|de la prestation))\b/g,
    role: 'start',
  },
  // "Work must start by 1 December at the latest", « démarrer au plus tard le 2 mars »: the latest start.
  {
    pattern:
      /\b(?:start|begin|commence|demarrer|commencer|debuter)(?:s|ing)?\s+(?:(?:the |our )?(?:work|project|mission)\s+|(?:le |la )?(?:projet|mission|travail)\s+)?(?:by|before|no later than|au plus tard(?: le)?|avant le|d'ici le)\s*$/g,
    role: 'start',
    isAdjacent: true,
  },
  // "Démarrage au 1er mars", "kick-off on 2 March": the start word wins over the "au" right after it.
  {
    pattern:
      /\b(?:demarrage|debut|start|kick-?off|commencement)(?:\s+(?:souhaite|prevu|envisage|ideal|idealement|ideally|wanted|planned|expected|possible))?\s*:?\s*(?:au|le|on|the|du|en)?\s*$/g,
    role: 'start',
    isAdjacent: true,
  },
];

interface Found {
  start: number;
  end: number;
  role: Role;
  /** Said with a marker ("avant le", "by"), not by default: "by June 30 (…) a demo in July" ends in June. */
  isMarked: boolean;
  /** Exact day, or a month and a qualifier resolved once the role is known. */
  resolve: (role: Role) => Date | null;
  /** A calendar day as written ("20 mars", "13/03"), not a month, a quarter or a period. */
  isExactDay: boolean;
  /**
   * When something of the client's starts (a fair, the high season, a review cycle), read as due because the work
   * is for it: a date of the client's own, earlier, is stricter.
   */
  isEventStart?: boolean;
}

/**
 * The work's dates in `text`. `whole` is the same text before its message frame was blanked (same length): it
 * still shows where a forwarded message starts, which tells a reply's newer lines.
 */
export function extractDates(text: string, today: string, whole: string = text): DateFacts {
  const now = parseIsoDate(today) ?? new Date();
  CURRENT_YEAR_FLOOR.value = now.getUTCFullYear();
  const found: Found[] = [];
  const taken: [number, number][] = [];
  const isFree = (start: number, end: number) => taken.every(([from, to]) => end <= from || start >= to);
  const add = (match: RegExpMatchArray, resolve: Found['resolve'], isExactDay = false) => {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (!isFree(start, end)) return;
    taken.push([start, end]);
    if (isContextDate(text, start, end)) return;
    // "the whales head south early nov so we need this done in the next 3 weeks": the reason's date, when the
    // sentence goes on to say when the work is due.
    const rest = text.slice(end, end + 120).split(/[.!?;\n]/)[0] ?? '';
    if (REASON_FOLLOWS.test(rest) && DUE_WHEN_AFTER.test(rest)) return;
    // « de janvier à juin »: the range's last month ends it, as said by default (a date marked as due wins).
    if (MONTH_RANGE_END_BEFORE.test(text.slice(Math.max(0, start - 60), start))) {
      if (
        !SAID_IN_THE_PAST.test(clauseBefore(text, start)) &&
        !SEASON_OR_EVENT_BEFORE.test(text.slice(Math.max(0, start - 80), start))
      )
        found.push({ start, end, role: 'deadline', isMarked: false, resolve, isExactDay });
      return;
    }
    const read = dateRoleAround(text, start, end);
    if (read === AROUND_ANOTHER_DATE) return;
    const role = read?.role ?? null;
    // « On a levé 800k en pre-seed en juillet »: a date no marker calls the work's, after a verb in the past in
    // its own clause, is when something happened.
    if (role === null && SAID_IN_THE_PAST.test(clauseBefore(text, start))) return;
    // A past year is something that happened, unless the client marks it as the deadline ("livraison le 30
    // juin 2025"): then it is a slip the assistant asks about, not a date to leave out.
    if (isInPastYear(text, start, end) && role !== 'deadline') return;
    if (isExactDay && isDayJustPast(text, start, end, resolve, now, role)) return;
    // "[05/10/2026 07:52] Jean-Luc :", "exported Mon 5 Oct 2026": today's date, said with no marker, stamps the message.
    if (
      isExactDay &&
      role === null &&
      toIsoDate(resolve('deadline') ?? new Date(0)) === today &&
      (STAMP_BEFORE.test(text.slice(Math.max(0, start - 30), start)) ||
        STAMP_AFTER.test(text.slice(end, end + 12)))
    )
      return;
    // "the high season starts in December": the event's first day, not the month's last.
    const isEventStart = read?.isEventStart === true;
    found.push({
      start,
      end,
      role: role ?? 'deadline',
      isMarked: role !== null,
      resolve: isEventStart ? () => resolve('start') : resolve,
      isExactDay,
      isEventStart,
    });
  };

  // Before the months: « pour la rentrée de septembre » is the first of September, not September's end.
  for (const match of text.matchAll(NAMED_DAYS)) {
    const [month, day] = /noel|christmas|xmas|fetes/.test(match[0])
      ? [12, 24]
      : /rentree|break|school/.test(match[0])
        ? [9, 1]
        : [6, 20];
    // The marker is part of the phrase: "avant l'été" is a deadline, "dès la rentrée" a start.
    const role: Role = /^(?:des|a)\b/.test(match[0]) && !/^a\b/.test(match[0]) ? 'start' : 'deadline';
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (!isFree(start, end) || isNotAboutTheWork(text, start, end)) continue;
    const after = text.slice(end, end + 20);
    // "by back-to-school in August": the client's own month says when.
    if (/^\s*(?:in|en)\s+[a-z]+/.test(after) && /school/.test(match[0])) continue;
    // « à la rentrée de septembre 2028 »: that year's.
    const year = /^\s*(20\d\d)\b/.exec(after)?.[1];
    taken.push([start, year ? end + after.indexOf(year) + 4 : end]);
    const read = /^a\b/.test(match[0]) ? dateRoleAround(text, start, end) : { role };
    if (read === AROUND_ANOTHER_DATE) continue;
    const marked = read?.role ?? 'deadline';
    found.push({
      start,
      end,
      role: marked,
      isMarked: true,
      resolve: () => withYear(now, month, day, year),
      isExactDay: false,
    });
  }
  for (const match of text.matchAll(ISO_DATE)) {
    add(match, () => makeDate(Number(match[1]), Number(match[2] ?? match[3]), Number(match[4])), true);
  }
  for (const match of text.matchAll(NUMERIC_DATE)) {
    const year = Number(match[3]) < 100 ? 2000 + Number(match[3]) : Number(match[3]);
    let [day, month] = [Number(match[1]), Number(match[2])];
    if (month > 12 && day <= 12) [day, month] = [month, day];
    add(match, () => makeDate(year, month, day), true);
  }
  for (const match of text.matchAll(DAY_SLASH_MONTH)) {
    let [day, month] = [Number(match[1]), Number(match[2])];
    if (month > 12 && day <= 12) [day, month] = [month, day];
    add(match, () => withYear(now, month, day, undefined), true);
  }
  for (const match of text.matchAll(WEEKDAY)) {
    const day = match[1] ?? '';
    const weekday = WEEKDAYS.indexOf(day) % 7;
    // The weekday alone is the date said; the marker before it stays for the role.
    const said: RegExpMatchArray = Object.assign([day] as RegExpMatchArray, {
      index: match.index + match[0].length - day.length,
      input: text,
    });
    add(said, () => nextWeekday(now, weekday), true);
  }
  for (const match of text.matchAll(NEXT_WEEKDAY)) {
    const day = match[1] ?? match[2] ?? '';
    if (MEETING_BEFORE.test(text.slice(sentenceStartBefore(text, match.index) + 1, match.index))) continue;
    add(match, () => nextWeekday(now, WEEKDAYS.indexOf(day) % 7), true);
  }
  for (const match of text.matchAll(DAY_RANGE_MONTH)) {
    const month = monthNumber(match[2]);
    add(match, () => withYear(now, month, Number(match[1]), match[3]), true);
  }
  for (const match of text.matchAll(DAY_MONTH)) {
    const month = monthNumber(match[2]);
    add(match, () => withYear(now, month, Number(match[1]), match[3]), true);
  }
  for (const match of text.matchAll(DAY_WORD_MONTH)) {
    const day = dayOfMonth(match[1] ?? match[2]);
    const month = monthNumber(match[3]);
    if (day) add(match, () => withYear(now, month, day, match[4]), true);
  }
  for (const match of text.matchAll(MONTH_DAY)) {
    const month = monthNumber(match[1]);
    add(match, () => withYear(now, month, Number(match[2]), match[3]), true);
  }
  for (const match of text.matchAll(ORDINAL_DAY_ONLY)) {
    const day = Number(match[1]);
    add(match, () => nextDayOfMonth(now, day), true);
  }
  for (const match of text.matchAll(MONTH_ONLY)) {
    const month = monthNumber(match[2]);
    const qualifier = toQualifier(match[1]);
    // "may" is a verb too: only with a year, a qualifier or a preposition ("in May", "by May").
    if (
      match[2] === 'may' &&
      !match[1] &&
      !match[3] &&
      !/\b(?:in|by|before|until|from|of|for)\s+$/.test(text.slice(Math.max(0, match.index - 20), match.index))
    ) {
      continue;
    }
    add(match, (role) => monthDate(now, month, qualifier, role, match[3]));
  }
  for (const match of text.matchAll(QUALIFIED_MONTH_ABBREVIATION)) {
    const month = monthNumber(match[2]);
    const qualifier = toQualifier(match[1]);
    add(match, (role) => monthDate(now, month, qualifier, role, match[3]));
  }
  for (const match of [...text.matchAll(QUARTER), ...text.matchAll(ORDINAL_QUARTER)]) {
    // "40% of our Q4 volume", « nos ventes du T4 »: a quarter's figures, not a date of the work.
    const end = (match.index ?? 0) + match[0].length;
    const before = text.slice(Math.max(0, (match.index ?? 0) - 30), match.index);
    if (QUARTERS_FIGURES_AFTER.test(text.slice(end, end + 20)) || QUARTERS_FIGURES_BEFORE.test(before))
      continue;
    const quarter = ORDINALS[match[1] ?? ''] ?? Number(match[1]);
    add(match, (role) =>
      monthDate(
        now,
        role === 'start' ? quarter * 3 - 2 : quarter * 3,
        role === 'start' ? 'start' : 'end',
        role,
        match[2],
      ),
    );
  }
  for (const match of text.matchAll(PART_OF_YEAR)) {
    const start = match.index ?? 0;
    // Without a marker right before it ("the construction will be finish end of 2028"), a year's part is the
    // client's story.
    const end = start + match[0].length;
    if (
      !PART_OF_YEAR_MARKER_BEFORE.test(text.slice(Math.max(0, start - 30), start)) &&
      !PART_OF_YEAR_MARKER_AFTER.test(text.slice(end, end + 20))
    )
      continue;
    const year = Number(match[4]);
    const isMiddle = match[3] !== undefined;
    add(match, (role) =>
      role === 'start'
        ? makeDate(year, isMiddle ? 7 : 12, 1)
        : makeDate(year, isMiddle ? 6 : 12, isMiddle ? 30 : 31),
    );
  }
  for (const match of text.matchAll(HALF_YEAR)) {
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const isBare = match[4] !== undefined;
    const hasYear = match[5] !== undefined || match[6] !== undefined;
    const isMarked = HALF_YEAR_MARKER_BEFORE.test(before);
    // « au second semestre 2027 » with the work's words before it: "delivery in H1 2027", not "a Series B in the
    // second half of 2027".
    const isSoftlyMarked =
      hasYear && HALF_YEAR_WITH_YEAR_BEFORE.test(before) && WORK_TIME_WORDS_BEFORE.test(before);
    if (!isMarked && !isSoftlyMarked) continue;
    // « pour le H1 de chaque page », « des H1 plus clairs »: a heading tag, unless the half ends what is said.
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 30);
    if (isBare && !hasYear && !match[1] && TAG_MARKER_BEFORE.test(before) && !HALF_ENDS_AFTER.test(after))
      continue;
    const word = match[2] ?? match[3] ?? match[4] ?? '';
    const firstMonth = /^(?:premier|1er|first|1st|1)$/.test(word) ? 1 : 7;
    const thisYear = now.getUTCFullYear();
    const said = match[5]
      ? Number(match[5])
      : /next|prochaine?/.test(match[6] ?? '')
        ? thisYear + 1
        : /this year|cette annee/.test(match[6] ?? '')
          ? thisYear
          : null;
    const first = (year: number) => makeDate(year, firstMonth, 1);
    const last = (year: number) => makeDate(year, firstMonth + 5, firstMonth === 1 ? 30 : 31);
    add(match, (role) => {
      // "the start of H2", « fin du premier semestre »: the end said; otherwise the role's.
      const isFirstDay = match[1] ? /^(?:debut|start|beginning)$/.test(match[1]) : role === 'start';
      if (said !== null) return isFirstDay ? first(said) : last(said);
      // Without a year: this year's half, or next year's once over; a start in the half under way is none.
      const [from, to] = [first(thisYear), last(thisYear)];
      if (!from || !to) return null;
      if (to < now) return isFirstDay ? first(thisYear + 1) : last(thisYear + 1);
      if (isFirstDay && from < now) return null;
      return isFirstDay ? from : to;
    });
  }
  for (const match of text.matchAll(RELATIVE_PERIOD)) {
    // « On pourrait se voir en visioconférence la semaine prochaine », "can we talk next week": a meeting's time.
    if (MEETING_SAID_BEFORE.test(text.slice(sentenceStartBefore(text, match.index) + 1, match.index)))
      continue;
    add(match, (role) => relativePeriod(now, match[0], role));
  }
  // A plan counted in weeks ("a 12-week project. Week 8 is user testing") numbers its own weeks.
  const countsItsWeeks = WEEKS_LONG.test(text);
  for (const match of text.matchAll(WEEK_NUMBER)) {
    const week = Number(match[1]);
    // "agreed in week 2", "week 3 of the project": a week counted from the start of the work, not the calendar's.
    if (week < MIN_CALENDAR_WEEK || week > 53 || countsItsWeeks) continue;
    // Said as due or as a start ("start filming in week 45", « livraison semaine 12 »), not "sales peak in week 48".
    if (roleAround(text, match.index, match.index + match[0].length) === null) continue;
    add(match, (role) => weekDay(now, week, role === 'start' ? 0 : 4));
  }
  for (const match of text.matchAll(FINANCIAL_YEAR_END)) {
    // Due by it, not "our fiscal year-end close takes three weeks".
    const before = text.slice(Math.max(0, match.index - 50), match.index);
    if (!DUE_BY_BEFORE.test(before) && !DUE_FOR_BEFORE.test(before)) continue;
    // "before the end of this financial year i.e. 31st March 2027", "our fiscal year end is 30 June": the day the
    // client writes says it; "before EOFY 2027" names the year.
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 30);
    if (FINANCIAL_YEAR_DAY_AFTER.test(after)) continue;
    const year = /^\s*(?:fy\s?)?(20\d\d)\b/.exec(after)?.[1];
    const [, month, day] =
      FINANCIAL_YEAR_ENDS.find(([place]) => place.test(text)) ??
      // EOFY is said in Australia.
      ((GOODS_AND_SERVICES_TAX.test(text) && AUSTRALIAN_CITIES.test(text)) || /^eofy$/.test(match[0])
        ? [null, 6, 30]
        : [null, 12, 31]);
    add(match, () => withYear(now, month, day, year));
  }
  for (const match of text.matchAll(NAMED_EVENTS)) {
    const dayIn = NAMED_EVENT_DAYS.find(([name]) => name.test(match[0]))?.[1];
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (!dayIn || !isFree(start, end) || isNotAboutTheWork(text, start, end)) continue;
    // "Site went down before Black Friday", « on avait fait une promo pour la Saint-Valentin »: a past one.
    const sentenceStart = Math.max(
      ...['.', '!', '?', ';', '\n'].map((mark) => text.lastIndexOf(mark, start - 1)),
    );
    if (PAST_VERB.test(text.slice(sentenceStart + 1, start))) continue;
    // "submit by 11/20 so we're approved before Black Friday": the reason of a date found before it in its sentence.
    const dateBefore = taken.filter(([from, to]) => from > sentenceStart && to <= start).at(-1);
    if (dateBefore && PURPOSE_BETWEEN.test(text.slice(dateBefore[1], start))) continue;
    // "before Black Friday 2027", "for Halloween next year": that year's.
    const after = text.slice(end, end + 20);
    const year = /^\s*(20\d\d)\b/.exec(after)?.[1];
    const isNextYear = /^\s*(?:next year|l'an prochain|l'annee prochaine)/.test(after);
    if (year && Number(year) < now.getUTCFullYear()) continue;
    taken.push([start, end]);
    // "for Black Friday", "before Paddy's Day": the marker is in the phrase; the next such day from today.
    // « Démarrage d'ici la Toussaint », "kick off by Halloween": when the work starts.
    const isStart = STARTS_BY_BEFORE.test(text.slice(Math.max(sentenceStart + 1, start - 30), start));
    found.push({
      start,
      end,
      role: isStart ? 'start' : 'deadline',
      isMarked: true,
      resolve: () => {
        if (year) return dayIn(Number(year));
        if (isNextYear) return dayIn(now.getUTCFullYear() + 1);
        const thisYear = dayIn(now.getUTCFullYear());
        return thisYear && thisYear >= now ? thisYear : dayIn(now.getUTCFullYear() + 1);
      },
      // A day the client writes ("by 1 November, so we're ready for Black Friday") is the deadline before it.
      isExactDay: false,
    });
  }
  const durations: { match: RegExpMatchArray; duration: Duration }[] = [];
  for (const match of text.matchAll(DURATION_FROM_NOW)) {
    const duration = toDuration(match[2], match[3]);
    // « dans les 5 jours ouvrés suivant leur publication », "within 48 hours of each report": a service's terms.
    const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 40);
    if (duration && !COUNTED_FROM_EACH_AFTER.test(after)) durations.push({ match, duration });
  }
  // « sous quinzaine », « sous huitaine »: a fortnight, a week.
  for (const match of text.matchAll(FORTNIGHT_OR_WEEK)) {
    const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 40);
    if (!COUNTED_FROM_EACH_AFTER.test(after))
      durations.push({ match, duration: { days: match[1] === 'quinzaine' ? 14 : 7, months: 0 } });
  }
  for (const match of text.matchAll(DURATION_FROM_EVENT)) {
    const duration = toDuration(match[1], match[2]);
    // "Payment 30 days from order", « garantie 12 mois à compter de la validation »: terms, not the work's end.
    const terms = TERMS_BEFORE.test(text.slice(Math.max(0, (match.index ?? 0) - 40), match.index));
    if (duration && !terms) durations.push({ match, duration });
  }
  let projectLength: Duration | null = null;
  let lengthSpan: { start: number; end: number } | null = null;
  const lengths: { start: number; end: number; duration: Duration }[] = [];
  for (const match of text.matchAll(PROJECT_LENGTH)) {
    const groups = match.slice(1);
    const at = groups.findIndex((group) => group !== undefined);
    const duration = at >= 0 ? toDuration(groups[at], groups[at + 1]) : null;
    const start = match.index ?? 0;
    const isPlausible = duration !== null && duration.months + duration.days / 30 <= MAX_PROJECT_MONTHS;
    // "for at least 6 months", « au moins 3 mois », "work for 8 months ahead of us": no end said.
    const isOpenEnded =
      /\b(?:at least|au moins|au minimum|minimum|a minimum of)\s*$/.test(
        text.slice(Math.max(0, start - 20), start),
      ) ||
      // "a day a week, starting…": the week of an effort
      /\b(?:days?|jours?|hours?|heures?|h)\s*$/.test(text.slice(Math.max(0, start - 10), start)) ||
      // "we've been open for 8 months": the client's past, not the work's length.
      CLIENTS_OWN_PERIOD_BEFORE.test(text.slice(Math.max(0, start - 20), start)) ||
      /\b(?:at least|au moins|au minimum|minimum)\b/.test(match[0]) ||
      /^\s*(?:devant nous|ahead of us|d'avance|renouvelable|renewable|minimum|at least)\b/.test(
        text.slice(start + match[0].length, start + match[0].length + 20),
      );
    const end = start + match[0].length;
    const isEndFromNow = durations.some(
      ({ match: other }) => (other.index ?? 0) < end && start < (other.index ?? 0) + other[0].length,
    );
    if (duration && isPlausible && !isOpenEnded && !isEndFromNow && isFree(start, end))
      lengths.push({ start, end, duration });
  }
  // The last length said, the reply's own over the quoted message's ("Make it 4 months instead of 6").
  const length = saidSinceTheQuote(lengths, whole).at(-1);
  if (length) {
    projectLength = length.duration;
    lengthSpan = { start: length.start, end: length.end };
  }

  const startDate = earliestStart(found);
  // "Start on March 2 and deliver in 4 months" counts from the start; "démarrer dans 2 semaines" from today.
  for (const { match, duration } of durations) {
    add(match, (role) => addDuration(role === 'start' ? now : (startDate ?? now), duration));
  }
  // Judged once every date is found: the patterns run one after another, not in the text's order.
  const inReasons = new Set(found.filter((item) => isInReasonOfDeadline(text, item, found)));
  if (inReasons.size > 0) found.splice(0, found.length, ...found.filter((item) => !inReasons.has(item)));
  // « le festival se tient du jeudi 27 mai au dimanche 6 juin », "the fair runs from 27 May to 6 June": the days of
  // an event the work is for, due by its first (the work's own period, « la campagne tournera du … au … », keeps
  // its start and end).
  for (const first of [...found]) {
    const last = found.find(
      (item) => item !== first && RANGE_TO_BETWEEN.test(text.slice(first.end, item.start)),
    );
    if (!last || !first.isExactDay || !last.isExactDay) continue;
    const sentence = text.slice(sentenceStartBefore(text, first.start) + 1, first.start);
    if (!RANGE_FROM_BEFORE.test(sentence) || !EVENT_HELD_BEFORE.test(sentence)) continue;
    // The event's first day, earlier than its last, is the one the work is held to.
    first.role = 'deadline';
    first.isEventStart = true;
  }
  // « trois semaines avant l'AG du 14 mars », "two weeks before Lunar New Year (6 Feb)": due that long before it.
  for (const item of found) {
    if (item.role !== 'deadline') continue;
    const from = Math.max(sentenceStartBefore(text, item.start) + 1, item.start - 80);
    const offset = OFFSET_BEFORE.exec(text.slice(from, item.start));
    const duration = offset ? toDuration(offset[1], offset[2]) : null;
    if (!duration) continue;
    const resolve = item.resolve;
    item.resolve = (role) => {
      const day = resolve(role);
      return day ? durationBefore(day, duration) : null;
    };
  }
  // "> Ideally ready before Christmas." answered by "Douglas now opens on 1 March": the reply's own dates, each role
  // on its own.
  const ofRole = (role: Role) => found.filter((item) => item.role === role);
  found.splice(
    0,
    found.length,
    ...saidSinceTheQuote(ofRole('deadline'), whole),
    ...saidSinceTheQuote(ofRole('start'), whole),
  );
  type Reading = { date: Date; span: { start: number; end: number } };
  let deadline: Reading | null = null;
  let eventStart: Reading | null = null;
  const deadlines = found.filter((item) => item.role === 'deadline');
  // "for the January intake, Tuesday 5th Jan", « fin janvier, le vendredi 29 »: a day of the month just said,
  // right after it in its sentence, says which day; the month gives way to it.
  const refined = new Set<Found>();
  for (const item of deadlines) {
    if (!item.isExactDay) continue;
    const month = deadlines.find(
      (other) =>
        !other.isExactDay &&
        other.end <= item.start &&
        item.start - other.end <= 40 &&
        APPOSITION_BETWEEN.test(text.slice(other.end, item.start)),
    );
    const [said, day] = [month?.resolve('deadline'), item.resolve('deadline')];
    if (
      month &&
      said &&
      day &&
      said.getUTCFullYear() === day.getUTCFullYear() &&
      said.getUTCMonth() === day.getUTCMonth()
    ) {
      refined.add(month);
      item.isMarked ||= month.isMarked;
    }
  }
  if (refined.size > 0)
    deadlines.splice(0, deadlines.length, ...deadlines.filter((item) => !refined.has(item)));
  // « avant la fin d'année, disons mi-novembre », "before the season, say by the first of December": the date said
  // after "say" is the one meant.
  const isCorrected = (item: Found) =>
    // A date that ends its sentence ("by 1 March. I mean…", the full stop read with the date) is corrected by none.
    !/[.!?]\s*$/.test(text.slice(item.start, item.end)) &&
    deadlines.some(
      (other) =>
        other.start >= item.end &&
        other.start - item.end <= SAID_INSTEAD_LENGTH &&
        (SAID_INSTEAD_BETWEEN.test(text.slice(item.end, other.start)) ||
          OURS_INSTEAD_BETWEEN.test(text.slice(item.end, other.start))),
    );
  // A date said instead of another no longer counts, nor does its marker: the one said in its place stands.
  const notCorrected = deadlines.filter((item) => !isCorrected(item));
  // "ok Nov 20 is the real date for all of it": the date the client settles on, whatever else was said.
  const settled = notCorrected.filter((item) => SETTLED_AFTER.test(text.slice(item.end, item.end + 40)));
  const standing = settled.length > 0 ? settled : notCorrected;
  const hasMarked = standing.some((item) => item.isMarked);
  // "Report needed by March 20th" is the deadline; "before our audit in April" is context around it.
  const hasMarkedDay = standing.some((item) => item.isMarked && item.isExactDay);
  for (const item of standing) {
    if (hasMarked && !item.isMarked) continue;
    // Today's date alone on its line or after « Date : » is the message's own, not a deadline.
    if (
      !item.isMarked &&
      item.isExactDay &&
      toIsoDate(item.resolve('deadline') ?? new Date(0)) === today &&
      /(?:^|\n)\s*(?:(?:date|dated|le|du)\s*:?\s*)?$/.test(
        text.slice(Math.max(0, item.start - 20), item.start),
      )
    )
      continue;
    if (hasMarkedDay && !item.isExactDay) continue;
    const date = item.resolve('deadline');
    if (!date) continue;
    // The latest of the client's own dates ("by June 30 (…) a demo in July" ends in June once marked); the
    // earliest of the events the work is for; and of the two, the earlier ("ready by end of November, the high
    // season starts in December").
    const kept = item.isEventStart ? eventStart : deadline;
    if (kept && (item.isEventStart ? date >= kept.date : date <= kept.date)) continue;
    const reading = { date, span: { start: item.start, end: item.end } };
    if (item.isEventStart) eventStart = reading;
    else deadline = reading;
  }
  if (eventStart && (!deadline || eventStart.date < deadline.date)) deadline = eventStart;
  const start = earliestStart(found);
  return {
    startDate: start ? toIsoDate(start) : null,
    deadline: deadline ? toIsoDate(deadline.date) : null,
    projectLength,
    spans: {
      startDate: earliestStartSpan(found),
      deadline: deadline?.span ?? null,
      projectLength: lengthSpan,
    },
  };
}

/**
 * The words of the clause before `position`: from the last mark or conjunction (« On a lancé le site en 2024 et
 * on veut la V2 pour mars »: the V2's clause).
 */
/** Words of a season the client is busiest in. */
const BUSY_SEASON =
  /\b(?:(?:phone|telephone|tel|phones)\b[^.;!?\n]{0,30}\b(?:does not stop|doesn t stop|doesn't stop|never stops|won t stop|won't stop|ne s'arrete pas|n'arrete pas|arrete pas|sonne sans arret)|(?:is|are|'s|s) (?:our )?(?:busiest|peak|rush)|c(?:'est| est) la folie|c la folie|goes crazy|flat out|swamped|debordee?s?)\b/;
/**
 * "we're swamped until 15 November", « on est sous l'eau jusqu'au 10 mars »: how long the client is busy, not when
 * the work is due.
 */
const BUSY_UNTIL_BEFORE =
  /\b(?:swamped|slammed|snowed under|flat out|overloaded|overbooked|(?:very |really |super |so |too )?busy|debordee?s?|sous l'eau|surchargee?s?|charrette|en plein rush|la tete dans le guidon)(?:\s+(?:with|by|avec|par)\s+[^.;!?\n]{0,30}?)?\s+(?:until|till|til|through|jusqu'a|jusqu'au|jusqu'en|jusqu'aux)\s+(?:the\s+|le\s+|la\s+|l'|mi-?|fin\s+|end of\s+|mid-?)?\S*\s*$/;
/** Said due right before a date: "before", « avant », "by", « pour ». */
const DUE_RIGHT_BEFORE =
  /\b(?:before|by|until|ahead of|in time for|avant|d'ici|pour|jusqu'a|jusqu'au|b4|ready)\s+(?:the\s+|le\s+|la\s+|l')?\S*\s*$/;

/** A date read with its own due word: "before Thanksgiving", « avant l'été ». */
const DUE_WORD_FIRST = /^(?:before|by|for|in time for|ahead of|avant|d'ici|pour)\b/;

/** Where a clause ends, within a sentence: a comma, a dash, a bracket, « parce que », "since", "and". */
const CLAUSE_BREAK =
  /[,;:—–()]|\s-\s|\b(?:because|since|as|bc|cos|pcq|parce que|car|but|mais|so|donc|when|quand|and|et|or|ou)\b/g;
const CLAUSE_BREAK_AFTER =
  /[.!?\n,;:—–()]|\s-\s|\b(?:because|since|as|bc|cos|pcq|parce que|car|but|mais|so|donc|when|quand|and|et|or|ou)\b/;

/** The clause holding the date between `position` and `end`, within its sentence. */
function clauseAround(text: string, position: number, end: number): string {
  const before = text.slice(Math.max(0, position - 160), position);
  const sentenceBefore = before.slice(Math.max(before.search(/[.!?\n][^.!?\n]*$/) + 1, 0));
  const breaks = [...sentenceBefore.matchAll(CLAUSE_BREAK)];
  const last = breaks.at(-1);
  const clauseBefore = last ? sentenceBefore.slice((last.index ?? 0) + last[0].length) : sentenceBefore;
  const after = text.slice(end, end + 160);
  const stop = after.search(CLAUSE_BREAK_AFTER);
  return clauseBefore + text.slice(position, end) + (stop === -1 ? after : after.slice(0, stop));
}

function clauseBefore(text: string, position: number): string {
  const before = text.slice(Math.max(0, position - 80), position);
  const cut = Math.max(
    ...[
      ...before.matchAll(/[.!?;,:\n]|\b(?:et|mais|puis|qui|que|and|but|then|so|donc|who|that|which)\b/g),
    ].map((match) => (match.index ?? 0) + match[0].length),
    0,
  );
  return before.slice(cut);
}

/**
 * A verb in the past with its subject, of what a client's company went through: « on a levé », « nous avons
 * lancé », « il nous a quittés », "we raised", "they launched". Not a verb that sets the work's date (« le client
 * nous a donné le 15 mars »), nor « a » in the present (« on a une démo le 20 », « qui a lieu »).
 */
const SAID_IN_THE_PAST =
  /\b(?:vient|viens|venons|venez|viennent|venait|venions|venaient)\s+(?:tout juste\s+|juste\s+)?d(?:e\s+|')(?:[a-z]+(?:er|ir)|faire|prendre|mettre|rendre|ouvrir|produire|construire)\b|\b(?:(?:on|il|elle|qui|ca|cela) a|(?:nous|on) avons|j'ai|(?:ils|elles) ont|vous avez|(?:nous|vous|les|leur|lui) (?:a|ont)|m'a|m'ont|l'a|l'ont)\s+(?:deja\s+)?(?:leve|levee|leves|lance|lancee|lances|ouvert|ouverte|fonde|fondee|cree|creee|rachete|vendu|perdu|ferme|fermee|pris|recu|recue|obtenu|obtenue|remporte|demenage|quitte|quittee|quittes|embauche|recrute|signe|expose|participe|organise|celebre|fete|inaugure|rate|ratee|rates|echoue|loupe|plante|eu|ete|fait|faite|close|closee|boucle|bouclee|vote|votee)\b|\b(?:we|i|they|he|she|it)\s+(?:already\s+|just\s+)?(?:raised|launched|opened|closed|founded|sold|lost|moved|signed|held|hosted|celebrated|failed|missed|flopped|crashed|went|was|were|tried|tested|ran|did)\b/;

/** How far before a date in a deadline's reason a due word still marks that date as due. */
const DUE_WORDS_REACH = 40;
/** « sinon le 15 mars », "otherwise by 15 March": the other date offered, not the reason's. */
const OTHER_DATE_OFFERED =
  /\b(?:sinon|otherwise|or else|faute de quoi)\s*,?\s*(?:(?:le|au plus tard|by|on|the)\s+)*$/;
/**
 * "offers accepted by 11 December so people can start in January", « d'ici fin décembre, pour avoir des chiffres
 * à montrer au board de mi-février »: a date in the reason given for a deadline found before it in its sentence.
 * Not one the reason marks as due ("for the September intake, so it has to be ready by the end of August"), nor
 * the supplier's own ("so you'd start on 1 January").
 */
function isInReasonOfDeadline(text: string, date: Found, found: readonly Found[]): boolean {
  const sentenceStart = sentenceStartBefore(text, date.start);
  const deadlineBefore = found
    .filter(
      (other) =>
        other.role === 'deadline' && other.isMarked && other.start > sentenceStart && other.end <= date.start,
    )
    .sort((a, b) => a.end - b.end)
    .at(-1);
  if (!deadlineBefore) return false;
  const between = text.slice(deadlineBefore.end, date.start);
  // « le 1er mars, sinon le 15 mars au plus tard »: a later date offered instead, still due.
  if (OTHER_DATE_OFFERED.test(between) || DUE_RIGHT_AFTER.test(text.slice(date.end, date.end + 30)))
    return false;
  // A due word in the reason's last words before the date ("so it has to be ready by the end of August") marks
  // the date as due; one said further back is the reason's ("so the labels are back from the printer for the
  // launch at the Hobart Whisky & Gin Fair on 27 March"). The last words are whole words.
  const lastWords =
    between.length > DUE_WORDS_REACH ? between.slice(-DUE_WORDS_REACH).replace(/^\S*\s/, '') : between;
  return (
    PURPOSE_BETWEEN.test(between) &&
    !DUE_WORDS.test(lastWords) &&
    !/\b(?:you|your|vous|votre)\b/.test(between)
  );
}

function isNotAboutTheWork(text: string, start: number, end: number): boolean {
  return isContextDate(text, start, end) || isInPastYear(text, start, end);
}

/**
 * Something that happened in a month said without its year: "our payroll lady retired in August", "we closed a
 * seed round in August". Not what is to be done by then ("to be launched in March", "get it moved in May").
 */
const EVENT_IN_MONTH_BEFORE =
  /\b(?<!\b(?:be|been|being|get|gets|getting|got|have|has|having|will|would|to)\s(?:it\s|them\s)?)(?<!(?:\b(?:want|wants|need|needs|would like)|'d like)\s(?:\S+\s){0,3})(?:closed|raised|retired|launched|opened|moved|hacked|breached|lost|sold|signed|hired|left|joined|founded|acquired|merged|rebranded|migrated|redesigned|rebuilt|won|received|suffered|experienced|went live|stopped|ceased)\b(?:[^.;!?\n]|\.(?=\d)){0,50}\b(?:in|back in|during)\s*$|\bafter (?:a|an) (?:[^.;!?\n]|\.(?=\d)){0,50}\bin\s*$/;

/** Where the sentence holding `position` starts: the full stops of "2:00 p.m." and of "$2.4M" end none. */
function sentenceStartBefore(text: string, position: number): number {
  // Only the words just before a date are read: the walk back is bounded, whatever the text's length.
  const floor = Math.max(0, position - SENTENCE_LOOKBACK);
  for (let at = position - 1; at >= floor; at -= 1) {
    const mark = text[at];
    if (mark === '!' || mark === '?' || mark === ';' || mark === '\n') return at;
    if (mark !== '.') continue;
    const isDecimal = /\d/.test(text[at - 1] ?? '') && /\d/.test(text[at + 1] ?? '');
    // "due by 2:00 p.m. CST on": a time's full stops, unless a new sentence starts after them ("at 10 a.m. The
    // site must…").
    const written = text.slice(Math.max(0, at - 3), at);
    const isTime =
      (/\b[ap]$/.test(written) && text[at + 1] === 'm') ||
      (/\b[ap]\.m$/.test(written) && TIME_WORD_AFTER.test(text.slice(at + 1, at + 12)));
    if (!isDecimal && !isTime) return at;
  }
  return floor - 1;
}
const TIME_WORD_AFTER =
  /^\s*(?:on|cst|est|pst|mst|edt|pdt|cdt|gmt|bst|cet|cest|utc|sgt|aest|ist|sharp|local|to|until|and|or|at|et)\b|^\s*[-–,;)]/;
/** How far back a date's sentence is looked for: its words are read 60 characters back at most. */
const SENTENCE_LOOKBACK = 120;

/** A tender's reply date, a holiday, something that happened: said in words around the date. */
function isContextDate(text: string, start: number, end: number): boolean {
  const sentenceStart = sentenceStartBefore(text, start);
  // "due by 2:00 p.m. CST on": the time's full stops read as spaces.
  const farBefore = text
    .slice(Math.max(sentenceStart + 1, start - 100), start)
    .replace(/\b([ap])\.m\./g, '$1 m ');
  const before = farBefore.slice(-60);
  if (
    isSaidOfSomethingElse(before) ||
    NOT_THE_WORK_FAR_BEFORE.test(farBefore) ||
    REPLY_ASKED_FAR_BEFORE.test(farBefore) ||
    SOMEONE_ELSES_DATE_BEFORE.test(before) ||
    SOMEONE_ELSES_DATE_RIGHT_BEFORE.test(before) ||
    CLOSED_OR_BOOKED_BEFORE.test(before) ||
    (EVENT_IN_MONTH_BEFORE.test(before) && !/\b20\d{2}\b/.test(text.slice(start, end))) ||
    (DOCUMENT_DATED_BEFORE.test(before) && !AHEAD_OF_BEFORE.test(before)) ||
    PAST_AFTER.test(text.slice(end, end + 30)) ||
    TAKEN_BACK_BEFORE.test(before) ||
    (EARLIER_PLAN_BEFORE.test(before) && GIVEN_UP_AFTER.test(text.slice(end, end + 80))) ||
    // "From mid-November to April our phone does not stop", « juin juillet c'est la folie », "Dave takes August
    // off": the client's busy season or someone's time off (unless said due: "before Thanksgiving, that's when it
    // goes crazy").
    (BUSY_SEASON.test(clauseAround(text, start, end)) &&
      !DUE_RIGHT_BEFORE.test(before.slice(-24)) &&
      !DUE_WORD_FIRST.test(text.slice(start, end))) ||
    (/^\s+off\b/.test(text.slice(end, end + 5)) && /\btak(?:e|es|ing)\s*$/.test(before)) ||
    BUSY_UNTIL_BEFORE.test(before)
  )
    return true;
  // "Article 6 – Date limite de réception des offres\nLe vendredi 6 novembre": a heading says it on its line.
  const lineStart = text.lastIndexOf('\n', start - 1);
  if (lineStart < 0 || /[^\s\w'-]/.test(text.slice(lineStart + 1, start)) || start - lineStart > 25)
    return false;
  const heading = text.slice(text.lastIndexOf('\n', lineStart - 1) + 1, lineStart);
  return heading.length <= 90 && REPLY_DATE_HEADING.test(heading);
}

/** "en mars 2024" said today, in October 2026: something that already happened. */
function isInPastYear(text: string, start: number, end: number): boolean {
  const year = /\b(20\d{2})\b/.exec(text.slice(start, end))?.[1];
  return year !== undefined && Number(year) < CURRENT_YEAR_FLOOR.value;
}

/** Where a message's date stamp stands: a line's start, a bracket, "exported", « envoyé », "Sent:". */
const STAMP_BEFORE =
  /(?:^|\n|\[)\s*(?:(?:mon|tue|wed|thu|fri|sat|sun|lun|mar|mer|jeu|ven|sam|dim)[a-z]*\.?,?\s+)?$|\b(?:exported|export\w*|sent|envoye|date|dated)\s*:?\s*(?:(?:mon|tue|wed|thu|fri|sat|sun|lun|mar|mer|jeu|ven|sam|dim)[a-z]*\.?,?\s+)?$/;
/** A stamp's time or closing bracket right after the date: "05/10/2026 07:52", "5 Oct 2026]". */
const STAMP_AFTER = /^\s*(?:,\s*)?(?:\d{1,2}[:h]\d{2}\b|\])/;
/** How far back a day of the month written without its year is taken for one just past. */
const JUST_PAST_DAYS = 45;
const DAY_MS = 86_400_000;

/**
 * A calendar day already past: written with its year and before today, unless marked as due (a slip the assistant
 * asks about); or written without its year within the last weeks (« les vendanges, terminées le 25 septembre »,
 * said on 5 October), which the next year's same day would otherwise read as.
 */
function isDayJustPast(
  text: string,
  start: number,
  end: number,
  resolve: Found['resolve'],
  now: Date,
  role: Role | null,
): boolean {
  const date = resolve('deadline');
  if (!date) return false;
  const hasYear = /\b20\d{2}\b/.test(text.slice(start, end + 6));
  if (hasYear) return date < now && role !== 'deadline';
  // The same day's last occurrence: this year's, or last year's when this year's is still to come (« le 24
  // décembre » said on 10 January).
  const year = now.getUTCFullYear();
  const thisYears = makeDate(year, date.getUTCMonth() + 1, date.getUTCDate());
  const last =
    thisYears && thisYears >= now ? makeDate(year - 1, date.getUTCMonth() + 1, date.getUTCDate()) : thisYears;
  const isJustPast = last !== null && last < now && now.getTime() - last.getTime() <= JUST_PAST_DAYS * DAY_MS;
  // Marked as due ("livraison le 10 janvier" on the 15th), it is next year's, unless said as done then, or named
  // with the weekday it fell on ("send brief to three agencies by Fri 2 Oct" in minutes of last week).
  return (
    isJustPast &&
    (role !== 'deadline' ||
      DONE_ON_BEFORE.test(text.slice(Math.max(0, start - 40), start)) ||
      weekdayBefore(text, start) === last.getUTCDay())
  );
}
const WEEKDAY_BEFORE =
  /\b(mon|tue|wed|thu|fri|sat|sun|lun|mar|mer|jeu|ven|sam|dim)[a-z]*\.?,?\s*(?:the\s+|le\s+)?$/;
/** The day of the week written right before a date (« vendredi 2 octobre », "Fri 2 Oct"), as `getUTCDay` counts. */
function weekdayBefore(text: string, start: number): number | null {
  const written = WEEKDAY_BEFORE.exec(text.slice(Math.max(0, start - 14), start))?.[1];
  // "fri", « ven »: the first three letters name one day in either language.
  const index = written === undefined ? -1 : WEEKDAYS.findIndex((day) => day.startsWith(written));
  return index < 0 ? null : index % 7;
}
/** « terminées le », "finished on": what was done that day, not what must be. */
const DONE_ON_BEFORE =
  /\b(?<!\b(?:etre|be|sera|seront|soit|soient|will be|must be|should be|to be|get|gets|getting|have it|have them)\s)(?:terminee?s?|finie?s?|achevee?s?|cloturee?s?|bouclee?s?|finished|completed|ended|wrapped up|closed)\s+(?:le|on|the)?\s*$/;

/** Set from `today` on each call: a year before it is in the past. */
const CURRENT_YEAR_FLOOR = { value: 0 };

function earliestStart(found: readonly Found[]): Date | null {
  let earliest: Date | null = null;
  for (const item of found) {
    const date = item.role === 'start' ? item.resolve('start') : null;
    if (date && (!earliest || date < earliest)) earliest = date;
  }
  return earliest;
}

function earliestStartSpan(found: readonly Found[]): { start: number; end: number } | null {
  let earliest: { date: Date; start: number; end: number } | null = null;
  for (const item of found) {
    const date = item.role === 'start' ? item.resolve('start') : null;
    if (date && (!earliest || date < earliest.date)) earliest = { date, start: item.start, end: item.end };
  }
  return earliest ? { start: earliest.start, end: earliest.end } : null;
}

function roleAround(text: string, position: number, end: number): Role | null {
  const read = dateRoleAround(text, position, end);
  return read === AROUND_ANOTHER_DATE ? null : (read?.role ?? null);
}

/** A date whose only marker is another date's: said around that one, neither a start nor a deadline. */
const AROUND_ANOTHER_DATE = 'aroundAnotherDate';

/**
 * The role of the date at `position`, and whether it is due because something of the client's starts then; or
 * that its only marker is another date's.
 */
function dateRoleAround(
  text: string,
  position: number,
  end: number,
): { role: Role; isEventStart: boolean } | typeof AROUND_ANOTHER_DATE | null {
  const role = (said: Role) => ({ role: said, isEventStart: false });
  // "du 1er avril au 30 juin": "du" starts a range only when "au" follows.
  // « le salon du 12 mars à Genève »: « à » before a place ends no range.
  if (
    /\bdu\s*$/.test(text.slice(Math.max(0, position - 20), position)) &&
    /^\s*(?:au|a|jusqu'au|jusqu'a)\s+(?:\d|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|fin|mi|debut)\b)/.test(
      text.slice(end),
    )
  )
    return role('start');
  // « de janvier à juin », « d'octobre à fin décembre »: a range of months, unless one already run (« le mandat
  // qu'on a fait ensemble de mai à août »).
  if (
    !SAID_IN_THE_PAST.test(clauseBefore(text, position)) &&
    !SEASON_OR_EVENT_BEFORE.test(text.slice(Math.max(0, position - 60), position)) &&
    (/^(?:de\s|d')/.test(text.slice(position, position + 3)) ||
      /(?:\bde\s+|\bd')$/.test(text.slice(Math.max(0, position - 4), position))) &&
    MONTH_RANGE_START_AFTER.test(text.slice(end))
  )
    return role('start');
  const sentenceStart = Math.max(
    text.lastIndexOf('.', position - 1),
    text.lastIndexOf('!', position - 1),
    text.lastIndexOf('?', position - 1),
    text.lastIndexOf(';', position - 1),
    text.lastIndexOf('\n', position - 1),
  );
  const before = text.slice(Math.max(sentenceStart + 1, position - 80), position);
  let best: { end: number; role: Role } | null = null;
  for (const marker of MARKERS) {
    for (const match of before.matchAll(marker.pattern)) {
      const markerEnd = (match.index ?? 0) + match[0].length;
      if (marker.isAdjacent && markerEnd < before.length) continue;
      if (!best || markerEnd >= best.end) best = { end: markerEnd, role: marker.role };
    }
  }
  // "by 31 January because our renewal is on 1 February": a date in the reason given is not the one asked.
  if (best && REASON_BETWEEN.test(before.slice(best.end))) return null;
  // « avant le rush des actes de fin d'année », « avant les soldes de janvier »: due when the client's event of
  // that time starts.
  if (
    best?.role === 'deadline' &&
    (BEFORE_EVENT_OF.test(before) ||
      (/^(?:de\s|d')/.test(text.slice(position, position + 3)) && BEFORE_EVENT_NAMED.test(before)))
  )
    return { role: 'deadline', isEventStart: true };
  // "Must be ready before our sales kick-off on 11 January", "for the trade fair, begin 8 March", « (le salon
  // commence le 22 novembre) », "we will exhibit at Heimtextil starting 12 January": the work is due when the
  // client's event starts.
  if (
    best?.role === 'start' &&
    (READY_FOR_EVENT.test(before) ||
      BEFORE_EVENT_STARTS.test(before) ||
      EVENT_STARTS.test(before) ||
      ((THING_THAT_STARTS.test(before) ||
        (SOMETHING_THAT_STARTS.test(before) && !PERSON_IN_CLAUSE.test(before))) &&
        !WORK_IN_CLAUSE.test(before)) ||
      LABELLED_OTHER_START.test(before))
  )
    return { role: 'deadline', isEventStart: true };
  // "The exhibition opens for the public on 22 May 2027": an event's first day, said with no marker, is when the work
  // for it is due.
  // « tout doit fonctionner pour l'ouverture de notre festival, le mercredi 27 janvier »: for the client's event.
  if (
    !best &&
    (EVENT_STARTS.test(before) || READY_FOR_EVENT.test(before)) &&
    !SAID_IN_THE_PAST.test(clauseBefore(text, position))
  )
    return { role: 'deadline', isEventStart: true };
  // "It must work from 1 January 2027", « doit être opérationnel dès le 1er janvier »: in use from that day,
  // so done by it.
  if (
    best?.role === 'start' &&
    (IN_USE_FROM.test(before) || GO_LIVE_FROM.test(before)) &&
    !PERSON_OR_CAMPAIGN.test(before) &&
    !RUNS_ON_AFTER.test(text.slice(end, end + 40))
  )
    return role('deadline');
  // "Our review cycle starts on 1 April, so the training must be done by then."
  // "The grant year starts on 1 November so we can't commit spend before then": nothing may start before it.
  const rest = text.slice(end, end + 120).split(/[.!?;\n]/)[0] ?? '';
  if (best?.role === 'start' && DUE_THEN_AFTER.test(rest) && !NOTHING_BEFORE_THEN.test(rest))
    return { role: 'deadline', isEventStart: true };
  // « mi-janvier au plus tard », "3 March at the latest": marked as due by the words right after it.
  const isDueRightAfter = DUE_RIGHT_AFTER.test(text.slice(end, end + 30));
  if (!best && isDueRightAfter) return role('deadline');
  // « pour fin novembre, en décembre les gens pensent aux fêtes », "starting mid-January after our board meeting
  // on January 8": a marker followed by another date is that date's; this one is said around it, unless marked
  // as due by the words after it.
  if (
    best &&
    ANOTHER_DATE_BETWEEN.test(before.slice(best.end)) &&
    (best.role === 'start' || CLAUSE_OF_ITS_OWN_BEFORE.test(before.slice(best.end)))
  )
    return isDueRightAfter ? role('deadline') : AROUND_ANOTHER_DATE;
  // "2 November 2026 to 30 April 2027": a range's first day, said with no word before it, starts the work.
  if (
    !best &&
    RANGE_TO_DATE_AFTER.test(text.slice(end, end + 30)) &&
    !SEASON_OR_EVENT_BEFORE.test(text.slice(Math.max(0, position - 80), position))
  )
    return role('start');

  return best ? role(best.role) : null;
}

const DUE_RIGHT_AFTER =
  /^\s*,?\s*(?:au plus tard|au grand maximum|dernier delai|derniere limite|at the latest|latest(?=\s*(?:[.,;:!?)\n]|$))|no later)\b/;
/** Between a month and the day that says which: a noun or two, then a comma or a dash ("intake, Tuesday"). */
const APPOSITION_BETWEEN =
  /^[^().;!?\n]{0,30}[,–—-]\s*(?:(?:le|the|on)\s+)?(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+)?$/;
/**
 * A month between a marker and a date (not "may" nor « sept », a verb and a number too; not "jan", a name).
 * Between a due marker and its date, the month counts only when the date opens a clause of its own (« …, en
 * décembre »), not in a list of milestones ("beta by 10 March, final version 30 April").
 */
const ANOTHER_MONTH = String.raw`\b(?:${FULL_MONTH.split('|')
  .filter((month) => month !== 'may')
  .concat(['janv', 'fevr', 'avr', 'juil', 'oct', 'nov', 'dec'])
  .join('|')})\b`;
const ANOTHER_DATE_BETWEEN = new RegExp(ANOTHER_MONTH);
const CLAUSE_OF_ITS_OWN_BEFORE =
  /(?:[,;]|\b(?:parce que|parce qu'|car|because|et|and|mais|but)\b)\s*(?:[^\s,;.]+\s+){0,6}?(?:en|in|au|pendant|during)\s*$/;
/**
 * Before an event named by its time: « avant les soldes de », « avant le rush des actes de » (not "before the end of",
 * nor "before our series A closes in").
 */
const BEFORE_EVENT = String.raw`\b(?:avant|before|ahead of)\s+(?:le|la|les|l'|the|our|notre|nos)\s*(?![^.;!?\n]*\b(?:fin|end|debut|start|beginning|middle|mi|quinzaine|fortnight|week|weeks|semaine|semaines|half|moitie|last|first|premiere|derniere|deuxieme|second)\b)(?!(?:fin|debut|mi|end|start|beginning|middle|moitie|courant|mois|month|semaine|week|annee|year|date|jour|day|${WEEKDAYS.join('|')})\b)[a-z'-]+(?:\s+[a-z'-]+){0,4}?`;
const BEFORE_EVENT_OF = new RegExp(String.raw`${BEFORE_EVENT}\s+(?:de|du|des|d'|of)\s*(?:la\s+|l'|the\s+)?$`);
/** The same when the date read starts with its « de » (« de janvier »). */
const BEFORE_EVENT_NAMED = new RegExp(String.raw`${BEFORE_EVENT}\s*$`);
/** Between a range's two days: « au dimanche », "to", "until". */
const RANGE_TO_BETWEEN = new RegExp(
  String.raw`^\s*(?:au|to|until|till|through|thru|-|jusqu'au)\s+(?:(?:${WEEKDAYS.join('|')})\s+)?(?:the\s+|le\s+)?$`,
);
const RANGE_FROM_BEFORE = new RegExp(
  String.raw`\b(?:du|from|de)\s+(?:(?:${WEEKDAYS.join('|')})\s+)?(?:the\s+|le\s+)?$`,
);
/** The sentence says an event of the client's is held then. */
const EVENT_HELD_BEFORE =
  /\b(?:se tient|se tiendra|a lieu|aura lieu|se deroule(?:ra)?|takes place|will take place|is held|will be held)\b/;
/** A length before the day said next: "two weeks before", « trois semaines avant l'AG du ». */
const OFFSET_BEFORE = new RegExp(
  String.raw`\b${COUNT}\s+(jours?|days?|semaines?|weeks?|mois|months?)\s+(?:avant|before|prior to|ahead of)\b(?:(?!\b(?:by|due|d'ici|pour le|live|prevue?)\b)[^.;!?\n\d,]){0,40}$`,
);
const REASON_BETWEEN = /\b(?:because|parce qu|car|puisque|vu que|as|since)\b/;
const NOTHING_BEFORE_THEN =
  /\b(?:can't|cannot|can not|couldn't|won't|not|ne|n'|pas|nothing|rien|aucune?)\b[^.;!?\n]{0,40}\b(?:before then|before that|avant (?:ca|cela|cette date))\b/;
/** Right after a date, the work it calls for: "early nov so we need this done in…", « fin mars, donc il nous faut… ». */
const REASON_FOLLOWS =
  /^[^.;!?\n]{0,15}\b(?:so|donc|alors|that's why|which is why|c'est pourquoi|d'ou)\b[^.;!?\n]{0,20}\b(?:need|needs|must|have to|has to|faut|besoin|devons|doit)\b/;
/** When the work is due, said after the reason with a date or a length of its own: "…so we need this done in the next 3 weeks". */
const DUE_WHEN_AFTER =
  /\b(?:by|before|avant|d'ici|within|sous|in|dans|au plus tard|no later than)\s+(?:(?:the|next|le|la|les|prochains?|prochaines?)\s+){0,2}\d/;
/** The work in use from the day that follows: "must work from", « doit être en ligne dès le ». */
const IN_USE_FROM =
  /\b(?:must|should|has to|have to|needs? to|need it to|doit|doivent|devra|devront|faut (?:qu'(?:il|elle|ils|elles|on) )?)\s*(?:be\s+|etre\s+)?(?:work|live|operational|in place|in use|up and running|in production|fonctionner|fonctionnel\w*|operationnel\w*|en ligne|en place|en production|utilisable)\s+(?:from|as of|starting|a partir d[ue']\s*|a compter d[ue']\s*|des(?: le| la)?)\s*$/;
/** "We want to go live from 1st April", « mise en ligne à partir du 2 mars »: the day it is live, done by then. */
const GO_LIVE_FROM =
  /\b(?:go(?:es|ing)?[ -]live|mise en (?:ligne|production|service)|passage en production)\s+(?:from|as of|starting|a partir d[ue']\s*|a compter d[ue']\s*|des(?: le| la)?)\s*$/;
/** Who or what is "operational from" a day and so starts then: a person, a campaign, ads. */
const PERSON_OR_CAMPAIGN =
  /\b(?:he|she|they|designer|developer|dev|consultant|consultante|freelancer?|person|someone|team|il|elle|ils|elles|developpeu\w*|prestataire|equipe|quelqu'un|intervenant\w*|profil|campaign|campagne|ads|pubs?|annonces?)\b/;
/** A range or a stretch after the day: "from 1 March to 30 June", « dès le 2 novembre pour une mission de 6 mois ». */
const RUNS_ON_AFTER =
  /^\s*(?:\d{4}\s*)?(?:to|until|till|through|-|au|jusqu|et jusqu|pendant|for\s+(?:a|an|\w+)\s*[\w-]*\s*(?:weeks?|months?|mission)|for\s+\w+\s+(?:weeks?|months?)|pour une? (?:mission|duree|periode|contrat))/;
/** A range's second day right after the first, on its line: "to 30 April", "– 15 juin", "through February". */
const RANGE_TO_DATE_AFTER = new RegExp(
  String.raw`^[ \t]*(?:\d{4}[ \t]*)?(?:to|until|till|through|thru|au|jusqu'au|[-–—])[ \t]+(?:the[ \t]+)?(?:\d{1,2}(?:st|nd|rd|th|er)?[ \t]+(?:${FULL_MONTH})\b|(?:${FULL_MONTH})\b|\d{1,2}[/.]\d{1,2}\b|\d{4}-\d{2})`,
);
/** "live before new JEE batch starting on 1st December": the work is due when someone else's thing starts. */
const BEFORE_EVENT_STARTS =
  /\b(?:before|avant)\s+(?!(?:we|i|you|they|on|nous|vous|je|ils|that|then|this|cela|ca|tout|the work|work|the project|le projet|les travaux|the redesign|la refonte|the build|the job|la mission|the mission|development|le developpement)\b)[a-z][^.;!?,\n\d]{0,40}\b(?:starting|starts|begins|beginning|kicks? off|commence|commencent|debute|debutent|demarre|demarrent)\s*(?:on|le|the)?\s*$/;
/**
 * What the work is for starts then, said in a relative clause: « pour l'ITB Berlin, qui commence le », "for the sugar
 * campaign, which begins in early July", "Healthcare week in San Francisco, which begins on"; not the work (« le
 * projet, qui démarre le ») nor a person who starts (« une personne à mi-temps, qui démarre »).
 */
const THING_THAT_STARTS =
  /\b(?:pour|for|avant|before|ahead of|in time for)\s+(?:le |la |l'|les |the |our |its |their |notre |nos |leur |son |sa )?[^.;!?\n,]{1,40},?\s+(?:qui|which|that)\s+(?:commence\w*|debute\w*|demarre\w*|starts?|begins?|opens?|ouvre\w*|kicks? off)\s*(?:le|on|the|in|en|early|late|mid|debut|fin|mi)?\s*$/;
const SOMETHING_THAT_STARTS =
  /\b(?:qui|which)\s+(?:commence\w*|debute\w*|demarre\w*|starts?|begins?|opens?|ouvre\w*|kicks? off)\s*(?:le|on|the|in|en|early|late|mid|debut|fin|mi)?\s*$/;
/** The work itself named before the relative clause: « la refonte de notre site, qui démarre », "a 3-month contract which starts". */
const WORK_IN_CLAUSE =
  /\b(?:projet|project|mission|travail|work|travaux|contrat|contract|marche|prestation|chantier|engagement|job|role|poste|build|refonte|redesign|rebuild|developpement|development|site|website|app|appli\w*|application|platform|plateforme|migration|integration|implementation|deploiement|rollout|audit|campagne de (?:recrutement|tests?)|sprint|phase|lot)s?\b/;
const PERSON_IN_CLAUSE =
  /\b(?:personne|person|someone|somebody|quelqu'un|freelance\w*|consultante?s?|profils?|profiles?|developpeu\w*|developers?|devs?|designers?|candidat\w*|candidates?|recrues?|hires?|stagiaires?|interns?|il|elle|he|she|who|manager|chef de projet|project manager)\b/;
/** An event, not the work, starts on the day that follows: « le salon commence le », "exhibit at Heimtextil starting". */
const EVENT_STARTS =
  /(?:\b(?:salons?|foires?|fairs?|shows?|booths?|expos?|exhibitions?|conferences?|congres|festivals?|evenements?|events?|galas?|summits?|sommets?|conventions?|tournois?|tournaments?|marches? de noel|christmas markets?|saisons?(?!\s+(?:creuse|basse|morte)\b)|(?<!\b(?:quiet|low|off|slow|dead)\s)seasons?|(?<=\b(?:before|b4|for when|by the time|in time for|ahead of|avant que|avant la|avant le|pour la|pour quand)\s(?:(?:the|new|next|la|le|l'|nouvelle|nouveau|prochaine?)\s)?)(?:(?:school|spring|summer|autumn|fall|winter)\s)?(?:terms?|semesters?|(?:school|academic) years?|rentree|annee scolaire))\b(?:\s+\S+){0,4}?\s+\(?(?:commence\w*|debute\w*|demarre\w*|starts?|starting|begins?|opens?|ouvre(?: ses portes)?|reprend|restarts?)(?:\s+(?:for|to|au|pour)\s+(?:the\s+|le\s+)?(?:public|visitors|guests|visiteurs|clients|customers))?|\b(?:exhibit\w*|exposons|exposerons|exposer)\b[^.;!?\n]{0,40}\b(?:starting|from|des le|a partir du))\s*(?:le|on|the|in|en|early|late|mid|debut|fin|mi)?\s*(?:(?:mon|tues?|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday)?\.?|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)?\s*(?:(?:the|le)\s+)?$/;
/**
 * "Deadline: the county contract starts 4 January", "Timing: our January batch starts on": on a line labelled as the
 * deadline or the timing, something else that starts (not the work: « Calendrier : les travaux commencent le »).
 */
const LABELLED_OTHER_START =
  /(?:^|\n)\s*(?:deadline|due date|echeance|date limite|delai|timing|timeline|calendrier|planning)\s*:\s*(?=\S)(?!(?:we|i|you|the project|project|the work|works|work|on|nous|le projet|les travaux|travaux|le chantier|chantier|la mission|the mission|l'equipe|the team|demarrage|debut|start|kick)\b)[^.;!?\n]{0,60}\b(?:starts|begins|kicks off|commence|commencent|debute|debutent|demarre|demarrent|\b(?:pilot|pilote|trial|essai|field test|launch|lancement|season|saison|cohort|cohorte|programme|program)\b[^.;!?\n]{0,40}?\b(?:must|has to|have to|needs? to|will|should|doit|doivent|va|vont) (?:start|begin|kick off|go live|commencer|demarrer|debuter))\s*(?:on|le|in|en|the|at)?\s*$/;
const READY_FOR_EVENT =
  /\b(?:avant (?:le|la|l'|les|notre|nos|son|sa|leur)|before (?:the|our|its|their)|ready (?:for|before|by)|pret(?:e|s|es)? (?:pour|avant)|presentables? (?:au|a la|a l'|pour le|pour la|devant le|devant la)|presentable (?:at|for|to) (?:the|our)|in time for|ahead of|en amont d|for (?:the|our|a|an|its|their) (?:[a-z-]+ ){0,2}(?:fair|show|event|exhibition|expo|launch|conference|summit|festival|salon|kick-?off|(?:christmas|xmas|holiday|farmers|night|craft|makers) market|roadshow|opening|gala|ceremony|premiere|season)|pour (?:le|la|notre|un|une|son|sa|leur) (?:[a-z-]+ ){0,2}(?:salon|foire|evenement|lancement|convention|congres|festival|seminaire|marche (?:de noel|artisanal|fermier|nocturne|de createurs|des createurs|de producteurs)|roadshow|inauguration|gala|ceremonie|saison)|pour (?:le|la|l') ?(?:demarrage|lancement|ouverture|mise en route) (?:de|du|des)|pour (?:le|la|l') ?(?:demarrage|lancement|ouverture|mise en route) d')(?:\b|(?<='))/;
const DUE_THEN_AFTER =
  /\b(?:by then|before then|before that|by that (?:date|day|time)|d'ici la|avant (?:ca|cela|cette date)|pour cette date|pour cette echeance|in time for (?:it|that))\b/;

export function monthNumber(word: string | undefined): number {
  const key = word ?? '';
  return MONTHS[key] ?? MONTH_ABBREVIATIONS[key] ?? 0;
}

function toQualifier(word: string | undefined): Qualifier {
  if (!word) return null;
  if (/^(?:fin|end of|the end of|late)$/.test(word)) return 'end';
  if (/^(?:mi|mid|courant)$/.test(word)) return 'middle';
  return 'start';
}

function toDuration(count: string | undefined, unit: string | undefined): Duration | null {
  if (!count || !unit) return null;
  const amount = toCount(count);
  if (amount <= 0 || amount > 520) return null;
  if (/^(?:jour|day)/.test(unit)) return { days: amount, months: 0 };
  if (/^(?:semaine|week)/.test(unit)) return { days: amount * 7, months: 0 };
  if (/^(?:mois|month)/.test(unit)) return { days: 0, months: amount };
  return { days: 0, months: amount * 12 };
}

function monthDate(
  now: Date,
  month: number,
  qualifier: Qualifier,
  role: Role,
  year: string | undefined,
): Date | null {
  if (month < 1) return null;
  const effective = qualifier ?? (role === 'start' ? 'start' : 'end');
  const day = (y: number) =>
    effective === 'start' ? 1 : effective === 'middle' ? 15 : daysInMonth(y, month);
  if (year) return makeDate(Number(year), month, day(Number(year)));
  const thisYear = now.getUTCFullYear();
  const candidate = makeDate(thisYear, month, daysInMonth(thisYear, month));
  const chosenYear = candidate && candidate < now ? thisYear + 1 : thisYear;
  return makeDate(chosenYear, month, day(chosenYear));
}

function withYear(now: Date, month: number, day: number, year: string | undefined): Date | null {
  if (month < 1) return null;
  if (year) return makeDate(Number(year), month, day);
  const candidate = makeDate(now.getUTCFullYear(), month, day);
  if (candidate && candidate < now) return makeDate(now.getUTCFullYear() + 1, month, day);
  return candidate;
}

function relativePeriod(now: Date, phrase: string, role: Role): Date | null {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  // "by the end of next quarter", « d'ici la fin du trimestre prochain »: the quarter's last day (its first to start).
  if (/trimestre|quarter|eoq/.test(phrase)) {
    const quarter = Math.ceil(month / 3) + (/prochain|next/.test(phrase) ? 1 : 0);
    const [inYear, ofQuarter] = quarter > 4 ? [year + 1, 1] : [year, quarter];
    const isEnd = role !== 'start' || /fin|end|eoq/.test(phrase);
    return isEnd
      ? makeDate(inYear, ofQuarter * 3, daysInMonth(inYear, ofQuarter * 3))
      : makeDate(inYear, ofQuarter * 3 - 2, 1);
  }
  if (/semaine|week/.test(phrase)) return addDuration(now, { days: 7, months: 0 });
  if (/prochain|next/.test(phrase)) {
    const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
    return makeDate(next.year, next.month, role === 'start' ? 1 : daysInMonth(next.year, next.month));
  }
  if (/annee|year|eoy/.test(phrase)) return makeDate(year, 12, 31);
  return makeDate(year, month, daysInMonth(year, month));
}

/** The next day `offset` days after the Monday of ISO week `week` (0 Monday, 4 Friday), from `now` on. */
function weekDay(now: Date, week: number, offset: number): Date | null {
  for (const year of [now.getUTCFullYear(), now.getUTCFullYear() + 1]) {
    // The ISO week 1 holds 4 January.
    const january4 = new Date(Date.UTC(year, 0, 4));
    const monday = addDuration(january4, { days: -((january4.getUTCDay() + 6) % 7), months: 0 });
    const day = addDuration(monday, { days: (week - 1) * 7 + offset, months: 0 });
    if (day >= now) return day;
  }
  return null;
}

/** The day `duration` before `date`: "two weeks before 6 February" is 23 January. */
function durationBefore(date: Date, duration: Duration): Date {
  return addDuration(date, { days: -duration.days, months: -duration.months });
}

export function addDuration(date: Date, duration: Duration): Date {
  const year = date.getUTCFullYear();
  const monthIndex = date.getUTCMonth() + duration.months;
  const targetYear = year + Math.floor(monthIndex / 12);
  // A negative count goes back ("two months before"): the month index wraps below zero too.
  const targetMonth = (((monthIndex % 12) + 12) % 12) + 1;
  const day = Math.min(date.getUTCDate(), daysInMonth(targetYear, targetMonth));
  return new Date(Date.UTC(targetYear, targetMonth - 1, day + duration.days));
}

function makeDate(year: number, month: number, day: number): Date | null {
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return new Date(Date.UTC(year, month - 1, day));
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? makeDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
