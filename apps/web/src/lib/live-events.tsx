import type { LiveEventType } from '@escouade/contract/notifications';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react';

type Listener = (data: unknown) => void;

/** After a refused stream, the first new try waits about this long, then twice as long each time, up to the cap. */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 5 * 60_000;

interface LiveEvents {
  /** Whether the stream is open: the bell then stops polling. */
  isLive: boolean;
  subscribe(type: LiveEventType, listener: Listener): () => void;
}

const LiveEventsContext = createContext<LiveEvents>({ isLive: false, subscribe: () => () => undefined });

/**
 * One server-sent-events stream per signed-in tab (`/api/events`). The browser reconnects by itself and sends
 * the last event's id, so the server replays what the tab missed. Each event goes to the components that
 * subscribe to its type (`useLiveEvent`). A stream the server refuses (busy, too many tabs) is tried again
 * later, after a growing random delay so that many tabs do not return at once; meanwhile the bell polls
 * (`useIsLive`).
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const listeners = useRef(new Map<LiveEventType, Set<Listener>>());
  const [isLive, setIsLive] = useState(false);

  const dispatch = useEffectEvent((type: LiveEventType, data: unknown) => {
    for (const listener of listeners.current.get(type) ?? []) listener(data);
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retryTimer: number | undefined;
    let refusals = 0;
    const types: LiveEventType[] = ['notification', 'feed_post', 'thread_message', 'reset'];

    function connect() {
      const opened = new EventSource('/api/events', { withCredentials: true });
      source = opened;
      for (const type of types) {
        opened.addEventListener(type, (event) => {
          try {
            dispatch(type, JSON.parse((event as MessageEvent<string>).data));
          } catch {
            // A malformed event is dropped; the next one carries the current state.
          }
        });
      }
      opened.addEventListener('open', () => {
        setIsLive(true);
        // A new stream after a refused one starts without the last event's id: what the tab shows is read
        // again, as after a replay too old to give.
        if (refusals > 0) dispatch('reset', {});
        refusals = 0;
      });
      opened.addEventListener('error', () => {
        setIsLive(false);
        // CONNECTING: the browser retries by itself. CLOSED: the server refused (busy, too many tabs, signed
        // out); a new stream is tried later, less and less often, and the bell polls meanwhile.
        if (opened.readyState !== EventSource.CLOSED) return;
        opened.close();
        const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** refusals) * (0.5 + Math.random() / 2);
        refusals += 1;
        retryTimer = window.setTimeout(connect, delay);
      });
    }

    connect();
    return () => {
      window.clearTimeout(retryTimer);
      source?.close();
      setIsLive(false);
    };
  }, []);

  const value = useMemo<LiveEvents>(
    () => ({
      isLive,
      subscribe(type, listener) {
        const set = listeners.current.get(type) ?? new Set();
        set.add(listener);
        listeners.current.set(type, set);
        return () => set.delete(listener);
      },
    }),
    [isLive],
  );
  return <LiveEventsContext.Provider value={value}>{children}</LiveEventsContext.Provider>;
}

export function useIsLive(): boolean {
  return useContext(LiveEventsContext).isLive;
}

/** Calls `onEvent` with the data of each live event of `type` while the component is mounted. */
export function useLiveEvent<T>(type: LiveEventType, onEvent: (data: T) => void): void {
  const { subscribe } = useContext(LiveEventsContext);
  const handle = useEffectEvent((data: unknown) => onEvent(data as T));
  useEffect(() => subscribe(type, (data) => handle(data)), [subscribe, type]);
}
