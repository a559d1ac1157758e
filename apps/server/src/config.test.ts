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

  it('refuses test routes in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ENABLE_TEST_ROUTES: 'true' })).toThrow(/ENABLE_TEST_ROUTES/);
  });

  it('splits ADMIN_EMAILS', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' A@x.io, b@y.io ,' }).ADMIN_EMAILS).toEqual(['a@x.io', 'b@y.io']);
  });
});
