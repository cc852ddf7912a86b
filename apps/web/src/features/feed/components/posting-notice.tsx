import type { PostingRequirement } from '@escouade/contract/profiles';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { getCurrentLanguage } from '../../../lib/i18n';
import { PATHS } from '@escouade/contract/paths';

const PROFILE_FIELDS = ['firstName', 'lastName', 'profession'] as const;

/** Why the composer is disabled: the missing profile fields and/or skill, with the way to fix it. */
export function PostingNotice({ id, missing }: { id: string; missing: readonly PostingRequirement[] }) {
  const { t, i18n } = useTranslation('feed');
  const fields = PROFILE_FIELDS.filter((field) => missing.includes(field)).map((field) =>
    t(`eligibility.fields.${field}`),
  );
  const fieldList = new Intl.ListFormat(getCurrentLanguage(i18n), { type: 'conjunction' }).format(fields);

  return (
    <div id={id} className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink text-sm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0">
        <p className="font-semibold">{t('eligibility.title')}</p>
        <ul className="mt-1 list-disc pl-5">
          {fields.length > 0 && <li>{t('eligibility.profileIncomplete', { fields: fieldList })}</li>}
          {missing.includes('skill') && <li>{t('eligibility.skillMissing')}</li>}
        </ul>
        <Link
          to={PATHS.myProfile}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700"
        >
          {t('eligibility.link')}
        </Link>
      </div>
    </div>
  );
}
