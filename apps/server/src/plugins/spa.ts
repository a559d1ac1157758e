import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuiltFile, readBuiltFiles, sendBuiltFile } from './built-files.ts';
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

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname; // malformed escapes name no file
  }
}

/**
 * Serves the built web app from memory (ADR 0024): hashed assets cached for a year, the page's
 * own document for the paths the build wrote one for (pre-rendered public pages, module
 * preloads), `index.html` for every other non-file GET so client-side routes work on reload.
 * Files the build compressed ahead (`.br`, `.gz`) are sent as such. Unknown API paths answer
 * JSON 404. The build is read once, at start: restart the server after rebuilding.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const files = fs.existsSync(path.join(distDir, 'index.html')) ? readBuiltFiles(distDir) : new Map<string, BuiltFile>();
  const shell = files.get('/index.html');
  const documents = new Map<string, BuiltFile>();
  for (const [pagePath, file] of readRouteDocuments(distDir)) {
    const document = files.get(`/${file}`);
    if (document) documents.set(pagePath, document);
  }
  for (const [urlPath, file] of files) {
    // A route per file, where the name holds nothing the router reads as a pattern (`:`, `*`, an
    // escape); the rest are found by the fallback below. Compressed ahead or too small to gain
    // from it: the compression plugin has nothing to do.
    if (!/^[\w\-./~@+]+$/.test(urlPath)) continue;
    app.get(urlPath, { compress: false }, async (request, reply) => sendBuiltFile(request, reply, file));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (isApiPath(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: 'not_found', message: `No route for ${request.method} ${url.split('?')[0]}.` });
    }
    if (!shell) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    const pathname = url.split(/[?#]/)[0] ?? '/';
    const file = files.get(decodedPath(pathname));
    if (file) return sendBuiltFile(request, reply, file);
    // A missing asset file is a real 404, not the SPA.
    if (/\.[a-z0-9]{1,8}$/i.test(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendBuiltFile(request, reply, documents.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? shell);
  });
}
