import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// The built bundle is public: no server-only variable name, key or secret may be inside it.
const dist = fileURLToPath(new URL('../dist', import.meta.url));
const FORBIDDEN = [
  'PRIVATE KEY',
  'sk_live_',
  'sk_test_',
  'whsec_',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'AUTH_KEY_ENCRYPTION_SECRET',
  'PROOF_SIGNING_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'service_role',
];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : [full];
  });
}

test('the built bundle holds no server secret or server-only variable', () => {
  const assets = files(dist).filter((f) => /\.(js|html|css|json|map)$/.test(f));
  expect(assets.length).toBeGreaterThan(0);
  for (const file of assets) {
    const text = fs.readFileSync(file, 'utf8');
    for (const needle of FORBIDDEN) {
      expect(text.includes(needle), `${path.relative(dist, file)} contains ${needle}`).toBe(false);
    }
  }
});
