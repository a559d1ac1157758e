/**
 * Reads an analysis request body from its UTF-8 bytes. The result equals `JSON.parse` of the
 * decoded text, except that each array of plain numbers (and nulls) directly inside the
 * top-level `data` object arrives as a Float64Array, null as NaN (which ingest reads as missing).
 *
 * Why: a 50 MB dataset through `TextDecoder` + `JSON.parse` exists as bytes, then as a 50 MB
 * string, then as millions of heap numbers, then as packed arrays, before ingest copies it once
 * more into typed columns. Read here, the numbers go from the bytes straight into the typed
 * columns ingest keeps, and everything else (the hypothesis, other columns, rows) still goes
 * through `JSON.parse`, so its meaning and its errors are JSON's own.
 *
 * Numbers are converted exactly as `JSON.parse` converts them: a token whose digits fit in 2^53
 * with a power of ten up to 22 is one correctly rounded IEEE operation (both operands exact);
 * any other token is handed to `Number`, and a column with many such tokens to `JSON.parse`.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const LOWER_E = 0x65;
const UPPER_E = 0x45;

/** Exact powers of ten: every one up to 10^22 is representable as a double. */
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);
const TWO_53 = 2 ** 53;

const decoder = new TextDecoder();

function isSpace(b: number): boolean {
  return b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
}

function isDigit(b: number): boolean {
  return b >= ZERO && b <= NINE;
}

/** Tokens of one column converted by `Number` after which the rest of the column goes to JSON.parse. */
const SLOW_TOKENS_BEFORE_JSON_PARSE = 64;

class Reader {
  pos: number;
  /** tokens of the current column that were not one exact IEEE operation */
  slowTokens = 0;

  constructor(readonly bytes: Uint8Array) {
    // TextDecoder drops a leading byte-order mark before JSON.parse sees the text: so do we.
    this.pos = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  }

  fail(what: string): never {
    throw new SyntaxError(`${what} at byte ${this.pos}`);
  }

  skipSpace(): number {
    const { bytes } = this;
    while (this.pos < bytes.length && isSpace(bytes[this.pos]!)) this.pos += 1;
    return this.pos < bytes.length ? bytes[this.pos]! : -1;
  }

  expect(byte: number, what: string): void {
    if (this.skipSpace() !== byte) this.fail(`expected ${what}`);
    this.pos += 1;
  }

  /** Parses bytes [start, end) with JSON.parse: the one place values other than numbers are made. */
  parseSlice(start: number, end: number): unknown {
    return JSON.parse(decoder.decode(this.bytes.subarray(start, end)));
  }

