import { clsx } from 'clsx';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '../lib/use-translation';

/**
 * « Vérifié » / "Verified": an administrator checked the business's SIRET and its registration document, and
 * the SIRET has not changed since. Its words say what was checked to a screen reader and on hover.
 */
export function VerifiedBadge({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      title={t('verifiedBadge.description')}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full border border-success-800 bg-success-50 px-2 py-0.5 font-medium text-success-800 text-xs',
        className,
      )}
    >
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('verifiedBadge.label')}
      <span className="sr-only">{` (${t('verifiedBadge.description')})`}</span>
    </span>
  );
}
