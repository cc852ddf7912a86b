import { QueryClient } from '@tanstack/react-query';
import { ApiError, isRefusedBeforeWork } from './api-client';

const MAX_QUERY_RETRIES = 2;

/**
 * Retries only what can succeed on a second try: network failures and 5xx. A 4xx (validation, missing
 * permission, not found) will fail the same way again, so the user sees it at once; a busy server's refusal
 * before any work has already been sent again by `apiFetch`, after the waits it asked for.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.isClientError || isRefusedBeforeWork(error))) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        // A failed first load has nothing to show, so it goes to the route's error element; a failed
        // background refresh keeps the data already on screen.
        throwOnError: (_error, query) => query.state.data === undefined,
      },
      mutations: {
        // Mutation errors are shown in the form that sent them, never retried behind the user's back (but for
        // the refusals before any work, which `apiFetch` sends again itself: nothing happened to repeat).
        retry: false,
      },
    },
  });
}

/** The application's client; tests create their own with `createQueryClient()`. */
export const queryClient = createQueryClient();
