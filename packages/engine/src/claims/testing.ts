/** Test support: the real catalog, loaded once per test file. Not used by production code. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Catalog } from './catalog/create-catalog.ts';
import { loadCatalog } from './catalog/load-catalog.ts';

let cached: Catalog | undefined;

export function testCatalog(): Catalog {
  if (!cached) {
    const loaded = loadCatalog({ log: () => {} });
    if (!loaded.ok) throw new Error(`catalog did not load: ${JSON.stringify(loaded.status.filter((s) => !s.ok))}`);
    cached = loaded.catalog;
  }
  return cached;
}

export interface LabelledClaim {
  id: string;
  claim: string;
  label: 'true' | 'false' | 'unverifiable';
  reason?: string;
}

export function readFixture(name: string): LabelledClaim[] {
  const path = fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
  return readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as LabelledClaim);
}
