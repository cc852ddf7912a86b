import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getCurrentLanguage, isSupportedLanguage, toBaseLanguage } from '../lib/i18n';

/**
 * Applies `?lng=fr|en` from the router's URL. The language detector reads `window.location` once at
 * start-up; this also covers in-app links carrying `?lng=` (and memory routers in tests).
 */
export function useLanguageFromUrl(): void {
  const [searchParams] = useSearchParams();
  const { i18n } = useTranslation();
  const requestedLanguage = searchParams.get('lng');

  useEffect(() => {
    if (!requestedLanguage) return;
    const language = toBaseLanguage(requestedLanguage);
    if (isSupportedLanguage(language) && language !== getCurrentLanguage(i18n)) {
      void i18n.changeLanguage(language);
    }
  }, [requestedLanguage, i18n]);
}
