import { Link } from 'react-router';
import { PATHS } from '@escouade/contract/paths';
import { MainContent } from '../../../components/ui/main-content';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { SectionHeading } from '../components/section-heading';

const DATA = ['account', 'profile', 'feed', 'projects', 'moderation', 'security', 'mail'] as const;
const RETENTION = ['account', 'projects', 'sessions', 'exports', 'emails', 'audit', 'newsletter'] as const;
const RECIPIENTS = ['members', 'clients', 'admins', 'processors'] as const;
const RIGHTS = ['access', 'rectification', 'erasure', 'objection', 'consent'] as const;

const LINK_CLASSES = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * `/privacy`: what Escouade keeps about its members, why, for how long, who sees it, and how each right is
 * exercised (most from the account itself: the data page exports and deletes).
 */
export function PrivacyPage() {
  const { t } = useTranslation('privacyPage');
  useDocumentTitle('privacy');

  const list = (items: string[]) => (
    <ul className="mt-4 list-disc space-y-3 pl-6">
      {items.map((item) => (
        <li key={item} className="text-pretty">
          {item}
        </li>
      ))}
    </ul>
  );

  return (
    <MainContent>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 pt-4 pb-16 text-ink-muted leading-7 sm:px-6">
        <section aria-labelledby="privacy-controller">
          <SectionHeading id="privacy-controller" title={t('controller.title')} />
          <p className="mt-4 text-pretty">{t('controller.body')}</p>
        </section>
        <section aria-labelledby="privacy-data">
          <SectionHeading id="privacy-data" title={t('data.title')} />
          {list(DATA.map((key) => t(`data.items.${key}`)))}
        </section>
        <section aria-labelledby="privacy-retention">
          <SectionHeading id="privacy-retention" title={t('retention.title')} />
          {list(RETENTION.map((key) => t(`retention.items.${key}`)))}
        </section>
        <section aria-labelledby="privacy-recipients">
          <SectionHeading id="privacy-recipients" title={t('recipients.title')} />
          {list(RECIPIENTS.map((key) => t(`recipients.items.${key}`)))}
        </section>
        <section aria-labelledby="privacy-rights">
          <SectionHeading id="privacy-rights" title={t('rights.title')} />
          {list(RIGHTS.map((key) => t(`rights.items.${key}`)))}
          <p className="mt-4">
            <Link to={PATHS.myData} className={LINK_CLASSES}>
              {t('rights.dataPage')}
            </Link>
          </p>
          <p className="mt-4 text-pretty">{t('rights.complaint')}</p>
        </section>
        <section aria-labelledby="privacy-cookies">
          <SectionHeading id="privacy-cookies" title={t('cookies.title')} />
          <p className="mt-4 text-pretty">{t('cookies.body')}</p>
        </section>
        <section aria-labelledby="privacy-contact">
          <SectionHeading id="privacy-contact" title={t('contact.title')} />
          <p className="mt-4 text-pretty">{t('contact.body')}</p>
          <p className="mt-3">
            <Link to={PATHS.contact} className={LINK_CLASSES}>
              {t('contact.link')}
            </Link>
          </p>
        </section>
      </div>
    </MainContent>
  );
}
