import { LANGUAGES } from '@escouade/contract/constants';
import type { LanguageDetectorModule } from 'i18next';
import { whenIdle } from './when-idle';

/** The cookie holding the chosen language (read by the server too: apps/api/src/plugins/index-html.ts). */
export const LANGUAGE_COOKIE = 'i18next';
/** `?lng=en` in any URL switches the interface to English (and is remembered). */
export const LANGUAGE_QUERY_PARAMETER = 'lng';
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/**
 * i18next's language detector: `?lng=`, then the language cookie, then the browser's preferred languages; the
 * first of the interface's languages wins (French when none is: i18next's fallback). The language in use is
 * kept in the cookie only: written at once when it changes, renewed for another year once the page is idle
 * otherwise, so that a choice lasts as long as the visits go on.
 *
 * Why not i18next-browser-languagedetector: on every start it probes localStorage and sessionStorage by writing
 * and removing a test key in each, then reads and writes them. A page's first access to storage is a
 * synchronous round trip to the browser process; on a slow phone these accesses blocked the page for about
 * 20 ms of its start-up (80 ms at Lighthouse's 4× slowdown). The server reads the cookie anyway, so storage
 * added nothing.
 */
export function createLanguageDetector(): LanguageDetectorModule {
  let cookieLanguage: string | undefined;
  let renewalScheduled = false;
  return {
    type: 'languageDetector',
    detect() {
      cookieLanguage = readCookie(LANGUAGE_COOKIE);
      const candidates = [
        new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER),
        cookieLanguage,
        ...(navigator.languages ?? []),
        navigator.language,
      ];
      // Only the interface's own languages: i18next would also take its debugging pseudo-language `cimode`.
      return candidates
        .filter((tag): tag is string => Boolean(tag))
        .map(toBaseLanguage)
        .filter(isInterfaceLanguage);
    },
    cacheUserLanguage(language) {
      if (!isInterfaceLanguage(language)) return;
      if (language !== cookieLanguage) {
        cookieLanguage = language;
        writeLanguageCookie(language);
      } else if (!renewalScheduled) {
        renewalScheduled = true;
        whenIdle(() => {
          if (cookieLanguage) writeLanguageCookie(cookieLanguage);
        });
      }
    },
  };
}

function isInterfaceLanguage(language: string): boolean {
  return (LANGUAGES as readonly string[]).includes(language);
}

function writeLanguageCookie(language: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** `fr-FR` → `fr`, `EN_us` → `en`: the interface has one variant per language. */
export function toBaseLanguage(languageTag: string): string {
  return languageTag.split(/[-_]/)[0]?.toLowerCase() ?? languageTag;
}

function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      // Language codes need no encoding: a value that is not one is ignored.
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}
