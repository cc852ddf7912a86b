import type { Review } from '@escouade/contract/delivery';
import { DEFAULT_SKILL_LEVEL, MAX_SKILL_SUGGESTIONS } from '@escouade/contract/constants';
import {
  type MyProfile,
  type PostingEligibility,
  type PostingRequirement,
  type PublicProfile,
  type Skill,
  type UserSkill,
  updateProfileInputSchema,
} from '@escouade/contract/profiles';
import { vi } from 'vitest';
import type { SessionData } from '../../src/lib/auth-session';
import { jsonResponse, sessionFor } from './fake-api';

export type ProfilesRequest = { url: URL; method: string; body: Record<string, unknown> | undefined };
type Handler = (request: ProfilesRequest) => unknown;

/** A profile of someone else, as `GET /api/profiles/:id` answers it. */
export function publicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 'hugo',
    firstName: 'Hugo',
    lastName: 'Lefèvre',
    profession: 'Designer UX',
    biography: 'Je conçois des interfaces sobres.',
    avatarUrl: null,
    websiteUrl: 'https://hugo.example',
    portfolioUrl: null,
    city: 'Nantes',
    country: 'France',
    experienceYears: 1,
    hourlyRate: 55,
    hoursPerWeek: 20,
    availabilityConfirmedAt: '2026-05-01T10:00:00.000Z',
    isAvailabilityStale: false,
    availabilityStatus: 'available',
    skills: [{ skillId: 's-figma', name: 'Figma', category: 'design', level: 4 }],
    followerCount: 12,
    rating: { average: null, count: 0 },
    isFollowedByMe: false,
    isBlockedByMe: false,
    isMutedByMe: false,
    isMe: false,
    verified: false,
    ...overrides,
  };
}

export const CATALOGUE: Skill[] = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'TypeScript', category: 'development' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'React', category: 'development' },
  { id: '00000000-0000-4000-8000-000000000003', name: 'React Native', category: 'development' },
  { id: '00000000-0000-4000-8000-000000000004', name: 'UX research', category: 'design' },
  { id: '00000000-0000-4000-8000-000000000005', name: 'Kubernetes', category: 'devops' },
];

type FakeProfilesOptions = {
  session?: SessionData | null;
  me?: Partial<MyProfile>;
  others?: PublicProfile[];
  catalogue?: Skill[];
  /** The published reviews of each professional, newest first. */
  reviews?: Record<string, Review[]>;
};

/**
 * A fake of the profiles API over `fetch`, with state: the signed-in user's profile and skills, a skills
 * catalogue, other people's profiles and follows. It validates the profile form with the contract's schema as
 * the server does. `on()` replaces the answer of one route (a failure, a delayed answer); every request is
 * recorded.
 */
