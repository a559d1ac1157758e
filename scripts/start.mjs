// `npm start`: build the web app when its build is missing or older than its sources,
// then run the server in this process (TypeScript through tsx).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

if (fs.existsSync(path.join(web, 'index.html'))) {
  const sources = Math.max(
    newestMtime(path.join(web, 'src')),
    newestMtime(path.join(web, 'public')),
    fs.statSync(path.join(web, 'index.html')).mtimeMs,
    newestMtime(path.join(root, 'packages/contracts/src')),
  );
  const built = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  if (built < sources) {
    console.log('Building the web app (first start or sources changed)…');
    const result = spawnSync('npm', ['run', 'build', '--workspace', '@verity/web'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'apps/server/src/main.ts')).href);
