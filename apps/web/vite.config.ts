import fs from 'node:fs';
import { createRequire } from 'node:module';
import process from 'node:process';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkGroups } from './chunk-groups';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from './src/lib/use-page-title';

// The API serves /v1 (JSON), /static (demo and built assets) and /uploads (user images) on the
// same origin in production; in development vite forwards those to the API process
// (HAOYUE_API_ORIGIN overrides it, e.g. to point at a mock or a staging API).
const API_ORIGIN = process.env.HAOYUE_API_ORIGIN ?? 'http://localhost:3000';

/** Escapes text for a double-quoted HTML attribute. */
const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * Fills index.html's `<!--app-head-->` block with the head of a page that has none of its own: the
 * default title and description (the ones pages fall back to) and the share tags. Pages change
 * title, description and canonical URL as they open; the API swaps the whole block for shop pages.
 */
function defaultHead(): Plugin {
  const meta: [attr: 'name' | 'property', key: string, content: string][] = [
    ['name', 'description', DEFAULT_DESCRIPTION],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', '好約'],
    ['property', 'og:title', DEFAULT_TITLE],
    [
      'property',
      'og:description',
      '24 小時線上預約、不再重複預約、LINE 通知與預付訂金。找美髮、美甲、美睫、SPA、按摩好店，就上好約。',
    ],
    ['property', 'og:image', '/og-default.jpg'],
    ['property', 'og:url', '/'],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  const tags = [
    `<title>${DEFAULT_TITLE}</title>`,
    ...meta.map(
      ([attr, key, content]) => `<meta ${attr}="${key}" content="${attribute(content)}" />`,
    ),
    '<link rel="canonical" href="/" vite-ignore />',
  ];
  return {
    name: 'haoyue-default-head',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace('<!--app-head-->', `<!--app-head-->\n    ${tags.join('\n    ')}`),
    },
  };
}

/**
 * Development only (`apply: 'serve'`): serves @line/liff-mock's browser build at
 * /dev/liff-mock.js, which the LIFF wrapper loads in mock mode (`?liffMock=1`). A production
 * build never contains or emits it; e2e tests serve the same file by intercepting the request.
 */
function liffMockDev(): Plugin {
  return {
    name: 'haoyue-liff-mock-dev',
    apply: 'serve',
    configureServer(server) {
      const file = createRequire(import.meta.url).resolve('@line/liff-mock/dist/umd/liff-mock.js');
      server.middlewares.use('/dev/liff-mock.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.end(fs.readFileSync(file));
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), defaultHead(), chunkGroups(), liffMockDev()],
  server: {
    port: 5173,
    proxy: {
      // ws: the support chat's socket (/v1/chat/socket) upgrades through the proxy too.
      '/v1': { target: API_ORIGIN, ws: true },
      '/static': API_ORIGIN,
      '/uploads': API_ORIGIN,
    },
  },
  preview: {
    proxy: {
      // ws: the support chat's socket (/v1/chat/socket) upgrades through the proxy too.
      '/v1': { target: API_ORIGIN, ws: true },
      '/static': API_ORIGIN,
      '/uploads': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Phones on mobile data are the main audience: keep chunks lean and modern.
    target: 'es2022',
    cssCodeSplit: true,
    // dist/.vite/manifest.json: the server links a rendered page's chunk styles and scripts.
    manifest: true,
  },
});
