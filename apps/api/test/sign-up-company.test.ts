import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/index.ts';
import { type AuthClient, cookiesOf, nextIp, postAuth } from './helpers/auth.ts';
import { findMailedLink } from './helpers/mailbox.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// A client may give their company at sign-up: it becomes their organisation, which they own, checked as the
// organisation page checks it before any row is written. Skipping it signs up as before.

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++counter}@example.test`;

describe('sign-up with a company', () => {
  let testApp: TestApp;
  let client: AuthClient;
  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
  });
  afterAll(() => testApp.close());

  const signUp = (email: string, extra: Record<string, unknown>) =>
    postAuth(client, '/sign-up/email', {
      email,
      password: 'a long passphrase',
      name: '',
      firstName: 'Inès',
      lastName: 'Martin',
      role: 'user',
      ...extra,
    });
  const usersWithEmail = (email: string) => testApp.db.select().from(user).where(eq(user.email, email));
  const organisationsOf = async (userId: string) =>
    (
      await testApp.db.execute<{
        legal_name: string;
        siret: string | null;
        vat_number: string | null;
        sector: string | null;
        size_band: string | null;
        role: string;
      }>(sql`
        select o.legal_name, o.siret, o.vat_number, o.sector, o.size_band, m.role
        from organisation_members m join organisations o on o.id = m.organisation_id
        where m.user_id = ${userId}`)
    ).rows;

  it('creates the organisation with the client as its owner, which their organisation page then shows', async () => {
    const email = uniqueEmail('company');
    const response = await signUp(email, {
      company: {
        legalName: '  Atelier Lumière SAS ',
        siret: '732 829 320 00074',
        vatNumber: 'fr 44 732829320',
        sector: 'Architecture',
        sizeBand: '10-49',
      },
    });
    expect(response.statusCode).toBe(200);
    const [created] = await usersWithEmail(email);
    expect(await organisationsOf(created!.id)).toEqual([
      {
        legal_name: 'Atelier Lumière SAS',
        siret: '73282932000074',
        vat_number: 'FR44732829320',
        sector: 'Architecture',
        size_band: '10-49',
        role: 'owner',
      },
    ]);
    const link = await findMailedLink(testApp.app, email, '/api/auth/verify-email');
    const verified = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const mine = await testApp.app.inject({
      method: 'GET',
      url: '/api/organisations/mine',
      remoteAddress: nextIp(),
      headers: { cookie: cookiesOf(verified) },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ legalName: 'Atelier Lumière SAS', myRole: 'owner', verified: false });
  });

  it('takes a legal name alone', async () => {
    const email = uniqueEmail('name-only');
    const response = await signUp(email, { company: { legalName: 'Boulangerie Martin' } });
    expect(response.statusCode).toBe(200);
    const [created] = await usersWithEmail(email);
    expect(await organisationsOf(created!.id)).toEqual([
      {
        legal_name: 'Boulangerie Martin',
        siret: null,
        vat_number: null,
        sector: null,
        size_band: null,
        role: 'owner',
      },
    ]);
  });

  it('signs up without a company as before: no organisation', async () => {
    for (const extra of [{}, { company: null }]) {
      const email = uniqueEmail('no-company');
      expect((await signUp(email, extra)).statusCode).toBe(200);
      const [created] = await usersWithEmail(email);
      expect(created).toMatchObject({ role: 'user' });
      expect(await organisationsOf(created!.id)).toEqual([]);
    }
  });

  it.each([
    ['a SIRET with a wrong checksum', { siret: '73282932000075' }, 'siret', 'siretChecksum'],
    ['a SIRET of the wrong length', { siret: '7328293200007' }, 'siret', 'siretLength'],
    ['a SIRET of letters', { siret: 'ABCDEFGHIJKLMN' }, 'siret', 'siretLength'],
    [
      'a VAT number whose key is not its SIREN’s',
      { vatNumber: 'FR45732829320' },
      'vatNumber',
      'invalidVatNumber',
    ],
    ['no legal name', { legalName: '   ' }, 'legalName', 'required'],
    ['a size that is none of the bands', { sizeBand: '12' }, 'sizeBand', 'invalidOption'],
  ])(
    'refuses %s with the form’s message, and creates no account',
    async (_case, overrides, field, message) => {
      const email = uniqueEmail('bad-company');
      const response = await signUp(email, { company: { legalName: 'Atelier Lumière SAS', ...overrides } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { issues: [{ path: ['company', field], message }] },
      });
      expect(await usersWithEmail(email)).toHaveLength(0);
    },
  );

  it('refuses a company for a professional account', async () => {
    const email = uniqueEmail('pro-company');
    const response = await signUp(email, { role: 'professional', company: { legalName: 'Studio Pixel' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [{ path: ['company'], message: 'invalidOption' }] },
    });
    expect(await usersWithEmail(email)).toHaveLength(0);
  });
});
