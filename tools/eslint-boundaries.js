import path from 'node:path';

/**
 * Module boundaries as lint rules (the dependency direction survives newcomers):
 * - web: features never import each other; ui/, lib/ and config/ import no feature and no route;
 * - api: a module is used by others only through its index.ts.
 * Relative imports are resolved against the importing file; package imports are not checked.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web/src');
const API_MODULES = path.join(ROOT, 'apps/api/src/modules');

/** `{ area, name }` of a path under apps/web/src, e.g. features/booking → feature "booking". */
function webPlace(file) {
  const rel = path.relative(WEB, file);
  if (rel.startsWith('..')) return null;
  const [top, second] = rel.split(path.sep);
  return { area: top, name: top === 'features' ? second : top };
}

/** The API module a path lies in, and the rest of its path inside the module. */
function apiModule(file) {
  const rel = path.relative(API_MODULES, file);
  if (rel.startsWith('..')) return null;
  const [name, ...rest] = rel.split(path.sep);
  return { name, rest: rest.join('/') };
}

function check(context, node) {
  const spec = node.source?.value;
  if (typeof spec !== 'string' || !spec.startsWith('.')) return;
  const file = context.filename;
  const target = path.resolve(path.dirname(file), spec);

  const from = webPlace(file);
  const to = webPlace(target);
  if (from && to) {
    if (from.area === 'features' && to.area === 'features' && from.name !== to.name) {
      context.report({
        node,
        message: `Feature "${from.name}" imports feature "${to.name}": features never import each other; move the shared part to ui/ or lib/, or compose them in a route.`,
      });
    } else if (
      ['ui', 'lib', 'config'].includes(from.area) &&
      (to.area === 'features' || to.area === 'routes')
    ) {
      context.report({
        node,
        message: `${from.area}/ imports ${to.area}/: shared code depends on nothing above it.`,
      });
    } else if (from.area === 'features' && to.area === 'routes') {
      context.report({ node, message: 'Features do not import routes; routes compose features.' });
    }
    return;
  }

  const toModule = apiModule(target);
  if (!toModule) return;
  const fromModule = apiModule(file);
  if (fromModule?.name === toModule.name) return;
  if (toModule.rest === '' || toModule.rest === 'index' || toModule.rest === 'index.ts') return;
  context.report({
    node,
    message: `Import of ${toModule.name}'s internals (${toModule.rest}): other code uses a module only through its index.ts.`,
  });
}

const boundaries = {
  meta: { type: 'problem', docs: { description: 'Module boundaries of web and API' }, schema: [] },
  create(context) {
    const visit = (node) => check(context, node);
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    };
  },
};

export default { rules: { boundaries } };
