// Time to produce the three POD proposals with 10k or 100k professionals (target: p95 ≤ 100 ms).
//
//   npx tsx bench/pod-speed.ts [--runs 20] [--users 12000]
//   DATABASE_URL=postgres://... npx tsx bench/pod-speed.ts      (an already seeded database, left as is)
//
// Without DATABASE_URL it creates a scratch database on POD_BENCH_ADMIN_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), migrates it, seeds 12,000 users (about 10k professionals), and
// drops it at the end. For each brief it times loadCandidates + formPods (median and p95 over the runs, after
// one warm-up run; on a busy machine the CPU time of formPods shows its own cost) and, as a baseline measured in the same run, the same formPods on the uncapped pool (every
// eligible holder of a required skill), whose first objective the capped pool should match.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, type Database } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { formPods } from '../apps/api/src/modules/projects/pod-formation/form-pods.ts';
import { loadCandidates } from '../apps/api/src/modules/projects/pod-formation/load-candidates.ts';
import type { Candidate, PodBrief } from '../apps/api/src/modules/projects/pod-formation/types.ts';
import { seedDatabase } from '../apps/api/src/scripts/seed/seed-database.ts';

/** p95 of the time to load the pool and form the three proposals, whatever the number of professionals. */
const TARGET_P95_MS = 100;
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    users: { type: 'string', default: '12000' },
    'baseline-runs': { type: 'string', default: '5' },
  },
});
const runs = Number(values.runs);
const baselineRuns = Number(values['baseline-runs']);

type BriefSpec = Omit<PodBrief, 'skills'> & {
  label: string;
  skills: { name: string; minLevel: number; weight: number }[];
};

const BRIEFS: BriefSpec[] = [
  {
    label: 'web app, 4 skills, hourly budget',
    skills: [
      { name: 'React', minLevel: 4, weight: 5 },
      { name: 'Node.js', minLevel: 4, weight: 5 },
      { name: 'TypeScript', minLevel: 3, weight: 3 },
      { name: 'UI design', minLevel: 3, weight: 2 },
    ],
    teamSize: { min: 2, max: 4 },
    budget: { kind: 'hourly', maxHourlyTotal: 300 },
    priority: 'balanced',
  },
  {
    label: 'data platform, 6 skills, total budget',
    skills: [
      { name: 'Python', minLevel: 4, weight: 5 },
      { name: 'Apache Spark', minLevel: 3, weight: 4 },
      { name: 'Airflow', minLevel: 3, weight: 3 },
      { name: 'SQL', minLevel: 4, weight: 4 },
      { name: 'AWS', minLevel: 3, weight: 3 },
      { name: 'Power BI', minLevel: 2, weight: 2 },
    ],
    teamSize: { min: 3, max: 6 },
    budget: { kind: 'total', amount: 120_000, estimatedHours: 480 },
    priority: 'cost',
  },
  {
    label: 'marketing launch, 3 skills, speed',
    skills: [
      { name: 'SEO', minLevel: 3, weight: 4 },
      { name: 'Google Ads', minLevel: 3, weight: 3 },
      { name: 'Copywriting', minLevel: 4, weight: 4 },
    ],
    teamSize: { min: 2, max: 3 },
    budget: null,
    priority: 'speed',
  },
  {
    label: 'mobile app, 5 skills, seniority',
    skills: [
      { name: 'Flutter', minLevel: 4, weight: 5 },
      { name: 'Figma', minLevel: 3, weight: 3 },
      { name: 'Docker', minLevel: 2, weight: 2 },
      { name: 'Scrum', minLevel: 3, weight: 2 },
      { name: 'PostgreSQL', minLevel: 3, weight: 3 },
    ],
    teamSize: { min: 3, max: 5 },
    budget: { kind: 'hourly', maxHourlyTotal: 400 },
    priority: 'seniority',
  },
];

