import { PATHS } from '@escouade/contract/paths';
import { ArrowLeft, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LinkOutcome } from '../../../components/link-outcome';
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
  return (
    <LinkOutcome state={state} title={t('unsubscribe.title')} message={message} pendingIcon={MailX}>
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
    </LinkOutcome>
  );
}
