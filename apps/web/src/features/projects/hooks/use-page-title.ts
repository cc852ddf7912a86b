import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/**
 * `document.title` ('Mes projets · Escouade') and the description of a page whose title is one of this feature's
 * texts or data (a project's title), rather than one of `meta:titles`.
 */
export function usePageTitle(title: string, description: string): void {
  const { t } = useTranslation('meta');
  const documentTitle = t('template', { page: title });

  // Layout effects, like useDocumentTitle: the title and description change in the same frame as the page.
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
