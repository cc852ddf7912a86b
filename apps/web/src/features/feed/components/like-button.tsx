import type { Post } from '@escouade/contract/feed';
import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';

type LikeButtonProps = {
  post: Post;
  onToggle: () => void;
};

/**
 * A toggle (`aria-pressed`) with the like count; filled when the viewer likes the post. Its name is the text it
 * shows, "J'aime 3": speech recognition users say what they see, and a screen reader reads what is written.
 */
export function LikeButton({ post, onToggle }: LikeButtonProps) {
  const { t } = useTranslation('feed');
  return (
    <button
      type="button"
      aria-pressed={post.likedByMe}
      onClick={onToggle}
      className={clsx(
        'inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-sm transition-colors hover:bg-brand-50',
        post.likedByMe ? 'text-brand-700' : 'text-ink-muted',
      )}
    >
      <Heart aria-hidden="true" className={clsx('size-5', post.likedByMe && 'fill-current')} />
      <span>{t('post.like')}</span> <span className="tabular-nums">{post.likeCount}</span>
    </button>
  );
}
