import { describe, expect, it } from 'vitest';
import { seedSignedOutSession, sessionQueryKey } from '../src/lib/auth-session';
import { createQueryClient } from '../src/lib/query-client';
import { fakeApi, sessionFor } from './support/fake-api';
import { addNoSessionMarker } from './support/no-session-marker';

describe('seedSignedOutSession', () => {
  it('starts signed out when the page carries the marker, and can still fetch the session later', async () => {
    const session = sessionFor('professional');
    const api = fakeApi(session);
    addNoSessionMarker();
    const queryClient = createQueryClient();

    seedSignedOutSession(queryClient, document);
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(api.requestsTo('/api/auth/get-session')).toHaveLength(0);

    // A refetch before any component observes the session (a sign-in, say) knows how to fetch it.
    await queryClient.refetchQueries({ queryKey: sessionQueryKey });
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(session);
  });

  it('leaves the session unknown when the page carries no marker', () => {
    fakeApi();
    const queryClient = createQueryClient();

    seedSignedOutSession(queryClient, document);

    expect(queryClient.getQueryState(sessionQueryKey)).toBeUndefined();
  });
});
