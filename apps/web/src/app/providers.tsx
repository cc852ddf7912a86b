import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n as appI18n } from '../lib/i18n';
import { queryClient as appQueryClient } from '../lib/query-client';

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own instances so that no state leaks between them. */
  queryClient?: QueryClient;
  i18n?: I18n;
};

export function AppProviders({ children, queryClient = appQueryClient, i18n = appI18n }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
