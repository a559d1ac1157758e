/**
 * RFC 8785 JSON Canonicalization Scheme (JCS).
 *
 * JCS = JSON with object keys sorted by UTF-16 code units, ECMAScript number
 * serialisation and JSON.stringify string escaping. Everything here is pure so
 * the browser verifier can use it. Non-finite numbers and lone surrogates are
 * rejected (I-JSON), because they have no canonical form.
 */
export class CanonicalJsonError extends Error {
  override name = 'CanonicalJsonError';
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function serializeString(s: string): string {
  if (LONE_SURROGATE.test(s)) throw new CanonicalJsonError('string contains a lone surrogate');
  // JSON.stringify escapes exactly the set RFC 8785 §3.2.2.2 requires, with lowercase hex.
  return JSON.stringify(s);
}

function serializeNumber(n: number): string {
  if (!Number.isFinite(n)) throw new CanonicalJsonError(`number ${String(n)} is not allowed in canonical JSON`);
  // ECMAScript Number::toString is the JCS number format; -0 becomes "0".
  return Object.is(n, -0) ? '0' : String(n);
}

function serialize(value: unknown, out: string[], seen: Set<object>): void {
  if (value === null) {
    out.push('null');
    return;
  }
  switch (typeof value) {
    case 'boolean':
      out.push(value ? 'true' : 'false');
      return;
    case 'number':
      out.push(serializeNumber(value));
      return;
    case 'string':
      out.push(serializeString(value));
      return;
    case 'bigint':
      throw new CanonicalJsonError('bigint is not allowed in canonical JSON');
    case 'object':
      break;
    default:
      throw new CanonicalJsonError(`${typeof value} is not allowed in canonical JSON`);
  }
  const obj = value as { toJSON?: () => unknown };
  if (typeof obj.toJSON === 'function') {
    serialize(obj.toJSON(), out, seen);
    return;
  }
  if (seen.has(obj)) throw new CanonicalJsonError('cyclic structure');
  seen.add(obj);
  if (Array.isArray(obj) || ArrayBuffer.isView(obj)) {
    const arr = obj as ArrayLike<unknown>;
    out.push('[');
    for (let i = 0; i < arr.length; i++) {
      if (i > 0) out.push(',');
      const v = arr[i];
      // JSON semantics: holes, undefined and functions inside arrays become null.
      if (v === undefined || typeof v === 'function' || typeof v === 'symbol') out.push('null');
      else serialize(v, out, seen);
    }
    out.push(']');
  } else {
    const rec = obj as Record<string, unknown>;
    const keys = Object.keys(rec).filter((k) => {
      const v = rec[k];
      return v !== undefined && typeof v !== 'function' && typeof v !== 'symbol';
    });
    keys.sort(); // default sort compares UTF-16 code units, as RFC 8785 §3.2.3 requires
    out.push('{');
    keys.forEach((k, i) => {
      if (i > 0) out.push(',');
      out.push(serializeString(k), ':');
      serialize(rec[k], out, seen);
    });
    out.push('}');
  }
  seen.delete(obj);
}

/** Canonical JSON text of `value` (RFC 8785). Throws CanonicalJsonError on NaN, ±Infinity, bigint, cycles. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) throw new CanonicalJsonError('undefined has no JSON form');
  const out: string[] = [];
  serialize(value, out, new Set());
  return out.join('');
}
