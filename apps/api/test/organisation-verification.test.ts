import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organisation, PublicOrganisation } from '@escouade/contract/organisations';
import type { InvitationDetails } from '@escouade/contract/proposal-threads';
import type { AdminVerifications, VerificationState } from '@escouade/contract/verification';
import { multipartForm, SMALL_PDF } from './helpers/actors.ts';
import { nextIp, type RegisteredUser } from './helpers/auth.ts';
import { type OrganisationWorld, setUpOrganisationWorld } from './helpers/organisation-setup.ts';
import { buildTestApp, objectStoreOf, type TestApp } from './helpers/test-app.ts';

// An organisation as a verified business: its owners (only they) ask with its SIRET and a registration
// document; an administrator approves or rejects with a reason, each written to the audit log; the badge shows
// on its public card, its own page and the invitations of its projects, and a change of SIRET removes it.

const SIRET = '73282932000074';
const OTHER_SIRET = '81234567600017';

describe('organisation verification', () => {
  let testApp: TestApp;
  let world: OrganisationWorld;
  const call: OrganisationWorld['call'] = (...args) => world.call(...args);
  const newClient: OrganisationWorld['newClient'] = (name) => world.newClient(name);
  const join: OrganisationWorld['join'] = (owner, colleague) => world.join(owner, colleague);

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = await setUpOrganisationWorld(testApp, { prefix: 'OrgVerif', clientPrefix: 'ov' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function ownerOf(owner: RegisteredUser, legalName: string, siret: string | null = null) {
    const created = await call('POST', '/api/organisations', owner.cookie, { legalName, siret });
    expect(created.statusCode).toBe(201);
    return created.json() as Organisation;
  }
  const ask = (organisationId: string, cookie: string | undefined, siret = SIRET) => {
    const form = multipartForm(
      { siret },
      [{ fileName: 'extrait kbis.pdf', contentType: 'application/pdf', bytes: SMALL_PDF }],
      'document',
    );
    return testApp.app.inject({
      method: 'POST',
      url: `/api/verifications/organisation/${organisationId}`,
      payload: form.payload as Buffer,
      remoteAddress: nextIp(),
      headers: { origin: testApp.config.appUrl, ...(cookie ? { cookie } : {}), ...form.headers },
    });
  };
  const stateOf = async (organisationId: string, cookie: string) =>
    (
      await call('GET', `/api/verifications/organisation/${organisationId}`, cookie)
    ).json() as VerificationState;
  const publicCard = async (organisationId: string) =>
    (await call('GET', `/api/organisations/${organisationId}`)).json() as PublicOrganisation;
  const auditOf = async (verificationId: string) =>
    (
      await testApp.db.execute<{ action: string; actor_id: string; after: Record<string, unknown> }>(sql`
        select action, actor_id, after from admin_audit_log
        where target_type = 'verification' and target_id = ${verificationId} order by id`)
    ).rows;

  describe('who may ask, by route', () => {
    type Asker = 'owner' | 'sameOrgMember' | 'otherOrgOwner' | 'professional' | 'admin' | 'signedOut';
    const ASKERS: Asker[] = ['owner', 'sameOrgMember', 'otherOrgOwner', 'professional', 'admin', 'signedOut'];
    let people: Record<Exclude<Asker, 'signedOut'>, RegisteredUser>;
    let organisationId: string;

    beforeAll(async () => {
      const owner = await newClient('proprietaire');
      organisationId = (await ownerOf(owner, 'Matrice Vérifiée SAS')).id;
      const sameOrgMember = await newClient('collegue');
      await join(owner, sameOrgMember);
      const otherOrgOwner = await newClient('voisine');
      await ownerOf(otherOrgOwner, 'Voisine SARL');
      people = { owner, sameOrgMember, otherOrgOwner, professional: world.outsider, admin: world.admin };
    });

    it('GET /api/verifications/organisation/:id: its owners only', async () => {
      const got: Record<string, number> = {};
      for (const asker of ASKERS) {
        const cookie = asker === 'signedOut' ? undefined : people[asker].cookie;
        got[asker] = (
          await call('GET', `/api/verifications/organisation/${organisationId}`, cookie)
        ).statusCode;
      }
      expect(got).toEqual({
        owner: 200,
        sameOrgMember: 403,
        otherOrgOwner: 403,
        professional: 403,
        admin: 403,
        signedOut: 401,
      });
    });

    it('POST /api/verifications/organisation/:id: its owners only, before a byte of the document is kept', async () => {
      const got: Record<string, number> = {};
      // The owner last: everyone else is refused while nothing waits.
      for (const asker of [...ASKERS.filter((asker) => asker !== 'owner'), 'owner' as const]) {
        const cookie = asker === 'signedOut' ? undefined : people[asker].cookie;
        got[asker] = (await ask(organisationId, cookie)).statusCode;
      }
      expect(got).toEqual({
        owner: 201,
        sameOrgMember: 403,
        otherOrgOwner: 403,
        professional: 403,
        admin: 403,
        signedOut: 401,
      });
      const requests = await testApp.db.execute<{ requested_by: string }>(sql`
        select requested_by from business_verifications
        where subject_type = 'organisation' and subject_id = ${organisationId}`);
      expect(requests.rows).toEqual([{ requested_by: people.owner.id }]);
    });

    it('refuses an id that is no organisation, and an owner asking for another organisation', async () => {
      const { owner, otherOrgOwner } = people;
      expect((await ask('not-an-organisation', owner.cookie)).statusCode).toBe(403);
      expect((await ask('00000000-0000-4000-8000-000000000000', owner.cookie)).statusCode).toBe(403);
      expect((await stateOf(organisationId, otherOrgOwner.cookie)) as unknown).toMatchObject({
        code: 'VERIFICATION_NOT_ALLOWED',
      });
    });
  });

  describe('the lifecycle', () => {
    let owner: RegisteredUser;
    let organisationId: string;
    let invitationId: string;
    const invitation = async () =>
      (
        await call('GET', `/api/invitations/${invitationId}`, world.pros[0]!.cookie)
      ).json() as InvitationDetails;

    beforeAll(async () => {
      // The staffed world's client owns the organisation: its projects are the organisation's.
      owner = world.client;
      organisationId = (await ownerOf(owner, 'Lumière Conseil SAS')).id;
      const projectId = await world.createProject({ accepting: 0 });
      const seat = await testApp.db.execute<{ id: string }>(sql`
        select id from project_invitations where project_id = ${projectId} and professional_id = ${world.pros[0]!.id}`);
      invitationId = seat.rows[0]!.id;
    });

    it('starts unverified everywhere: its page, its public card, the invitation', async () => {
      expect((await call('GET', '/api/organisations/mine', owner.cookie)).json()).toMatchObject({
        verified: false,
      });
      expect((await publicCard(organisationId)).verified).toBe(false);
      expect(await invitation()).toMatchObject({
        organisation: { id: organisationId, name: 'Lumière Conseil SAS' },
        verified: false,
      });
      expect(await stateOf(organisationId, owner.cookie)).toEqual({
        verified: false,
        verifiedSiret: null,
        latest: null,
      });
    });

    let firstId = '';

    it('takes the owner’s request: the SIRET becomes the organisation’s, one request waits at a time', async () => {
      const refused = await ask(organisationId, owner.cookie, '73282932000075');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        details: { issues: [{ path: ['body', 'siret'], message: 'siretChecksum' }] },
      });
      const asked = await ask(organisationId, owner.cookie);
      expect(asked.statusCode).toBe(201);
      const state = asked.json() as VerificationState;
      expect(state).toMatchObject({
        verified: false,
        latest: { status: 'pending', siret: SIRET, subjectType: 'organisation', subjectId: organisationId },
      });
      firstId = state.latest!.id;
      expect((await call('GET', '/api/organisations/mine', owner.cookie)).json()).toMatchObject({
        siret: SIRET,
      });
      const again = await ask(organisationId, owner.cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('VERIFICATION_PENDING');
    });

    it('shows the request in the administrators’ queue under the organisation’s legal name', async () => {
      const queue = (
        await call(
          'GET',
          '/api/admin/verifications?subjectType=organisation&status=pending',
          world.admin.cookie,
        )
      ).json() as AdminVerifications;
      expect(queue.verifications.find((entry) => entry.id === firstId)).toMatchObject({
        subjectType: 'organisation',
        subjectName: 'Lumière Conseil SAS',
        requester: { id: owner.id, firstName: 'Claire' },
      });
      const found = (await call('GET', '/api/admin/verifications?q=Lumière', world.admin.cookie)).json();
      expect((found as AdminVerifications).verifications.map((entry) => entry.id)).toContain(firstId);
    });

    it('rejects with a reason the owner reads, written to the audit log', async () => {
      const reason = 'L’avis INSEE joint est celui d’une autre entreprise.';
      const rejected = await call('POST', `/api/admin/verifications/${firstId}/reject`, world.admin.cookie, {
        reason,
      });
      expect(rejected.statusCode).toBe(204);
      expect((await stateOf(organisationId, owner.cookie)).latest).toMatchObject({
        status: 'rejected',
        reason,
      });
      expect((await publicCard(organisationId)).verified).toBe(false);
      expect(await auditOf(firstId)).toEqual([
        {
          action: 'verification.reject',
          actor_id: world.admin.id,
          after: {
            status: 'rejected',
            subjectType: 'organisation',
            subjectId: organisationId,
            siret: SIRET,
            reason,
          },
        },
      ]);
    });

    let secondId = '';

    it('approves a new request: the badge shows on its page, its public card and the invitation, audited', async () => {
      const asked = await ask(organisationId, owner.cookie);
      expect(asked.statusCode).toBe(201);
      secondId = (asked.json() as VerificationState).latest!.id;
      const approved = await call('POST', `/api/admin/verifications/${secondId}/approve`, world.admin.cookie);
      expect(approved.statusCode).toBe(204);
      expect(await stateOf(organisationId, owner.cookie)).toMatchObject({
        verified: true,
        verifiedSiret: SIRET,
        latest: { status: 'approved' },
      });
      expect((await call('GET', '/api/organisations/mine', owner.cookie)).json()).toMatchObject({
        verified: true,
      });
      expect((await publicCard(organisationId)).verified).toBe(true);
      expect((await invitation()).verified).toBe(true);
      expect(await auditOf(secondId)).toEqual([
        {
          action: 'verification.approve',
          actor_id: world.admin.id,
          after: { status: 'approved', subjectType: 'organisation', subjectId: organisationId, siret: SIRET },
        },
      ]);
    });

    it('removes the badge when an owner changes the SIRET, and keeps it through other edits', async () => {
      const renamed = await call('PATCH', '/api/organisations/mine', owner.cookie, {
        legalName: 'Lumière Conseil',
        siret: '732 829 320 00074',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ verified: true });

      const moved = await call('PATCH', '/api/organisations/mine', owner.cookie, {
        legalName: 'Lumière Conseil',
        siret: OTHER_SIRET,
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ siret: OTHER_SIRET, verified: false });
      expect((await publicCard(organisationId)).verified).toBe(false);
      expect((await invitation()).verified).toBe(false);
      expect(await stateOf(organisationId, owner.cookie)).toMatchObject({
        verified: false,
        verifiedSiret: null,
      });
    });

    it('refuses to approve a request whose SIRET the organisation changed since', async () => {
      const asked = await ask(organisationId, owner.cookie);
      expect(asked.statusCode).toBe(201);
      const pendingId = (asked.json() as VerificationState).latest!.id;
      await call('PATCH', '/api/organisations/mine', owner.cookie, {
        legalName: 'Lumière Conseil',
        siret: OTHER_SIRET,
      });
      const approved = await call(
        'POST',
        `/api/admin/verifications/${pendingId}/approve`,
        world.admin.cookie,
      );
      expect(approved.statusCode).toBe(409);
      expect(approved.json().code).toBe('VERIFICATION_SIRET_CHANGED');
      expect((await publicCard(organisationId)).verified).toBe(false);
    });

    it('lets no statement keep the badge once the SIRET changes (the database clears it)', async () => {
      await testApp.db.execute(sql`update organisations set siret = ${SIRET} where id = ${organisationId}`);
      await testApp.db.execute(
        sql`update organisations set verified_at = now() where id = ${organisationId}`,
      );
      expect((await publicCard(organisationId)).verified).toBe(true);
      await testApp.db.execute(
        sql`update organisations set siret = ${OTHER_SIRET} where id = ${organisationId}`,
      );
      expect((await publicCard(organisationId)).verified).toBe(false);
    });
  });

  it('erases an organisation’s requests and documents when it goes with its last member, not before', async () => {
    const owner = await newClient('derniere');
    const organisationId = (await ownerOf(owner, 'Départ SARL')).id;
    const colleague = await newClient('reste');
    await join(owner, colleague);
    expect((await ask(organisationId, owner.cookie)).statusCode).toBe(201);
    const [row] = (
      await testApp.db.execute<{ document_key: string }>(sql`
        select document_key from business_verifications where subject_id = ${organisationId}`)
    ).rows;
    const objects = await objectStoreOf(testApp);
    // The owner leaves: the organisation goes on with the colleague, its request with it.
    expect((await call('DELETE', `/api/admin/users/${owner.id}`, world.admin.cookie)).statusCode).toBe(200);
    expect(await objects.get(row!.document_key)).toBeDefined();
    // Its last member leaves: the organisation goes, and its request and document with it.
    expect((await call('DELETE', `/api/admin/users/${colleague.id}`, world.admin.cookie)).statusCode).toBe(
      200,
    );
    expect(
      (
        await testApp.db.execute(
          sql`select 1 from business_verifications where subject_id = ${organisationId}`,
        )
      ).rows,
    ).toHaveLength(0);
    expect(await objects.get(row!.document_key)).toBeUndefined();
  });
});
