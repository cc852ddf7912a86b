import { Link } from 'react-router';
import { MainContent } from '../../../components/ui/main-content';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { SectionHeading } from '../components/section-heading';
import { PATHS } from '@escouade/contract/paths';

const MEASURES = ['axe', 'lighthouse', 'manual'] as const;
const KNOWN_ISSUES = ['dates', 'images', 'emails', 'adminMenus', 'chat'] as const;
const METHOD = ['date', 'technologies', 'tools'] as const;

/**
 * `/accessibility`: the accessibility statement a French public-facing service publishes (RGAA 4.1): the
 * conformance level, how it is measured, the known non-conformities, how to report a problem and the remedies.
 */
export function AccessibilityPage() {
  const { t } = useTranslation('accessibilityPage');
  useDocumentTitle('accessibility');

  return (
    <MainContent>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 pt-4 pb-16 text-ink-muted leading-7 sm:px-6">
        <section aria-labelledby="accessibility-status">
          <SectionHeading id="accessibility-status" title={t('status.title')} />
          <p className="mt-4 text-pretty">{t('status.body')}</p>
          <p className="mt-3 text-pretty">{t('status.rate')}</p>
        </section>
        <section aria-labelledby="accessibility-measure">
          <SectionHeading id="accessibility-measure" title={t('measure.title')} />
          <ul className="mt-4 list-disc space-y-3 pl-6">
            {MEASURES.map((key) => (
              <li key={key} className="text-pretty">
                {t(`measure.items.${key}`)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="accessibility-issues">
          <SectionHeading id="accessibility-issues" title={t('issues.title')} />
          <p className="mt-4">{t('issues.intro')}</p>
          <ul className="mt-3 list-disc space-y-3 pl-6">
            {KNOWN_ISSUES.map((key) => (
              <li key={key} className="text-pretty">
                {t(`issues.items.${key}`)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="accessibility-method">
          <SectionHeading id="accessibility-method" title={t('method.title')} />
          {METHOD.map((key) => (
            <p key={key} className="mt-3 text-pretty first-of-type:mt-4">
              {t(`method.${key}`)}
            </p>
          ))}
        </section>
        <section aria-labelledby="accessibility-contact">
          <SectionHeading id="accessibility-contact" title={t('contact.title')} />
          <p className="mt-4 text-pretty">{t('contact.body')}</p>
          <p className="mt-3">
            <Link
              to={PATHS.contact}
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {t('contact.link')}
            </Link>
          </p>
        </section>
        <section aria-labelledby="accessibility-appeal">
          <SectionHeading id="accessibility-appeal" title={t('appeal.title')} />
          <p className="mt-4 text-pretty">{t('appeal.body')}</p>
        </section>
      </div>
    </MainContent>
  );
}
