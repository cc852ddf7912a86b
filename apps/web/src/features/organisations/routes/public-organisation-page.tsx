import { PATHS } from '@escouade/contract/paths';
import type { PublicOrganisation } from '@escouade/contract/organisations';
import { Building2, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { RatingSummaryText } from '../../../components/rating';
import { VerifiedBadge } from '../../../components/verified-badge';
import { buttonClasses } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePageTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { isOrganisationNotFound, usePublicOrganisation } from '../api/organisations';

const NAMESPACES = ['account', 'errors'] as const;

/**
 * `/organisations/:organisationId`, open to everyone: who an organisation is (its name, sector, size and
 * website) and its record as a client on Escouade (its projects delivered, its rating by professionals), so
 * that a professional asked to work for it knows who asks.
 */
export function PublicOrganisationPage() {
  const { t } = useTranslation(NAMESPACES);
  const { organisationId = '' } = useParams();
  const organisation = usePublicOrganisation(organisationId);
  usePageTitle(
    organisation.data?.legalName ?? t('organisation.public.title'),
    t('organisation.public.description'),
  );

  return (
    <MainContent className="w-full px-4 py-10 sm:px-6 lg:px-10">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        {organisation.data ? (
          <OrganisationCard organisation={organisation.data} />
        ) : isOrganisationNotFound(organisation.error) ? (
          <div className="flex flex-col items-center rounded-xl border border-line bg-white px-6 py-12 text-center">
            <SearchX aria-hidden="true" className="size-10 text-ink-muted" />
            <PageTitle className="mt-4 text-2xl sm:text-3xl">{t('organisation.public.notFound')}</PageTitle>
            <p className="mt-2 text-ink-muted">{t('organisation.public.notFoundHint')}</p>
            <Link to={PATHS.home} className={buttonClasses('primary', 'mt-6')}>
              {t('organisation.public.backHome')}
            </Link>
          </div>
        ) : organisation.isError ? (
          <>
            <PageTitle>{t('organisation.public.title')}</PageTitle>
            <LoadFailure
              message={t('organisation.public.loadFailed', {
                reason: apiErrorMessage(t, organisation.error),
              })}
              onRetry={() => void organisation.refetch()}
            />
          </>
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label={t('organisation.public.loading')} size="lg" />
          </div>
        )}
      </div>
    </MainContent>
  );
}

function OrganisationCard({ organisation }: { organisation: PublicOrganisation }) {
  const { t } = useTranslation(NAMESPACES);
  const unknown = t('organisation.public.unknown');
  const hasRecord = organisation.completedProjects > 0 || organisation.rating.count > 0;

  return (
    <article className="flex flex-col gap-6">
      <header className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Building2 aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <PageTitle className="break-words">{organisation.legalName}</PageTitle>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-ink-muted">
            {t('organisation.public.kind')}
            {organisation.verified && <VerifiedBadge />}
          </p>
        </div>
      </header>

      <section
        aria-labelledby="organisation-about"
        className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:p-5"
      >
        <h2 id="organisation-about" className="font-semibold text-ink text-lg">
          {t('organisation.public.about')}
        </h2>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-ink-muted">{t('organisation.public.sector')}</dt>
            <dd className="break-words font-medium text-ink">{organisation.sector ?? unknown}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('organisation.public.size')}</dt>
            <dd className="font-medium text-ink">
              {organisation.sizeBand ? t(`organisation.sizeBands.${organisation.sizeBand}`) : unknown}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-ink-muted">{t('organisation.public.website')}</dt>
            <dd className="break-words font-medium text-ink">
              {organisation.website ? (
                <a
                  href={organisation.website}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="text-brand-700 underline underline-offset-2"
                >
                  {organisation.website.replace(/^https?:\/\//, '')}
                  <span className="sr-only">{t('organisation.public.opensInNewTab')}</span>
                </a>
              ) : (
                unknown
              )}
            </dd>
          </div>
        </dl>
      </section>

      <section
        aria-labelledby="organisation-record"
        className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:p-5"
      >
        <h2 id="organisation-record" className="font-semibold text-ink text-lg">
          {t('organisation.public.record')}
        </h2>
        {hasRecord ? (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-ink-muted">{t('organisation.public.completed')}</dt>
              <dd className="font-medium text-ink">
                {t('organisation.public.completedCount', { count: organisation.completedProjects })}
              </dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t('organisation.public.rating')}</dt>
              <dd>
                <RatingSummaryText summary={organisation.rating} />
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-ink-muted text-sm">{t('organisation.public.noRecord')}</p>
        )}
      </section>
    </article>
  );
}
