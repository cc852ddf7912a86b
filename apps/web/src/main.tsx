// First: configures zod before any schema exists.
import './lib/zod-without-eval';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { type AppRouter, createAppRouter } from './app/router';
import { seedSignedOutSession } from './lib/auth-session';
import { i18n, startAppI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

/**
 * Lets the browser handle input and paint between start-up steps. Each step (evaluating the modules, starting
 * i18next, creating the router and starting its loaders) takes tens of milliseconds on a slow phone; in a
 * single task they would block the page for their sum.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function renderApp(container: HTMLElement, router: AppRouter) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

async function start(container: HTMLElement) {
  await yieldToBrowser();
  startAppI18n();
  await yieldToBrowser();
  // The router starts loading the first page's code and translations as soon as it exists. Rendering only
  // once they are there leaves index.html's splash screen in place meanwhile, instead of spending a render (a
  // long task on a slow phone) on a copy of it, and paints the page in one go.
  seedSignedOutSession(queryClient, document);
  const router = createAppRouter({ i18n, queryClient });
  if (router.state.initialized) {
    renderApp(container, router);
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    renderApp(container, router);
  });
}

void start(rootElement);
