import type { Role } from '@escouade/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { findMailedLink } from './mailbox.ts';

let addressCounter = 0;
/** A fresh client address per call: Better Auth limits per IP, and most tests are not about that. */
export function nextIp(): string {
  addressCounter += 1;
  return `10.${50 + (Math.floor(addressCounter / 62500) % 200)}.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
}

export interface AuthClient {
  app: FastifyInstance;
  appUrl: string;
}

export function postAuth(
  { app, appUrl }: AuthClient,
  path: string,
  payload: object,
  { cookie, ip = nextIp() }: { cookie?: string; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    payload,
    remoteAddress: ip,
    headers: { origin: appUrl, ...(cookie ? { cookie } : {}) },
  });
}

/** The `name=value` pairs of every Set-Cookie of a response, ready to send back as a Cookie header. */
export function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

export async function getSessionUser(client: AuthClient, cookie: string) {
  const response = await client.app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  const body = response.json() as {
    user: { id: string; email: string; role: Role; emailVerified: boolean };
  } | null;
  return body?.user ?? null;
}

export interface RegisteredUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/**
 * Registers through the API, confirms the e-mail with the mailed link (which signs in), and returns the
 * session cookie: the path a real person takes.
 */
export async function registerConfirmedUser(
  client: AuthClient,
  {
    email,
    password = 'correct horse battery',
    role = 'user',
    locale = 'fr',
    firstName = 'Camille',
    lastName = 'Durand',
  }: {
    email: string;
    password?: string;
    role?: 'user' | 'professional';
    locale?: 'fr' | 'en';
    firstName?: string;
    lastName?: string;
  },
): Promise<RegisteredUser> {
  const signUp = await postAuth(client, '/sign-up/email', {
    email,
    password,
    name: '',
    firstName,
    lastName,
    role,
    locale,
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const link = await findMailedLink(client.app, email, '/api/auth/verify-email');
  const verified = await client.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  const cookie = cookiesOf(verified);
  const user = await getSessionUser(client, cookie);
  if (!user)
    throw new Error(`confirmation did not sign ${email} in: ${verified.statusCode} ${verified.body}`);
  return { id: user.id, email, password, cookie };
}

/** A confirmed professional with a complete profile and one skill: allowed to post on the feed. */
export async function registerEligibleProfessional(
  client: AuthClient,
  {
    email,
    firstName = 'Alex',
    lastName = 'Martin',
    profession = 'Consultant',
  }: { email: string; firstName?: string; lastName?: string; profession?: string },
): Promise<RegisteredUser> {
  const registered = await registerConfirmedUser(client, {
    email,
    role: 'professional',
    firstName,
    lastName,
  });
  const headers = { origin: client.appUrl, cookie: registered.cookie };
  const profile = await client.app.inject({
    method: 'PATCH',
    url: `/api/profiles/${registered.id}`,
    headers,
    payload: { firstName, lastName, profession },
  });
  if (profile.statusCode !== 200) throw new Error(`profile update failed: ${profile.body}`);
  const skill = await client.app.inject({
    method: 'POST',
    url: `/api/profiles/${registered.id}/skills`,
    headers,
    payload: { newSkill: { name: 'Communication' }, level: 3 },
  });
  if (skill.statusCode !== 201 && skill.statusCode !== 409)
    throw new Error(`skill add failed: ${skill.body}`);
  return registered;
}
