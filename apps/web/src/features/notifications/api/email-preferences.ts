import type { EmailPreference, EmailPreferences, UnsubscribeResult } from '@escouade/contract/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const emailPreferencesKey = ['notifications', 'email-preferences'] as const;

/** How each type of my notifications reaches me by e-mail. */
export function useEmailPreferences() {
  return useQuery({
    queryKey: emailPreferencesKey,
    queryFn: ({ signal }) => apiFetch<EmailPreferences>('/api/notifications/preferences', { signal }),
    throwOnError: false,
  });
}

/**
 * Saves one choice. It shows at once; the saves go one after another (the last choice made is the last
 * saved), and a failed one gives way to what the server kept.
 */
export function useSaveEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'notification-email-preferences' },
    mutationFn: (preference: EmailPreference) =>
      apiFetch<EmailPreferences>('/api/notifications/preferences', {
        method: 'PUT',
        body: { preferences: [preference] },
      }),
    onMutate: (preference) => {
      queryClient.setQueryData<EmailPreferences>(emailPreferencesKey, (current) =>
        current
          ? {
              preferences: current.preferences.map((entry) =>
                entry.type === preference.type ? preference : entry,
              ),
            }
          : current,
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: emailPreferencesKey }),
  });
}

/** The unsubscribe link of an e-mail: no session needed, the token says who and what. */
export function useUnsubscribeFromNotifications() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<UnsubscribeResult>('/api/notifications/unsubscribe', { method: 'POST', body: { token } }),
  });
}
