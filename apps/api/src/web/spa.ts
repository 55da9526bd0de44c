import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { defaultShareCard, injectHead, shopShareCard } from './share-card';

const SHOP_PAGE = /^\/(?:p|shop)\/([^/?#]+)(\/booking)?\/?$/;
const ONE_YEAR = 365 * 24 * 3600;

/**
 * Serves the built single-page app: hashed assets with long-lived caching (pre-compressed
 * variants when present), and index.html for every other non-API path (history routing),
 * with share-card tags filled in for shop pages.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: { db: Db; webDistDir: string; publicBaseUrl: string },
): Promise<void> {
  const indexFile = path.join(options.webDistDir, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;

  if (template) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      // Our setHeaders decides caching; the plugin's own Cache-Control would overwrite it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          isHashedAsset ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600',
        );
      },
    });
  }

  app.decorate('sendSpa', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!template) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (npm start does this for you).');
    }
    const pathname = req.url.split('?')[0] ?? '/';
    let card = defaultShareCard(options.publicBaseUrl, pathname);
    let status = 200;
    const shopMatch = SHOP_PAGE.exec(pathname);
    if (shopMatch?.[1]) {
      const slug = decodeURIComponent(shopMatch[1]);
      const shopCard = await shopShareCard(options.db, options.publicBaseUrl, slug, {
        booking: Boolean(shopMatch[2]),
      });
      if (shopCard) card = shopCard;
      else status = 404; // the SPA shows its not-found content; crawlers get the right status
    }
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(injectHead(template, card));
  });
  // The static plugin would treat "/" as a directory listing; the home page is the app.
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (req, reply) =>
    app.sendSpa(req, reply),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    sendSpa: (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
