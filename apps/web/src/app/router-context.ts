import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createContext, type LoaderFunction, RouterContextProvider } from 'react-router';
import {
  getCurrentLanguage,
  isSupportedLanguage,
  LANGUAGE_QUERY_PARAMETER,
  loadNamespaces,
  type Namespace,
  toBaseLanguage,
} from '../lib/i18n';

/**
 * What route loaders need from the application. They receive it through the router's context rather than
 * importing singletons, so a test renders the real route table with its own, fresh instances.
 */
export interface AppServices {
  i18n: I18n;
  queryClient: QueryClient;
}

const appServicesContext = createContext<AppServices>();

/** Pass as `getContext: () => createAppRouterContext(services)` when creating the router. */
export function createAppRouterContext(services: AppServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appServicesContext, services);
  return context;
}

/** The services of the loader's `context` argument. */
export function getAppServices(context: unknown): AppServices {
  // Data routers always pass a RouterContextProvider; the loader types only say so with middleware enabled.
  if (!(context instanceof RouterContextProvider)) {
    throw new Error('Create the router with getContext: () => createAppRouterContext(services)');
  }
  return context.get(appServicesContext);
}

/**
 * Applies `?lng=fr|en` of the URL being loaded before the page renders (the root loader calls it): the
 * language detector reads the address once, at start-up; this also covers links inside the app carrying
 * `?lng=`, and memory routers in tests. i18next downloads the namespaces in use in the new language before
 * switching, so the page never shows in one language then the other.
 */
export async function applyRequestedLanguage(i18n: I18n, request: Request): Promise<void> {
  const requested = new URL(request.url).searchParams.get(LANGUAGE_QUERY_PARAMETER);
  if (!requested) return;
  const language = toBaseLanguage(requested);
  if (isSupportedLanguage(language) && language !== getCurrentLanguage(i18n)) {
    await i18n.changeLanguage(language);
  }
}

/**
 * A loader that downloads the route's translation namespaces. React Router runs it in parallel with the
 * route's lazy module, and renders the route only once both are there: no flash of untranslated keys and no
 * suspense waterfall, layout after page.
 */
export function translationsLoader(...namespaces: Namespace[]): TranslationsLoader {
  const loader: LoaderFunction = async ({ context }) => {
    await loadNamespaces(getAppServices(context).i18n, namespaces);
    return null;
  };
  return Object.assign(loader, { namespaces });
}

/** A loader of {@link translationsLoader}: says which namespaces it loads (src/app/route-assets.ts lists them). */
export type TranslationsLoader = LoaderFunction & { readonly namespaces: readonly Namespace[] };
