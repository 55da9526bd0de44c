import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type ManualChunkMeta = Rollup.ManualChunkMeta;

/**
 * Groups the browser build into a few chunks (issue 11). Left to itself Rollup makes a chunk for
 * every set of pages that share a module, so a shop page loaded ~50 small scripts, which on a
 * phone network (6 connections per origin, 150 ms round trips) cost more than their bytes and
 * held back the shop's cover image. Here:
 * - what the entry needs (React DOM, see main.tsx) is the entry chunk;
 * - what one lazily loaded module alone needs (the app's start, a page, the main layout, the
 *   login dialog) is in that module's chunk;
 * - what it shares with the app's start or the main public pages (`CORE_PAGE`: Mantine, the
 *   router, the shared components) is the `public` chunk, so such a page loads five scripts:
 *   the entry, the start, `public`, the main layout and its own chunk;
 * - what only other lazily loaded modules share (dashboard pages, dialogs, the legal pages) is
 *   one chunk per set of them, as Rollup itself would cut: the dashboard's date pickers and
 *   tables stay out of the public pages.
 *
 * "Needs" follows the names each module imports, through re-exports: a module that imports
 * `Button` from `@mantine/core` needs Button's module, not every module the package's index
 * re-exports (Rollup's `importedIds` would say the latter). And every module that runs gets a
 * name: Rollup adds a named chunk's unnamed static imports to it, used or not.
 */

/** The public pages issue 11 measures, their layout, and the app's start (every page's). */
const CORE_PAGE =
  /\/src\/(?:start|routes\/(?:main-layout|home-page|search-page|shop-page|booking-page))\.tsx$/;

interface Edge {
  target: string;
  /** Imported names; '*' for a namespace import, a bare import or `export *` taken whole. */
  names: string[];
}

interface ModuleLinks {
  /** Static imports. */
  imports: Edge[];
  /** Names this module declares itself. */
  own: Set<string>;
  /** `export { a as b } from 'x'`: b → x's a. */
  reexports: Map<string, { target: string; name: string }>;
  /** `export * from 'x'`. */
  stars: string[];
}

type Node = { type: string; [key: string]: unknown };
const nameOf = (node: unknown) => {
  const n = node as { type: string; name?: string; value?: unknown };
  return n.type === 'Identifier' ? (n.name ?? '') : String(n.value);
};

