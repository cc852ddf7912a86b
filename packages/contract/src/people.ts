// Type-free of zod: the web app's entry chunk names people too.

/** The longest first or last name a person may give (the profile editor's limit). */
export const PERSON_NAME_MAX_LENGTH = 120;

/** What every answer naming a person carries: the names from their profile, null when never given. */
export interface PersonNameParts {
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * The one rule for how a person is named wherever they appear: their first and last name, trimmed and joined
 * by a space; null when they have neither (an account older than names at sign-up, or an erased one). Never
 * their e-mail address or their role: the caller says "a member" in its own words, in its own sentence.
 */
export function displayName(person: PersonNameParts | null | undefined): string | null {
  if (!person) return null;
  const name = [person.firstName, person.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? null : name;
}

/** The name, or the caller's words for someone without one. */
export function displayNameOr(person: PersonNameParts | null | undefined, fallback: string): string {
  return displayName(person) ?? fallback;
}

/**
 * A sentence that may start with a lower-case fallback ("un membre a écrit…") starts with a capital; the
 * fallback stays lower-case anywhere else ("Chloé Nguyen et un membre").
 */
export function capitalizeSentence(sentence: string): string {
  return sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1);
}
