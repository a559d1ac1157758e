// The built web app as the server sends it: each page's own document (pre-rendered public pages,
// module preloads), the SPA fallback, compressed-ahead files and cache headers (ADR 0014).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-app.ts';
import { readRouteDocuments } from './spa.ts';

const APP_JS = 'console.log("the app");'.repeat(100);

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'verity-spa-'));
  mkdirSync(path.join(dist, 'routes'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'routes/index.html'), '<!doctype html><div id="root"><h1>Landing</h1></div>');
  writeFileSync(path.join(dist, 'routes/pricing.html'), '<!doctype html><div id="root"><h1>Pricing</h1></div>');
  writeFileSync(path.join(dist, 'routes/a__b.html'), '<!doctype html><div id="root"><h1>Nested</h1></div>');
  writeFileSync(path.join(dist, 'assets/app-1234.js'), APP_JS);
  writeFileSync(path.join(dist, 'assets/app-1234.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(dist, 'assets/app-1234.js.gz'), gzipSync(APP_JS));
  writeFileSync(path.join(dist, 'assets/tiny-5678.js'), 'export {};');
  writeFileSync(path.join(dist, 'notes: v1*.txt'), 'release notes');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
  return dist;
}

describe('the web app', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild();
    server = await startTestServer({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('maps the build’s route documents to paths', () => {
    expect(Object.fromEntries(readRouteDocuments(dist))).toEqual({
      '/': 'routes/index.html',
      '/pricing': 'routes/pricing.html',
      '/a/b': 'routes/a__b.html',
    });
  });

  it.each([
    ['/', 'Landing'],
    ['/?ref=mail', 'Landing'],
    ['/pricing', 'Pricing'],
    ['/pricing/', 'Pricing'],
    ['/pricing?plan=pro', 'Pricing'],
    ['/a/b', 'Nested'],
  ])('GET %s sends that page’s own document, revalidated on every visit, under the CSP', async (url, heading) => {
    const res = await fetch(server.url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(await res.text()).toContain(`<h1>${heading}</h1>`);
  });

  it.each(['/dashboard', '/pricing/extra', '/profile'])('GET %s, which has no document of its own, sends the SPA shell', async (url) => {
    const res = await fetch(server.url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('<!doctype html><div id="root"></div>');
  });

  it('sends a hashed asset compressed ahead, cached for a year', async () => {
    const res = await fetch(`${server.url}/assets/app-1234.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.text()).toBe(APP_JS);
  });

  it.each([
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.5, br', 'br'],
    ['identity', 'uncompressed'],
    ['', 'uncompressed'],
  ])('with Accept-Encoding "%s" sends the %s copy', async (acceptEncoding, coding) => {
    const res = await fetch(`${server.url}/assets/app-1234.js`, { headers: { 'accept-encoding': acceptEncoding } });
    expect(res.headers.get('content-encoding') ?? 'uncompressed').toBe(coding);
    expect(await res.text()).toBe(APP_JS);
  });

  it('answers 304 when the browser’s copy is current, per coding', async () => {
    const document = await fetch(`${server.url}/pricing`);
    const revalidated = await fetch(`${server.url}/pricing`, { headers: { 'if-none-match': document.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe('no-cache');

    const asset = `${server.url}/assets/app-1234.js`;
    const etag = (await fetch(asset, { headers: { 'accept-encoding': 'br' } })).headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(asset, { headers: { 'accept-encoding': 'br', 'if-none-match': `"other", W/${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // The brotli copy's validator does not stand for the gzip or the uncompressed bytes.
    for (const acceptEncoding of ['gzip', 'identity']) {
      const other = await fetch(asset, { headers: { 'accept-encoding': acceptEncoding, 'if-none-match': etag } });
      expect(other.status).toBe(200);
      expect(await other.text()).toBe(APP_JS);
    }
  });

  it('sends small files as they are, with their type, and answers HEAD without a body', async () => {
    const tiny = await fetch(`${server.url}/assets/tiny-5678.js`);
    expect(tiny.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {};');
    const icon = await fetch(`${server.url}/favicon.svg`, { method: 'HEAD' });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await icon.text()).toBe('');
  });

  it('sends a file whose name the router would read as a pattern', async () => {
    const res = await fetch(`${server.url}/${encodeURIComponent('notes: v1*.txt')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('release notes');
    // A malformed escape is refused before any route is looked up.
    const malformed = await fetch(`${server.url}/notes%3A%20v1%E0.txt`);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it.each(['/.vite/manifest.json', '/assets/app-1234.js.br'])('does not serve %s', async (url) => {
    expect((await fetch(server.url + url)).status).toBe(404);
  });

  it('answers a missing asset 404 and an unknown API path with the JSON error', async () => {
    expect((await fetch(`${server.url}/assets/missing-0000.js`)).status).toBe(404);
    const api = await fetch(`${server.url}/api/no-such-route`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'not_found' });
  });
});
