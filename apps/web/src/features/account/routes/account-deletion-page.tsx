import { PATHS } from '@escouade/contract/paths';
import { ArrowLeft, CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDay } from '../../../lib/format-dates';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { useCancelAccountDeletion } from '../api/account-deletion';
import type { DeletionScheduledState } from '../components/delete-account-section';

type PageState = 'ask' | 'scheduled' | 'cancelled' | 'invalid' | 'error';
const SCHEDULED: PageState = 'scheduled';
const ASKING: PageState = 'ask';
const CANCELLED: PageState = 'cancelled';
/** The states that answer the link: kept, or why not. */
const OUTCOMES: ReadonlySet<PageState> = new Set(['cancelled', 'invalid', 'error']);
const STATE_ICONS = {
  ask: Clock,
  scheduled: Clock,
  cancelled: CircleCheck,
  invalid: CircleAlert,
  error: CircleAlert,
};

/**
 * `/account-deletion`: after a deletion request, when the account will be erased and how to change one's
 * mind; opened from the e-mailed link (`?token=`), the button that keeps the account. The link only shows
 * the button: mail scanners open links, and must not cancel a deletion by doing so.
 */
export function AccountDeletionPage() {
  const { t, i18n } = useTranslation(['account', 'errors', 'common']);
  useDocumentTitle('accountDeletion');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const dueAt = (useLocation().state as Partial<DeletionScheduledState> | null)?.deletionDueAt;
  const cancel = useCancelAccountDeletion();
  const language = getCurrentLanguage(i18n);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Arriving from the deletion form (whose button is gone), the reader starts at the title.
  useLayoutEffect(() => {
    if (!token && dueAt) titleRef.current?.focus();
  }, [token, dueAt]);

  // The button is gone once it has answered: the outcome takes the focus.
  useLayoutEffect(() => {
    if (cancel.isSuccess || cancel.isError) outcomeRef.current?.focus();
  }, [cancel.isSuccess, cancel.isError]);

  const isInvalidLink =
    cancel.error instanceof ApiError &&
    (cancel.error.code === 'DELETION_LINK_INVALID' || cancel.error.code === 'VALIDATION_FAILED');
  const state: PageState = token
    ? cancel.isSuccess
      ? 'cancelled'
      : isInvalidLink
        ? 'invalid'
        : cancel.isError
          ? 'error'
          : 'ask'
    : dueAt
      ? 'scheduled'
      : 'invalid';
  const Icon = STATE_ICONS[state];
  const isScheduled = state === SCHEDULED && dueAt !== undefined;
  const isAsking = state === ASKING;
  const isCancelled = state === CANCELLED;
  const hasOutcome = OUTCOMES.has(state);

  return (
    <MainContent className="flex items-center justify-center px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <span
          aria-hidden="true"
          className={
            isCancelled
              ? 'rounded-full bg-success-50 p-4 text-success-800'
              : hasOutcome
                ? 'rounded-full bg-danger-50 p-4 text-danger-700'
                : 'rounded-full bg-brand-50 p-4 text-brand-700'
          }
        >
          <Icon className="size-8" />
        </span>
        <PageTitle ref={titleRef} className="mt-6">
          {isScheduled ? t('deletionPage.scheduledTitle') : t('deletionPage.cancelTitle')}
        </PageTitle>
        {isScheduled && (
          <>
            <p className="mt-4 text-pretty text-ink-muted text-lg">
              {t('deletionPage.scheduled', { date: formatDay(dueAt ?? '', language) })}
            </p>
            <p className="mt-3 text-pretty text-ink-muted">{t('deletionPage.scheduledMail')}</p>
          </>
        )}
        {isAsking && (
          <>
            <p className="mt-4 text-pretty text-ink-muted text-lg">{t('deletionPage.ask')}</p>
            <Button
              className="mt-8"
              aria-disabled={cancel.isPending || undefined}
              onClick={() => {
                if (!cancel.isPending) cancel.mutate(token);
              }}
            >
              {cancel.isPending ? t('deletionPage.cancelling') : t('deletionPage.cancel')}
            </Button>
          </>
        )}
        {hasOutcome && (
          <p
            ref={outcomeRef}
            tabIndex={-1}
            role={isCancelled ? 'status' : 'alert'}
            className="mt-4 text-pretty text-ink-muted text-lg focus:outline-none"
          >
            {isCancelled
              ? t('deletionPage.cancelled')
              : cancel.isError && !isInvalidLink
                ? apiErrorMessage(t, cancel.error)
                : t('deletionPage.invalid')}
          </p>
        )}
        {isCancelled ? (
          <Button asChild className="mt-8">
            <Link to={PATHS.login}>{t('deletionPage.signIn')}</Link>
          </Button>
        ) : (
          !isAsking && (
            <Button asChild variant="secondary" className="mt-8">
              <Link to={PATHS.home}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('common:backHome')}
              </Link>
            </Button>
          )
        )}
      </div>
    </MainContent>
  );
}
