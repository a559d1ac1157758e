import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverOrigin = process.env.VERITY_SERVER_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/api', '/auth', '/engine', '/cost', '/.well-known'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
