// Where a piece of content will be shown is not work on that channel: "30-second cut-downs for social media",
// « des animations pour réseaux sociaux », "a logo that works across posters, programmes and social media", "a
// cartoon of our CEO for the newsletter". The channel is the deliverable's destination; running the channel
// (posting, community management, campaigns) is asked in other words ("someone to run our Instagram").
import type { Token } from '../../../text/words.ts';

/** The channels a deliverable is made for, by the catalogue's name of the work of running them. */
const CHANNEL_SKILLS = new Set(['Réseaux sociaux', 'Emailing']);

/** Content made for a channel, named before it (as words' normal forms: lower case, no accents). */
const DELIVERABLE_WORDS = String.raw`(?:videos?|films?|clips?|cuts?|cutdowns?|downs|edits?|declinaisons?|versions?|formats?|animations?|animated|turntables?|motion|visuels?|visuals?|images?|photos?|photographs?|shots|illustrations?|dessins?|drawings?|cartoons?|caricatures?|gifs?|logos?|infographi\w*|teasers?|reels?|posters?|affiches?|renders?|rendus?|extraits?|capsules?|highlights?|selects?|portraits?)`;
const DELIVERABLE = new RegExp(`^${DELIVERABLE_WORDS}$`);
/** Writing, sending or running the channel itself: then it is the work, not a destination. */
const WRITE_OR_SEND = String.raw`(?:write|writes|writing|send|sends|sending|run|manage|ecrire|rediger|redaction|envoyer|envoi|gerer)`;
/**
 * "a cartoon of our CEO for the newsletter", « une illustration pour chaque infolettre »: made for a newsletter, in
 * a sentence (its normalised text) that does not also ask for the newsletter to be written or sent.
 */
export const MADE_FOR_NEWSLETTER = new RegExp(
  String.raw`^(?![\s\S]*\b${WRITE_OR_SEND}\b)[\s\S]*?\b${DELIVERABLE_WORDS}\b[^.;!?\n]{0,60}\b(?:for|pour|in|dans) (?:the |our |a |la |le |notre |nos |each |every |chaque )?(?:monthly |weekly |mensuelle |hebdomadaire )?(?:newsletters?|infolettres?)\b`,
);
/**
 * The word that links a deliverable to where it goes. Not « à » (normalised "a", the English article too: "photos
 * and a social media manager"): French says « pour » or « sur » here.
 */
const LINK = /^(?:for|pour|across|sur|on|to|au|aux|into|dans)$/;
/** Words that ask for the channel to be run, in the same sentence: then the channel is the work. */
const RUN_CHANNEL = new RegExp(
  String.raw`\b(?:${WRITE_OR_SEND}|gestion|animer|animation des|running|managing|managers?|management|community|calendrier|calendar|editorial|strategie|strategy|publier|publication|posting|post|campagnes?|campaigns?|ads|publicite|sponsoris\w*|abonnes|followers|audience|engagement|croissance|growth)\b`,
);
/** How far back the deliverable may be named (its length and formats often come between). */
const REACH = 14;
/** How far before the channel its link may be: determiners, or the list the channel ends. */
const LINK_REACH = 6;

/** Whether the mention at `start` only names where a deliverable of its sentence will be shown. */
export function isDeliverableDestination(
  skillName: string,
  tokens: readonly Token[],
  start: number,
): boolean {
  if (!CHANNEL_SKILLS.has(skillName)) return false;
  const sentence = tokens[start]?.sentence;
  const inSentence = (index: number) => tokens[index]?.sentence === sentence;
  let link = -1;
  for (let index = start - 1; index >= Math.max(0, start - LINK_REACH) && inSentence(index); index -= 1) {
    if (LINK.test(tokens[index]?.norm ?? '')) {
      link = index;
      break;
    }
  }
  if (link === -1) return false;
  let hasDeliverable = false;
  for (let index = link - 1; index >= Math.max(0, start - REACH) && inSentence(index); index -= 1) {
    if (DELIVERABLE.test(tokens[index]?.norm ?? '')) hasDeliverable = true;
  }
  if (!hasDeliverable) return false;
  const words = tokens.filter((token) => token.sentence === sentence).map((token) => token.norm);
  return !RUN_CHANNEL.test(words.join(' '));
}
