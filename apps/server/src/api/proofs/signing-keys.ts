import type { KeyObject } from 'node:crypto';
import { createPrivateKey } from 'node:crypto';
import { asc, isNull } from 'drizzle-orm';
import { generateSigningKey, keyIdFor, publicJwk, type PublicJwk } from '@verity/engine/proof/signing';
import type { Database } from '../../db/client.ts';
import { proofSigningKeys } from '../../db/schema-proofs.ts';

export interface ProofSigner {
  readonly keyId: string;
  readonly privateKey: KeyObject;
}

/**
 * The server's proof-signing key: from PROOF_SIGNING_KEY (PKCS#8 PEM) when given, else the
 * newest active key in the database, else a new one generated and stored on first start.
 * Its public half is always recorded so `/.well-known/verity-keys.json` keeps publishing it.
 */
export async function loadProofSigner(db: Database, pemFromEnv?: string): Promise<ProofSigner> {
  if (pemFromEnv) {
    const privateKey = createPrivateKey(pemFromEnv.replace(/\\n/g, '\n'));
    const keyId = keyIdFor(privateKey);
    await db
      .insert(proofSigningKeys)
      .values({ kid: keyId, publicJwk: { ...publicJwk(privateKey) }, privatePem: null })
      .onConflictDoNothing();
    return { keyId, privateKey };
  }
  const [active] = await db
    .select()
    .from(proofSigningKeys)
    .where(isNull(proofSigningKeys.retiredAt))
    .orderBy(asc(proofSigningKeys.createdAt));
  if (active?.privatePem) return { keyId: active.kid, privateKey: createPrivateKey(active.privatePem) };

  const generated = generateSigningKey();
  await db
    .insert(proofSigningKeys)
    .values({ kid: generated.keyId, publicJwk: { ...publicJwk(generated.publicKey) }, privatePem: generated.privateKeyPem })
    .onConflictDoNothing();
  return { keyId: generated.keyId, privateKey: generated.privateKey };
}

export async function publishedKeys(db: Database): Promise<PublicJwk[]> {
  const rows = await db.select().from(proofSigningKeys).orderBy(asc(proofSigningKeys.createdAt));
  return rows.map((r) => r.publicJwk as unknown as PublicJwk);
}
