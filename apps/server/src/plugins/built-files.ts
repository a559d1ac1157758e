import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The built web app held in memory (ADR 0024): every file of the build with the brotli and
 * gzip copies the build wrote beside it, read once at start. A request then costs a map
 * lookup and a buffer write instead of the file system calls a static-file server makes for
 * each one (looking for `.br`, then `.gz`, then the file, then streaming it).
 */
export interface BuiltFile {
  contentType: string;
  cacheControl: string;
  identity: Representation;
  /** Copies compressed ahead, by content coding. */
  compressed: Partial<Record<ContentCoding, Representation>>;
  /** The codings in `compressed`, in the order we prefer them. */
  codings: ContentCoding[];
}

type ContentCoding = 'br' | 'gzip';
const PREFERRED_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];
const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

interface Representation {
  body: Buffer;
  /** Strong validator of these exact bytes: each coding is a representation of its own. */
  etag: string;
}

/** The file types a Vite build and `public/` hold; anything else is sent as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

/** Hashed assets never change; documents name the current hashes, so they are always revalidated. */
function cacheControl(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (relativePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=300';
}

function representation(body: Buffer): Representation {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * Reads the build under `distDir` into memory, keyed by URL path (`/assets/app-1234.js`).
 * Dot-files and dot-folders (Vite's `.vite/manifest.json`) are not served; a `.br` or `.gz`
 * beside its original is that file's compressed copy, not a file of its own.
 */
export function readBuiltFiles(distDir: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  const walk = (dir: string): void => {
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    const names = new Set(entries.map((e) => e.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!entry.isFile()) continue;
      if (PREFERRED_CODINGS.some((c) => entry.name.endsWith(SUFFIX[c]) && names.has(entry.name.slice(0, -SUFFIX[c].length)))) continue;
      const relative = path.relative(distDir, full).split(path.sep).join('/');
      const compressed: BuiltFile['compressed'] = {};
      for (const coding of PREFERRED_CODINGS) {
        if (names.has(entry.name + SUFFIX[coding])) compressed[coding] = representation(fs.readFileSync(full + SUFFIX[coding]));
      }
      files.set(`/${relative}`, {
        contentType: CONTENT_TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
        cacheControl: cacheControl(relative),
        identity: representation(fs.readFileSync(full)),
        compressed,
        codings: PREFERRED_CODINGS.filter((c) => compressed[c] !== undefined),
      });
    }
  };
  walk(distDir);
  return files;
}

/** `If-None-Match` names this representation (or `*`): the browser's copy is current. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends `file` in the coding the request accepts best, or 304 when the browser's copy is current. */
export function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: BuiltFile): FastifyReply {
  const accepted = request.headers['accept-encoding'];
  const coding = file.codings.length > 0 && typeof accepted === 'string' ? negotiate(accepted, file.codings) : null;
  const chosen = (coding && file.compressed[coding]) || file.identity;
  reply.header('cache-control', file.cacheControl).header('etag', chosen.etag).type(file.contentType);
  if (file.codings.length > 0) reply.header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send();
  if (coding) reply.header('content-encoding', coding);
  return reply.code(200).send(chosen.body);
}
