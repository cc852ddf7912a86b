import { readdirSync } from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { ALLOWED_FEATURE_EDGES, moduleTiers, TIERS } from '../../../scripts/eslint/module-tiers.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});
const file = (path: string) => `/repo/apps/api/src/${path}`;
const refused = (filename: string, code: string) => ({
  filename: file(filename),
  code,
  errors: [{ messageId: 'crossing' }],
});

tester.run('module-tiers', moduleTiers, {
  valid: [
    // A feature imports core, infrastructure and itself.
    {
      filename: file('modules/feed/feed.service.ts'),
      code: "import { a } from '../profiles/blocks.service.ts';",
    },
    { filename: file('modules/feed/feed.service.ts'), code: "import { a } from '../events/events.ts';" },
    { filename: file('modules/feed/feed.service.ts'), code: "import { a } from '../../db/client.ts';" },
    { filename: file('modules/feed/feed.routes.ts'), code: "import { a } from './feed.service.ts';" },
    // A nested folder belongs to its module.
    {
      filename: file('modules/projects/pod-formation/load-candidates.ts'),
      code: "import { a } from '../availability-bookings.ts';",
    },
    // Core imports core; an edge written in ALLOWED_FEATURE_EDGES.
    {
      filename: file('modules/profiles/profiles.service.ts'),
      code: "import { a } from '../ratings/ratings.ts';",
    },
    {
      filename: file('modules/plans/plans.service.ts'),
      code: "import { a } from '../projects/project-record.ts';",
    },
    // Orchestrators import features and core; app.ts imports everything.
    {
      filename: file('modules/admin/admin-content.service.ts'),
      code: "import { a } from '../feed/feed.service.ts';",
    },
    { filename: file('app.ts'), code: "import { a } from './modules/data-rights/account-erasure.ts';" },
    { filename: file('app.ts'), code: "import { a } from './plugins/openapi.ts';" },
    // Infrastructure imports infrastructure; a plugin imports another.
    { filename: file('email/outbox-retention.ts'), code: "import { a } from '../jobs/scheduled-jobs.ts';" },
    { filename: file('plugins/web-app.ts'), code: "import { a } from './index-html.ts';" },
    // Packages and files outside the API are not its tiers.
    { filename: file('modules/feed/feed.service.ts'), code: "import { a } from '@escouade/contract';" },
    {
      filename: '/repo/apps/api/test/x.test.ts',
      code: "import { a } from '../src/modules/admin/admin.routes.ts';",
    },
  ],
  invalid: [
    // Infrastructure → a module, whatever the import's form.
    refused('db/curated-skills-sync.ts', "import { a } from '../modules/profiles/skills.service.ts';"),
    refused('app-context.ts', "import type { A } from './modules/feed/search-window-cache.ts';"),
    refused('jobs/x.ts', "export { a } from '../modules/newsletter/newsletter.service.ts';"),
    refused('http/x.ts', "export * from '../modules/feed/post-search.ts';"),
    refused('email/x.ts', "const m = import('../modules/contact/contact.service.ts');"),
    // Core → a feature or an orchestrator.
    refused('modules/profiles/x.ts', "import type { A } from '../reviews/reviews.service.ts';"),
    refused('modules/events/x.ts', "import { a } from '../notifications/fan-out.ts';"),
    // A feature → an orchestrator; an orchestrator → another.
    refused('modules/projects/x.ts', "import { a } from '../notifications/notification-emails.ts';"),
    refused('modules/admin/x.ts', "import { a } from '../data-rights/account-erasure.ts';"),
    // A feature → a feature off the written edges, the reverse of a written edge included.
    refused('modules/feed/post-language.ts', "import { a } from '../projects/brief-analysis/language.ts';"),
    refused('modules/projects/x.ts', "import { a } from '../plans/plans.service.ts';"),
    // A module in no tier; a plugin imported by anything but app.ts.
    refused('modules/unplaced/x.ts', "import { a } from '../profiles/blocks.service.ts';"),
    refused('auth/auth.routes.ts', "import { a } from '../plugins/overload-protection.ts';"),
    refused('modules/feed/feed.routes.ts', "import { a } from '../../plugins/index-html.ts';"),
  ],
});

describe('the tiers', () => {
  it('name every module of apps/api/src/modules, and no other', () => {
    const folders = readdirSync(path.resolve(import.meta.dirname, '../src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.values(TIERS).flat().sort()).toEqual(folders.sort());
  });

  it('puts each module in one tier, and writes each allowed edge between two features with its reason', () => {
    const all = Object.values(TIERS).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const edge of ALLOWED_FEATURE_EDGES) {
      expect(TIERS.feature).toContain(edge.from);
      expect(TIERS.feature).toContain(edge.to);
      expect(edge.why.length).toBeGreaterThan(20);
    }
  });
});
