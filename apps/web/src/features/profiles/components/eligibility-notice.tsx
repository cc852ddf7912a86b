import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { usePostingEligibility } from '../../../lib/posting-eligibility';

/** What is still missing before the user may post on the feed, refreshed after every change. */
export function EligibilityNotice() {
  const { t } = useTranslation('profiles');
  const { data: eligibility } = usePostingEligibility();
  if (!eligibility) return null;

  if (eligibility.canPost) {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-ink text-sm">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        {t('eligibility.ready')}
      </p>
    );
  }
  return (
    <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-ink text-sm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <div>
        <p className="font-medium">{t('eligibility.title')}</p>
        <ul className="mt-1 list-disc pl-5">
          {eligibility.missing.map((requirement) => (
            <li key={requirement}>{t(`eligibility.missing.${requirement}`)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
