import type { Language } from '@escouade/contract/constants';
import { splitWords } from './words.ts';

// Which of the two languages a text is written in, from its function words: the brief assistant reads the
// client's messages with it, and search stems each post in the language it finds.

// Function words only one of the two languages uses ("a", "on", "me" are in both and left out).
const FRENCH_WORDS = new Set(
  (
    'le la les l un une des du de d et est sont ou mais pour avec sans sur dans par chez nous notre nos vous votre ' +
    'vos je j il elle ils elles ce cette ces qui que qu pas ne n au aux tres aussi avons sommes avoir etre faire ' +
    'besoin voudrions voudrais souhaitons cherchons mois semaines equipe projet bonjour merci oui non'
  ).split(' '),
);
const ENGLISH_WORDS = new Set(
  (
    'the an and is are or but for with without in into of to by from at we our us you your i my it its this that ' +
    'these those which who not be been have has need needs want would like should will can looking also very ' +
    'months weeks team project hello hi thanks yes no'
  ).split(' '),
);

/** `null` when the text does not tell ("15k€", "React"). */
export function detectLanguage(text: string): Language | null {
  let french = 0;
  let english = 0;
  for (const word of splitWords(text)) {
    if (FRENCH_WORDS.has(word)) french += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  // Accented letters lean French when the words alone are a tie.
  const accents = (text.match(/[éèêàùçôîâû]/gi) ?? []).length;
  french += Math.min(accents, 3) * 0.5;
  if (french === english) return null;
  return french > english ? 'fr' : 'en';
}

/** The latest client message that tells decides; French when none does. */
export function detectConversationLanguage(
  messages: readonly { role: 'user' | 'assistant'; content: string }[],
): Language {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.role !== 'user') continue;
    const language = detectLanguage(message.content);
    if (language) return language;
  }
  return 'fr';
}
