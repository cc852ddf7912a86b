import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<Values extends FieldValues> = Resolver<Values> & {
  /** Starts the download, e.g. when the form gets the focus; validating before it ends waits for it. */
  preload: () => void;
};

/**
 * A form resolver whose code (zod and the form's schema, some 27 KB gzipped) is downloaded once the visitor
 * turns to the form rather than with the page: the sign-in and sign-up pages, where visits start, show their
 * form sooner. A validation before the download ends waits for it.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): LazyResolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // A failed download (network, new deployment) is tried again at the next validation.
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values> = async (values, context, options) =>
    (await loadOnce())(values, context, options);
  return Object.assign(resolver, { preload: () => void loadOnce().catch(() => {}) });
}
