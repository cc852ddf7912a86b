// First: configures zod before any schema exists.
import './lib/zod-without-eval';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { i18n } from './lib/i18n';
import { queryClient } from './lib/query-client';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

const router = createAppRouter({ i18n, queryClient });

function renderApp(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// The router starts loading the first page's code and translations as soon as it exists. Rendering only once
// they are there leaves index.html's splash screen in place meanwhile, instead of spending a render (a long
// task on a slow phone) on a copy of it, and paints the page in one go.
if (router.state.initialized) {
  renderApp(rootElement);
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    renderApp(rootElement);
  });
}
