/** Text normalisation shared by alias building and claim parsing, so both sides match alike. */

export interface Token {
  /** Normalised form: lower case, no diacritics, no dots or apostrophes, possessive 's dropped. */
  norm: string;
  raw: string;
  start: number;
  end: number;
}

/** NFC, typographic quotes and dashes folded, whitespace collapsed: the claim as we record it. */
export function cleanClaim(s: string): string {
  return s
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02BC\u2032]/g, "'")
    .replace(/[\u201C\u201D\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u00A0|\u2009|\u202F/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function normWord(raw: string): string {
  return raw
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'s$/, '')
    .replace(/s'$/, 's')
    .replace(/['.]/g, '');
}

// Tokens keep letters, digits and inner dots/apostrophes (U.S., d'Ivoire, 4.6); the rest splits.
const TOKEN = /[\p{L}\p{N}$%&][\p{L}\p{N}$%&'\u2019.]*/gu;

export function tokenize(s: string): Token[] {
  const out: Token[] = [];
  for (const m of s.matchAll(TOKEN)) {
    let raw = m[0];
    // A sentence-final or abbreviation dot is not part of a word unless it is an initialism (U.S.).
    if (raw.endsWith('.') && !/^(?:\p{L}\.){2,}$/u.test(raw)) raw = raw.replace(/\.+$/, '');
    const norm = normWord(raw);
    if (norm === '') continue;
    out.push({ norm, raw, start: m.index, end: m.index + raw.length });
  }
  return out;
}

export function normPhrase(s: string): string {
  return tokenize(cleanClaim(s)).map((t) => t.norm).join(' ');
}

/** Short all-capital aliases (US, UK, NYC) only match in capitals, so "us" the pronoun does not. */
export function isCaseSensitiveAlias(alias: string): boolean {
  const letters = alias.replace(/[^\p{L}]/gu, '');
  return letters.length > 0 && letters.length <= 4 && letters === letters.toUpperCase();
}
