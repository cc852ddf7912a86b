import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (zod and the form's schema, some 27 KB gzipped) is downloaded after the page has
 * rendered rather than before: the sign-in and sign-up pages, where visits start, show their form sooner. The
 * download starts at once; a validation that comes before it ends waits for it.
 */
export function lazyResolver<Values extends FieldValues>(
  load: () => Promise<Resolver<Values>>,
): Resolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  const resolver = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // A failed download (network, new deployment) is tried again at the next validation.
      throw error;
    });
    return loading;
  };
  void resolver().catch(() => {});
  return async (values, context, options) => (await resolver())(values, context, options);
}
