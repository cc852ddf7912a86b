import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatrixWorld } from './helpers/actors.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Requests that race each other on the same row. Whatever the interleaving, each answers 2xx or a 4xx that
 * says why (never a 500), and the data ends in a state that some order of the requests, one at a time, gives.
 */
describe('concurrent writes', () => {
  let testApp: TestApp;
  let world: MatrixWorld;

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = new MatrixWorld(testApp);
    await world.setUp();
  });
  afterAll(() => testApp.close());

  const projectState = async (projectId: string) => {
    const result = await testApp.db.execute<{
      status: string;
      live: number;
      accepted: number;
      seats: number;
    }>(sql`
      select p.status,
        (select count(*)::int from project_invitations i
          where i.project_id = p.id and i.status in ('pending', 'accepted')) as live,
        (select count(*)::int from project_invitations i
          where i.project_id = p.id and i.status = 'accepted') as accepted,
        (select count(*)::int from project_invitations i
          where i.project_id = p.id and i.status <> 'replaced') as seats
      from projects p where p.id = ${projectId}`);
    const [state] = result.rows;
    if (!state) throw new Error(`no project ${projectId}`);
    return state;
  };

  it('never sends a project whose team was chosen back to "proposed" when the brief is confirmed meanwhile', async () => {
    for (let round = 0; round < 4; round++) {
      const projectId = await world.createProposedProject('owner', 'ownerTeam');
      // The brief's confirmation forms teams for a while; the choice lands in that window.
      const confirming = world.send('PUT', 'owner', {
        url: `/api/projects/${projectId}/brief`,
        payload: world.briefFor('ownerTeam'),
      });
      await sleep(round * 5);
      const choosing = world.send('POST', 'owner', {
        url: `/api/projects/${projectId}/proposals/best_coverage/choose`,
        payload: {},
      });
      const statuses = (await Promise.all([confirming, choosing])).map((response) => response.statusCode);
      expect(
        statuses.every((status) => status === 200 || status === 409),
        `round ${round}: ${statuses}`,
      ).toBe(true);
      const state = await projectState(projectId);
      if (state.status === 'proposed') expect(state.live, `round ${round}`).toBe(0);
      else expect(state.status).toBe('staffing');
      // The next choice works or says why; it never hits the unique seat index as a 500.
      const again = await world.send('POST', 'owner', {
        url: `/api/projects/${projectId}/proposals/best_coverage/choose`,
        payload: {},
      });
      expect([200, 409]).toContain(again.statusCode);
    }
  });

  it('cancels a project racing its last acceptance either while it forms or once staffed, never half-way', async () => {
    for (let round = 0; round < 6; round++) {
      const project = await world.createTeamProject('owner', 'ownerTeam');
      const otherInvitation = world.invitationOf(project, 'other');
      // The rest of the team accepted earlier: the other member's acceptance staffs the project.
      await testApp.db.execute(sql`
        update project_invitations set status = 'accepted', responded_at = now()
        where project_id = ${project.projectId} and id <> ${otherInvitation}`);
      const [accepted, cancelled] = await Promise.all([
        world.send('POST', 'other', { url: `/api/invitations/${otherInvitation}/accept` }),
        world.send('POST', 'owner', { url: `/api/projects/${project.projectId}/cancel`, payload: {} }),
      ]);
      expect([200, 409], `round ${round}: accept`).toContain(accepted.statusCode);
      expect([200, 409], `round ${round}: cancel`).toContain(cancelled.statusCode);
      const state = await projectState(project.projectId);
      const after = await testApp.db.execute<{ staffed: boolean; milestones: number; booked: number }>(sql`
        select staffed_at is not null as staffed,
          (select count(*)::int from project_milestones m where m.project_id = p.id) as milestones,
          (select count(*)::int from availability_bookings b where b.project_id = p.id) as booked
        from projects p where p.id = ${project.projectId}`);
      const { staffed, milestones, booked } = after.rows[0]!;
      if (state.status === 'cancelled') {
        // Cancelled while forming (the acceptance then refused), or after the team completed with its plan:
        // either way nobody's hours stay booked.
        if (state.accepted === state.seats)
          expect([staffed, milestones > 0], `round ${round}`).toEqual([true, true]);
        else expect([staffed, accepted.statusCode], `round ${round}`).toEqual([false, 409]);
        expect(booked, `round ${round}`).toBe(0);
      } else {
        expect(state.status, `round ${round}`).toBe('staffed');
        expect(cancelled.statusCode, `round ${round}`).toBe(409);
      }
    }
  });

  it('refills a declined seat once when the refill is asked twice at the same moment', async () => {
    const { projectId, invitationId } = world.refill;
    const url = `/api/projects/${projectId}/invitations/${invitationId}/refill`;
    const statuses = (
      await Promise.all([
        world.send('POST', 'owner', { url, payload: {} }),
        world.send('POST', 'owner', { url, payload: {} }),
      ])
    ).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    const seats = await testApp.db.execute<{ status: string; replaces: string | null }>(sql`
      select status, replaces_id as replaces from project_invitations where project_id = ${projectId}`);
    expect(seats.rows.filter((seat) => seat.replaces === invitationId)).toHaveLength(1);
  });

  it("answers a like or a comment racing its post's deletion with POST_NOT_FOUND, never a 500", async () => {
    const answers: number[] = [];
    for (let round = 0; round < 12; round++) {
      const postId = await world.createPost('professional');
      // The deletion is sent first and the like and comment a moment later, so that some of them pass the
      // post's check before the deletion commits and write after it.
      const deleting = world.send('DELETE', 'professional', { url: `/api/posts/${postId}` });
      await sleep(round % 4);
      const [liked, commented, deleted] = await Promise.all([
        world.send('PUT', 'owner', { url: `/api/posts/${postId}/like` }),
        world.send('POST', 'owner', { url: `/api/posts/${postId}/comments`, payload: { content: 'Vu' } }),
        deleting,
      ]);
      expect(deleted.statusCode).toBe(204);
      for (const response of [liked, commented]) {
        answers.push(response.statusCode);
        expect([200, 201, 404], response.body).toContain(response.statusCode);
        if (response.statusCode === 404) expect(response.json().code).toBe('POST_NOT_FOUND');
      }
    }
    expect(answers).toContain(404);
  });
});
