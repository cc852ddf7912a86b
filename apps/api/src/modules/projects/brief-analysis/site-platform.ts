// The platform the client's website runs on, said as context ("our site is on WordPress"), is the work's own
// platform when the client keeps it or asks for work on that site: « le site actuel est sous WordPress et Maître
// Diallo souhaite rester dessus », "we're happy to keep it", "the pages can sit on our WordPress site", "it got
// hacked, need someone to sort out our wordpress site". It stays context when the client leaves it ("start
// again", « on quitte Wix ») or only says what it runs today.

const SITE_PLATFORMS = new Set([
  'WordPress',
  'Wix',
  'Squarespace',
  'Webflow',
  'Drupal',
  'Joomla',
  'PrestaShop',
  'Shopify',
  'WooCommerce',
]);

const PLATFORM_WORDS = 'wordpress|wix|squarespace|webflow|drupal|joomla|prestashop|shopify|woocommerce';

/** The client stays on the platform. */
const KEPT_PLATFORM = new RegExp(
  String.raw`\b(?:rester (?:dessus|(?:sur|sous) (?:${PLATFORM_WORDS}))|y rester|veut y rester|souhaite(?:rait)? rester|on (?:le |la )?garde|(?:garder|conserver) (?:le site|notre site|la plateforme|l'outil)|happy to keep (?:it|the site|using it)|(?:want|like|prefer|need) to keep (?:it|the site|our site|using it)|keep (?:the|our) (?:existing |current )?(?:site|website)|stay on (?:it|the same)|can sit on our|(?:stays?|remain) on (?:it|the same)|ca ira pour (?:l'instant|le moment)|s'y (?:brancher|connecter|integrer)|(?:directement )?(?:sur|dans) (?:notre|le) site|(?:on|to) (?:our|the) (?:website|site)|directly there)\b`,
);

/** Work asked on the site itself. */
const WORK_ON_SITE =
  /\b(?:sort out|fix|repair|clean up|rework|revamp|refresh|redesign|rebuild|update|improve|speed up|secure)\s+(?:our|the|my)\s+(?:\w+\s+)?(?:site|website)|(?:refaire|refondre|reprendre|corriger|reparer|securiser|moderniser|rafraichir|ameliorer|accelerer|nettoyer)\s+(?:un peu\s+)?(?:le|notre|mon)\s+site|refonte (?:du|de notre|de mon) site|(?:on|the|our) (?:site|website) (?:got|was|has been) hacked|site (?:a ete )?pirate\b/g;

/**
 * Building work on a site kept, said with the site: a redesign, booking, payment, appointments, requests. Kept for
 * its content or its visibility only (« on le garde » in a brief about SEO or plain-language texts), or with work
 * asked elsewhere (a mobile app with bookings), the platform stays context.
 */
const SITE_FEATURE =
  /\b(?:refonte|redesign\w*|reservations?|booking|book (?:a|an|routine|online)|paiement en ligne|payer en ligne|pay (?:online|on the (?:site|website))|prise de (?:rendez-vous|rdv)|rendez-vous en ligne|appointments? online|online (?:requests?|appointments?|bookings?|payments?)|espace (?:client|membre|adherent)|members? area)\b/g;

/** The client leaves the platform, or starts a new site elsewhere: said in the platform's own sentence. */
const LEAVES_PLATFORM = new RegExp(
  String.raw`\b(?:start (?:again|over|from scratch)|from scratch|repartir de zero|(?:quitter|quitte|quittons) (?:${PLATFORM_WORDS}|ce cms|cette plateforme|le cms|la plateforme)|(?:move|moving|migrate|migrating) (?:off|away from)|changer de (?:plateforme|cms|solution)|switch(?:ing)? (?:away )?from)\b`,
);
const SITE_WORDS = /\b(?:site|website|sites|websites|pages?)\b/;
/** Another thing the work makes, which a feature may be asked for instead of the site. */
const OTHER_DELIVERABLE =
  /\b(?:apps?|appli|applis|application|applications|mobile|logiciel|software|logo|crm|erp)\b/;

/**
 * Whether a site platform read as context is the work's platform after all. `sentence` is the platform's own
 * sentence, `normalizedText` the whole message's.
 */
export function isWorkedOnSitePlatform(skillName: string, normalizedText: string, sentence: string): boolean {
  if (!SITE_PLATFORMS.has(skillName)) return false;
  if (LEAVES_PLATFORM.test(sentence)) return false;
  if (isAsked(WORK_ON_SITE, normalizedText)) return true;
  if (!KEPT_PLATFORM.test(normalizedText)) return false;
  // The feature asked for the site: in a sentence that speaks of the site, or of nothing else the work makes.
  return normalizedText
    .split(/[.!?;\n]+/)
    .some((part) => (SITE_WORDS.test(part) || !OTHER_DELIVERABLE.test(part)) && isAsked(SITE_FEATURE, part));
}

/** Refused work: « pas de refonte du site svp », "no redesign", « sans réservation ». */
const REFUSED_BEFORE =
  /\b(?:plutot que de|rather than|instead of|pas de|pas d'|pas besoin d[e']?|sans|ni|no|not|without|don't want|do not want)\s+(?:\w+\s+)?$/;

/** Whether `pattern` (global) matches somewhere the client does not refuse. */
function isAsked(pattern: RegExp, normalizedText: string): boolean {
  for (const match of normalizedText.matchAll(pattern)) {
    if (!REFUSED_BEFORE.test(normalizedText.slice(Math.max(0, match.index - 30), match.index))) return true;
  }
  return false;
}
