/**
 * Claim verification, pure part (no fs, no node:crypto): usable on the server, in workers and in
 * the browser. Node-only pieces (loading the pinned files, signing) are in ./node.ts.
 */
export { createCatalog, rowLeafData, warmCatalog, LEAF_RULE } from './catalog/create-catalog.ts';
export type { Catalog, CatalogManifest, DatasetTable, ManifestEntry, TableInput } from './catalog/create-catalog.ts';
export { BUILTIN_DATASETS, VEGA_PACKAGE } from './catalog/datasets.ts';
export { parseCsv, parseJsonRows } from './catalog/parse-text.ts';
export { verifyClaim, EXAMPLE_CLAIMS } from './verify/verify-claim.ts';
export type { VerifyOptions } from './verify/verify-claim.ts';
export type { ClaimParse, Evidence, EvidenceRow, ProofRow, Reading, RowSet, SourceRef, VerificationResult } from './verify/result.ts';
export { SCORING_POLICY_VERSION } from './verify/score.ts';
export { signedPayload } from './proof/payload.ts';
export type { MerkleProofEntry, SignedVerification, VerificationProof } from './proof/payload.ts';
export { verifyVerificationProof } from './proof/verify-proof.ts';
export type { ManifestRoots, ProofCheck, ProofJwk } from './proof/verify-proof.ts';
export type { DatasetDef, MetricDef, ReasonCode, Row, Verdict } from './types.ts';
