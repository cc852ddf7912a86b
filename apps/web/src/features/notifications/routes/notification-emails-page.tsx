import {
  EMAIL_MODES,
  EMAIL_PREFERENCE_GROUPS,
  type EmailMode,
  type EmailPreference,
  type NotificationType,
} from '@escouade/contract/notifications';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { useEmailPreferences, useSaveEmailPreference } from '../api/email-preferences';
import { LoadFailure } from '../../../components/load-failure';

/**
 * `/dashboard/notifications/emails` and `/admin/notifications/emails`: for each type, whether it reaches me by
 * e-mail at once, in the daily digest, or never. Each choice is saved as soon as it is made, and said so.
 */
export function NotificationEmailsPage() {
  const { t } = useTranslation(['notifications', 'errors']);
  useDocumentTitle('notificationEmails');
  const preferences = useEmailPreferences();
  const save = useSaveEmailPreference();
  const chosen = new Map(preferences.data?.preferences.map((entry) => [entry.type, entry.email]));
  // Said once the server kept it.
  const outcome = save.isSuccess
    ? t('emails.saved', {
        type: t(`emails.types.${save.variables.type}`),
        mode: t(`emails.modes.${save.variables.email}`),
      })
    : '';

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <div>
          {/* Back to the notifications page of the same area (dashboard or admin). */}
          <Link
            to=".."
            relative="path"
            className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 text-sm underline-offset-2 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('emails.back')}
          </Link>
          <PageTitle className="mt-2">{t('emails.title')}</PageTitle>
          <p className="mt-2 text-ink-muted">{t('emails.intro')}</p>
        </div>
        <p role="status" className="sr-only">
          {outcome}
        </p>
        {save.isError && (
          <p
            role="alert"
            className="rounded-md border border-danger-200 bg-danger-50 px-3 py-2 text-danger-700 text-sm"
          >
            {t('emails.saveFailed', { reason: apiErrorMessage(t, save.error) })}
          </p>
        )}
        {preferences.isPending && <Spinner label={t('emails.loading')} />}
        {preferences.isError && (
          <LoadFailure
            message={t('emails.loadFailed', { reason: apiErrorMessage(t, preferences.error) })}
            onRetry={() => void preferences.refetch()}
          />
        )}
        {preferences.isSuccess &&
          EMAIL_PREFERENCE_GROUPS.map((entry) => {
            const types = (Object.keys(entry.types) as NotificationType[]).filter((type) => chosen.has(type));
            if (types.length === 0) return null;
            return (
              <fieldset key={entry.group} className="rounded-lg border border-line bg-white px-4 pt-2 pb-4">
                <legend className="px-1 font-semibold text-ink">{t(`emails.groups.${entry.group}`)}</legend>
                <ul className="flex flex-col divide-y divide-line">
                  {types.map((type) => (
                    <PreferenceRow
                      key={type}
                      type={type}
                      mode={chosen.get(type)}
                      onChange={(preference) => save.mutate(preference)}
                    />
                  ))}
                </ul>
              </fieldset>
            );
          })}
      </div>
    </MainContent>
  );
}

function PreferenceRow({
  type,
  mode,
  onChange,
}: {
  type: NotificationType;
  mode: EmailMode | undefined;
  onChange: (preference: EmailPreference) => void;
}) {
  const { t } = useTranslation('notifications');
  const id = useId();
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <label htmlFor={id} className="text-ink text-sm">
        {t(`emails.types.${type}`)}
      </label>
      <select
        id={id}
        value={mode}
        onChange={(event) => onChange({ type, email: event.target.value as EmailMode })}
        className={`${fieldControlClasses} sm:w-56 sm:shrink-0`}
      >
        {EMAIL_MODES.map((option) => (
          <option key={option} value={option}>
            {t(`emails.modes.${option}`)}
          </option>
        ))}
      </select>
    </li>
  );
}
