import { afterEach, describe, expect, it, vi } from 'vitest';
import { postAuth, seedSignedOutSession, sessionQueryKey } from '../src/lib/auth-session';
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

describe('postAuth, when the server is busy', () => {
  const busy = (details?: unknown) =>
    new Response(
      JSON.stringify({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The server is busy',
        ...(details ? { details } : {}),
      }),
      { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '2' } },
    );
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('signs in after a refusal before the password check, and shows at once one that came after some work', async () => {
    vi.useFakeTimers();
    const answers = [busy({ retryAfterSeconds: 2, notStarted: true }), Response.json({ redirect: false })];
    const fetchMock = vi.fn<typeof fetch>(async () => answers.shift() ?? Response.json({}, { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);

    const signedIn = postAuth('/sign-in/email', { email: 'a@example.test', password: 'correct horse' });
    await vi.advanceTimersByTimeAsync(3_100);
    await expect(signedIn).resolves.toEqual({ redirect: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // A reset refused inside the authentication library has used its link: sending it again would only say
    // the link is invalid.
    fetchMock.mockImplementation(async () => busy());
    const reset = postAuth('/reset-password', { token: 't', newPassword: 'correct horse' }).catch(
      (error: unknown) => error,
    );
    expect(await reset).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      details: { retryAfterSeconds: 2 },
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
