import type { AdminUser } from '@escouade/contract/admin';
import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/use-translation';
import { getCurrentLanguage } from '../../../lib/i18n';
import { formatShortDate } from '../admin-format';

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 font-medium text-xs';

/** Verified (e-mail confirmed) or Pending, and Banned (with its end and reason) when it applies. */
export function UserStatus({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation('adminArea');
  const bannedUntil = formatShortDate(user.banExpires, getCurrentLanguage(i18n));
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span
        className={clsx(
          BADGE,
          user.emailVerified ? 'bg-success-50 text-success-800' : 'bg-amber-100 text-amber-900',
        )}
      >
        {user.emailVerified ? t('users.status.verified') : t('users.status.pending')}
      </span>
      {user.banned && (
        <span className={clsx(BADGE, 'bg-danger-700 text-white')}>
          {bannedUntil ? t('users.status.bannedUntil', { date: bannedUntil }) : t('users.status.banned')}
        </span>
      )}
      {user.banned && user.banReason && (
        <span className="w-full text-ink-muted text-xs">
          {t('users.status.banReason', { reason: user.banReason })}
        </span>
      )}
    </div>
  );
}

/** The sign-up date in short form, or '-' when the record has none. */
export function JoinedDate({ createdAt }: { createdAt: string | null }) {
  const { t, i18n } = useTranslation('adminArea');
  const formatted = formatShortDate(createdAt, getCurrentLanguage(i18n));
  if (!formatted || !createdAt) {
    return (
      <span>
        <span aria-hidden="true">-</span>
        <span className="sr-only">{t('users.notAvailable')}</span>
      </span>
    );
  }
  return <time dateTime={createdAt}>{formatted}</time>;
}
