import type { UseQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/use-translation';

/**
 * A public page's data in its three other states: loading, failed (with a retry), and empty, which says what
 * will show here and when, rather than a made-up example.
 */
export function ShowcaseContent<T>({
  query,
  isEmpty,
  emptyText,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(['showcase', 'common']);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={t('common:loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure
        boxed
        message={t('showcase:loadFailed')}
        onRetry={() => void query.refetch()}
        className="my-8"
      />
    );
  }
  if (isEmpty(query.data)) return <EmptyState text={emptyText} />;
  return <>{children(query.data)}</>;
}

function EmptyState({ text }: { text: string }) {
  return (
    <div className="my-8 flex flex-col items-center rounded-xl border border-line border-dashed bg-white px-6 py-12 text-center">
      <Inbox aria-hidden="true" className="size-10 text-ink-muted" />
      <p className="mt-3 max-w-xl text-pretty text-ink">{text}</p>
    </div>
  );
}
