import path from 'node:path';
import manifest from './module-manifest.js';

/**
 * Module boundaries as lint rules (the dependency direction survives newcomers), as
 * tools/module-manifest.js states them:
 * - web: an area (features/, ui/, lib/, config/) imports none of the areas it lists;
 * - api: a module imports only the modules the manifest gives it, and only through their
 *   index.ts; http/ and lib/ import no module, lib/ no http/; every module is declared.
 * Every import form counts: `import`, `import type`, inline `type`, `export … from`,
 * `export type … from`, `import()` and `import('…')` types. Relative imports are resolved
 * against the importing file; package imports are not checked.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web/src');
const API = path.join(ROOT, 'apps/api/src');
const API_MODULES = path.join(API, 'modules');
const MANIFEST = 'tools/module-manifest.js';

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

/** The top folder of apps/api/src a path lies in (`modules`, `http`, `lib`, …), or null. */
function apiArea(file) {
  const rel = path.relative(API, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

const isTest = (file) => /\.test\.tsx?$/.test(file);
const declared = (name) => Object.hasOwn(manifest.api.modules, name);

function checkWeb(context, node, from, to) {
  const forbidden = manifest.web.mayNotImport[from.area] ?? [];
  if (!forbidden.includes(to.area)) return;
  if (from.area === 'features' && to.area === 'features') {
    if (from.name === to.name) return;
    context.report({
      node,
      message: `Feature "${from.name}" imports feature "${to.name}": features never import each other; move the shared part to ui/ or lib/, or compose them in a route.`,
    });
  } else if (from.area === 'features') {
    context.report({ node, message: 'Features do not import routes; routes compose features.' });
  } else {
    context.report({
      node,
      message: `${from.area}/ imports ${to.area}/: shared code depends on nothing above it.`,
    });
  }
}

function checkApi(context, node, file, target) {
  const fromArea = apiArea(file);
  const toArea = apiArea(target);
  const below = manifest.api.below[fromArea] ?? [];
  if (toArea && toArea !== 'modules' && below.includes(toArea)) {
    context.report({
      node,
      message: `${fromArea}/ imports ${toArea}/: ${fromArea}/ lies below it (${MANIFEST}).`,
    });
    return;
  }
  const toModule = apiModule(target);
  if (!toModule) return;
  const fromModule = apiModule(file);
  if (fromModule?.name === toModule.name) return;
  if (!declared(toModule.name)) {
    context.report({
      node,
      message: `Module "${toModule.name}" is not declared in ${MANIFEST}: add it with the modules it may import.`,
    });
    return;
  }
  if (below.includes('modules')) {
    context.report({
      node,
      message: `${fromArea}/ imports module "${toModule.name}": ${fromArea}/ lies below the modules and imports none (${MANIFEST}); pass what it needs in, or move the shared part down.`,
    });
    return;
  }
  if (toModule.rest !== '' && toModule.rest !== 'index' && toModule.rest !== 'index.ts') {
    context.report({
      node,
      message: `Import of ${toModule.name}'s internals (${toModule.rest}): other code uses a module only through its index.ts.`,
    });
    return;
  }
  if (!fromModule || !declared(fromModule.name)) return; // app.ts composes; undeclared: Program
  if (manifest.api.testsImportAnyModule && isTest(file)) return;
  if (!manifest.api.modules[fromModule.name].includes(toModule.name)) {
    context.report({
      node,
      message: `Module "${fromModule.name}" imports module "${toModule.name}", which ${MANIFEST} does not allow it (type-only imports count too): declare the dependency if it keeps the module graph acyclic, or move the shared part down.`,
    });
  }
}

function check(context, node, spec) {
  if (typeof spec !== 'string' || !spec.startsWith('.')) return;
  const file = context.filename;
  const target = path.resolve(path.dirname(file), spec);
  const from = webPlace(file);
  const to = webPlace(target);
  if (from && to) return checkWeb(context, node, from, to);
  return checkApi(context, node, file, target);
}

/** An API module's folder that the manifest does not declare (reported once per file). */
function checkDeclared(context, node) {
  const module = apiModule(context.filename);
  if (!module || !module.rest || declared(module.name)) return;
  context.report({
    node,
    message: `Module "${module.name}" is not declared in ${MANIFEST}: add it with the modules it may import.`,
  });
}

const boundaries = {
  meta: { type: 'problem', docs: { description: 'Module boundaries of web and API' }, schema: [] },
  create(context) {
    const visit = (node) => check(context, node, node.source?.value);
    return {
      Program: (node) => checkDeclared(context, node),
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
      // `import('../x').T` in a type position.
      TSImportType: (node) => check(context, node, node.argument?.literal?.value),
    };
  },
};

export default { rules: { boundaries } };
