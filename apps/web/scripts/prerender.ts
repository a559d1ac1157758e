import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type Plugin, type ResolvedConfig, build, minifySync } from 'vite';
import type { RouteDocument } from '../src/app/route-documents.ts';
import type { RenderedPage } from '../src/entry-server.tsx';

/** Classic scripts shipped from public/ under a content hash (see vite.config.ts). */
export const CLASSIC_SCRIPTS = ['pre-paint.js', 'load-after-paint.js'] as const;

/**
 * Minified by the bundler's own minifier, as the modules are: `pre-paint.js` blocks the first
 * paint, and its comments and long names were over half of what it sent.
 */
export function minifyClassicScript(name: string, text: string): string {
  const minified = minifySync(name, text, { compress: { target: 'es2022' } });
  if (minified.errors.length > 0) throw new Error(`${name}: ${minified.errors.map((e) => e.message).join('; ')}`);
  return minified.code;
}

export function hashedPublicScript(name: (typeof CLASSIC_SCRIPTS)[number]): { fileName: string; source: string } {
  const source = minifyClassicScript(name, readFileSync(fileURLToPath(new URL(`../public/${name}`, import.meta.url)), 'utf8'));
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  return { fileName: `assets/${name.replace(/\.js$/, '')}-${hash}.js`, source };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface ServerEntry {
  render: (path: string) => Promise<RenderedPage>;
  ROUTE_DOCUMENTS: RouteDocument[];
  routeDocumentFile: (path: string) => string;
}

function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`route documents: the Vite manifest has no module "${key}" (renamed? see src/app/route-documents.ts)`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Writes `dist/routes/<page>.html` for each entry of ROUTE_DOCUMENTS (ADR 0014), from the built
 * index.html. A client-rendered page gets `modulepreload` links for the chunks it loads at start
 * beyond the entry's own. A pre-rendered page gets its markup in #root and its title; its app
 * scripts are loaded by load-after-paint.js once that markup has painted, instead of by tags
 * the browser would fetch alongside the stylesheet.
 */
export async function writeRouteDocuments(root: string, outDir: string, entry: ServerEntry): Promise<string[]> {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('route documents: the Vite manifest has no entry chunk');
  const loadedByEntry = new Set<string>();
  staticClosure(manifest, entryKey, loadedByEntry);
  if (!template.includes('<div id="root"></div>')) throw new Error('route documents: index.html has no empty <div id="root">');
  const appTags = /^\s*<(script type="module"|link rel="modulepreload")[^>]*>(<\/script>)?\n/gm;
  if ((template.match(appTags) ?? []).length !== loadedByEntry.size) {
    throw new Error('route documents: index.html does not load the entry as one module script and its modulepreloads');
  }
  const loader = hashedPublicScript('load-after-paint.js').fileName;
  const file = (key: string) => `/${manifest[key]!.file}`;

  const dir = path.join(outDir, 'routes');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const doc of entry.ROUTE_DOCUMENTS) {
    const chunks = new Set<string>();
    for (const module of doc.modules) staticClosure(manifest, module, chunks);
    const routeFiles = [...chunks].filter((key) => !loadedByEntry.has(key)).map(file).filter((f) => f.endsWith('.js'));
    let html: string;
    if (doc.prerender) {
      const page = await entry.render(doc.path);
      // The CSP allows no inline script; a pre-rendered one would only log a violation.
      if (/<script\b/i.test(page.html)) throw new Error(`pre-rendering ${doc.path} produced an inline <script>`);
      const entryFiles = [...loadedByEntry].filter((key) => key !== entryKey).map(file);
      const loaderTag =
        `    <script defer src="/${loader}" data-entry="${file(entryKey)}"` +
        ` data-preload="${[...entryFiles, ...routeFiles].join(' ')}"></script>\n`;
      html = template
        .replace(appTags, '')
        .replace('  </head>', `${loaderTag}  </head>`)
        .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
      if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    } else {
      const preloads = routeFiles.map((f) => `    <link rel="modulepreload" crossorigin href="${f}">\n`).join('');
      html = template.replace('  </head>', `${preloads}  </head>`);
    }
    const name = entry.routeDocumentFile(doc.path);
    await writeFile(path.join(dir, name), html);
    written.push(path.relative(root, path.join(dir, name)));
  }
  return written;
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `.br` (quality 11) and `.gz` (level 9) beside every text file of the build, which the server
 * sends as they are: smaller than compressing per request (quality 4), at no CPU per request.
 */
export async function precompress(outDir: string): Promise<number> {
  const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f) && !f.startsWith('.vite'));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(outDir, file);
      const source = await readFile(full);
      if (source.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
        gzipAsync(source, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
    }),
  );
  return files.length;
}

/**
 * After the client build: bundle `src/entry-server.tsx` for Node into a scratch folder, import
 * it, and write the route documents. Runs inside `vite build`, so every build has them.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'verity:route-documents',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      // A scratch folder of this build's own: worktrees that share one node_modules can build at once.
      const ssrDir = await mkdtemp(path.join(tmpdir(), 'verity-prerender-'));
      try {
        await renderDocuments(ssrDir);
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };

  async function renderDocuments(ssrDir: string): Promise<void> {
    const outDir = path.resolve(config.root, config.build.outDir);
    await build({
      configFile: config.configFile,
      mode: config.mode,
      logLevel: 'warn',
      // Bundle everything (workspace packages are TypeScript sources Node cannot import).
      ssr: { noExternal: true },
      build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
    });
    const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
    const written = await writeRouteDocuments(config.root, outDir, entry);
    config.logger.info(`route documents: ${written.join(', ')}`);
    config.logger.info(`compressed ahead: ${await precompress(outDir)} files`);
  }
}
