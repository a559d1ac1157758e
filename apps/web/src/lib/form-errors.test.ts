import { describe, expect, it } from 'vitest';
import { contactSubmissionSchema, demoRequestSchema, LEAD_FIELD_LIMITS } from '@verity/contracts/leads';
import { fieldErrors, firstInvalid, invalidProps } from './form-errors';

const rules = {
  name: { max: 5, required: true },
  email: { max: LEAD_FIELD_LIMITS.email, required: true, email: true },
  note: { max: 3 },
};

describe('fieldErrors', () => {
  it('is empty for valid values, trimming as the server does', () => {
    expect(fieldErrors(rules, { name: ' Ada  ', email: ' ada@example.com ', note: '' })).toEqual({});
  });

  it('names each problem in words, one per field', () => {
    expect(fieldErrors(rules, { name: '  ', email: 'not-an-email', note: 'long' })).toEqual({
      name: 'This field is required',
      email: 'Enter a valid email address, like name@company.com',
      note: 'Use at most 3 characters (now 4)',
    });
  });

  it('formats large limits with thousands separators', () => {
    expect(fieldErrors({ m: { max: 4000 } }, { m: 'x'.repeat(4001) })).toEqual({
      m: 'Use at most 4,000 characters (now 4,001)',
    });
  });

  it.each(['not-an-email', 'a@b', 'a..b@c.de', 'x@y.z', 'name@company.com', 'first.last+tag@sub.example.org'])(
    'agrees with the server schema on %s',
    (email) => {
      const server = demoRequestSchema.safeParse({ name: 'A', company: 'C', email }).success;
      expect(fieldErrors(rules, { name: 'A', email, note: '' }).email === undefined).toBe(server);
    },
  );

  it('a contact name at the per-field limit fits the server limit once joined', () => {
    const half = Math.floor((LEAD_FIELD_LIMITS.contactFullName - 1) / 2);
    const name = `${'a'.repeat(half)} ${'b'.repeat(half)}`;
    expect(contactSubmissionSchema.safeParse({ name, email: 'a@b.co', company: 'C', message: 'M' }).success).toBe(true);
  });
});

describe('firstInvalid and invalidProps', () => {
  it('picks the first invalid field in form order', () => {
    expect(firstInvalid(['name', 'email', 'note'], { note: 'x', email: 'y' })).toBe('email');
    expect(firstInvalid(['name'], {})).toBeUndefined();
  });

  it('ties an invalid control to its error line', () => {
    expect(invalidProps('f', 'bad')).toEqual({ 'aria-invalid': true, 'aria-describedby': 'f-error' });
    expect(invalidProps('f', undefined)).toEqual({});
  });
});
