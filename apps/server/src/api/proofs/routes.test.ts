import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSigningKey } from '@verity/engine/proof/signing';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { startTestServer, type TestServer } from '../../testing/test-app.ts';
import { loadProofSigner } from './signing-keys.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('proof keys', () => {
  it('publishes the generated key with its kid', async () => {
    const res = await fetch(`${server.url}/.well-known/verity-keys.json`);
    expect(res.status).toBe(200);
    const { keys } = (await res.json()) as any;
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', kid: server.app.deps.proofSigner.keyId });
    expect(keys[0].d).toBeUndefined();
  });

  it('uses PROOF_SIGNING_KEY when given', async () => {
    const key = generateSigningKey();
    const other = await startTestServer({ PROOF_SIGNING_KEY: key.privateKeyPem });
    try {
      expect(other.app.deps.proofSigner.keyId).toBe(key.keyId);
      const { keys } = (await (await fetch(`${other.url}/.well-known/verity-keys.json`)).json()) as any;
      expect(keys.map((k: { kid: string }) => k.kid)).toEqual([key.keyId]);
    } finally {
      await other.close();
    }
  });

  it('keeps one stored key across restarts after a start with PROOF_SIGNING_KEY', async () => {
    const handle = await openDatabase({ dataDir: ':memory:' });
    try {
      await runMigrations(handle);
      const fromEnv = generateSigningKey();
      expect((await loadProofSigner(handle.db, fromEnv.privateKeyPem)).keyId).toBe(fromEnv.keyId);
      const first = await loadProofSigner(handle.db);
      expect(first.keyId).not.toBe(fromEnv.keyId);
      const again = await loadProofSigner(handle.db);
      expect(again.keyId).toBe(first.keyId);
      const stored = await handle.query('select kid from proof_signing_keys');
      expect(stored).toHaveLength(2);
    } finally {
      await handle.close();
    }
  });

  it('answers 404 for an unknown proof and 400 for a malformed id', async () => {
    const missing = await fetch(`${server.url}/api/proofs/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    const bad = await fetch(`${server.url}/api/proofs/not-a-uuid`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).message).toContain('params.id');
  });
});
