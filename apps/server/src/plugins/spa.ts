import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isApiPath } from './error-handler.ts';

/**
 * The per-page documents the web build writes to `routes/` (ADR 0014): `index.html` is `/`,
 * `pricing.html` is `/pricing`, `a__b.html` is `/a/b`. Path → file relative to the build.
 */
export function readRouteDocuments(distDir: string): Map<string, string> {
  const documents = new Map<string, string>();
  const dir = path.join(distDir, 'routes');
  if (!fs.existsSync(dir)) return documents;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const base = name.slice(0, -'.html'.length);
    documents.set(base === 'index' ? '/' : `/${base.replace(/__/g, '/')}`, `routes/${name}`);
  }
  return documents;
}

/** Hashed assets never change; documents name the current hashes, so they are always revalidated. */
function cacheControl(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (/\.html(\.br|\.gz)?$/.test(filePath)) return 'no-cache';
  return 'public, max-age=300';
}

/**
 * Serves the built web app: hashed assets cached for a year, the page's own document for the
 * paths the build wrote one for (pre-rendered public pages, module preloads), `index.html` for
 * every other non-file GET so client-side routes work on reload. Files the build compressed
 * ahead (`.br`, `.gz`) are sent as such. Unknown API paths answer JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  const documents = hasBuild ? readRouteDocuments(distDir) : new Map<string, string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControl(filePath));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (isApiPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: 'not_found', message: `No route for ${request.method} ${url.split('?')[0]}.` });
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    const pathname = url.split(/[?#]/)[0] ?? '/';
    // A missing asset file is a real 404, not the SPA.
    if (/\.[a-z0-9]{1,8}$/i.test(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const page = documents.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? 'index.html';
    return reply.type('text/html; charset=utf-8').sendFile(page);
  });
}
