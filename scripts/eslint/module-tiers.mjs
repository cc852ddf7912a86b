// An ESLint rule of our own: the API's tiers (docs/decisions/0023-module-tiers.md), the twin of the web app's
// layer-boundaries. Under apps/api/src, infrastructure (every folder and file outside modules/ but app.ts)
// imports no module; a module of modules/ sits in one of three tiers and imports down a tier, or along one of
// the few edges written below:
// - core: what every feature builds on (people, their ratings, the event writer, e-mail preferences); a core
//   module imports other core modules only (the module-level cycle check keeps them acyclic);
// - features: what members and visitors use; a feature imports core, and another feature only along an
//   allowed edge;
// - orchestrators: what spans every feature (administration, a member's data rights, the notifications'
//   fan-out); only app.ts imports them, and they import core and features.
// Plugins (plugins/) are registered by app.ts alone: what another file needs of one lives in http/.
// Relative imports are resolved against the file, type-only ones included (a type ties two modules as well).
import { onRelativeImports } from './import-specifiers.mjs';

export const TIERS = {
  core: ['profiles', 'ratings', 'events', 'email-preferences', 'organisations'],
  feature: [
    'feed',
    'projects',
    'plans',
    'reviews',
    'reports',
    'account',
    'contact',
    'newsletter',
    'billing',
    'health',
    'showcase',
    'verification',
    'timesheets',
  ],
  orchestrator: ['admin', 'data-rights', 'notifications'],
};

/** The imports between two features, each with why the second is below the first. Keep it short. */
export const ALLOWED_FEATURE_EDGES = [
  {
    from: 'plans',
    to: 'projects',
    why: 'a plan is of a project: its row, its lock, its team, its status after staffing and its activity log are the project’s',
  },
  {
    from: 'reviews',
    to: 'projects',
    why: 'reviews are written by a delivered project’s client and members, read from the project’s team',
  },
  {
    from: 'billing',
    to: 'projects',
    why: 'an invoice is of a project: its row and its client are the project’s',
  },
  {
    from: 'timesheets',
    to: 'projects',
    why: 'hours are logged by a project’s members, against the hours booked for them, and approved by its client',
  },
  {
    from: 'reports',
    to: 'feed',
    why: 'reported posts and comments are the feed’s: the feed hides one when its reports weigh enough',
  },
];

const tierOf = new Map(
  Object.entries(TIERS).flatMap(([tier, modules]) => modules.map((name) => [name, tier])),
);

/**
 * Where a file sits under apps/api/src: `{ kind: 'module', name }`, `{ kind: 'app' }` (app.ts, which composes
 * everything), `{ kind: 'infrastructure', folder }` (the rest; `folder` is its first folder, or its own name),
 * or null outside apps/api/src.
 */
export function unitOf(file) {
  const match = /[\\/]apps[\\/]api[\\/]src[\\/](.+)$/.exec(file);
  if (!match) return null;
  const [first, second] = match[1].split(/[\\/]/);
  if (first === 'modules' && second !== undefined && !/\.[cm]?[jt]s$/.test(second)) {
    return { kind: 'module', name: second };
  }
  if (first === 'app.ts') return { kind: 'app' };
  return { kind: 'infrastructure', folder: first };
}

const isAllowedEdge = (from, to) =>
  ALLOWED_FEATURE_EDGES.some((edge) => edge.from === from && edge.to === to);

/** Why an import from `from` to `to` is refused, or null. */
export function refusal(from, to) {
  if (to === null || from.kind === 'app') return null;
  if (to.kind === 'infrastructure' && to.folder === 'plugins' && from.folder !== 'plugins') {
    return 'only app.ts registers a plugin: move what this file needs of it to http/';
  }
  if (to.kind !== 'module') return null;
  if (from.kind === 'infrastructure') {
    return 'infrastructure imports no module: move what it needs down, or let app.ts give it';
  }
  if (from.name === to.name) return null;
  const fromTier = tierOf.get(from.name);
  const toTier = tierOf.get(to.name);
  if (fromTier === undefined) return `module ${from.name} is in no tier: add it to TIERS`;
  if (toTier === undefined) return `module ${to.name} is in no tier: add it to TIERS`;
  if (toTier === 'orchestrator') return `only app.ts imports an orchestrator (${to.name})`;
  if (fromTier === 'core' && toTier !== 'core') {
    return `core (${from.name}) imports no feature (${to.name}): move what both need down to core`;
  }
  if (fromTier === 'feature' && toTier === 'feature' && !isAllowedEdge(from.name, to.name)) {
    return `feature ${from.name} does not import feature ${to.name}: move what both need down to core, or let app.ts give it`;
  }
  return null;
}

export const moduleTiers = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the API’s tiers (infrastructure, core, features, orchestrators) apart' },
    schema: [],
    messages: { crossing: '{{path}}: {{reason}}.' },
  },
  create(context) {
    const from = unitOf(context.filename);
    if (from === null) return {};
    return onRelativeImports(context, (node, source, target) => {
      const reason = refusal(from, unitOf(target));
      if (reason) context.report({ node, messageId: 'crossing', data: { path: source, reason } });
    });
  },
};

export default { rules: { 'module-tiers': moduleTiers } };
