import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { merkleLeafHash, merkleNodeHash, merkleProof, merkleRoot } from '../../proof/merkle.ts';
import { fromHex, sha256HexPure } from '../../proof/sha256.ts';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from '../verify/verify-claim.ts';
import { createCatalog, fastRowLeafData, rowLeafData } from './create-catalog.ts';
import { BUILTIN_DATASETS } from './datasets.ts';
import { loadCatalog, NODE_HASHER, vegaDataDir } from './load-catalog.ts';
import { MerkleIndex } from './merkle-index.ts';
import { parseCsv, parseJsonRows } from './parse-text.ts';

describe('catalog', () => {
  it('loads the ten pinned files with the documented row counts', () => {
    const c = testCatalog();
    const counts = Object.fromEntries(c.datasets.map((t) => [t.def.id, t.rows.length]));
    expect(counts).toEqual({
      gapminder: 682, 'gapminder-health-income': 187, 'co2-concentration': 741, 'global-temp': 144, 'iowa-electricity': 51,
      'unemployment-across-industries': 1708, 'us-employment': 120, weather: 2922, income: 520, population: 570,
    });
    expect(c.byId.get('gapminder')!.entities).toHaveLength(62);
    expect(c.byId.get('gapminder-health-income')!.entities).toHaveLength(187);
    expect(c.byId.get('population')!.years).not.toContain(1890);
  });

  it('refuses a file whose bytes differ from the pinned SHA-256, and says so', () => {
    const dir = mkdtempSync(join(tmpdir(), 'verity-claims-'));
    for (const d of BUILTIN_DATASETS) copyFileSync(join(vegaDataDir(), d.file), join(dir, d.file));
    const text = readFileSync(join(dir, 'global-temp.csv'), 'utf8');
    writeFileSync(join(dir, 'global-temp.csv'), text.replace('2023,1.17', '2023,1.18'));
    const logs: string[] = [];
    const loaded = loadCatalog({ dataDir: dir, log: (m) => logs.push(m) });
    expect(loaded.ok).toBe(false);
    const bad = loaded.status.find((s) => s.id === 'global-temp')!;
    expect(bad.ok).toBe(false);
    expect(bad.error).toMatch(/SHA-256 mismatch/);
    expect(logs.join('\n')).toMatch(/global-temp.*refused/);
    expect(loaded.catalog.byId.has('global-temp')).toBe(false);
    expect(loaded.catalog.byId.has('gapminder')).toBe(true);
    // With the file refused, a claim about it is not verified from other data.
    expect(verifyClaim('The global temperature anomaly topped 1 degree in 2020', loaded.catalog).verdict).toBe('unverifiable');
  });

  it('the cached Merkle tree equals the proof module (roots and paths), with either hasher', () => {
    const t = testCatalog().byId.get('gapminder-health-income')!;
    const leaves = t.rows.map((r, i) => merkleLeafHash(rowLeafData(i, r)));
    expect(t.merkle.leaves).toEqual(leaves);
    expect(t.merkle.root).toBe(merkleRoot(leaves));
    for (const i of [0, 1, 63, 64, 100, 186]) expect(t.merkle.path(i)).toEqual(merkleProof(leaves, i));
    const pure = MerkleIndex.fromLeafHashes(leaves);
    expect(pure.root).toBe(t.merkle.root);
    expect(pure.path(100)).toEqual(merkleProof(leaves, 100));
    const hex = (b: Uint8Array) => NODE_HASHER.hex(b);
    expect(hex(NODE_HASHER.leaf('{"a":1}'))).toBe(merkleLeafHash('{"a":1}'));
    expect(hex(NODE_HASHER.node(fromHex(leaves[0]!), fromHex(leaves[1]!)))).toBe(merkleNodeHash(leaves[0]!, leaves[1]!));
    expect(t.merkle.leavesDigest([0, 1])).toBe(sha256HexPure(leaves[0]! + leaves[1]!));
  });

  it('the fast leaf serialiser equals RFC 8785 canonicalJson on every row of every dataset', () => {
    for (const t of testCatalog().datasets) {
      t.rows.forEach((r, i) => { if (fastRowLeafData(i, r) !== rowLeafData(i, r)) throw new Error(`${t.def.id} row ${i} differs`); });
    }
    const odd = { 'é': 'a"\\\n\u2028', b: -0, a: 1e21, c: null, 'e\u0301': 0.1, Z: 'z' } as Record<string, string | number | null>;
    expect(fastRowLeafData(3, odd)).toBe(rowLeafData(3, odd));
  });

  it('the pinned Merkle roots are what the rows hash to (trees are built lazily and checked)', () => {
    const c = testCatalog();
    for (const t of c.datasets) expect(t.merkle.root, t.def.id).toBe(t.def.merkleRoot);
    const def = BUILTIN_DATASETS.find((d) => d.id === 'global-temp')!;
    const rows = parseCsv(readFileSync(join(vegaDataDir(), def.file), 'utf8'));
    rows[0]!.temp = 0;
    const forged = createCatalog([{ def, rows }]);
    expect(() => forged.byId.get('global-temp')!.merkle).toThrow(/differs from the pinned/);
    // Without a pinned root the tree is built at once.
    const fresh = createCatalog([{ def: { ...def, merkleRoot: undefined }, rows }]);
    expect(fresh.manifest.datasets[0]!.merkleRoot).not.toBe(def.merkleRoot);
  });

  it('publishes a manifest with per-dataset roots, hashes, licences and attribution', () => {
    const c = testCatalog();
    expect(c.manifest.datasets).toHaveLength(10);
    for (const d of c.manifest.datasets) {
      expect(d.merkleRoot).toMatch(/^[0-9a-f]{64}$/);
      expect(d.sha256).toBe(BUILTIN_DATASETS.find((x) => x.id === d.id)!.sha256);
      expect(d.attribution.length).toBeGreaterThan(10);
      expect(d.licence.name.length).toBeGreaterThan(3);
    }
    expect(c.manifestSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('createCatalog is pure: the same rows parsed in memory give the same roots', () => {
    const def = BUILTIN_DATASETS.find((d) => d.id === 'iowa-electricity')!;
    const rows = parseCsv(readFileSync(join(vegaDataDir(), def.file), 'utf8'));
    const c = createCatalog([{ def, rows }]);
    expect(c.byId.get('iowa-electricity')!.merkle.root).toBe(testCatalog().byId.get('iowa-electricity')!.merkle.root);
    expect(verifyClaim('Nuclear power generated more electricity in Iowa than renewables did in 2002', c).verdict).toBe('supported');
  });

  it('parses quoted CSV and refuses ragged rows and nested JSON', () => {
    expect(parseCsv('a,b\n"x, y",2\n')).toEqual([{ a: 'x, y', b: 2 }]);
    expect(parseCsv('a,b\n"say ""hi""",\n')).toEqual([{ a: 'say "hi"', b: null }]);
    expect(() => parseCsv('a,b\n1,2,3\n')).toThrow(/3 fields/);
    expect(() => parseJsonRows('[{"a":{"b":1}}]')).toThrow(/not a string/);
  });
});
