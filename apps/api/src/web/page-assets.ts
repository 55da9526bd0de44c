import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The `<head>` links of a server-rendered page's own modules (decision 010): their stylesheets,
 * so the first paint is styled and nothing shifts when the page's chunk arrives, and
 * modulepreloads of their scripts, so hydration does not wait for a chain of imports. Reads the
 * manifest once; without one (a build without it) every page gets no links.
 */
export function pageAssetLinks(
  webDistDir: string,
  template: string,
): (modules: string[]) => string {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const cache = new Map<string, string>();

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
    const links = [
      ...[...styles]
        .filter(fresh)
        .map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
      ...[...scripts]
        .filter(fresh)
        .map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
    ].join('');
    cache.set(key, links);
    return links;
  };
}
