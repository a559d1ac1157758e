import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Measures the JavaScript a route loads before first paint, from the Vite manifest
 * (`build.manifest: true`): the entry chunk and its static-import closure, plus the route's own
 * module and its static imports when that route is a lazy chunk, and the classic `pre-paint.js` the
 * documents load in <head>. Sizes are gzip level 9.
 *
 *   node --import tsx apps/web/scripts/bundle-size.ts [route]   (after `vite build`)
 */
export const FIRST_PAINT_BUDGET_BYTES = 150 * 1024;
/** performance.md: any other route's extra JS (beyond the shell) stays ≤ 120 KB gz. */
export const ROUTE_EXTRA_BUDGET_BYTES = 120 * 1024;

const WEB_DIR = fileURLToPath(new URL('../', import.meta.url));
const DIST_DIR = `${WEB_DIR}dist/`;

/** Route → the module `src/app/router.tsx` renders for it. Extend alongside the router. */
export const ROUTE_MODULES: Record<string, string> = {
  '/': 'src/features/landing/landing-page.tsx',
  '/about': 'src/features/about/about-page.tsx',
  '/datasets': 'src/features/datasets/datasets-page.tsx',
  '/contact': 'src/features/contact/contact-page.tsx',
  '/pricing': 'src/features/pricing/pricing-page.tsx',
  '/onboarding': 'src/features/onboarding/onboarding-page.tsx',
  '/login': 'src/features/auth/auth-page.tsx',
  '/auth-test': 'src/features/auth-test/auth-test-page.tsx',
  '/profile': 'src/features/profile/profile-page.tsx',
  '/assessment': 'src/features/assessment/assessment-page.tsx',
  '/dashboard': 'src/features/dashboard/dashboard-page.tsx',
};

/**
 * Chunks a route imports lazily after its first paint (e.g. the dashboard's Recharts panel,
 * rendered once the history has loaded). Each is measured as the JS it adds beyond the route.
 */
export const DEFERRED_CHUNKS: Record<string, Record<string, string>> = {
  '/dashboard': { charts: 'src/features/dashboard/components/charts-panel.tsx' },
};

/** Routes whose whole first-paint JS is reported too, not only the extra over `/`. */
const FIRST_PAINT_REPORTED = ['/pricing', '/dashboard'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

async function readManifest(distDir: string): Promise<Manifest> {
  const path = `${distDir}.vite/manifest.json`;
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Manifest;
  } catch (cause) {
    throw new Error(`No Vite manifest at ${path}; run \`npx vite build\` in apps/web first`, { cause });
  }
}

function staticClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Manifest has no chunk "${key}"`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
}

async function gzBytes(distDir: string, files: string[]): Promise<number> {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(`${distDir}${file}`), { level: 9 }).length;
  return bytes;
}

/** JS a lazy chunk adds on top of its route's first-paint closure (shared chunks counted once). */
export async function measureDeferredJs(route: string, chunkModule: string, distDir: string = DIST_DIR): Promise<number> {
  const manifest = await readManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('Manifest has no entry chunk');
  const routeKeys = new Set<string>();
  staticClosure(manifest, entryKey, routeKeys);
  const routeModule = ROUTE_MODULES[route];
  if (routeModule && manifest[routeModule]) staticClosure(manifest, routeModule, routeKeys);
  const all = new Set(routeKeys);
  staticClosure(manifest, chunkModule, all);
  const added = [...all].filter((key) => !routeKeys.has(key)).map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  return gzBytes(distDir, added);
}

export async function measureFirstPaintJs(
  route: string,
  distDir: string = DIST_DIR,
): Promise<{ bytes: number; files: string[] }> {
  const manifest = await readManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('Manifest has no entry chunk');
  const keys = new Set<string>();
  staticClosure(manifest, entryKey, keys);

  const routeModule = ROUTE_MODULES[route];
  if (!routeModule) throw new Error(`Unknown route "${route}"; known: ${Object.keys(ROUTE_MODULES).join(', ')}`);
  // A statically imported route is already inside the entry closure and has no key of its own.
  if (manifest[routeModule]) staticClosure(manifest, routeModule, keys);

  const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  // The classic script in <head> blocks the first paint of every page: it counts too.
  files.push(...(await readdir(`${distDir}assets`)).filter((file) => /^pre-paint-[0-9a-f]{8}\.js$/.test(file)).map((file) => `assets/${file}`));
  let bytes = 0;
  for (const file of files) {
    bytes += gzipSync(await readFile(`${distDir}${file}`), { level: 9 }).length;
  }
  return { bytes, files };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB gz`;

/** Rows for the root `npm run bench` (scripts/bench.ts). Builds the app first when there is no build. */
export async function runBundleBench(): Promise<
  Array<{ name: string; figure: string; target: string; pass: boolean | null }>
> {
  if (!existsSync(`${DIST_DIR}.vite/manifest.json`)) {
    execFileSync('npx', ['vite', 'build'], { cwd: WEB_DIR, stdio: 'ignore' });
  }
  const home = await measureFirstPaintJs('/');
  const rows: Array<{ name: string; figure: string; target: string; pass: boolean | null }> = [
    {
      name: 'JS before first paint on /',
      figure: `${kb(home.bytes)} (${home.files.length} files)`,
      target: `≤ ${FIRST_PAINT_BUDGET_BYTES / 1024} KB gz`,
      pass: home.bytes <= FIRST_PAINT_BUDGET_BYTES,
    },
  ];
  for (const route of Object.keys(ROUTE_MODULES).filter((r) => r !== '/')) {
    const { bytes, files } = await measureFirstPaintJs(route);
    if (FIRST_PAINT_REPORTED.includes(route)) {
      rows.push({ name: `JS before first paint on ${route}`, figure: `${kb(bytes)} (${files.length} files)`, target: 'reported', pass: null });
    }
    const extra = Math.max(0, bytes - home.bytes);
    rows.push({
      name: `extra JS for ${route}`,
      figure: kb(extra),
      target: `≤ ${ROUTE_EXTRA_BUDGET_BYTES / 1024} KB gz`,
      pass: extra <= ROUTE_EXTRA_BUDGET_BYTES,
    });
    for (const [label, chunk] of Object.entries(DEFERRED_CHUNKS[route] ?? {})) {
      const later = await measureDeferredJs(route, chunk);
      rows.push({
        name: `JS loaded after first paint on ${route} (${label})`,
        figure: kb(later),
        target: `≤ ${ROUTE_EXTRA_BUDGET_BYTES / 1024} KB gz`,
        pass: later <= ROUTE_EXTRA_BUDGET_BYTES,
      });
    }
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const route = process.argv[2] ?? '/';
  const { bytes, files } = await measureFirstPaintJs(route);
  const budget = (FIRST_PAINT_BUDGET_BYTES / 1024).toFixed(0);
  console.log(`JS before first paint on ${route}: ${kb(bytes)} (budget ${budget} KB) — ${files.join(', ')}`);
  if (bytes > FIRST_PAINT_BUDGET_BYTES) process.exitCode = 1;
}
