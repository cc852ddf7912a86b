import type { Language } from '@escouade/contract';

/** A day as members read it in an e-mail ("30 novembre 2026", "November 30, 2026"), in Paris time. */
export function formatEmailDate(isoInstant: string, locale: Language): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(new Date(isoInstant));
}
