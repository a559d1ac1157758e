/**
 * Sets `key` in a map used as a bounded cache: when it already holds `limit` entries, the one
 * set longest ago goes first (Maps iterate in insertion order).
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  if (map.size >= limit) map.delete(map.keys().next().value as K);
  map.set(key, value);
}
