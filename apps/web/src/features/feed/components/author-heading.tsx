import type { Author } from '@escouade/contract/feed';
import { publicProfilePath } from '@escouade/contract/paths';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/relative-time';
import { Avatar } from '../../../components/ui/avatar';
import { getAuthorLabels } from '../author-labels';

type AuthorHeadingProps = {
  author: Author;
  date: string;
  /** Posts: a level-3 heading and a medium avatar; comments: plain text and a small one. */
  variant: 'post' | 'comment';
  id?: string;
  /** After the date: the "edited" mark of a changed text. */
  editedMark?: ReactNode;
  /** A post's heading level: 3 under the feed's list, 2 for a post on its own page. */
  postHeadingLevel?: 2 | 3;
};

/** Who wrote it (avatar or initials, linked name, profession) and when. */
export function AuthorHeading({
  author,
  date,
  variant,
  id,
  editedMark,
  postHeadingLevel = 3,
}: AuthorHeadingProps) {
  const { t } = useTranslation('feed');
  const labels = getAuthorLabels(t, author);
  const NameTag = variant === 'post' ? (postHeadingLevel === 2 ? 'h2' : 'h3') : 'p';
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <Avatar src={author.avatarUrl} initials={labels.initials} size={variant === 'post' ? 'md' : 'sm'} />
      <div className="min-w-0 flex-1">
        <NameTag
          id={id}
          className={clsx('font-semibold text-ink', variant === 'post' ? 'text-base' : 'text-sm')}
        >
          <Link
            to={publicProfilePath(author.id)}
            className="underline-offset-2 hover:text-brand-700 hover:underline"
          >
            {labels.name}
          </Link>
        </NameTag>
        <p className="text-ink-muted text-xs sm:text-sm">
          <span>{labels.profession}</span>
          <span aria-hidden="true"> · </span>
          <RelativeTime date={date} />
          {editedMark}
        </p>
      </div>
    </div>
  );
}