  /** Moves past one JSON value of any kind and returns where it started; JSON.parse checks it later. */
  skipValue(): number {
    const { bytes } = this;
    const start = this.pos;
    let depth = 0;
    while (this.pos < bytes.length) {
      const b = bytes[this.pos]!;
      if (b === QUOTE) {
        this.skipString();
        if (depth === 0) return start;
        continue;
      }
      if (b === OPEN_BRACE || b === OPEN_BRACKET) depth += 1;
      else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) {
        if (depth === 0) return start; // the end of the enclosing container
        depth -= 1;
        if (depth === 0) {
          this.pos += 1;
          return start;
        }
      } else if (depth === 0 && (b === COMMA || isSpace(b))) return start;
      this.pos += 1;
    }
    if (depth > 0) this.fail('unterminated value');
    return start;
  }

  skipString(): void {
    const { bytes } = this;
    this.pos += 1; // opening quote
    while (this.pos < bytes.length) {
      const b = bytes[this.pos]!;
      if (b === BACKSLASH) this.pos += 2;
      else if (b === QUOTE) {
        this.pos += 1;
        return;
      } else this.pos += 1;
    }
    this.fail('unterminated string');
  }

  readKey(): string {
    if (this.skipSpace() !== QUOTE) this.fail('expected a quoted member name');
    const start = this.pos;
    this.skipString();
    return this.parseSlice(start, this.pos) as string;
  }

  /** Any value, through JSON.parse. */
  readValue(): unknown {
    this.skipSpace();
    const start = this.skipValue();
    if (this.pos === start) this.fail('expected a value');
    return this.parseSlice(start, this.pos);
  }

  /**
   * `{ "name": value, … }`, each value read by `readMember`. Members are defined the way
   * JSON.parse defines them: `__proto__` is an ordinary key, and a repeated key keeps its first
   * position and its last value.
   */
  readObject(readMember: (key: string) => unknown): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    this.expect(OPEN_BRACE, '{');
    if (this.skipSpace() === CLOSE_BRACE) {
      this.pos += 1;
      return result;
    }
    for (;;) {
      const key = this.readKey();
      this.expect(COLON, ':');
      const value = readMember(key);
      Object.defineProperty(result, key, { value, writable: true, enumerable: true, configurable: true });
      const next = this.skipSpace();
      this.pos += 1;
      if (next === CLOSE_BRACE) return result;
      if (next !== COMMA) this.fail('expected , or }');
    }
  }

  /** A column: an array of plain numbers and nulls becomes a Float64Array; anything else is JSON's. */
  readColumn(): unknown {
    if (this.skipSpace() !== OPEN_BRACKET) return this.readValue();
    const start = this.pos;
    const count = this.countNumbers();
    if (count === null) {
      this.pos = start;
      return this.readValue();
    }
    const values = new Float64Array(count);
    this.pos = start + 1;
    this.slowTokens = 0;
    for (let i = 0; i < count; i += 1) {
      this.skipSpace();
      values[i] = this.readNumberOrNull();
      this.skipSpace();
      this.pos += 1; // the comma or the closing bracket, both checked by countNumbers
      if (this.slowTokens > SLOW_TOKENS_BEFORE_JSON_PARSE) {
        // Full-precision doubles (16–17 digits, what JSON.stringify writes for computed values)
        // go one by one through Number: JSON.parse of the whole column is twice as fast then.
        this.pos = start;
        const parsed = this.readValue() as Array<number | null>;
        for (let k = 0; k < count; k += 1) values[k] = parsed[k] ?? Number.NaN;
        return values;
      }
    }
    if (count === 0) this.expect(CLOSE_BRACKET, ']');
    return values;
  }

  /** How many elements the array at `pos` has, if every one is a JSON number or null; else null. */
  countNumbers(): number | null {
    const { bytes } = this;
    this.pos += 1; // [
    if (this.skipSpace() === CLOSE_BRACKET) return 0;
    let count = 0;
    for (;;) {
      this.skipSpace();
      if (!this.skipNumberOrNull()) return null;
      count += 1;
      const next = this.skipSpace();
      this.pos += 1;
      if (next === CLOSE_BRACKET) return count;
      if (next !== COMMA) return null;
      if (this.pos >= bytes.length) return null;
    }
  }

  /** Moves past one number (JSON's grammar exactly) or `null`; false if neither is here. */
  skipNumberOrNull(): boolean {
    const { bytes } = this;
    let p = this.pos;
    if (bytes[p] === 0x6e) {
      if (bytes[p + 1] === 0x75 && bytes[p + 2] === 0x6c && bytes[p + 3] === 0x6c) {
        this.pos = p + 4;
        return true;
      }
      return false;
    }
    if (bytes[p] === MINUS) p += 1;
    if (bytes[p] === ZERO) p += 1;
    else if (isDigit(bytes[p] ?? -1)) while (isDigit(bytes[p] ?? -1)) p += 1;
    else return false;
    if (bytes[p] === DOT) {
      p += 1;
      if (!isDigit(bytes[p] ?? -1)) return false;
      while (isDigit(bytes[p] ?? -1)) p += 1;
    }
    if (bytes[p] === LOWER_E || bytes[p] === UPPER_E) {
      p += 1;
      if (bytes[p] === PLUS || bytes[p] === MINUS) p += 1;
      if (!isDigit(bytes[p] ?? -1)) return false;
      while (isDigit(bytes[p] ?? -1)) p += 1;
    }
    this.pos = p;
    return true;
  }

  /** The value of a token `skipNumberOrNull` accepted; NaN for null. */
  readNumberOrNull(): number {
    const { bytes } = this;
    const start = this.pos;
    if (bytes[start] === 0x6e) {
      this.pos += 4;
      return Number.NaN;
    }
    let p = start;
    const negative = bytes[p] === MINUS;
    if (negative) p += 1;
    let mantissa = 0;
    while (isDigit(bytes[p] ?? -1)) {
      mantissa = mantissa * 10 + (bytes[p]! - ZERO);
      p += 1;
    }
    let scale = 0;
    if (bytes[p] === DOT) {
      p += 1;
      while (isDigit(bytes[p] ?? -1)) {
        mantissa = mantissa * 10 + (bytes[p]! - ZERO);
        scale -= 1;
        p += 1;
      }
    }
    // Digits only ever add to the mantissa, so below 2^53 at the end means exact all along.
    const exact = mantissa < TWO_53;
    if (bytes[p] === LOWER_E || bytes[p] === UPPER_E) {
      p += 1;
      let sign = 1;
      if (bytes[p] === PLUS) p += 1;
      else if (bytes[p] === MINUS) {
        sign = -1;
        p += 1;
      }
      let exponent = 0;
      while (isDigit(bytes[p] ?? -1)) {
        if (exponent < 1e6) exponent = exponent * 10 + (bytes[p]! - ZERO);
        p += 1;
      }
      scale += sign * exponent;
    }
    this.pos = p;
    if (exact && scale >= -22 && scale <= 22) {
      const magnitude = scale >= 0 ? mantissa * POW10[scale]! : mantissa / POW10[-scale]!;
      return negative ? -magnitude : magnitude;
    }
    this.slowTokens += 1;
    return Number(decoder.decode(bytes.subarray(start, p)));
  }
}

/** `JSON.parse` of the body, with numeric columns of `data` as Float64Array (see above). */
export function readAnalysisBody(bytes: Uint8Array): unknown {
  const reader = new Reader(bytes);
  if (reader.skipSpace() !== OPEN_BRACE) return JSON.parse(decoder.decode(bytes));
  const body = reader.readObject((key) =>
    key === 'data' && reader.skipSpace() === OPEN_BRACE ? reader.readObject(() => reader.readColumn()) : reader.readValue(),
  );
  if (reader.skipSpace() !== -1) reader.fail('unexpected content after the body');
  return body;
}

/** The same value with every Float64Array column back as a plain array (NaN as null). */
export function plainColumns(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  const data = body.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return value;
  const columns = data as Record<string, unknown>;
  for (const key of Object.keys(columns)) {
    const column = columns[key];
    if (column instanceof Float64Array) columns[key] = Array.from(column, (x) => (Number.isNaN(x) ? null : x));
  }
  return value;
}
