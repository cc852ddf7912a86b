import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVerifications, VerificationState } from '@escouade/contract/verification';
import type { MyProfile, PublicProfile } from '@escouade/contract';
import { jobRunnerOf } from '../src/app.ts';
import { FAN_OUT_JOB } from '../src/modules/notifications/fan-out.ts';
import { checksumRegistry } from '../src/modules/verification/business-registry.ts';
import { createOrPromoteAdmin } from '../src/scripts/create-admin.ts';
import { type FormFile, multipartForm, pngFile, SMALL_PDF } from './helpers/actors.ts';
import {
  type AuthClient,
  cookiesOf,
  nextIp,
  postAuth,
  type RegisteredUser,
  registerConfirmedUser,
  registerEligibleProfessional,
} from './helpers/auth.ts';
import { readMailbox } from './helpers/mailbox.ts';
import { buildTestApp, objectStoreOf, type TestApp } from './helpers/test-app.ts';

const SIRET = '73282932000074';
const OTHER_SIRET = '81234567600017';
/** La Poste's establishments follow their own rule (digits adding up to a multiple of 5), not Luhn's. */
const LA_POSTE_SIRET = '35600000049837';

const kbis = (fileName = 'extrait kbis.pdf'): FormFile => ({
  fileName,
  contentType: 'application/pdf',
  bytes: SMALL_PDF,
});

