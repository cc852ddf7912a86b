import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalThreadPage } from '@escouade/contract/proposal-threads';
import { jobRunnerOf } from '../src/app.ts';
import { multipartForm, SMALL_PDF } from './helpers/actors.ts';
import { nextIp } from './helpers/auth.ts';
import { readMailbox } from './helpers/mailbox.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// A word before the commitment: the client talks with a proposed team before choosing it; each team's
// conversation is for the client and that team; choosing closes the others, which stay readable.

describe('proposal conversations', () => {
  let testApp: TestApp;
  let world: StaffedWorld;
  const call: StaffedWorld['call'] = (...args) => world.call(...args);
  const fanOut = () => jobRunnerOf(testApp.app).runNow('notification-fan-out');

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = await setUpStaffedWorld(testApp, 'Propositions');
  });
  afterAll(async () => {
    await testApp.close();
  });

  /**
   * A proposed project: the best-coverage team holds the three professionals; a second proposal holds only the
   * outsider (set in the database: formation would pick the same people for both).
   */
  async function proposedProject(): Promise<{ projectId: string; teamId: string; otherId: string }> {
    const created = await call('POST', '/api/projects', world.client.cookie, { language: 'fr' });
    const projectId = created.json().id as string;
    const confirmed = await call('PUT', `/api/projects/${projectId}/brief`, world.client.cookie, {
      title: 'Plateforme de réservation',
      skills: world.skillIds.map((skillId, index) => ({ skillId, minLevel: 3, weight: 5 - index })),
      teamSize: { min: 3, max: 3 },
      budget: null,
      startDate: '2027-03-01',
      deadline: '2027-06-30',
      effortDaysPerWeek: 3,
    });
    expect(confirmed.statusCode).toBe(200);
    await testApp.db.execute(
      sql`delete from project_proposals where project_id = ${projectId} and kind <> 'best_coverage'`,
    );
    await testApp.db.execute(sql`
      insert into project_proposals (project_id, kind, payload)
      select project_id, 'most_senior', jsonb_set(jsonb_set(payload, '{kind}', '"most_senior"'), '{members}',
        jsonb_build_array(jsonb_set(payload -> 'members' -> 0, '{userId}', to_jsonb(${world.outsider.id}::text))))
      from project_proposals where project_id = ${projectId} and kind = 'best_coverage'`);
    const proposals = (
      await call('GET', `/api/projects/${projectId}/proposals`, world.client.cookie)
    ).json() as {
      id: string;
      kind: string;
    }[];
    return {
      projectId,
      teamId: proposals.find((proposal) => proposal.kind === 'best_coverage')!.id,
      otherId: proposals.find((proposal) => proposal.kind === 'most_senior')!.id,
    };
  }

  const read = async (proposalId: string, cookie: string): Promise<ProposalThreadPage> => {
    const response = await call('GET', `/api/proposals/${proposalId}/thread`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('lets the client ask a proposed team, a member answer, and the client read the answer before choosing', async () => {
    const { teamId } = await proposedProject();
    const [alice, bruno] = world.pros;
    const asked = await call('POST', `/api/proposals/${teamId}/thread`, world.client.cookie, {
      body: 'Pouvez-vous commencer le 1er mars ?',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ authorRole: 'client', author: { firstName: 'Claire' } });

    const seen = await read(teamId, alice!.cookie);
    expect(seen.state).toBe('open');
    expect(seen.canPost).toBe(true);
    expect(seen.proposal.client?.lastName).toBe('Cliente');
    expect(seen.proposal.members.map((member) => member.id).sort()).toEqual(
      world.pros.map((pro) => pro.id).sort(),
    );
    expect(seen.messages.map((message) => message.body)).toEqual(['Pouvez-vous commencer le 1er mars ?']);

    const answered = await call('POST', `/api/proposals/${teamId}/thread`, bruno!.cookie, {
      body: 'Oui, dès le lundi.',
    });
    expect(answered.statusCode).toBe(201);
    const page = await read(teamId, world.client.cookie);
    expect(page.messages.map((message) => [message.authorRole, message.body])).toEqual([
      ['member', 'Oui, dès le lundi.'],
      ['client', 'Pouvez-vous commencer le 1er mars ?'],
    ]);

    // The other side hears of it, named, and the line leads to the conversation.
    await fanOut();
    const notifications = await call('GET', '/api/notifications', world.client.cookie);
    const line = (
      notifications.json().notifications as { type: string; target: object; actors: object[] }[]
    ).find((notification) => notification.type === 'proposal_message');
    expect(line?.target).toEqual({ kind: 'proposal', proposalId: teamId });
    expect(line?.actors).toEqual([expect.objectContaining({ firstName: 'Bruno' })]);
    const mails = (await readMailbox(testApp.app, world.client.email)).filter(
      (mail) => mail.template === 'notification',
    );
    expect(mails[0]?.text).toContain('Bruno Test a écrit dans la conversation de l’équipe proposée');
    expect(mails[0]?.links).toContain(`${testApp.config.appUrl}/dashboard/proposals/${teamId}`);
  });

  it('hides a team’s conversation from the members of another proposal and everyone else; admins only read', async () => {
    const { teamId, otherId } = await proposedProject();
    await call('POST', `/api/proposals/${teamId}/thread`, world.client.cookie, { body: 'Question' });
    for (const cookie of [world.outsider.cookie, world.otherClient.cookie]) {
      const response = await call('GET', `/api/proposals/${teamId}/thread`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('PROPOSAL_NOT_FOUND');
      expect(
        (await call('POST', `/api/proposals/${teamId}/thread`, cookie, { body: 'Moi ?' })).statusCode,
      ).toBe(404);
    }
    // The outsider's own proposal is theirs to read; the team of the first is not part of it.
    expect((await read(otherId, world.outsider.cookie)).messages).toEqual([]);
    expect((await call('GET', `/api/proposals/${otherId}/thread`, world.pros[0]!.cookie)).statusCode).toBe(
      404,
    );
    expect((await read(teamId, world.admin.cookie)).canPost).toBe(false);
    const byAdmin = await call('POST', `/api/proposals/${teamId}/thread`, world.admin.cookie, {
      body: 'Admin',
    });
    expect(byAdmin.statusCode).toBe(403);
    expect((await call('GET', '/api/proposals/not-a-uuid/thread', world.client.cookie)).statusCode).toBe(400);
    expect((await call('GET', `/api/proposals/${teamId}/thread`)).statusCode).toBe(401);
  });

  it('closes the other teams’ conversations when a team is chosen, keeps them readable, and lets the invited ask before accepting', async () => {
    const { projectId, teamId, otherId } = await proposedProject();
    await call('POST', `/api/proposals/${otherId}/thread`, world.client.cookie, { body: 'Et vous ?' });
    const chosen = await call(
      'POST',
      `/api/projects/${projectId}/proposals/best_coverage/choose`,
      world.client.cookie,
    );
    expect(chosen.statusCode).toBe(200);

    const closed = await read(otherId, world.outsider.cookie);
    expect(closed).toMatchObject({ state: 'not_chosen', canPost: false });
    expect(closed.messages.map((message) => message.body)).toEqual(['Et vous ?']);
    const refused = await call('POST', `/api/proposals/${otherId}/thread`, world.outsider.cookie, {
      body: 'Dommage',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PROPOSAL_THREAD_CLOSED');

    // The invited professional asks before answering: the chosen team's conversation is still open.
    const [alice] = world.pros;
    const seat = (chosen.json().team as { id: string; professional: { id: string } }[]).find(
      (invitation) => invitation.professional.id === alice!.id,
    )!;
    const details = await call('GET', `/api/invitations/${seat.id}`, alice!.cookie);
    expect(details.json().proposalId).toBe(teamId);
    const question = await call('POST', `/api/proposals/${teamId}/thread`, alice!.cookie, {
      body: 'Le budget comprend-il la recette ?',
    });
    expect(question.statusCode).toBe(201);
    expect((await read(teamId, world.client.cookie)).state).toBe('open');

    // Once the team is complete the project's thread takes over; this one stays readable.
    for (const pro of world.pros) {
      const own = (chosen.json().team as { id: string; professional: { id: string } }[]).find(
        (invitation) => invitation.professional.id === pro.id,
      )!;
      expect((await call('POST', `/api/invitations/${own.id}/accept`, pro.cookie)).statusCode).toBe(200);
    }
    const formed = await read(teamId, world.client.cookie);
    expect(formed).toMatchObject({ state: 'team_formed', canPost: false });
    expect(formed.messages[0]?.body).toBe('Le budget comprend-il la recette ?');
  });

  it('keeps the thread rules: empty refused, mentions of the proposal’s people only, a block stops the exchange, files served under the proposal only', async () => {
    const { projectId, teamId } = await proposedProject();
    const [alice, bruno] = world.pros;
    const empty = await call('POST', `/api/proposals/${teamId}/thread`, world.client.cookie, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('MESSAGE_EMPTY');

    const mention = await call('POST', `/api/proposals/${teamId}/thread`, world.client.cookie, {
      body: `@[Alice](${alice!.id}) et @[Intrus](${world.outsider.id}), une question.`,
    });
    expect(mention.statusCode).toBe(201);
    expect(mention.json().body).toContain(`@[Alice Test](${alice!.id})`);
    expect(mention.json().body).not.toContain(`(${world.outsider.id})`);

    const form = multipartForm({ body: 'La maquette' }, [
      { fileName: 'maquette.pdf', contentType: 'application/pdf', bytes: SMALL_PDF },
    ]);
    const file = await testApp.app.inject({
      method: 'POST',
      url: `/api/proposals/${teamId}/thread`,
      remoteAddress: nextIp(),
      headers: { origin: testApp.config.appUrl, cookie: bruno!.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(file.statusCode).toBe(201);
    const url = (file.json().attachments as { url: string }[])[0]!.url;
    expect(url).toMatch(new RegExp(`^/api/proposals/${teamId}/attachments/`));
    expect((await call('GET', url, world.client.cookie)).statusCode).toBe(200);
    expect((await call('GET', url, world.outsider.cookie)).statusCode).toBe(404);
    // The project's own file route never serves a proposal's file.
    const attachmentId = url.split('/').pop();
    expect(
      (await call('GET', `/api/projects/${projectId}/attachments/${attachmentId}`, world.client.cookie))
        .statusCode,
    ).toBe(404);

    await testApp.db.execute(
      sql`insert into user_blocks (blocker_id, blocked_id) values (${alice!.id}, ${world.client.id})`,
    );
    const blocked = await call('POST', `/api/proposals/${teamId}/thread`, alice!.cookie, { body: 'Bonjour' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('INTERACTION_BLOCKED');
    const clientBlocked = await call('POST', `/api/proposals/${teamId}/thread`, world.client.cookie, {
      body: 'Bonjour',
    });
    expect(clientBlocked.json().code).toBe('INTERACTION_BLOCKED');
    await testApp.db.execute(sql`delete from user_blocks where blocker_id = ${alice!.id}`);
  });
});
