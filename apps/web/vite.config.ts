import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The pre-paint theme script is a classic script (it must run before first paint, and the CSP
 * forbids inline ones), so Vite does not bundle it. In builds it is emitted under a content
 * hash in assets/, which the server caches as immutable, and index.html points at that copy.
 */
function hashedThemeInit(): Plugin {
  const source = readFileSync(fileURLToPath(new URL('./public/theme-init.js', import.meta.url)));
  const fileName = `assets/theme-init-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  return {
    name: 'verity:hashed-theme-init',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: (html) => html.replace('src="/theme-init.js"', `src="/${fileName}"`),
  };
}

const serverOrigin = process.env.VERITY_SERVER_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/api', '/auth', '/engine', '/cost', '/.well-known'];

export default defineConfig({
  plugins: [react(), tailwindcss(), hashedThemeInit()],
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
