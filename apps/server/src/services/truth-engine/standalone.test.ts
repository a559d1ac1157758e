// `npm run start:engine` as a real process: its health check, one analysis whose proof
// verifies, and the signing key it picks when PROOF_SIGNING_KEY is set, bad, or unset.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSigningKey, publicJwk } from '@verity/engine/proof/signing';
import { verifyProof } from '@verity/engine/proof/verify-proof';
import { openDatabase } from '../../db/client.ts';
import { loadProofSigner } from '../../api/proofs/signing-keys.ts';

const ENTRY = fileURLToPath(new URL('./standalone.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../../../../../', import.meta.url));

interface Engine {
  child: ChildProcess;
  url: string;
  stop(): Promise<number | null>;
}

const running = new Set<ChildProcess>();
const scratchDirs: string[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of scratchDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function scratchDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verity-engine-'));
  scratchDirs.push(dir);
  return dir;
}

/** Spawns the engine on an ephemeral port; resolves with its URL once it listens, or its exit. */
function startEngine(env: Record<string, string>): Promise<Engine | { code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: REPO,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ENGINE_PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ENGINE_WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
    running.delete(child);
    resolve(code);
  }));
  return new Promise((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (m) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({
          child,
          url: m[1]!,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    void exited.then((code) => resolve({ code, stderr: stderr + stdout }));
  });
}

function isEngine(x: Engine | { code: number | null }): x is Engine {
  return 'url' in x;
}

const analysis = {
  hypothesis: 'Higher marketing spend increases revenue',
  data: {
    marketing_spend: [12, 18, 25, 31, 38, 44, 52, 57, 63, 71, 78, 85, 90, 96],
    revenue: [55, 70, 92, 101, 130, 139, 170, 178, 199, 225, 240, 262, 281, 300],
  },
  analysisType: 'causal',
};

async function analyse(url: string) {
  const res = await fetch(`${url}/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(analysis),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('npm run start:engine', () => {
  it('serves its health check and analyses, signing with PROOF_SIGNING_KEY', async () => {
    const key = generateSigningKey();
    const engine = await startEngine({ PROOF_SIGNING_KEY: key.privateKeyPem, DATA_DIR: '/nonexistent/never-opened' });
    if (!isEngine(engine)) throw new Error(`engine did not start: ${JSON.stringify(engine)}`);
    try {
      for (const health of ['/health', '/engine/health']) {
        const res = await fetch(engine.url + health);
        expect(res.status, health).toBe(200);
        expect(await res.json()).toMatchObject({ ok: true, service: 'truth-engine' });
      }
      const res = await analyse(engine.url);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('passed');
      expect(res.body.counterHypotheses.length).toBeGreaterThanOrEqual(3);
      expect(res.body.proof.keyId).toBe(key.keyId);
      expect((await verifyProof(res.body.proof, publicJwk(key.publicKey))).valid).toBe(true);
      // The embedded path works too, and the published key set is the one that signed.
      expect((await fetch(`${engine.url}/engine/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(analysis) })).status).toBe(200);
      const keys = (await (await fetch(`${engine.url}/.well-known/verity-keys.json`)).json()) as { keys: { kid: string }[] };
      expect(keys.keys.map((k) => k.kid)).toEqual([key.keyId]);
      // Bad input is a 400 in our shape, not a 500.
      const bad = await fetch(`${engine.url}/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"hypothesis":' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: 'invalid_request' });
    } finally {
      expect(await engine.stop()).toBe(0);
    }
  });

  it('refuses to start, naming PROOF_SIGNING_KEY, when the key is not a PEM private key', async () => {
    const out = await startEngine({ PROOF_SIGNING_KEY: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----' });
    if (isEngine(out)) throw new Error('engine started with a broken key');
    expect(out.code).toBe(78);
    expect(out.stderr).toContain('PROOF_SIGNING_KEY');
  });

  it('without PROOF_SIGNING_KEY, refuses clearly when the server holds the database', async () => {
    const dir = scratchDir();
    fs.writeFileSync(path.join(dir, 'verity.lock'), String(process.pid)); // a live process holds it
    const out = await startEngine({ DATA_DIR: dir });
    if (isEngine(out)) throw new Error('engine opened a database another process holds');
    expect(out.code).toBe(78);
    expect(out.stderr).toContain('PROOF_SIGNING_KEY');
    expect(out.stderr).toContain(`pid ${process.pid}`);
  });

  it("without PROOF_SIGNING_KEY, signs with the key the main server keeps in the database", async () => {
    const dir = scratchDir();
    const engine = await startEngine({ DATA_DIR: dir });
    if (!isEngine(engine)) throw new Error(`engine did not start: ${JSON.stringify(engine)}`);
    let keyId: string;
    try {
      const res = await analyse(engine.url);
      expect(res.status).toBe(200);
      keyId = res.body.proof.keyId;
      // The engine let go of the database once it had the key.
      expect(fs.existsSync(path.join(dir, 'verity.lock'))).toBe(false);
    } finally {
      expect(await engine.stop()).toBe(0);
    }
    const db = await openDatabase({ dataDir: dir });
    try {
      expect((await loadProofSigner(db.db)).keyId).toBe(keyId);
    } finally {
      await db.close();
    }
  });
});
