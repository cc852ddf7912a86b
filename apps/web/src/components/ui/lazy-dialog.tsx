import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { whenIdle } from '../../lib/when-idle';

/**
 * A dialog whose code loads when it first opens instead of with the page. Radix's dialog and its focus, scroll
 * and dismiss layers weigh about 13 KiB gzipped, on pages (the feed, with one delete confirmation per own post)
 * where most visits never open a dialog. The code is also fetched once the browser is idle, so the first
 * opening does not wait for the network.
 *
 * Renders nothing until `open` is first true, then stays mounted: closing runs the dialog's own closing
 * behaviour (focus return).
 */
export function lazyDialog<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => {
    // A failed download (offline while idle) is tried again on opening.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Panel = lazy(() => loadOnce().then((Component) => ({ default: Component })));
  // The idle download is scheduled once per page, not once per instance (a feed has a confirmation per own post).
  let prefetchScheduled = false;
  const schedulePrefetch = () => {
    if (prefetchScheduled || loading) return undefined;
    prefetchScheduled = true;
    const cancel = whenIdle(() => void loadOnce().catch(() => undefined));
    return () => {
      cancel();
      prefetchScheduled = false;
    };
  };

  function LazyDialog(props: Props) {
    const hasOpened = useRef(false);
    if (props.open) hasOpened.current = true;
    useEffect(schedulePrefetch, []);
    if (!hasOpened.current) return null;
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
