import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CLASSIC_SCRIPTS, hashedPublicScript, prerenderPlugin } from './scripts/prerender.ts';

/**
 * The classic scripts in public/ (the pre-paint theme script, the after-paint app loader) must
 * not be bundled: they run before or around the module graph, and the CSP forbids inline ones.
 * In builds they are emitted under a content hash in assets/, which the server caches as
 * immutable, and the documents point at those copies.
 */
function hashedClassicScripts(): Plugin {
  const scripts = CLASSIC_SCRIPTS.map((name) => ({ name, ...hashedPublicScript(name) }));
  return {
    name: 'verity:hashed-classic-scripts',
    apply: 'build',
    generateBundle() {
      for (const { fileName, source } of scripts) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: (html) =>
      scripts.reduce((out, { name, fileName }) => out.replace(`src="/${name}"`, `src="/${fileName}"`), html),
  };
}

const serverOrigin = process.env.VERITY_SERVER_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/api', '/auth', '/engine', '/cost', '/.well-known'];

export default defineConfig({
  plugins: [react(), tailwindcss(), hashedClassicScripts(), prerenderPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: serverOrigin, changeOrigin: true }])),
  },
  build: {
    // `scripts/bundle-size.ts` reads the manifest to measure what `/` loads before first paint.
    manifest: true,
    target: 'es2022',
  },
});
