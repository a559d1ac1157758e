import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.ENGINE_PORT).toBe(3001);
    expect(config.COST_PORT).toBe(3002);
    expect(config.RATE_LIMIT_SCALE).toBe(1);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', RATE_LIMIT_SCALE: '-1', ENGINE_PORT: '70000' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('RATE_LIMIT_SCALE');
      expect(message).toContain('ENGINE_PORT');
    }
  });

  it('accepts an Ed25519 PKCS#8 key as PROOF_SIGNING_KEY (also with literal \\n) and names anything else', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(loadConfig({ PROOF_SIGNING_KEY: pem }).PROOF_SIGNING_KEY).toBe(pem);
    expect(() => loadConfig({ PROOF_SIGNING_KEY: pem.replace(/\n/g, '\\n') })).not.toThrow();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    for (const bad of ['-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----', rsa]) {
      expect(() => loadConfig({ PROOF_SIGNING_KEY: bad })).toThrow(/PROOF_SIGNING_KEY: must be an Ed25519 private key/);
    }
  });

  it('refuses test routes in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ENABLE_TEST_ROUTES: 'true' })).toThrow(/ENABLE_TEST_ROUTES/);
  });

  it('splits ADMIN_EMAILS', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' A@x.io, b@y.io ,' }).ADMIN_EMAILS).toEqual(['a@x.io', 'b@y.io']);
  });
});
