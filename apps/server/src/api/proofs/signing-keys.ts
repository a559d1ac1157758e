import type { KeyObject } from 'node:crypto';
import { createPrivateKey } from 'node:crypto';
import { and, asc, desc, isNotNull, isNull } from 'drizzle-orm';
import { generateSigningKey, keyIdFor, publicJwk, type PublicJwk } from '@verity/engine/proof/signing';
import type { Database } from '../../db/client.ts';
import { proofSigningKeys } from '../../db/schema-proofs.ts';

export interface ProofSigner {
  readonly keyId: string;
  readonly privateKey: KeyObject;
  /** PKCS#8 PEM, the form that crosses into engine worker threads. */
  readonly privateKeyPem: string;
}

function signer(keyId: string, privateKey: KeyObject): ProofSigner {
  return { keyId, privateKey, privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() };
}

/** A signer straight from PROOF_SIGNING_KEY (escaped `\n` allowed, as env files write them). */
export function signerFromPem(pem: string): ProofSigner {
  const privateKey = createPrivateKey(pem.replace(/\\n/g, '\n'));
  return signer(keyIdFor(privateKey), privateKey);
}

/**
 * The server's proof-signing key: from PROOF_SIGNING_KEY (PKCS#8 PEM) when given, else the
 * newest active key in the database, else a new one generated and stored on first start.
 * Its public half is always recorded so `/.well-known/verity-keys.json` keeps publishing it.
 */
export async function loadProofSigner(db: Database, pemFromEnv?: string): Promise<ProofSigner> {
  if (pemFromEnv) {
    const fromEnv = signerFromPem(pemFromEnv);
    await db
      .insert(proofSigningKeys)
      .values({ kid: fromEnv.keyId, publicJwk: { ...publicJwk(fromEnv.privateKey) }, privatePem: null })
      .onConflictDoNothing();
    return fromEnv;
  }
  // Keys given by PROOF_SIGNING_KEY are stored without their private half: skip them, or a
  // server started once with the variable would make a new key on every start after.
  const [active] = await db
    .select()
    .from(proofSigningKeys)
    .where(and(isNull(proofSigningKeys.retiredAt), isNotNull(proofSigningKeys.privatePem)))
    .orderBy(desc(proofSigningKeys.createdAt))
    .limit(1);
  if (active?.privatePem) return signer(active.kid, createPrivateKey(active.privatePem));

  const generated = generateSigningKey();
  await db
    .insert(proofSigningKeys)
    .values({ kid: generated.keyId, publicJwk: { ...publicJwk(generated.publicKey) }, privatePem: generated.privateKeyPem })
    .onConflictDoNothing();
  return signer(generated.keyId, generated.privateKey);
}

export async function publishedKeys(db: Database): Promise<PublicJwk[]> {
  const rows = await db.select().from(proofSigningKeys).orderBy(asc(proofSigningKeys.createdAt));
  return rows.map((r) => r.publicJwk as unknown as PublicJwk);
}
