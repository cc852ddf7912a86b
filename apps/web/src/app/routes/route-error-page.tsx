import { Home, RotateCw } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { createPath, isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { MainContent } from '../../components/ui/main-content';
import { PageTitle } from '../../components/ui/page-title';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundPage } from './not-found-page';
import { PATHS } from '@escouade/contract/paths';
import { Spinner } from '../../components/ui/spinner';

/**
 * Route `ErrorBoundary`: a failed page load, a failed query or a render error.
 *
 * It has a Suspense boundary of its own: the root route's error page renders in place of the root layout
 * (and its Suspense), possibly before the root loader has downloaded the `errors`, `meta` or `notFound`
 * translations. Without a boundary here, the pending translations would be thrown to React Router's error
 * boundary, which would render this page again, which would throw again: a synchronous loop.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const isNotFound =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && error.code === 'NOT_FOUND');
  return (
    <Suspense fallback={<ErrorPagePending />}>
      {isNotFound ? <NotFoundPage /> : <RouteErrorMessage error={error} />}
    </Suspense>
  );
}

/** While the error page's translations download: the `common` namespace is bundled, so this never waits. */
function ErrorPagePending() {
  const { t } = useTranslation();
  return (
    <MainContent className="flex items-center justify-center px-4 py-16 sm:px-6 sm:py-24">
      <Spinner label={t('loading')} size="lg" />
    </MainContent>
  );
}

function RouteErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation(['common', 'errors']);
  const location = useLocation();
  useDocumentTitle('error');

  useEffect(() => {
    // API errors are expected outcomes with a translated message; anything else is a bug worth logging.
    if (!(error instanceof ApiError)) console.error(error);
  }, [error]);

  const description = error instanceof ApiError ? t(`errors:${error.code}`) : t('routeError.description');

  return (
    <MainContent className="flex items-center justify-center px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <PageTitle>{t('routeError.title')}</PageTitle>
        <p className="mt-4 text-pretty text-ink-muted text-lg">{description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {/* A full page load, not a client navigation: it also recovers from a stale code chunk after a deploy. */}
          <Button asChild>
            <a href={createPath(location)}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t('routeError.retry')}
            </a>
          </Button>
          <Button asChild variant="secondary">
            <Link to={PATHS.home} reloadDocument>
              <Home aria-hidden="true" className="size-4" />
              {t('backHome')}
            </Link>
          </Button>
        </div>
      </div>
    </MainContent>
  );
}
