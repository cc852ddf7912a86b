import type { FlatNamespace, i18n as I18n, TFunction } from 'i18next';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { type FallbackNs, I18nContext } from 'react-i18next';

type Namespaces = FlatNamespace | readonly [FlatNamespace?, ...FlatNamespace[]] | undefined;

/**
 * The translation function of the first namespace given (`common` by default), in the current language, and
 * the i18next instance; the component renders again when the language changes. Keys of the other namespaces
 * given are reached with their prefix (`t('errors:network')`), as with react-i18next.
 *
 * Used instead of react-i18next's `useTranslation`, which does the same plus what this app never asks of it
 * (key prefixes, store events, several instances), and copies every property of the i18next instance into a
 * wrapper object when each component mounts and checks each namespace against the fallback languages on each
 * render: a fifth of the feed's first render on a slow phone. Namespaces are loaded by the route loaders
 * (src/app/router-context.ts); one a loader forgot suspends the component until it is there, as before.
 */
export function useTranslation<const Ns extends Namespaces = undefined>(
  ns?: Ns,
): { t: TFunction<FallbackNs<Ns>>; i18n: I18n } {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useTranslation needs an <I18nextProvider> above it (src/app/providers.tsx)');
  const { i18n } = context;
  const language = useSyncExternalStore(subscriberOf(i18n), () => i18n.language);
  const namespaces: readonly (FlatNamespace | undefined)[] =
    ns === undefined ? [] : typeof ns === 'string' ? [ns] : (ns as readonly FlatNamespace[]);
  const primaryNamespace = namespaces[0];
  const t = useMemo(
    () => i18n.getFixedT(language, primaryNamespace ?? null),
    [i18n, language, primaryNamespace],
  );
  suspendUntilLoaded(i18n, namespaces);
  return { t: t as unknown as TFunction<FallbackNs<Ns>>, i18n };
}

const subscribers = new WeakMap<I18n, (onChange: () => void) => () => void>();

/** One stable subscription function per instance, so that the store is not subscribed again at each render. */
function subscriberOf(i18n: I18n) {
  let subscribe = subscribers.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscribers.set(i18n, subscribe);
  }
  return subscribe;
}

/** Loads started per instance and `language/namespaces`, with whether they have ended. */
const loadsByInstance = new WeakMap<I18n, Map<string, { promise: Promise<void>; ended: boolean }>>();

function suspendUntilLoaded(i18n: I18n, namespaces: readonly (FlatNamespace | undefined)[]): void {
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (!language) return;
  const missing = namespaces.filter(
    (namespace): namespace is FlatNamespace =>
      namespace !== undefined && !i18n.hasResourceBundle(language, namespace),
  );
  if (missing.length === 0) return;
  let loads = loadsByInstance.get(i18n);
  if (!loads) {
    loads = new Map();
    loadsByInstance.set(i18n, loads);
  }
  const key = `${language}/${missing.join(',')}`;
  let load = loads.get(key);
  if (!load) {
    const started = { promise: Promise.resolve(), ended: false };
    started.promise = i18n
      .loadNamespaces(missing)
      .catch(() => undefined)
      .then(() => {
        started.ended = true;
      });
    loads.set(key, started);
    load = started;
  }
  // Ended and still missing (the download failed): render with the keys rather than suspend forever.
  if (!load.ended) throw load.promise;
}
