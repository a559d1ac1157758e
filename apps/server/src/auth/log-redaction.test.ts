import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides one-time tokens and codes in query strings, keeps the rest', () => {
    expect(redactUrl('/auth/v1/verify?token=pkce_abc123&type=signup&redirect_to=http%3A%2F%2Fx')).toBe(
      '/auth/v1/verify?token=[redacted]&type=signup&redirect_to=http%3A%2F%2Fx',
    );
    expect(redactUrl('/cb?code=xyz&sb_flow_id=1')).toBe('/cb?code=[redacted]&sb_flow_id=1');
    expect(redactUrl('/auth/v1/token?grant_type=refresh_token')).toBe('/auth/v1/token?grant_type=refresh_token');
  });
});
