import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@escouade/contract/constants';

/** The cookie in which the interface keeps the visitor's language (its language detector). */
export const LANGUAGE_COOKIE = 'i18next';

/**
 * The language the interface will choose for this request, in the order of its detector
 * (src/lib/language-detector.ts in the web app): `?lng=`, the language cookie, then the browser's languages.
 * French when nothing matches.
 */
export function requestLanguage(request: {
  query?: unknown;
  headers: Record<string, string | string[] | undefined>;
}): Language {
  const lng = (request.query as Record<string, unknown> | undefined)?.lng;
  // `?lng=en&lng=fr` arrives as an array; the client reads the first value (URLSearchParams.get).
  const fromQuery = Array.isArray(lng) ? lng[0] : lng;
  const fromCookie = readCookie(request.headers.cookie, LANGUAGE_COOKIE);
  for (const candidate of [fromQuery, fromCookie]) {
    const language = typeof candidate === 'string' ? toSupportedLanguage(candidate) : undefined;
    if (language) return language;
  }
  return acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

function toSupportedLanguage(tag: string): Language | undefined {
  const base = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === base);
}

function readCookie(header: string | string[] | undefined, name: string): string | undefined {
  const value = Array.isArray(header) ? header.join('; ') : header;
  for (const pair of value?.split(';') ?? []) {
    const [key, ...rest] = pair.split('=');
    if (key?.trim() === name) return rest.join('=').trim();
  }
  return undefined;
}

/** The first supported language of an Accept-Language header, by decreasing quality. */
function acceptedLanguage(header: string | string[] | undefined): Language | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  const ranked = (value ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag, quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const language = toSupportedLanguage(tag);
    if (language) return language;
  }
  return undefined;
}
