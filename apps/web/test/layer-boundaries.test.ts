import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { layerBoundaries } from '../../../scripts/eslint/layer-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
const file = (path: string) => `/repo/apps/web/src/${path}`;

tester.run('layer-boundaries', layerBoundaries, {
  valid: [
    {
      filename: file('features/feed/components/post-card.tsx'),
      code: "import { a } from '../api/list-posts';",
    },
    {
      filename: file('features/feed/components/post-card.tsx'),
      code: "import { a } from '../../../lib/api-client';",
    },
    { filename: file('app/router.tsx'), code: "import('../features/feed/routes/feed-page');" },
    {
      filename: file('components/skill-combobox.tsx'),
      code: "import { a } from '../lib/skill-suggestions';",
    },
  ],
  invalid: [
    {
      filename: file('features/profiles/components/x.tsx'),
      code: "import { a } from '../../feed/api/list-posts';",
      errors: [{ messageId: 'crossing' }],
    },
    {
      filename: file('lib/x.ts'),
      code: "export { a } from '../features/feed/api/list-posts';",
      errors: [{ messageId: 'crossing' }],
    },
    {
      filename: file('features/feed/x.ts'),
      code: "import { a } from '../../app/router';",
      errors: [{ messageId: 'crossing' }],
    },
  ],
});
