import type { UseMutationResult } from '@tanstack/react-query';
import { ArrowLeft, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LinkOutcome } from '../../../components/link-outcome';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { PATHS } from '@escouade/contract/paths';

type TokenAction = 'confirm' | 'unsubscribe';

type NewsletterTokenStatusProps = {
  action: TokenAction;
  mutation: UseMutationResult<unknown, Error, string>;
};

/**
 * The page a mailed newsletter link opens: sends the link's token to the API once, then shows the outcome.
 * A missing token, or one the API refuses, is an invalid link.
 */
export function NewsletterTokenStatus({ action, mutation }: NewsletterTokenStatusProps) {
  const { t } = useTranslation(['newsletter', 'errors', 'common']);
  useDocumentTitle(action === 'confirm' ? 'newsletterConfirm' : 'newsletterUnsubscribe');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { mutate } = mutation;
  const hasSent = useRef(false);

  useEffect(() => {
    // Once per visit, even when React runs effects twice (StrictMode) or the page re-renders.
    if (!token || hasSent.current) return;
    hasSent.current = true;
    mutate(token);
  }, [token, mutate]);

  const isInvalidLink =
    !token ||
    (mutation.error instanceof ApiError &&
      (mutation.error.code === 'NEWSLETTER_TOKEN_INVALID' || mutation.error.code === 'VALIDATION_FAILED'));
  const state = isInvalidLink
    ? 'invalid'
    : mutation.isSuccess
      ? 'success'
      : mutation.isError
        ? 'error'
        : 'pending';

  const message = {
    pending: t(`${action}.pending`),
    success: t(`${action}.success`),
    invalid: t(`${action}.invalid`),
    error: apiErrorMessage(t, mutation.error),
  }[state];
  return (
    <LinkOutcome state={state} title={t(`${action}.title`)} message={message} pendingIcon={Mail}>
      <Button asChild variant="secondary" className="mt-8">
        <Link to={PATHS.home}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('common:backHome')}
        </Link>
      </Button>
    </LinkOutcome>
  );
}
