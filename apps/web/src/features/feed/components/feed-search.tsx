import { RotateCw, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { fieldControlClasses } from '../../../components/ui/form-field';

type FeedSearchProps = {
  /** The search in the address (`?q=`); the parent remounts this form when it changes. */
  query: string;
  onSearch: (query: string) => void;
  /** Reloads the feed and the posting eligibility. */
  onRefresh: () => void;
  isRefreshing: boolean;
};

/** One box for posts, professionals and professions, and the refresh button. */
export function FeedSearch({ query, onSearch, onRefresh, isRefreshing }: FeedSearchProps) {
  const { t } = useTranslation('feed');
  const inputId = useId();
  const [text, setText] = useState(query);

  return (
    <div className="flex flex-wrap items-start gap-2">
      <form
        role="search"
        className="flex min-w-0 flex-[1_1_16rem] gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={inputId}
            type="search"
            name="q"
            value={text}
            maxLength={200}
            enterKeyHint="search"
            placeholder={t('search.placeholder')}
            onChange={(event) => setText(event.target.value)}
            // The placeholder in full at 375 px: a smaller type where the box is narrow.
            className={`${fieldControlClasses} pl-9 max-sm:placeholder:text-sm`}
          />
        </div>
        <Button type="submit" className="max-sm:w-11 max-sm:px-0">
          <Search aria-hidden="true" className="size-4 sm:hidden" />
          <span className="max-sm:sr-only">{t('search.submit')}</span>
        </Button>
      </form>
      <Button
        variant="secondary"
        onClick={onRefresh}
        aria-disabled={isRefreshing || undefined}
        className="max-sm:w-11 max-sm:px-0"
      >
        <RotateCw aria-hidden="true" className={isRefreshing ? 'size-4 animate-spin' : 'size-4'} />
        {/* Icon only on narrow screens, so the search box keeps its width; the name stays for assistive technology. */}
        <span className="max-sm:sr-only">{isRefreshing ? t('search.refreshing') : t('search.refresh')}</span>
      </Button>
    </div>
  );
}
