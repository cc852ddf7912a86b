import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectReviews, Review } from '@escouade/contract/delivery';
import type { CaseStudies, Pricing, ProjectsOverview, Testimonials } from '@escouade/contract/showcase';
import type { RegisteredUser } from './helpers/auth.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

describe('the public pages from real data: pricing, projects, case studies and testimonials', () => {
  let testApp: TestApp;
  let world: StaffedWorld;
  let client: RegisteredUser;
  let pros: RegisteredUser[];
  const call: StaffedWorld['call'] = (...args) => world.call(...args);
  const read = async <T>(page: string, cookie?: string, language = 'fr'): Promise<T> => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/showcase/${page}?lng=${language}`,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    return response.json();
  };

  beforeAll(async () => {
    testApp = await buildTestApp({ agencyFeePercent: 12.5 });
    world = await setUpStaffedWorld(testApp, 'Vitrine');
    ({ client, pros } = world);
  });
  afterAll(() => testApp.close());

  /** A delivered project with a secret title and budget; every milestone delivered and accepted. */
  async function deliveredProject(): Promise<string> {
    const projectId = await world.createProject();
    await testApp.db.execute(sql`
      update projects set title = 'Projet secret Zorglub', description = 'Données internes du client',
        budget_kind = 'total', budget_amount = 48000 where id = ${projectId}`);
    const plan = await world.readPlan(projectId);
    for (const milestone of plan.milestones) {
      const base = `/api/projects/${projectId}/milestones/${milestone.id}`;
      expect((await call('POST', `${base}/deliveries`, pros[0]?.cookie, { note: 'Fait.' })).statusCode).toBe(
        201,
      );
      expect((await call('POST', `${base}/acceptance`, client.cookie)).statusCode).toBe(200);
    }
    expect((await call('POST', `/api/projects/${projectId}/delivery`, client.cookie)).statusCode).toBe(200);
    return projectId;
  }

  /** The client's and the member's reviews of each other, both written: published at once. */
  async function reviewPair(
    projectId: string,
    member: RegisteredUser,
    publicConsent: { name: 'full' | 'initial'; withBudget: boolean } | null,
  ): Promise<Review> {
    const url = `/api/projects/${projectId}/reviews`;
    const mine = await call('PUT', `${url}/${member.id}`, client.cookie, {
      rating: 5,
      comment: `Équipe au top (${member.id.slice(0, 6)})`,
      ...(publicConsent === null ? {} : { publicConsent }),
    });
    expect(mine.statusCode).toBe(200);
    expect(
      (await call('PUT', `${url}/${client.id}`, member.cookie, { rating: 4, comment: 'Cliente claire' }))
        .statusCode,
    ).toBe(200);
    const reviews = (await call('GET', url, client.cookie)).json() as ProjectReviews;
    const review = reviews.pairs.find((pair) => pair.subject.id === member.id)?.mine;
    expect(review?.publishedAt).not.toBeNull();
    return review!;
  }

  it('shows sensible empty pages on an empty platform, with no made-up testimonial', async () => {
    expect(await read<Testimonials>('testimonials')).toEqual({ testimonials: [] });
    expect(await read<CaseStudies>('case-studies')).toEqual({ caseStudies: [] });
    const overview = await read<ProjectsOverview>('projects');
    expect(overview).toMatchObject({ delivered: 0, averageTeamSize: null, skills: [] });
  });

  it('prices a team from the professionals’ rates and the agency’s fee, as a proposal does', async () => {
    const pricing = await read<Pricing>('pricing');
    // The three professionals of the world charge 60 € an hour each.
    expect(pricing.rates).toEqual({ count: 3, low: 60, median: 60, high: 60 });
    expect(pricing.agencyFeePercent).toBe(12.5);
    // 3 people × 60 € × (3 days × 7 h × 12 weeks) = 45 360 €, and 12.5 % of it.
    expect(pricing.example).toEqual({
      teamSize: 3,
      daysPerWeek: 3,
      weeks: 12,
      hoursPerMember: 252,
      hourlyCost: 180,
      workCost: 45_360,
      feeAmount: 5670,
      total: 51_030,
    });
    // A skill's rates show only once enough professionals hold it: one holder each here.
    expect(pricing.skills).toEqual([]);
  });

  it('shows only opted-in, published client reviews of delivered projects, and nothing private', async () => {
    const projectId = await deliveredProject();
    // Not opted in: not shown. A review not yet published (the member has not written): not shown either.
    await reviewPair(projectId, pros[0]!, null);
    const unpublished = await call(
      'PUT',
      `/api/projects/${projectId}/reviews/${pros[2]!.id}`,
      client.cookie,
      {
        rating: 3,
        comment: 'Pas encore publié',
        publicConsent: { name: 'full', withBudget: true },
      },
    );
    expect(unpublished.statusCode).toBe(200);
    expect((await read<Testimonials>('testimonials')).testimonials).toEqual([]);
    expect((await read<CaseStudies>('case-studies')).caseStudies).toEqual([]);

    // Opted in with the initial of the last name, without the budget.
    const shown = await reviewPair(projectId, pros[1]!, { name: 'initial', withBudget: false });
    expect(shown.publicConsent).toEqual({ name: 'initial', withBudget: false });
    const { testimonials } = await read<Testimonials>('testimonials');
    expect(testimonials).toEqual([
      {
        id: shown.id,
        rating: 5,
        comment: shown.comment,
        authorName: 'Claire C.',
        subjectFirstName: 'Bruno',
        subjectProfession: 'Consultante',
        publishedAt: expect.any(String),
      },
    ]);
    const { caseStudies } = await read<CaseStudies>('case-studies', undefined, 'en');
    expect(caseStudies).toHaveLength(1);
    expect(caseStudies[0]).toMatchObject({
      id: projectId,
      teamSize: 3,
      professions: ['Consultante'],
      budget: null,
      skills: ['Vitrine : React', 'Vitrine : PostgreSQL', 'Vitrine : gestion de projet'],
    });
    expect(caseStudies[0]?.testimonials.map((testimonial) => testimonial.id)).toEqual([shown.id]);
    // Nothing of the client's that they did not publish: no title, description, address or budget.
    for (const body of [JSON.stringify(testimonials), JSON.stringify(caseStudies)]) {
      expect(body).not.toMatch(/Zorglub|Données internes|48000|48 000|example\.test|Cliente/);
      expect(body).not.toContain(client.id);
    }

    // The budget shows once the author says so, with their full name.
    const agreed = await call('PUT', `/api/reviews/${shown.id}/public-consent`, client.cookie, {
      publicConsent: { name: 'full', withBudget: true },
    });
    expect(agreed.statusCode).toBe(200);
    expect((await read<CaseStudies>('case-studies')).caseStudies[0]?.budget).toEqual({
      kind: 'total',
      amount: 48_000,
    });
    expect((await read<Testimonials>('testimonials')).testimonials[0]?.authorName).toBe('Claire Cliente');

    const overview = await read<ProjectsOverview>('projects');
    expect(overview).toMatchObject({ delivered: 1, averageTeamSize: 3 });
    expect(overview.skills.map((skill) => skill.name)).toContain('Vitrine : React');
  });

  it('lets the author withdraw it at any time, and nobody else; a member’s review is never shown', async () => {
    const projectId = await deliveredProject();
    const shown = await reviewPair(projectId, pros[0]!, { name: 'full', withBudget: false });
    const isShown = async () =>
      (await read<Testimonials>('testimonials')).testimonials.some((review) => review.id === shown.id);
    expect(await isShown()).toBe(true);

    const url = `/api/reviews/${shown.id}/public-consent`;
    const consent = { publicConsent: { name: 'initial', withBudget: true } };
    // Someone else: not theirs to change, whoever they are (the member reviewed, an admin, a stranger).
    for (const other of [pros[0]!, world.admin, world.outsider]) {
      expect((await call('PUT', url, other.cookie, { publicConsent: null })).statusCode).toBe(404);
    }
    expect((await call('PUT', url, undefined, consent)).statusCode).toBe(401);
    expect((await call('PUT', url, client.cookie, { publicConsent: { name: 'nick' } })).statusCode).toBe(400);
    expect(await isShown()).toBe(true);

    // Withdrawn, published as it is: gone from the public pages at once.
    const withdrawn = await call('PUT', url, client.cookie, { publicConsent: null });
    expect(withdrawn.statusCode).toBe(200);
    expect((withdrawn.json() as Review).publicConsent).toBeNull();
    expect(await isShown()).toBe(false);

    // A member may not put their review of the client on the public pages.
    const memberSide = (
      await call('GET', `/api/projects/${projectId}/reviews`, pros[0]!.cookie)
    ).json() as ProjectReviews;
    const memberReview = memberSide.pairs[0]?.mine;
    const refused = await call(
      'PUT',
      `/api/reviews/${memberReview?.id}/public-consent`,
      pros[0]!.cookie,
      consent,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('REVIEW_NOT_PUBLIC');
    // The author's choice is theirs: the reviewed professional and the public profile never see it.
    const profile = await call('GET', `/api/profiles/${pros[0]!.id}/reviews`);
    expect(JSON.stringify(profile.json())).not.toContain('publicConsent');
  });

  it('hides an opted-in review once its author is banned', async () => {
    const projectId = await deliveredProject();
    const shown = await reviewPair(projectId, pros[2]!, { name: 'full', withBudget: false });
    // Nothing read the testimonials since the reviews were written (which forget the cached answers).
    await testApp.db.execute(sql`update "user" set banned = true where id = ${client.id}`);
    const { testimonials } = await read<Testimonials>('testimonials', undefined, 'en');
    await testApp.db.execute(sql`update "user" set banned = false where id = ${client.id}`);
    expect(testimonials.map((review) => review.id)).not.toContain(shown.id);
  });

  it('limits how often one address reads them', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 125; index += 1) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/showcase/testimonials',
        remoteAddress: '203.0.113.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
  });
});
