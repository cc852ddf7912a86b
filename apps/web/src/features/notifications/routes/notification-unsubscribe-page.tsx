import { NOTIFICATION_TYPES, type NotificationType } from '@escouade/contract/notifications';
import { PATHS } from '@escouade/contract/paths';
import { ArrowLeft, MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LinkOutcome } from '../../../components/link-outcome';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { useUnsubscribeFromNotifications } from '../api/email-preferences';

/** What a token stops, read from its middle part (`<user>.<type or "digest">.<signature>`); the server checks it. */
function scopeOf(token: string): NotificationType | 'digest' | null {
  const scope = token.split('.')[1] ?? '';
  if (scope === 'digest') return 'digest';
  return (NOTIFICATION_TYPES as readonly string[]).includes(scope) ? (scope as NotificationType) : null;
}

/**
 * `/notifications/unsubscribe?token=…`, the link at the bottom of every notification e-mail: says which e-mails
 * the link stops and stops them on request, without signing in (a link scanner opening the page stops
 * nothing), then says which ones stopped and where to change it back.
 */
export function NotificationUnsubscribePage() {
  const { t, i18n } = useTranslation(['notifications', 'errors', 'common']);
  useDocumentTitle('notificationUnsubscribe');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const scope = scopeOf(token);
  const unsubscribe = useUnsubscribeFromNotifications();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });

  const isInvalid =
    !scope ||
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
    pending:
      scope === 'digest'
        ? t('unsubscribe.askDigest')
        : t('unsubscribe.ask', { type: scope ? t(`emails.types.${scope}`) : '' }),
    success:
      stopped.length === 0
        ? t('unsubscribe.nothing')
        : t('unsubscribe.success', {
            types: list.format(stopped.map((type) => t(`emails.types.${type}`))),
            count: stopped.length,
          }),
    invalid: t('errors:UNSUBSCRIBE_LINK_INVALID'),
    error: apiErrorMessage(t, unsubscribe.error),
  }[state];

  const mayStop = state === 'pending' || state === 'error';
  const hasStopped = state === 'success';

  return (
    <LinkOutcome state={state} title={t('unsubscribe.title')} message={message} pendingIcon={MailX}>
      {mayStop && (
        <Button className="mt-6" onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
          {unsubscribe.isPending ? t('unsubscribe.stopping') : t('unsubscribe.confirm')}
        </Button>
      )}
      {hasStopped && <p className="mt-4 text-ink-muted">{t('unsubscribe.changeLater')}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="secondary">
          <Link to={unsubscribe.data?.settingsPath ?? PATHS.notificationEmails}>
            {t('unsubscribe.settings')}
          </Link>
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
