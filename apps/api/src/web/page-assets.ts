import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** A page's `<head>` links (see `pageAssetLinks`). */
export interface PageAssets {
  /** Stylesheets: render-blocking, so the first paint is styled and nothing shifts later. */
  styles: string;
  /** The page's scripts beyond the entry (paths), for hydration to find them loaded. */
  scripts: string[];
}

/**
 * The assets of a server-rendered page's own modules (decision 010): their stylesheets, linked
 * so the first paint is styled and nothing shifts when the page's chunk arrives, and their
 * scripts, preloaded together with the entry so hydration does not wait for a chain of imports.
 * Reads the manifest once; without one (a build without it) every page gets none.
 */
export function pageAssetLinks(
  webDistDir: string,
  template: string,
): (modules: string[]) => PageAssets {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const cache = new Map<string, PageAssets>();

  return (modules) => {
    const key = modules.join('\n');
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const styles = new Set<string>();
    const scripts = new Set<string>();
    const visit = (id: string) => {
      const chunk = manifest[id];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    modules.forEach(visit);
    // What the template links already (the entry and its imports) is not linked twice.
    const fresh = (href: string) => !template.includes(`/${href}"`);
    const links: PageAssets = {
      styles: [...styles]
        .filter(fresh)
        .map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`)
        .join(''),
      scripts: [...scripts].filter(fresh).map((href) => `/${href}`),
    };
    cache.set(key, links);
    return links;
  };
}
