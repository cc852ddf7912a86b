import { NEW_POSTS_COUNT_CAP, type NewPostsCount } from '@escouade/contract/notifications';
import { ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { apiFetch } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { useLiveEvent } from '../../../lib/live-events';

type NewPostsBannerProps = {
  /** When the newest post the list shows was published. */
  newestShownAt: string | undefined;
  /** Loads the new posts at the top of the list (and moves the reader there). */
  onShow: () => Promise<void>;
};

/**
 * "3 new posts" above the feed when others publish while it is open: the list is never changed under the
 * reader's eyes (their scroll position stays); the button shows the new posts. The count comes from the
 * server, which leaves out the posts of people in a block with the reader or muted by them.
 */
export function NewPostsBanner({ newestShownAt, onShow }: NewPostsBannerProps) {
  const { t } = useTranslation('feed');
  const [count, setCount] = useState<{ since: string; value: number } | null>(null);
  const [isShowing, setIsShowing] = useState(false);

  useLiveEvent('feed_post', () => {
    if (!newestShownAt) return;
    const since = newestShownAt;
    void apiFetch<NewPostsCount>(`/api/posts/new-count?since=${encodeURIComponent(since)}`)
      .then((answer) => setCount({ since, value: answer.count }))
      // The next post tries again; the reader can still refresh the feed.
      .catch(() => undefined);
  });

  // A count made against an older top of the list (the reader refreshed meanwhile) is stale.
  const value = count && count.since === newestShownAt ? count.value : 0;
  if (value === 0) return null;
  const label = value > NEW_POSTS_COUNT_CAP ? t('newPosts.many') : t('newPosts.count', { count: value });

  const onClick = async () => {
    setIsShowing(true);
    try {
      await onShow();
      setCount(null);
    } finally {
      setIsShowing(false);
    }
  };

  return (
    <div className="sticky top-16 z-20 flex justify-center md:top-4">
      <Button onClick={() => void onClick()} disabled={isShowing} className="shadow-md">
        <ArrowUp aria-hidden="true" className="size-4" />
        {label}
      </Button>
    </div>
  );
}