describe('verified businesses: a professional asks, an administrator approves or rejects', () => {
  let testApp: TestApp;
  let client: AuthClient;
  let admin: { id: string; cookie: string };
  let pro: RegisteredUser;
  let otherPro: RegisteredUser;
  let clientUser: RegisteredUser;

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, cookie: string | undefined, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { origin: testApp.config.appUrl, ...(cookie ? { cookie } : {}) },
    });
  const ask = (who: RegisteredUser, fields: Record<string, string>, files = [kbis()], subjectId = who.id) => {
    const form = multipartForm(fields, files, 'document');
    return testApp.app.inject({
      method: 'POST',
      url: `/api/verifications/professional/${subjectId}`,
      payload: form.payload as Buffer,
      remoteAddress: nextIp(),
      headers: { origin: testApp.config.appUrl, cookie: who.cookie, ...form.headers },
    });
  };
  const stateOf = async (who: RegisteredUser) =>
    (await call('GET', `/api/verifications/professional/${who.id}`, who.cookie)).json() as VerificationState;
  const queue = async (query = '') =>
    (await call('GET', `/api/admin/verifications${query}`, admin.cookie)).json() as AdminVerifications;
  const publicProfile = async (userId: string) =>
    (await call('GET', `/api/profiles/${userId}`, undefined)).json() as PublicProfile;
  const auditOf = async (verificationId: string) =>
    (
      await testApp.db.execute<{ action: string; actor_id: string; after: Record<string, unknown> }>(sql`
        select action, actor_id, after from admin_audit_log
        where target_type = 'verification' and target_id = ${verificationId} order by id`)
    ).rows;

  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
    const created = await createOrPromoteAdmin(testApp.db, {
      email: 'verifier@example.test',
      password: 'the admin passphrase',
    });
    const signIn = await postAuth(client, '/sign-in/email', {
      email: 'verifier@example.test',
      password: 'the admin passphrase',
    });
    admin = { id: created.userId, cookie: cookiesOf(signIn) };
    pro = await registerEligibleProfessional(client, {
      email: 'camille@example.test',
      firstName: 'Camille',
      lastName: 'Durand',
    });
    otherPro = await registerEligibleProfessional(client, { email: 'otto@example.test', firstName: 'Otto' });
    clientUser = await registerConfirmedUser(client, { email: 'cliente@example.test', role: 'user' });
  });
  afterAll(() => testApp.close());

  it('checks a SIRET offline by its key (Luhn, and La Poste’s rule) in the default registry', async () => {
    expect(await checksumRegistry.lookup(SIRET)).toEqual({ name: 'checksum', found: true });
    expect(await checksumRegistry.lookup(LA_POSTE_SIRET)).toEqual({ name: 'checksum', found: true });
    expect((await checksumRegistry.lookup('73282932000075')).found).toBe(false);
    expect(testApp.config.businessRegistry).toBe('checksum');
  });

  it('refuses a SIRET of the wrong length or with a wrong key, with a message the interface translates', async () => {
    const short = await ask(pro, { siret: '7328293200007' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [{ path: ['body', 'siret'], message: 'siretLength' }] },
    });
    const wrongKey = await ask(pro, { siret: '732 829 320 00075' });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json()).toMatchObject({
      details: { issues: [{ path: ['body', 'siret'], message: 'siretChecksum' }] },
    });
    expect((await stateOf(pro)).latest).toBeNull();
  });

  it('takes the registration document as a PDF only, and requires it', async () => {
    const image = await ask(pro, { siret: SIRET }, [await pngFile('kbis.png')]);
    expect(image.statusCode).toBe(415);
    expect(image.json().code).toBe('VERIFICATION_DOCUMENT_NOT_PDF');
    const none = await ask(pro, { siret: SIRET }, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('VERIFICATION_DOCUMENT_REQUIRED');
    const disguised = await ask(pro, { siret: SIRET }, [
      { fileName: 'kbis.pdf', contentType: 'application/pdf', bytes: Buffer.from('not a pdf at all') },
    ]);
    expect(disguised.statusCode).toBe(415);
    expect((await stateOf(pro)).latest).toBeNull();
  });

  it('lets only the professional ask for themselves', async () => {
    expect((await ask(otherPro, { siret: SIRET }, [kbis()], pro.id)).statusCode).toBe(403);
    expect((await ask(clientUser, { siret: SIRET }, [kbis()])).statusCode).toBe(403);
    expect((await call('GET', `/api/verifications/professional/${pro.id}`, otherPro.cookie)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/verifications/organisation/${pro.id}`, pro.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/verifications/professional/${pro.id}`, undefined)).statusCode).toBe(401);
  });

  let firstId = '';

  it('records a request, one pending at a time, and sets the SIRET on the profile', async () => {
    const asked = await ask(pro, { siret: '732 829 320 00074' });
    expect(asked.statusCode).toBe(201);
    const state = asked.json() as VerificationState;
    expect(state).toMatchObject({
      verified: false,
      latest: {
        status: 'pending',
        siret: SIRET,
        reason: null,
        document: { fileName: 'extrait kbis.pdf', sizeBytes: SMALL_PDF.length },
      },
    });
    firstId = state.latest!.id;
    const me = (await call('GET', '/api/profiles/me', pro.cookie)).json() as MyProfile;
    expect(me.siret).toBe(SIRET);

    const again = await ask(pro, { siret: SIRET });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('VERIFICATION_PENDING');
    expect((await queue()).pendingCount).toBe(1);
  });

  it('rejects with a reason the professional reads, in the audit log and a notification', async () => {
    const noReason = await call('POST', `/api/admin/verifications/${firstId}/reject`, admin.cookie, {
      reason: '   ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await call('POST', `/api/admin/verifications/${firstId}/reject`, pro.cookie, { reason: 'x' }))
        .statusCode,
    ).toBe(403);

    const reason = 'L’extrait Kbis a plus de trois mois : envoyez-en un récent.';
    const rejected = await call('POST', `/api/admin/verifications/${firstId}/reject`, admin.cookie, {
      reason,
    });
    expect(rejected.statusCode).toBe(204);
    expect((await stateOf(pro)).latest).toMatchObject({ id: firstId, status: 'rejected', reason });
    expect((await publicProfile(pro.id)).verified).toBe(false);
    expect(await auditOf(firstId)).toEqual([
      {
        action: 'verification.reject',
        actor_id: admin.id,
        after: { status: 'rejected', subjectType: 'professional', subjectId: pro.id, siret: SIRET, reason },
      },
    ]);
    const twice = await call('POST', `/api/admin/verifications/${firstId}/approve`, admin.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('VERIFICATION_ALREADY_DECIDED');

    await jobRunnerOf(testApp.app).runNow(FAN_OUT_JOB);
    const notifications = (await call('GET', '/api/notifications', pro.cookie)).json() as {
      notifications: { type: string; subject: string | null; target: { kind: string } }[];
    };
    expect(notifications.notifications[0]).toMatchObject({
      type: 'verification_rejected',
      subject: reason,
      target: { kind: 'verification' },
    });
    const mails = await readMailbox(testApp.app, pro.email);
    expect(mails.some((mail) => mail.subject.includes('refusée'))).toBe(true);
  });

  let secondId = '';

  it('takes a new request after a rejection, and approves it: the badge shows, with its audit entry', async () => {
    const asked = await ask(pro, { siret: SIRET }, [kbis('kbis récent.pdf')]);
    expect(asked.statusCode).toBe(201);
    secondId = (asked.json() as VerificationState).latest!.id;

    const pending = await queue('?status=pending');
    expect(pending.verifications.map((entry) => entry.id)).toEqual([secondId]);
    expect(pending.verifications[0]).toMatchObject({
      subjectName: 'Camille Durand',
      requester: { id: pro.id, firstName: 'Camille' },
      registry: { name: 'checksum', found: true },
    });
    // Pending first, then the decided.
    expect((await queue()).verifications.map((entry) => entry.id)).toEqual([secondId, firstId]);
    expect((await queue('?q=Camille')).verifications).toHaveLength(2);
    expect((await queue('?q=732 829')).verifications).toHaveLength(2);
    expect((await queue('?q=Personne')).verifications).toHaveLength(0);

    const document = await call('GET', `/api/admin/verifications/${secondId}/document`, admin.cookie);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toContain('attachment');
    expect(document.rawPayload.equals(SMALL_PDF)).toBe(true);
    expect((await call('GET', `/api/admin/verifications/${secondId}/document`, pro.cookie)).statusCode).toBe(
      403,
    );

    const approved = await call('POST', `/api/admin/verifications/${secondId}/approve`, admin.cookie);
    expect(approved.statusCode).toBe(204);
    expect(await stateOf(pro)).toMatchObject({
      verified: true,
      verifiedSiret: SIRET,
      latest: { status: 'approved' },
    });
    expect((await publicProfile(pro.id)).verified).toBe(true);
    expect((await publicProfile(otherPro.id)).verified).toBe(false);
    expect(await auditOf(secondId)).toEqual([
      {
        action: 'verification.approve',
        actor_id: admin.id,
        after: { status: 'approved', subjectType: 'professional', subjectId: pro.id, siret: SIRET },
      },
    ]);
    await jobRunnerOf(testApp.app).runNow(FAN_OUT_JOB);
    const page = (await call('GET', '/api/notifications', pro.cookie)).json() as {
      notifications: { type: string }[];
    };
    expect(page.notifications[0]?.type).toBe('verification_approved');
  });

  it('removes the badge when the SIRET on the profile changes', async () => {
    const me = (await call('GET', '/api/profiles/me', pro.cookie)).json() as MyProfile;
    const form = { firstName: me.firstName, lastName: me.lastName, profession: me.profession };
    // Saving the profile without touching the SIRET keeps the badge.
    expect((await call('PATCH', `/api/profiles/${pro.id}`, pro.cookie, form)).statusCode).toBe(200);
    expect((await publicProfile(pro.id)).verified).toBe(true);
    expect(
      (await call('PATCH', `/api/profiles/${pro.id}`, pro.cookie, { ...form, siret: SIRET })).statusCode,
    ).toBe(200);
    expect((await publicProfile(pro.id)).verified).toBe(true);

    const wrong = await call('PATCH', `/api/profiles/${pro.id}`, pro.cookie, {
      ...form,
      siret: '81234567600018',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.issues[0].message).toBe('siretChecksum');

    const changed = await call('PATCH', `/api/profiles/${pro.id}`, pro.cookie, {
      ...form,
      siret: OTHER_SIRET,
    });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as MyProfile).verified).toBe(false);
    expect((await publicProfile(pro.id)).verified).toBe(false);
    expect(await stateOf(pro)).toMatchObject({ verified: false, verifiedSiret: null });
  });

  it('refuses to approve a request whose SIRET the professional changed since', async () => {
    const asked = await ask(pro, { siret: SIRET });
    expect(asked.statusCode).toBe(201);
    const id = (asked.json() as VerificationState).latest!.id;
    const me = (await call('GET', '/api/profiles/me', pro.cookie)).json() as MyProfile;
    const form = { firstName: me.firstName, lastName: me.lastName, profession: me.profession };
    await call('PATCH', `/api/profiles/${pro.id}`, pro.cookie, { ...form, siret: OTHER_SIRET });
    const approved = await call('POST', `/api/admin/verifications/${id}/approve`, admin.cookie);
    expect(approved.statusCode).toBe(409);
    expect(approved.json().code).toBe('VERIFICATION_SIRET_CHANGED');
    expect((await publicProfile(pro.id)).verified).toBe(false);
    expect(await auditOf(id)).toEqual([]);
    expect(
      (await call('POST', `/api/admin/verifications/${id}/reject`, admin.cookie, { reason: 'SIRET changé' }))
        .statusCode,
    ).toBe(204);
  });

  it('erases a professional’s requests and documents with the account', async () => {
    const leaving = await registerEligibleProfessional(client, { email: 'leaving@example.test' });
    expect((await ask(leaving, { siret: LA_POSTE_SIRET })).statusCode).toBe(201);
    const [row] = (
      await testApp.db.execute<{ id: string; document_key: string }>(sql`
        select id, document_key from business_verifications where subject_id = ${leaving.id}`)
    ).rows;
    const objects = await objectStoreOf(testApp);
    expect(await objects.get(row!.document_key)).toBeDefined();
    const deleted = await call('DELETE', `/api/admin/users/${leaving.id}`, admin.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(
      (await testApp.db.execute(sql`select 1 from business_verifications where subject_id = ${leaving.id}`))
        .rows,
    ).toHaveLength(0);
    expect(await objects.get(row!.document_key)).toBeUndefined();
  });
});
