import type { KeyObject } from 'node:crypto';
import { loadCatalog, type LoadedCatalog } from '@verity/engine/claims/catalog/load-catalog';
import { signEnvelope } from '@verity/engine/proof/signing';
import type { CatalogManifest } from '@verity/engine/claims/catalog/create-catalog';

export interface ServedCatalog {
  loaded: LoadedCatalog;
  /** The manifest with per-dataset Merkle roots, signed by the server's proof key. */
  signedManifest: { manifest: CatalogManifest; manifestSha256: string; signature: string; kid: string };
}

/**
 * Loads the pinned datasets once at start-up. A dataset whose bytes do not match its pinned
 * SHA-256 is refused (the loader logs which and why) and verification is switched off.
 */
let loadedOnce: LoadedCatalog | undefined;

export function loadServedCatalog(privateKey: KeyObject, log: (message: string) => void): ServedCatalog {
  // The files are pinned and immutable: one load serves every app built in this process.
  const loaded = (loadedOnce ??= loadCatalog({ log }));
  const { manifest, manifestSha256 } = loaded.catalog;
  const { signature, keyId } = signEnvelope({ manifest, manifestSha256 }, privateKey);
  return { loaded, signedManifest: { manifest, manifestSha256, signature, kid: keyId } };
}

/**
 * Builds each dataset's Merkle tree in its own event-loop turn (the pinned roots let start-up skip
 * them); without this the first verification touching a dataset paid for the whole tree.
 */
export function warmServedCatalog(served: ServedCatalog): void {
  const tables = [...served.loaded.catalog.datasets];
  const next = (): void => {
    const t = tables.shift();
    if (!t) return;
    try {
      void t.merkle.root;
    } catch {
      // A tree that does not reproduce its pinned root throws again, and is reported, on use.
    }
    setImmediate(next);
  };
  setImmediate(next);
}
