import { MailPlus } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { AuthRequestError, getAuthMessageCode } from '../../../lib/auth-session';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { useCountdown } from '../hooks/use-countdown';

/** The server sends the confirmation mail at most once a minute per address. */
export const RESEND_COOLDOWN_SECONDS = 60;

type ResendVerificationProps = {
  email: string;
  /** A mail was just sent (at sign-up): the button starts with the full cooldown. */
  startWithCooldown?: boolean;
};

/** "Resend the confirmation e-mail", with the countdown of the server's one-a-minute rule on the button. */
export function ResendVerification({ email, startWithCooldown = false }: ResendVerificationProps) {
  const { t } = useTranslation(['auth', 'authErrors']);
  const sending = useSendVerificationEmail();
  const { secondsLeft, start } = useCountdown(startWithCooldown ? RESEND_COOLDOWN_SECONDS : 0);

  const onResend = () => {
    sending.mutate(email, {
      onSuccess: () => start(RESEND_COOLDOWN_SECONDS),
      onError: (error) => {
        if (getAuthMessageCode(error) === 'RATE_LIMITED') start(getRetryAfterSeconds(error));
      },
    });
  };

  const isWaiting = secondsLeft > 0;
  const failureCode = getAuthMessageCode(sending.error);

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" onClick={onResend} disabled={sending.isPending || isWaiting}>
        <MailPlus aria-hidden="true" className="size-4" />
        {sending.isPending
          ? t('resend.sending')
          : isWaiting
            ? t('resend.wait', { seconds: secondsLeft })
            : t('resend.action')}
      </Button>
      <p aria-live="polite" className="text-sm">
        {sending.isSuccess && t('resend.sent')}
        {sending.isError &&
          (failureCode === 'RATE_LIMITED' ? t('authErrors:RATE_LIMITED') : t('resend.failed'))}
      </p>
    </div>
  );
}

function getRetryAfterSeconds(error: unknown): number {
  const details =
    error instanceof AuthRequestError ? (error.details as { retryAfterSeconds?: unknown }) : undefined;
  const seconds = Number(details?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : RESEND_COOLDOWN_SECONDS;
}
