import type { Language } from '@escouade/contract/constants';
import { mentionsAsPlainText } from '@escouade/contract/mentions';
import { detectLanguage } from '../../text/language.ts';

/**
 * The language a post is written in, which decides how search stems it: read from its words (the detector that
 * reads briefs), or `fallback` when they do not tell ("React 19 🎉").
 */
export function postLanguage(text: string, fallback: Language): Language {
  return detectLanguage(mentionsAsPlainText(text)) ?? fallback;
}