async function main(): Promise<void> {
  const scratch = process.env.DATABASE_URL ? null : await createScratchDatabase();
  const connectionString = process.env.DATABASE_URL ?? (scratch?.url as string);
  const { db, pool } = createDatabase({ connectionString, logger: console, maxConnections: 2 });
  try {
    if (scratch) {
      const seedStarted = performance.now();
      await migrateDatabase(connectionString);
      await seedDatabase(pool, {
        users: Number(values.users),
        posts: 0,
        seed: 7,
        password: 'x'.repeat(12),
        followsPerUser: 0,
      });
      // As autovacuum leaves a database some time after a bulk load: statistics and visibility map up to date.
      await pool.query('vacuum analyze');
      console.log(`scratch database seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    }
    const counts = await pool.query<{ professionals: number; eligible: number }>(`
      select count(*)::int as professionals,
        count(*) filter (where pp.availability_status <> 'not_looking' and not u.banned)::int as eligible
      from "user" u join professional_profiles pp on pp.id = u.id where u.role = 'professional'`);
    const { professionals, eligible } = counts.rows[0] as { professionals: number; eligible: number };
    console.log(
      `${professionals} professionals, ${eligible} proposable; ${runs} runs per brief after a warm-up`,
    );
    console.log(
      `Node ${process.version}; load average ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
    );

    let worstP95 = 0;
    for (const spec of BRIEFS) {
      const brief = await resolveBrief(db, spec);
      const load: number[] = [];
      const form: number[] = [];
      const formCpu: number[] = [];
      const total: number[] = [];
      let poolSize = 0;
      let proposals: ReturnType<typeof formPods> = [];
      for (let run = 0; run <= runs; run++) {
        const started = performance.now();
        const candidates = await loadCandidates(db, brief, { clientId: 'bench-client' });
        const loaded = performance.now();
        const cpuBefore = process.cpuUsage();
        proposals = formPods(brief, candidates);
        const cpu = process.cpuUsage(cpuBefore);
        const formed = performance.now();
        poolSize = candidates.length;
        if (run === 0) continue;
        load.push(loaded - started);
        form.push(formed - loaded);
        formCpu.push((cpu.user + cpu.system) / 1000);
        total.push(formed - started);
      }
      const naive = await loadAllHolders(db, brief);
      const naiveTimes: number[] = [];
      let naiveProposals: ReturnType<typeof formPods> = [];
      for (let run = 0; run < baselineRuns; run++) {
        const started = performance.now();
        naiveProposals = formPods(brief, naive);
        naiveTimes.push(performance.now() - started);
      }
      worstP95 = Math.max(worstP95, percentile(total, 0.95));
      const objectiveRatio = (proposals[0]?.objective ?? 0) / (naiveProposals[0]?.objective ?? 1);
      console.log(
        `${spec.label}: pool ${poolSize} of ${naive.length} holders, ${proposals.length} proposals`,
      );
      console.log(
        `  total  median ${fmt(percentile(total, 0.5))}  p95 ${fmt(percentile(total, 0.95))}` +
          `   (load ${fmt(percentile(load, 0.5))} + form ${fmt(percentile(form, 0.5))},` +
          ` form CPU ${fmt(percentile(formCpu, 0.5))})` +
          `   p95 ${(percentile(total, 0.95) / TARGET_P95_MS).toFixed(2)}× the ${TARGET_P95_MS} ms target`,
      );
      console.log(
        `  baseline, formPods on all ${naive.length} holders: median ${fmt(percentile(naiveTimes, 0.5))}` +
          ` → capped pool ${(percentile(form, 0.5) / percentile(naiveTimes, 0.5)).toFixed(2)}× its time,` +
          ` first objective ${objectiveRatio.toFixed(4)}× its objective`,
      );
      for (const proposal of proposals) {
        console.log(
          `    ${proposal.kind.padEnd(13)} ${proposal.members.length} members  coverage ${proposal.coverageScore.toFixed(2)}` +
            `  ${proposal.hourlyCost} €/h  within budget ${proposal.withinBudget}  objective ${proposal.objective.toFixed(4)}`,
        );
      }
    }
    console.log(
      `\nworst p95 ${fmt(worstP95)}: ${worstP95 <= TARGET_P95_MS ? 'PASS' : 'FAIL'} (≤ ${TARGET_P95_MS} ms)`,
    );
    if (worstP95 > TARGET_P95_MS) process.exitCode = 1;
  } finally {
    await pool.end();
    await scratch?.drop();
  }
}

async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.POD_BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `pod_bench_${process.pid}`;
  await runAdmin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // The pool's last connections may still be closing: retry instead of killing them (WITH (FORCE)).
      for (let attempt = 1; ; attempt++) {
        try {
          return await runAdmin(adminUrl, `drop database if exists "${name}"`);
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
        }
      }
    },
  };
}

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function resolveBrief(db: Database, spec: BriefSpec): Promise<PodBrief> {
  const names = spec.skills.map((skill) => skill.name);
  const result = await db.execute<{ id: string; name: string }>(
    sql`select id::text as id, name from skills where name = any(${sql.param(names)}::text[])`,
  );
  const ids = new Map(result.rows.map((row) => [row.name, row.id]));
  return {
    ...spec,
    skills: spec.skills.map((skill) => {
      const skillId = ids.get(skill.name);
      if (!skillId) throw new Error(`skill ${skill.name} is not in the catalogue`);
      return { skillId, ...skill };
    }),
  };
}

/** The baseline pool: every proposable holder of a required skill, no cap. */
async function loadAllHolders(db: Database, brief: PodBrief): Promise<Candidate[]> {
  const ids = brief.skills.map((skill) => skill.skillId);
  const result = await db.execute<{
    id: string;
    hourly_rate: string | null;
    experience_years: number | null;
    availability_status: Candidate['availability'];
    skills: { skillId: string; level: number }[];
  }>(sql`
    select pp.id, pp.hourly_rate, pp.experience_years, pp.availability_status,
      json_agg(json_build_object('skillId', us.skill_id, 'level', us.level)) as skills
    from user_skills us
    join professional_profiles pp on pp.id = us.user_id
    join "user" u on u.id = us.user_id
    where us.skill_id = any(${sql.param(ids)}::uuid[]) and pp.availability_status <> 'not_looking'
      and u.role = 'professional' and not u.banned
    group by pp.id`);
  return result.rows.map((row) => ({
    userId: row.id,
    firstName: null,
    lastName: null,
    profession: null,
    avatarUrl: null,
    hourlyRate: row.hourly_rate === null ? null : Number(row.hourly_rate),
    experienceYears: row.experience_years,
    availability: row.availability_status,
    skills: row.skills,
  }));
}

function percentile(values: number[], share: number): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

function fmt(ms: number): string {
  return `${ms.toFixed(1)} ms`;
}

await main();