export function chunkGroups(): Plugin {
  const links = new Map<string, ModuleLinks>();
  const pending: Promise<void>[] = [];
  let groups: Map<string, string> | null = null;

  /** The modules `root` needs, following imported names through re-exports. */
  function closure(root: string): Set<string> {
    const whole = new Set<string>();
    const named = new Set<string>();
    const take = (id: string, name: string): boolean => {
      const mod = links.get(id);
      const key = `${id}\n${name}`;
      if (named.has(key)) return true;
      named.add(key);
      if (!mod || mod.own.has(name)) {
        // A module we know nothing of (virtual, CommonJS helper …) is taken whole.
        takeWhole(id);
        return true;
      }
      if (name === '*') {
        // A namespace: the module and everything it re-exports.
        takeWhole(id);
        for (const [, reexport] of mod.reexports) take(reexport.target, reexport.name);
        for (const star of mod.stars) take(star, '*');
        return true;
      }
      const reexport = mod.reexports.get(name);
      if (reexport) return take(reexport.target, reexport.name);
      for (const star of mod.stars) if (provides(star, name, new Set())) return take(star, name);
      // Not found (a type, or a name Rollup resolves otherwise): be safe, take the module.
      takeWhole(id);
      return true;
    };
    const provides = (id: string, name: string, seen: Set<string>): boolean => {
      if (seen.has(id)) return false;
      seen.add(id);
      const mod = links.get(id);
      if (!mod) return true;
      if (mod.own.has(name) || mod.reexports.has(name)) return true;
      return mod.stars.some((star) => provides(star, name, seen));
    };
    const takeWhole = (id: string) => {
      if (whole.has(id)) return;
      whole.add(id);
      for (const edge of links.get(id)?.imports ?? []) {
        if (edge.names.length === 0) takeWhole(edge.target);
        for (const name of edge.names) take(edge.target, name);
      }
    };
    takeWhole(root);
    // Modules reached only for names they re-export (barrels) are not in `whole`: they hold no
    // code of their own that the page runs.
    return whole;
  }

  function build({ getModuleIds, getModuleInfo }: ManualChunkMeta): Map<string, string> {
    const ids = [...getModuleIds()];
    const result = new Map<string, string>();
    const entries = ids.filter((id) => getModuleInfo(id)?.isEntry);
    const initial = new Set(entries.flatMap((id) => [...closure(id)]));
    for (const id of initial) result.set(id, 'app');
    const lazyRoots = [
      ...new Set(ids.flatMap((id) => [...(getModuleInfo(id)?.dynamicallyImportedIds ?? [])])),
    ].filter((id) => !initial.has(id));
    // Each lazily loaded root's chunk name: its file name (numbered if two share one).
    const names = new Map<string, string>();
    const taken = new Set<string>();
    for (const root of lazyRoots) {
      const base = path.basename(root).replace(/\.[^.]+$/, '');
      let name = base;
      for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}`;
      taken.add(name);
      names.set(root, name);
    }
    const reachedBy = new Map<string, string[]>();
    for (const root of lazyRoots) {
      for (const id of closure(root)) {
        if (initial.has(id)) continue;
        reachedBy.set(id, [...(reachedBy.get(id) ?? []), root]);
      }
    }
    for (const [id, roots] of reachedBy) {
      if (roots.length === 1) {
        // One page's (or one lazily loaded part's) alone: its own chunk.
        result.set(id, names.get(roots[0]!)!);
      } else if (roots.some((root) => CORE_PAGE.test(root))) {
        result.set(id, 'public');
      } else {
        // Shared by other lazily loaded parts only (dashboard pages, dialogs, the other public
        // pages): one chunk per set of them, as Rollup itself would cut.
        const key = roots
          .map((root) => names.get(root))
          .sort()
          .join('+');
        result.set(id, `shared-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`);
      }
    }
    // A module left unnamed runs no code on any page (a package index that only re-exports):
    // it renders to nothing wherever Rollup puts it.
    return result;
  }

  return {
    name: 'haoyue-chunk-groups',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildStart() {
      links.clear();
      pending.length = 0;
      groups = null;
    },
    moduleParsed(info) {
      const ast = info.ast as unknown as { body: Node[] } | null;
      if (!ast) return;
      const mod: ModuleLinks = { imports: [], own: new Set(), reexports: new Map(), stars: [] };
      links.set(info.id, mod);
      const jobs: Promise<void>[] = [];
      const resolve = (source: unknown, use: (target: string) => void) => {
        jobs.push(
          this.resolve(String((source as { value: unknown }).value), info.id).then((resolved) => {
            if (resolved && !resolved.external) use(resolved.id);
          }),
        );
      };
      // Imported bindings by local name: `import { a as b } from 'x'; export { b as c }` (how
      // bundled packages such as Mantine write their index) re-exports x's a as c.
      const bindings = new Map<string, { source: unknown; name: string }>();
      for (const node of ast.body) {
        if (node.type !== 'ImportDeclaration') continue;
        for (const s of node.specifiers as Node[]) {
          const name =
            s.type === 'ImportSpecifier'
              ? nameOf(s.imported)
              : s.type === 'ImportDefaultSpecifier'
                ? 'default'
                : '*';
          bindings.set(nameOf(s.local), { source: node.source, name });
        }
      }
      for (const node of ast.body) {
        if (node.type === 'ImportDeclaration') {
          if (node.importKind === 'type') continue;
          const specifiers = node.specifiers as Node[];
          const names = specifiers.map((s) =>
            s.type === 'ImportSpecifier'
              ? nameOf(s.imported)
              : s.type === 'ImportDefaultSpecifier'
                ? 'default'
                : '*',
          );
          resolve(node.source, (target) => mod.imports.push({ target, names }));
        } else if (node.type === 'ExportNamedDeclaration') {
          const specifiers = (node.specifiers as Node[] | undefined) ?? [];
          if (node.source) {
            // A re-exported module is needed only for the names asked of it.
            resolve(node.source, (target) => {
              for (const s of specifiers) {
                mod.reexports.set(nameOf(s.exported), { target, name: nameOf(s.local) });
              }
            });
            continue;
          }
          for (const s of specifiers) {
            const exported = nameOf(s.exported);
            const binding = bindings.get(nameOf(s.local));
            if (binding) {
              resolve(binding.source, (target) =>
                mod.reexports.set(exported, { target, name: binding.name }),
              );
            } else mod.own.add(exported);
          }
          const declaration = node.declaration as Node | null;
          if (declaration?.type === 'VariableDeclaration') {
            for (const d of declaration.declarations as Node[]) {
              const id = d.id as Node;
              if (id.type === 'Identifier') mod.own.add(nameOf(id));
              else mod.own.add('*'); // destructuring: keep it simple
            }
          } else if (declaration && declaration.id) {
            mod.own.add(nameOf(declaration.id));
          }
        } else if (node.type === 'ExportDefaultDeclaration') {
          mod.own.add('default');
        } else if (node.type === 'ExportAllDeclaration') {
          const exported = node.exported as Node | null;
          resolve(node.source, (target) => {
            if (exported) mod.reexports.set(nameOf(exported), { target, name: '*' });
            else mod.stars.push(target);
          });
        }
      }
      pending.push(Promise.all(jobs).then(() => undefined));
    },
    async buildEnd() {
      await Promise.all(pending);
    },
    generateBundle(_options, bundle) {
      // The server finds a page's chunk by its module in the manifest (page-assets.ts), which
      // Vite only writes for a chunk the page's module is the face of.
      const faces = new Set(
        Object.values(bundle).flatMap((chunk) =>
          chunk.type === 'chunk' && chunk.facadeModuleId ? [chunk.facadeModuleId] : [],
        ),
      );
      for (const id of this.getModuleIds()) {
        if (CORE_PAGE.test(id) && !faces.has(id)) {
          this.error(`chunk-groups: ${id} shares its chunk, so the manifest would not name it`);
        }
      }
    },
    outputOptions(options) {
      return {
        ...options,
        manualChunks: (id: string, meta: ManualChunkMeta) => {
          groups ??= build(meta);
          return groups.get(id);
        },
      };
    },
  };
}
