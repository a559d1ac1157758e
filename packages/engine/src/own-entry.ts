/**
 * `table[key]` among the table's own entries only. Words come from users, and a plain object
 * answers words like "constructor" or "toString" with what it inherits from Object.prototype.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
