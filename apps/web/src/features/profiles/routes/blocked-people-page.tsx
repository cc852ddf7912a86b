import type { KeptAwayPerson } from '@escouade/contract/profiles';
import { publicProfilePath } from '@escouade/contract/paths';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar, getInitials } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatExactDate } from '../../../lib/format-dates';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { usePeopleIKeepAway, useSetRelation } from '../api/block-mute';
import { getDisplayName } from '../profile-labels';
import { LoadFailure } from '../../../components/load-failure';

/** `/dashboard/blocked`: the people I blocked and those I muted, each with the way back. */
export function BlockedPeoplePage() {
  const { t } = useTranslation(['profiles', 'errors']);
  useDocumentTitle('blocked');
  const people = usePeopleIKeepAway();

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div>
          <PageTitle>{t('relations.page.title')}</PageTitle>
          <p className="mt-2 text-ink-muted">{t('relations.page.intro')}</p>
        </div>
        {people.isPending ? (
          <p role="status" className="text-ink-muted">
            {t('relations.page.loading')}
          </p>
        ) : people.isError ? (
          <LoadFailure
            message={t('relations.page.loadFailed', { reason: apiErrorMessage(t, people.error) })}
            onRetry={() => void people.refetch()}
          />
        ) : (
          <>
            <PeopleSection relation="block" people={people.data.blocked} />
            <PeopleSection relation="mute" people={people.data.muted} />
          </>
        )}
      </div>
    </MainContent>
  );
}

function PeopleSection({ relation, people }: { relation: 'block' | 'mute'; people: KeptAwayPerson[] }) {
  const { t, i18n } = useTranslation(['profiles', 'errors']);
  const setRelation = useSetRelation();
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const language = getCurrentLanguage(i18n);

  const undo = async (person: KeptAwayPerson, name: string) => {
    if (setRelation.isPending) return;
    setAnnouncement('');
    try {
      await setRelation.mutateAsync({ userId: person.id, relation, isOn: false });
    } catch {
      return; // Shown below from the mutation's error.
    }
    setAnnouncement(t(`relations.${relation}.undone`, { name }));
    // The row goes; the section's heading keeps the focus in place.
    document.getElementById(headingId)?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4 sm:p-6">
      <h2 id={headingId} tabIndex={-1} className="font-semibold text-ink text-lg focus:outline-none">
        {t(`relations.page.${relation}Title`)}
      </h2>
      <p className="mt-1 text-ink-muted text-sm">{t(`relations.page.${relation}Explanation`)}</p>
      {people.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t(`relations.page.${relation}Empty`)}</p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-line">
          {people.map((person) => {
            const name = getDisplayName(t, person);
            return (
              <li key={person.id} className="flex flex-wrap items-center gap-3 py-3">
                <Avatar
                  src={person.avatarUrl}
                  initials={getInitials([person.firstName, person.lastName])}
                  size="sm"
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={publicProfilePath(person.id)}
                    className="break-words font-medium text-ink underline-offset-2 hover:text-brand-700 hover:underline"
                  >
                    {name}
                  </Link>
                  <p className="text-ink-muted text-sm">
                    {t('relations.page.since', { date: formatExactDate(person.since, language) })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  aria-disabled={setRelation.isPending || undefined}
                  aria-label={t(`relations.${relation}.undoPerson`, { name })}
                  onClick={() => void undo(person, name)}
                >
                  {t(`relations.${relation}.undo`)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {setRelation.error && (
        <p role="alert" className="mt-3 text-danger-700 text-sm">
          {t('relations.failed', { reason: apiErrorMessage(t, setRelation.error) })}
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
