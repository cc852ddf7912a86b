import type { PersonResult } from '@escouade/contract/profiles';
import { publicProfilePath } from '@escouade/contract/paths';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { usePeopleSearch } from '../api/search-people';
import { getAuthorLabels } from '../author-labels';
import { describeFeedError } from '../describe-feed-error';
import { LoadFailure } from '../../../components/load-failure';

/** Above a search's posts: the professionals whose name, profession or skills match, a few at a time. */
export function PeopleResults({ q }: { q: string }) {
  const { t } = useTranslation(['feed', 'errors']);
  const headingId = useId();
  const search = usePeopleSearch(q);
  const people = search.data?.pages.flatMap((page) => page.people) ?? [];
  const canLoadMore = search.hasNextPage && !search.isFetchingNextPage;
  const loadError = search.isError && !search.isFetchNextPageError ? search.error : null;
  const hasNoResults = !search.isPending && loadError === null && people.length === 0;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-semibold text-ink text-xl">
        {t('people.title')}
      </h2>
      {search.isPending && (
        <p role="status" className="flex items-center gap-2 text-ink-muted text-sm">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t('people.loading')}
        </p>
      )}
      {loadError !== null && (
        <LoadFailure boxed message={describeFeedError(t, loadError)} onRetry={() => void search.refetch()} />
      )}
      {hasNoResults && <p className="text-ink-muted text-sm">{t('people.empty', { q })}</p>}
      {people.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2" aria-busy={search.isFetchingNextPage || undefined}>
          {people.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} />
            </li>
          ))}
        </ul>
      )}
      {search.hasNextPage && (
        <div className="flex flex-col items-start gap-2">
          <Button
            variant="secondary"
            aria-disabled={!canLoadMore || undefined}
            onClick={() => {
              if (canLoadMore) void search.fetchNextPage();
            }}
          >
            {search.isFetchingNextPage && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {search.isFetchingNextPage ? t('people.loadingMore') : t('people.more')}
          </Button>
          {search.isFetchNextPageError && (
            <p role="alert" className="text-danger-700 text-sm">
              {describeFeedError(t, search.error)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function PersonCard({ person }: { person: PersonResult }) {
  const { t } = useTranslation('feed');
  const labels = getAuthorLabels(t, person);
  const hasSkills = person.matchedOn === 'skill' && person.matchedSkills.length > 0;
  return (
    <div className="flex min-w-0 items-start gap-3 rounded-lg border border-line bg-white p-3">
      <Avatar src={person.avatarUrl} initials={labels.initials} size="md" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink [overflow-wrap:anywhere]">
          <Link
            to={publicProfilePath(person.id)}
            className="underline-offset-2 hover:text-brand-700 hover:underline"
          >
            {labels.name}
          </Link>
        </p>
        <p className="text-ink-muted text-sm [overflow-wrap:anywhere]">{labels.profession}</p>
        {hasSkills && (
          <p className="text-ink-muted text-xs [overflow-wrap:anywhere]">
            {t('people.matchedSkills', { skills: person.matchedSkills.join(', ') })}
          </p>
        )}
      </div>
    </div>
  );
}