export function fakeProfilesApi({
  session = sessionFor('professional'),
  me = {},
  others = [],
  catalogue = CATALOGUE,
  reviews = {},
}: FakeProfilesOptions = {}) {
  const userId = session?.user.id ?? 'nobody';
  const state = {
    me: {
      id: userId,
      email: session?.user.email ?? 'nobody@example.test',
      firstName: null,
      lastName: null,
      profession: null,
      biography: null,
      avatarUrl: null,
      websiteUrl: null,
      portfolioUrl: null,
      city: null,
      country: null,
      experienceYears: null,
      hourlyRate: null,
      hoursPerWeek: null,
      availabilityConfirmedAt: null,
      isAvailabilityStale: true,
      availabilityStatus: 'available',
      skills: [],
      followerCount: 0,
      rating: { average: null, count: 0 },
      isFollowedByMe: false,
      isMe: true,
      phoneNumber: null,
      address: null,
      postalCode: null,
      eligibility: { canPost: false, missing: [] },
      ...me,
    } as MyProfile,
    catalogue: [...catalogue],
    others: new Map(others.map((profile) => [profile.id, { ...profile }])),
  };
  const handlers = new Map<string, Handler>();
  const requests: ProfilesRequest[] = [];

  const eligibility = (): PostingEligibility => {
    const missing: PostingRequirement[] = [];
    if (!state.me.firstName?.trim()) missing.push('firstName');
    if (!state.me.lastName?.trim()) missing.push('lastName');
    if (!state.me.profession?.trim()) missing.push('profession');
    if (state.me.skills.length === 0) missing.push('skill');
    return { canPost: missing.length === 0, missing };
  };
  const myProfile = (): MyProfile => ({ ...state.me, eligibility: eligibility() });
  const error = (code: string, status: number, details?: unknown) =>
    jsonResponse({ code, message: `${code} (server text)`, details }, status);

  const route = (request: ProfilesRequest): unknown => {
    const { url, method, body } = request;
    const path = url.pathname;
    if (path === '/api/auth/get-session') return session;
    if (path === '/api/auth/update-user') return { status: true };
    if (!session) return error('UNAUTHENTICATED', 401);
    if (method === 'GET' && path === '/api/profiles/me') return myProfile();
    const reviewsMatch = /^\/api\/profiles\/([^/]+)\/reviews$/.exec(path);
    if (method === 'GET' && reviewsMatch) {
      const list = reviews[reviewsMatch[1] ?? ''] ?? [];
      const ratings = list.map((review) => review.rating);
      return {
        summary: {
          average: ratings.length ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : null,
          count: ratings.length,
        },
        reviews: list,
        nextCursor: null,
      };
    }
    const responseMatch = /^\/api\/reviews\/([^/]+)\/response$/.exec(path);
    if (method === 'POST' && responseMatch) {
      const review = Object.values(reviews)
        .flat()
        .find((candidate) => candidate.id === responseMatch[1]);
      if (!review) return error('REVIEW_NOT_FOUND', 404);
      review.response = String(body?.response ?? '');
      review.respondedAt = '2027-07-20T10:00:00.000Z';
      return review;
    }
    if (method === 'GET' && path === '/api/profiles/me/eligibility') return eligibility();
    if (method === 'GET' && path === '/api/skills/suggestions') {
      const query = (url.searchParams.get('q') ?? '').trim().toLowerCase();
      const owned = new Set(state.me.skills.map((skill) => skill.skillId));
      return state.catalogue
        .filter((skill) => !owned.has(skill.id) && skill.name.toLowerCase().includes(query))
        .slice(0, MAX_SKILL_SUGGESTIONS);
    }
    if (method === 'GET' && path === '/api/account/blocks') {
      const listed = (flag: 'isBlockedByMe' | 'isMutedByMe') =>
        [...state.others.values()]
          .filter((person) => person[flag])
          .map((person) => ({
            id: person.id,
            firstName: person.firstName,
            lastName: person.lastName,
            profession: person.profession,
            avatarUrl: person.avatarUrl,
            since: '2026-11-20T10:00:00.000Z',
          }));
      return { blocked: listed('isBlockedByMe'), muted: listed('isMutedByMe') };
    }
    const match =
      /^\/api\/profiles\/([^/]+)(?:\/(skills|follow|avatar|block|mute|availability-confirmation)(?:\/([^/]+))?)?$/.exec(
        path,
      );
    if (!match) return error('NOT_FOUND', 404);
    const [, id = '', part, skillId] = match;
    const isMine = id === userId;
    const other = state.others.get(id);

    if (!part && method === 'GET') {
      if (isMine) {
        const {
          email: _email,
          phoneNumber: _phone,
          address: _address,
          postalCode: _postal,
          eligibility: _e,
          ...rest
        } = state.me;
        return rest;
      }
      return other ?? error('PROFILE_NOT_FOUND', 404);
    }
    if (!part && method === 'PATCH') {
      if (!isMine) return error('FORBIDDEN', 403);
      const parsed = updateProfileInputSchema.safeParse(body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          path: ['body', ...issue.path],
          code: issue.code,
          message: issue.message,
        }));
        return error('VALIDATION_FAILED', 400, { issues });
      }
      Object.assign(state.me, parsed.data, {
        availabilityConfirmedAt: '2026-06-01T10:00:00.000Z',
        isAvailabilityStale: false,
      });
      return myProfile();
    }
    if (part === 'availability-confirmation' && method === 'POST') {
      if (!isMine) return error('FORBIDDEN', 403);
      Object.assign(state.me, {
        availabilityConfirmedAt: '2026-06-01T10:00:00.000Z',
        isAvailabilityStale: false,
      });
      return myProfile();
    }
    if (part === 'follow') {
      if (isMine) return error('CANNOT_FOLLOW_SELF', 400);
      if (!other) return error('PROFILE_NOT_FOUND', 404);
      const follow = method === 'PUT';
      if (other.isFollowedByMe !== follow)
        other.followerCount = Math.max(0, other.followerCount + (follow ? 1 : -1));
      other.isFollowedByMe = follow;
      return { followerCount: other.followerCount, isFollowedByMe: other.isFollowedByMe };
    }
    if (part === 'block' || part === 'mute') {
      if (isMine) return error('CANNOT_BLOCK_SELF', 400);
      if (!other) return error('PROFILE_NOT_FOUND', 404);
      const isOn = method === 'PUT';
      if (part === 'block') {
        other.isBlockedByMe = isOn;
        if (isOn && other.isFollowedByMe) {
          other.isFollowedByMe = false;
          other.followerCount = Math.max(0, other.followerCount - 1);
        }
      } else {
        other.isMutedByMe = isOn;
      }
      return { isBlockedByMe: other.isBlockedByMe, isMutedByMe: other.isMutedByMe };
    }
    if (part === 'skills') {
      if (!isMine) return error('FORBIDDEN', 403);
      if (method === 'POST') {
        const input = body as {
          skillId?: string;
          newSkill?: { name: string; category?: string };
          level?: number;
        };
        const level = input.level ?? DEFAULT_SKILL_LEVEL;
        let skill = input.skillId
          ? state.catalogue.find((candidate) => candidate.id === input.skillId)
          : state.catalogue.find(
              (candidate) => candidate.name.toLowerCase() === input.newSkill?.name.toLowerCase(),
            );
        if (!skill && input.newSkill) {
          skill = {
            id: `new-${state.catalogue.length + 1}`,
            name: input.newSkill.name,
            category: input.newSkill.category ?? null,
          };
          state.catalogue.push(skill);
        }
        if (!skill) return error('SKILL_NOT_FOUND', 404);
        const found = skill;
        if (state.me.skills.some((owned) => owned.name.toLowerCase() === found.name.toLowerCase())) {
          return error('SKILL_ALREADY_ADDED', 409);
        }
        const added: UserSkill = { skillId: found.id, name: found.name, category: found.category, level };
        state.me.skills = [...state.me.skills, added];
        return jsonResponse(state.me.skills, 201);
      }
      if (!state.me.skills.some((owned) => owned.skillId === skillId)) return error('SKILL_NOT_FOUND', 404);
      if (method === 'PATCH') {
        const level = Number(body?.level);
        state.me.skills = state.me.skills.map((owned) =>
          owned.skillId === skillId ? { ...owned, level } : owned,
        );
        return state.me.skills;
      }
      if (method === 'DELETE') {
        state.me.skills = state.me.skills.filter((owned) => owned.skillId !== skillId);
        return state.me.skills;
      }
    }
    return error('NOT_FOUND', 404);
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const request = { url, method, body };
    requests.push(request);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const result = handler ? await handler(request) : route(request);
    return result instanceof Response ? result : jsonResponse(result ?? null);
  });
  vi.stubGlobal('fetch', fetchMock);

  const api = {
    state,
    userId,
    /** Replaces the answer of `METHOD /path` (the fake's own answer is `api.answer(request)`). */
    on(method: string, path: string, handler: Handler) {
      handlers.set(`${method} ${path}`, handler);
      return api;
    },
    /** What the fake would answer, for a handler that only delays or inspects. */
    answer: (request: ProfilesRequest) => {
      const result = route(request);
      return result instanceof Response ? result : jsonResponse(result ?? null);
    },
    /** The requests sent with `method` to `path`, in order. */
    requestsTo(method: string, path: string): ProfilesRequest[] {
      return requests.filter((request) => request.method === method && request.url.pathname === path);
    },
  };
  return api;
}

/** A promise and the function that settles it: for an answer that arrives when the test says so. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export { jsonResponse, sessionFor };
