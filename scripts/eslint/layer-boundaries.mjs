// An ESLint rule of our own: the web app's layers. Shared code (lib, components) imports no feature and not the
// app shell; a feature imports no other feature and not the app shell; the shell (router, layouts) composes them.
// What two features need moves down to lib or components. Relative imports are resolved against the file, so
// `../../feed/api/list-posts` from a profiles component is caught whatever its spelling.
import { onRelativeImports } from './import-specifiers.mjs';

/** The layer of a file under apps/web/src: 'app', 'lib', 'components', 'feature:<name>', or null elsewhere. */
function layerOf(file) {
  const match = /[\\/]apps[\\/]web[\\/]src[\\/](app|lib|components|features)(?:[\\/]([^\\/]+))?/.exec(file);
  if (!match) return null;
  return match[1] === 'features' ? `feature:${match[2]}` : match[1];
}

function refusal(from, to) {
  if (from === to || to === null) return null;
  if (to === 'app') return 'no code outside the app shell imports the app shell (router, layouts, guards)';
  if (from === 'lib' || from === 'components') {
    return to.startsWith('feature:') ? 'shared code (lib, components) does not import a feature' : null;
  }
  if (from.startsWith('feature:') && to.startsWith('feature:')) {
    return 'a feature does not import another feature: move what both need to lib/ or components/';
  }
  return null;
}

export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the web app’s layers (app shell, features, shared code) apart' },
    schema: [],
    messages: { crossing: '{{path}}: {{reason}}.' },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (from === null) return {};
    return onRelativeImports(context, (node, source, target) => {
      const reason = refusal(from, layerOf(target));
      if (reason) context.report({ node, messageId: 'crossing', data: { path: source, reason } });
    });
  },
};

export default { rules: { 'layer-boundaries': layerBoundaries } };
