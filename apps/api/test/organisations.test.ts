import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from './helpers/auth.ts';
import { findMailedLink, readMailbox } from './helpers/mailbox.ts';
import { type OrganisationWorld, setUpOrganisationWorld } from './helpers/organisation-setup.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// Client organisations: a client account creates one and owns it, invites colleagues by e-mail, hands
// ownership over; its members act on its projects as the client who created them, and to the members of
// another organisation and to professionals outside the team those projects do not exist.

const VALID_SIRET = '73282932000074';
const VALID_VAT = 'FR44732829320';

describe('client organisations', () => {
  let testApp: TestApp;
  let world: OrganisationWorld;
  const call: OrganisationWorld['call'] = (...args) => world.call(...args);
  const newClient: OrganisationWorld['newClient'] = (name) => world.newClient(name);
  const join: OrganisationWorld['join'] = (owner, colleague) => world.join(owner, colleague);
  let invitationsSent = 0;

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = await setUpOrganisationWorld(testApp, { prefix: 'Organisations', clientPrefix: 'org' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const organisation = (overrides: Record<string, unknown> = {}) => ({
    legalName: 'Atelier Lumière SAS',
    siret: VALID_SIRET,
    vatNumber: VALID_VAT,
    sector: 'Architecture',
    sizeBand: '10-49',
    website: 'https://atelier-lumiere.example',
    billingAddress: { lines: ['12 rue des Arts'], postcode: '69001', city: 'Lyon', countryCode: 'FR' },
    ...overrides,
  });
  const issuesOf = (body: string) =>
    (JSON.parse(body) as { details: { issues: { path: (string | number)[]; message: string }[] } }).details
      .issues;

  async function ownerOfNewOrganisation(name: string): Promise<RegisteredUser> {
    const owner = await newClient(name);
    const created = await call('POST', '/api/organisations', owner.cookie, organisation({ legalName: name }));
    expect(created.statusCode).toBe(201);
    return owner;
  }

  describe('identifiers', () => {
    it('accepts a valid SIRET and VAT number, typed with spaces', async () => {
      const owner = await newClient('valid');
      const created = await call(
        'POST',
        '/api/organisations',
        owner.cookie,
        organisation({ siret: '732 829 320 00074', vatNumber: 'fr 44 732829320' }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ siret: VALID_SIRET, vatNumber: VALID_VAT, myRole: 'owner' });
    });

    it.each([
      ['a SIRET with a wrong checksum', { siret: '73282932000075' }, 'siret', 'siretChecksum'],
      ['a SIRET of the wrong length', { siret: '7328293200007' }, 'siret', 'siretLength'],
      [
        'a French VAT number whose key is not its SIREN’s',
        { vatNumber: 'FR45732829320' },
        'vatNumber',
        'invalidVatNumber',
      ],
      ['a VAT number of the wrong length', { vatNumber: 'FR4473282932' }, 'vatNumber', 'invalidVatNumber'],
      ['a VAT number too short for any country', { vatNumber: 'DE1' }, 'vatNumber', 'invalidVatNumber'],
    ])('refuses %s', async (_case, overrides, field, message) => {
      const owner = await newClient('invalid');
      const refused = await call('POST', '/api/organisations', owner.cookie, organisation(overrides));
      expect(refused.statusCode).toBe(400);
      expect(issuesOf(refused.body)).toContainEqual(
        expect.objectContaining({ path: expect.arrayContaining([field]), message }),
      );
      expect((await call('GET', '/api/organisations/mine', owner.cookie)).statusCode).toBe(404);
    });
  });

  describe('membership', () => {
    it('lets only a client account create an organisation, one per account', async () => {
      const refused = await call('POST', '/api/organisations', world.outsider.cookie, organisation());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('ORGANISATION_CLIENTS_ONLY');
      const owner = await ownerOfNewOrganisation('Unique');
      const second = await call('POST', '/api/organisations', owner.cookie, organisation());
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe('ALREADY_IN_ORGANISATION');
    });

    it('mails an invitation that names who invites and the organisation, accepted by that address only', async () => {
      const owner = await ownerOfNewOrganisation('Invitante');
      await testApp.db.execute(
        sql`update profiles set first_name = 'Inès', last_name = 'Vitante' where id = ${owner.id}`,
      );
      const colleague = await newClient('collegue');
      const stranger = await newClient('etrangere');
      const invited = await call('POST', '/api/organisations/mine/invitations', owner.cookie, {
        email: colleague.email.toUpperCase(),
      });
      expect(invited.statusCode).toBe(201);
      const [mail] = await readMailbox(testApp.app, colleague.email);
      expect(mail).toMatchObject({ template: 'organisation-invitation' });
      expect(mail?.text).toContain('Inès Vitante');
      expect(mail?.text).toContain('Invitante');
      expect(mail?.text).not.toContain(owner.email);
      const link = await findMailedLink(testApp.app, colleague.email, '/dashboard/organisation?token=');
      const token = link.searchParams.get('token');
      // The token is kept hashed: the table alone opens nothing.
      const stored = await testApp.db.execute<{ token_hash: string }>(
        sql`select token_hash from organisation_invitations where id = ${invited.json().id}`,
      );
      expect(stored.rows[0]?.token_hash).not.toBe(token);

      const wrongAccount = await call('POST', '/api/organisations/invitations/accept', stranger.cookie, {
        token,
      });
      expect(wrongAccount.statusCode).toBe(404);
      const professional = await call(
        'POST',
        '/api/organisations/invitations/accept',
        world.outsider.cookie,
        {
          token,
        },
      );
      expect(professional.statusCode).toBe(403);
      const accepted = await call('POST', '/api/organisations/invitations/accept', colleague.cookie, {
        token,
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ legalName: 'Invitante', myRole: 'member' });
      const again = await call('POST', '/api/organisations/invitations/accept', colleague.cookie, { token });
      expect(again.statusCode).toBe(404);

      const members = await call('GET', '/api/organisations/mine/members', colleague.cookie);
      expect(members.json().members.map((member: { role: string }) => member.role)).toEqual([
        'owner',
        'member',
      ]);
      expect(members.json().pendingInvitations).toEqual([]);
    });

    it('refuses an expired invitation', async () => {
      const owner = await ownerOfNewOrganisation('Expiree');
      const colleague = await newClient('tardive');
      await call('POST', '/api/organisations/mine/invitations', owner.cookie, { email: colleague.email });
      await testApp.db.execute(sql`
        update organisation_invitations set expires_at = now() - interval '1 minute'
        where email = ${colleague.email}`);
      const link = await findMailedLink(testApp.app, colleague.email, '/dashboard/organisation?token=');
      const refused = await call('POST', '/api/organisations/invitations/accept', colleague.cookie, {
        token: link.searchParams.get('token'),
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('ORGANISATION_INVITATION_INVALID');
    });

    it('lets owners alone edit, invite and remove; a member leaves; the last owner cannot', async () => {
      const owner = await ownerOfNewOrganisation('Cycle');
      const member = await newClient('membre');
      const other = await newClient('autre');
      await join(owner, member);
      await join(owner, other);

      const edited = await call(
        'PATCH',
        '/api/organisations/mine',
        owner.cookie,
        organisation({ sector: 'Design' }),
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json().sector).toBe('Design');
      expect((await call('PATCH', '/api/organisations/mine', member.cookie, organisation())).statusCode).toBe(
        403,
      );
      expect(
        (
          await call('POST', '/api/organisations/mine/invitations', member.cookie, {
            email: 'x@example.test',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call('DELETE', `/api/organisations/mine/members/${other.id}`, member.cookie)).statusCode,
      ).toBe(403);
      expect(
        (await call('GET', '/api/organisations/mine/members', member.cookie)).json().pendingInvitations,
      ).toEqual([]);

      const leftAlone = await call('DELETE', `/api/organisations/mine/members/${owner.id}`, owner.cookie);
      expect(leftAlone.statusCode).toBe(409);
      expect(leftAlone.json().code).toBe('ORGANISATION_LAST_OWNER');

      expect(
        (await call('DELETE', `/api/organisations/mine/members/${member.id}`, member.cookie)).statusCode,
      ).toBe(204);
      expect((await call('GET', '/api/organisations/mine', member.cookie)).statusCode).toBe(404);
      expect(
        (await call('DELETE', `/api/organisations/mine/members/${other.id}`, owner.cookie)).statusCode,
      ).toBe(204);
      const members = await call('GET', '/api/organisations/mine/members', owner.cookie);
      expect(members.json().members.map((row: { userId: string }) => row.userId)).toEqual([owner.id]);
      // Someone who left may start or join another organisation.
      const own = await call(
        'POST',
        '/api/organisations',
        member.cookie,
        organisation({ legalName: 'Nouvelle' }),
      );
      expect(own.statusCode).toBe(201);
    });

    it('hands ownership over; of two transfers at once, one wins and one owner remains', async () => {
      const owner = await ownerOfNewOrganisation('Transmission');
      const first = await newClient('premiere');
      const second = await newClient('seconde');
      await join(owner, first);
      await join(owner, second);

      const [toFirst, toSecond] = await Promise.all([
        call('POST', '/api/organisations/mine/owner', owner.cookie, { userId: first.id }),
        call('POST', '/api/organisations/mine/owner', owner.cookie, { userId: second.id }),
      ]);
      expect([toFirst.statusCode, toSecond.statusCode].sort()).toEqual([200, 403]);
      const roles = await testApp.db.execute<{ user_id: string; role: string }>(sql`
        select m.user_id, m.role from organisation_members m
        join organisation_members mine on mine.organisation_id = m.organisation_id and mine.user_id = ${owner.id}`);
      expect(roles.rows.filter((row) => row.role === 'owner')).toHaveLength(1);
      const newOwner = toFirst.statusCode === 200 ? first : second;
      expect(roles.rows.find((row) => row.role === 'owner')?.user_id).toBe(newOwner.id);

      // The former owner is a member now, free to leave; the new owner cannot while alone at the top.
      expect(
        (await call('DELETE', `/api/organisations/mine/members/${owner.id}`, owner.cookie)).statusCode,
      ).toBe(204);
      const transfer = await call('POST', '/api/organisations/mine/owner', owner.cookie, {
        userId: owner.id,
      });
      expect(transfer.statusCode).toBe(404);
    });

    it('stress: many concurrent transfers among members never leave zero or two owners', async () => {
      const owner = await ownerOfNewOrganisation('Course');
      const members = [await newClient('m1'), await newClient('m2'), await newClient('m3')];
      for (const member of members) await join(owner, member);
      const everyone = [owner, ...members];
      // Each person hands ownership to the next one, all at once: only the current owner's request succeeds.
      const answers = await Promise.all(
        everyone.map((person, index) =>
          call('POST', '/api/organisations/mine/owner', person.cookie, {
            userId: everyone[(index + 1) % everyone.length]!.id,
          }),
        ),
      );
      expect(answers.every((answer) => [200, 403].includes(answer.statusCode))).toBe(true);
      const owners = await testApp.db.execute<{ count: number }>(sql`
        select count(*)::int as count from organisation_members m
        where m.role = 'owner' and m.organisation_id = (
          select organisation_id from organisation_members where user_id = ${owner.id})`);
      expect(owners.rows[0]?.count).toBe(1);
    });
  });

  describe('every organisation route, by who asks', () => {
    type Asker = 'owner' | 'sameOrgMember' | 'otherOrgMember' | 'professional' | 'admin' | 'signedOut';
    const ASKERS: Asker[] = [
      'owner',
      'sameOrgMember',
      'otherOrgMember',
      'professional',
      'admin',
      'signedOut',
    ];
    let people: Record<Exclude<Asker, 'signedOut'>, RegisteredUser>;
    let organisationId: string;

    // `mine` is always the asker's own organisation: another organisation's member (a plain member of theirs)
    // reaches the owner's by no route, and is refused an owner's action on their own.
    beforeAll(async () => {
      const owner = await ownerOfNewOrganisation('Tableau');
      const sameOrgMember = await newClient('meme');
      await join(owner, sameOrgMember);
      const otherOrgMember = await newClient('ailleurs');
      await join(await ownerOfNewOrganisation('Ailleurs'), otherOrgMember);
      people = { owner, sameOrgMember, otherOrgMember, professional: world.outsider, admin: world.admin };
      organisationId = (await call('GET', '/api/organisations/mine', owner.cookie)).json().id;
    });

    /** A member of the owner's organisation to remove, made for one request. */
    async function removableMember(): Promise<string> {
      const member = await newClient('retiree');
      await join(people.owner, member);
      return member.id;
    }

    const cases: {
      route: string;
      request: (
        asker: Asker,
      ) => Promise<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }>;
      expect: Record<Asker, number>;
    }[] = [
      {
        route: 'POST /api/organisations',
        request: async () => ({ method: 'POST', url: '/api/organisations', payload: organisation() }),
        expect: {
          owner: 409,
          sameOrgMember: 409,
          otherOrgMember: 409,
          professional: 403,
          admin: 403,
          signedOut: 401,
        },
      },
      {
        route: 'GET /api/organisations/mine',
        request: async () => ({ method: 'GET', url: '/api/organisations/mine' }),
        expect: {
          owner: 200,
          sameOrgMember: 200,
          otherOrgMember: 200,
          professional: 404,
          admin: 404,
          signedOut: 401,
        },
      },
      {
        route: 'PATCH /api/organisations/mine',
        request: async () => ({
          method: 'PATCH',
          url: '/api/organisations/mine',
          payload: organisation({ legalName: 'Tableau' }),
        }),
        expect: {
          owner: 200,
          sameOrgMember: 403,
          otherOrgMember: 403,
          professional: 404,
          admin: 404,
          signedOut: 401,
        },
      },
      {
        route: 'GET /api/organisations/mine/members',
        request: async () => ({ method: 'GET', url: '/api/organisations/mine/members' }),
        expect: {
          owner: 200,
          sameOrgMember: 200,
          otherOrgMember: 200,
          professional: 404,
          admin: 404,
          signedOut: 401,
        },
      },
      {
        route: 'POST /api/organisations/mine/invitations',
        request: async () => ({
          method: 'POST',
          url: '/api/organisations/mine/invitations',
          payload: { email: `invite-${(invitationsSent += 1)}@example.test` },
        }),
        expect: {
          owner: 201,
          sameOrgMember: 403,
          otherOrgMember: 403,
          professional: 404,
          admin: 404,
          signedOut: 401,
        },
      },
      {
        // The owner's colleague-to-be is someone else: an unknown token is refused the same way to everyone.
        route: 'POST /api/organisations/invitations/accept',
        request: async () => ({
          method: 'POST',
          url: '/api/organisations/invitations/accept',
          payload: { token: 'not-a-token-of-anyone-here' },
        }),
        expect: {
          owner: 404,
          sameOrgMember: 404,
          otherOrgMember: 404,
          professional: 403,
          admin: 403,
          signedOut: 401,
        },
      },
      {
        // A member of the owner's organisation, removed by the owner; anyone else aims at the owner: a member
        // cannot remove anyone but themselves.
        route: 'DELETE /api/organisations/mine/members/:userId',
        request: async (asker) => ({
          method: 'DELETE',
          url: `/api/organisations/mine/members/${asker === 'owner' ? await removableMember() : people.owner.id}`,
        }),
        expect: {
          owner: 204,
          sameOrgMember: 403,
          otherOrgMember: 403,
          professional: 404,
          admin: 404,
          signedOut: 401,
        },
      },
      {
        // To the owner: only an owner hands over (the owner to themselves here: nothing changes).
        route: 'POST /api/organisations/mine/owner',
        request: async () => ({
          method: 'POST',
          url: '/api/organisations/mine/owner',
          payload: { userId: people.owner.id },
        }),
        expect: {
          owner: 200,
          sameOrgMember: 403,
          otherOrgMember: 403,
          professional: 404,
          admin: 404,
          signedOut: 401,
        },
      },
      {
        route: 'GET /api/organisations/:organisationId',
        request: async () => ({ method: 'GET', url: `/api/organisations/${organisationId}` }),
        expect: {
          owner: 200,
          sameOrgMember: 200,
          otherOrgMember: 200,
          professional: 200,
          admin: 200,
          signedOut: 200,
        },
      },
    ];

    it.each(cases)('$route', async ({ request, expect: expected }) => {
      const got: Record<string, number> = {};
      for (const asker of ASKERS) {
        const { method, url, payload } = await request(asker);
        const cookie = asker === 'signedOut' ? undefined : people[asker].cookie;
        got[asker] = (await call(method, url, cookie, payload)).statusCode;
      }
      expect(got).toEqual(expected);
    });
  });

  describe('project sharing', () => {
    let projectId: string;
    let colleague: RegisteredUser;
    let rival: RegisteredUser;

    beforeAll(async () => {
      // The world's client creates an organisation before the project: the project is the organisation's.
      const created = await call(
        'POST',
        '/api/organisations',
        world.client.cookie,
        organisation({ legalName: 'Claire & Cie' }),
      );
      expect(created.statusCode).toBe(201);
      colleague = await newClient('colleague');
      await join(world.client, colleague);
      rival = await ownerOfNewOrganisation('Concurrente');
      projectId = await world.createProject();
    });

    it('shows the organisation’s project to a colleague as its client, and lists it among theirs', async () => {
      const read = await call('GET', `/api/projects/${projectId}`, colleague.cookie);
      expect(read.statusCode).toBe(200);
      expect(read.json().isOwner).toBe(true);
      const mine = await call('GET', '/api/projects', colleague.cookie);
      expect(mine.json().projects.map((project: { id: string }) => project.id)).toContain(projectId);
      expect((await call('GET', `/api/projects/${projectId}/plan`, colleague.cookie)).statusCode).toBe(200);
      expect((await call('GET', `/api/projects/${projectId}/billing`, colleague.cookie)).statusCode).toBe(
        200,
      );
      expect(
        (await call('GET', `/api/projects/${projectId}/timesheets`, colleague.cookie)).json().viewerRole,
      ).toBe('client');
      expect((await call('GET', `/api/projects/${projectId}/thread`, colleague.cookie)).statusCode).toBe(200);
      expect((await call('GET', `/api/projects/${projectId}/activity`, colleague.cookie)).statusCode).toBe(
        200,
      );
    });

    it('lets a colleague act on it as its client: a milestone, a message in the thread', async () => {
      const milestone = await call('POST', `/api/projects/${projectId}/milestones`, colleague.cookie, {
        title: 'Étape ajoutée par une collègue',
        deliverables: [],
        startDate: '2027-03-01',
        dueDate: '2027-03-31',
        ownerId: null,
        hoursPerWeek: 10,
      });
      expect(milestone.statusCode).toBe(201);
      const posted = await call('POST', `/api/projects/${projectId}/thread`, colleague.cookie, {
        body: 'Bonjour à toute l’équipe',
      });
      expect(posted.statusCode).toBe(201);
      // Signed as the client's side, as the client's own messages are.
      expect(posted.json()).toMatchObject({ authorRole: 'client', author: { id: colleague.id } });
    });

    it('shares a project a colleague creates with the organisation: its brief, proposals and team chosen by either', async () => {
      const created = await call('POST', '/api/projects', colleague.cookie, { language: 'fr' });
      expect(created.statusCode).toBe(201);
      const sharedId = created.json().id as string;
      const confirmed = await call('PUT', `/api/projects/${sharedId}/brief`, colleague.cookie, {
        title: 'Refonte du site',
        skills: world.skillIds.map((skillId, index) => ({ skillId, minLevel: 3, weight: 5 - index })),
        teamSize: { min: 3, max: 3 },
        budget: null,
        startDate: '2027-03-01',
        deadline: '2027-06-30',
        effortDaysPerWeek: 3,
      });
      expect(confirmed.statusCode).toBe(200);
      // The organisation's owner reads its proposals and chooses its team, as if the project were theirs.
      expect((await call('GET', `/api/projects/${sharedId}/proposals`, world.client.cookie)).statusCode).toBe(
        200,
      );
      const chosen = await call(
        'POST',
        `/api/projects/${sharedId}/proposals/best_coverage/choose`,
        world.client.cookie,
      );
      expect(chosen.statusCode).toBe(200);
      expect((await call('GET', `/api/projects/${sharedId}`, rival.cookie)).statusCode).toBe(404);
      const cancelled = await call('POST', `/api/projects/${sharedId}/cancel`, rival.cookie, {});
      expect(cancelled.statusCode).toBe(404);
    });

    it('hides it from a member of another organisation and from a professional outside the team (404)', async () => {
      for (const stranger of [rival, world.outsider, world.otherClient]) {
        for (const url of [
          `/api/projects/${projectId}`,
          `/api/projects/${projectId}/plan`,
          `/api/projects/${projectId}/billing`,
          `/api/projects/${projectId}/timesheets`,
          `/api/projects/${projectId}/thread`,
        ]) {
          expect({ url, status: (await call('GET', url, stranger.cookie)).statusCode }).toEqual({
            url,
            status: 404,
          });
        }
        const mine = await call('GET', '/api/projects', stranger.cookie);
        expect(mine.json().projects.map((project: { id: string }) => project.id)).not.toContain(projectId);
      }
    });

    it('stops sharing with a colleague who leaves; the project stays with its organisation', async () => {
      const leaver = await newClient('partante');
      await join(world.client, leaver);
      expect((await call('GET', `/api/projects/${projectId}`, leaver.cookie)).statusCode).toBe(200);
      expect(
        (await call('DELETE', `/api/organisations/mine/members/${leaver.id}`, leaver.cookie)).statusCode,
      ).toBe(204);
      expect((await call('GET', `/api/projects/${projectId}`, leaver.cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/projects/${projectId}`, colleague.cookie)).statusCode).toBe(200);
    });

    it('shows anyone the organisation’s public card: its projects delivered and its rating as a client', async () => {
      const mine = (await call('GET', '/api/organisations/mine', colleague.cookie)).json();
      await testApp.db.execute(
        sql`update projects set status = 'delivered', delivered_at = now() where id = ${projectId}`,
      );
      // Professionals' reviews of its members as clients: two published count, one still hidden does not, and
      // neither does a client's review of a professional.
      const [first, second, third] = world.pros;
      await testApp.db.execute(sql`
        insert into project_reviews (project_id, author_id, subject_id, author_role, rating, comment, published_at, publishes_at)
        values (${projectId}, ${first!.id}, ${world.client.id}, 'member', 5, 'Brief clair.', now(), now()),
               (${projectId}, ${second!.id}, ${world.client.id}, 'member', 4, 'Réactive.', null, now() - interval '1 day'),
               (${projectId}, ${third!.id}, ${world.client.id}, 'member', 1, 'Pas encore publié.', null, now() + interval '10 days'),
               (${projectId}, ${world.client.id}, ${first!.id}, 'client', 2, 'Avis du client.', now(), now())`);
      const card = await call('GET', `/api/organisations/${mine.id}`);
      expect(card.statusCode).toBe(200);
      expect(card.json()).toEqual({
        id: mine.id,
        legalName: 'Claire & Cie',
        sector: 'Architecture',
        sizeBand: mine.sizeBand,
        website: mine.website,
        verified: false,
        completedProjects: 1,
        rating: { average: 4.5, count: 2 },
      });
      // The words of the reviews are not on it: they speak of people who did not agree to be shown.
      expect(card.body).not.toContain('Brief clair');
      expect((await call('GET', '/api/organisations/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        404,
      );
    });
  });
});
