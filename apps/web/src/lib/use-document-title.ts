import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type frMeta from '../locales/fr/meta.json';

export type DocumentTitleKey = keyof typeof frMeta.titles;

/** Sets `document.title` for the current page and keeps it translated when the language changes. */
export function useDocumentTitle(titleKey: DocumentTitleKey): void {
  const { t } = useTranslation('meta');
  const documentTitle = t('template', { page: t(`titles.${titleKey}`) });

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}
