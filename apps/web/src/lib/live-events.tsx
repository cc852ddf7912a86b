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

interface LiveEvents {
  /** Whether the stream is open: the bell then stops polling. */
  isLive: boolean;
  subscribe(type: LiveEventType, listener: Listener): () => void;
}

const LiveEventsContext = createContext<LiveEvents>({ isLive: false, subscribe: () => () => undefined });

/**
 * One server-sent-events stream per signed-in tab (`/api/events`). The browser reconnects by itself and sends
 * the last event's id, so the server replays what the tab missed. Each event goes to the components that
 * subscribe to its type (`useLiveEvent`). A stream the server refuses (too many tabs) is not retried: the bell
 * polls instead (`useIsLive`).
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const listeners = useRef(new Map<LiveEventType, Set<Listener>>());
  const [isLive, setIsLive] = useState(false);

  const dispatch = useEffectEvent((type: LiveEventType, data: unknown) => {
    for (const listener of listeners.current.get(type) ?? []) listener(data);
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    const types: LiveEventType[] = ['notification', 'feed_post', 'thread_message', 'reset'];
    for (const type of types) {
      source.addEventListener(type, (event) => {
        try {
          dispatch(type, JSON.parse((event as MessageEvent<string>).data));
        } catch {
          // A malformed event is dropped; the next one carries the current state.
        }
      });
    }
    source.addEventListener('open', () => setIsLive(true));
    source.addEventListener('error', () => {
      // CONNECTING: the browser retries by itself. CLOSED: refused for good (429, 401); the bell polls.
      setIsLive(false);
    });
    return () => {
      source.close();
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
