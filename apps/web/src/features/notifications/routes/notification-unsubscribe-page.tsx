import { PATHS } from '@escouade/contract/paths';
import { ArrowLeft, CircleAlert, CircleCheck, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { useUnsubscribeFromNotifications } from '../api/email-preferences';

/**
 * `/notifications/unsubscribe?token=…`, the link at the bottom of every notification e-mail: stops that kind of
 * e-mail (or the digest) without signing in, then says which ones stopped and where to change it back.
 */
export function NotificationUnsubscribePage() {
  const { t } = useTranslation(['notifications', 'errors', 'common']);
  useDocumentTitle('notificationUnsubscribe');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribeFromNotifications();
  const { mutate } = unsubscribe;
  const hasSent = useRef(false);

  useEffect(() => {
    // Once per visit, even when effects run twice or the page re-renders.
    if (!token || hasSent.current) return;
    hasSent.current = true;
    mutate(token);
  }, [token, mutate]);

  const isInvalid =
    !token ||
    (unsubscribe.error instanceof ApiError &&
      (unsubscribe.error.code === 'UNSUBSCRIBE_LINK_INVALID' ||
        unsubscribe.error.code === 'VALIDATION_FAILED'));
  const state = isInvalid
    ? 'invalid'
    : unsubscribe.isSuccess
      ? 'success'
      : unsubscribe.isError
        ? 'error'
        : 'pending';
  const stopped = unsubscribe.data?.types ?? [];
  const message = {
    pending: t('unsubscribe.pending'),
    success:
      stopped.length === 0
        ? t('unsubscribe.nothing')
        : t('unsubscribe.success', {
            types: stopped.map((type) => t(`emails.types.${type}`).toLocaleLowerCase()).join(', '),
            count: stopped.length,
          }),
    invalid: t('errors:UNSUBSCRIBE_LINK_INVALID'),
    error: apiErrorMessage(t, unsubscribe.error),
  }[state];
  const Icon = { pending: MailX, success: CircleCheck, invalid: CircleAlert, error: CircleAlert }[state];

  return (
    <MainContent className="flex items-center justify-center px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <span
          aria-hidden="true"
          className={
            state === 'success'
              ? 'rounded-full bg-success-50 p-4 text-success-800'
              : state === 'pending'
                ? 'rounded-full bg-brand-50 p-4 text-brand-700'
                : 'rounded-full bg-danger-50 p-4 text-danger-700'
          }
        >
          <Icon className={state === 'pending' ? 'size-8 motion-safe:animate-pulse' : 'size-8'} />
        </span>
        <PageTitle className="mt-6">{t('unsubscribe.title')}</PageTitle>
        <p role="status" className="mt-4 text-pretty text-ink-muted text-lg">
          {message}
        </p>
        {state === 'error' && (
          <Button variant="secondary" className="mt-6" onClick={() => mutate(token)}>
            {t('list.retry')}
          </Button>
        )}
        {state === 'success' && <p className="mt-4 text-ink-muted">{t('unsubscribe.changeLater')}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild variant="secondary">
            <Link to={PATHS.notificationEmails}>{t('unsubscribe.settings')}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={PATHS.home}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('common:backHome')}
            </Link>
          </Button>
        </div>
      </div>
    </MainContent>
  );
}
