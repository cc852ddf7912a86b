import { CLAIMED_COMPLETED_PROJECTS } from './interface-constants';
import { useLayoutEffect } from 'react';
import { useTranslation } from './use-translation';
import type frMeta from '../locales/fr/meta.json';

export type DocumentTitleKey = keyof typeof frMeta.titles;

/**
 * Sets the page's `document.title` and `<meta name="description">` from `meta:titles.<key>` and
 * `meta:descriptions.<key>`, and keeps both translated when the language changes.
 */
export function useDocumentTitle(titleKey: DocumentTitleKey): void {
  const { t } = useTranslation('meta');
  usePageTitle(
    t(`titles.${titleKey}`),
    t(`descriptions.${titleKey}`, { projects: CLAIMED_COMPLETED_PROJECTS }),
  );
}

/**
 * The same for a page whose title is one of its own texts or data (a project's title, a person's name):
 * `document.title` becomes 'Mes projets · Escouade'.
 */
export function usePageTitle(title: string, description: string): void {
  const { t } = useTranslation('meta');
  const documentTitle = t('template', { page: title });

  // Layout effects: the title and description change in the same frame as the page, not one paint later.
  useLayoutEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  useLayoutEffect(() => {
    let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!element) {
      element = document.createElement('meta');
      element.name = 'description';
      document.head.append(element);
    }
    element.content = description;
  }, [description]);
}
