/**
 * `table[key]` among the table's own entries only. Words come from users, and a plain object
 * answers words like "constructor" or "toString" with what it inherits from Object.prototype.
 */
/**
 * The one key a plain object cannot hold as data: assigning it sets the prototype instead.
 * Columns of that name are refused by name wherever data lands in plain objects.
 */
export const RESERVED_COLUMN = '__proto__';

export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
