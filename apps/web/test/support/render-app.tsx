import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// RouterProvider from 'react-router', not 'react-router/dom': under Vitest the latter loads a second (CJS)
// copy of react-router whose context the app's hooks cannot see.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../../src/app/providers';
import { appRoutes } from '../../src/app/router';
import { createAppRouterContext } from '../../src/app/router-context';
import { seedSignedOutSession } from '../../src/lib/auth-session';
import { createI18n, syncDocumentLanguage } from '../../src/lib/i18n';
import { createQueryClient } from '../../src/lib/query-client';

/**
 * Renders the real route table (or the given routes) at `path`, with the app's providers and fresh
 * i18n / query client instances so nothing leaks between tests.
 */
export function renderApp(
  path = '/',
  {
    routes = appRoutes,
    startLikeMain = false,
  }: {
    routes?: RouteObject[];
    /** Reads what the server's index.html says of the session first, as main.tsx does. */
    startLikeMain?: boolean;
  } = {},
) {
  const i18n = createI18n();
  syncDocumentLanguage(i18n);
  const queryClient = createQueryClient();
  if (startLikeMain) seedSignedOutSession(queryClient, document);
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: () => createAppRouterContext({ i18n, queryClient }),
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, i18n, queryClient };
}
