import type { MerkleStep } from '../../proof/merkle.ts';
import type { Cell, ReasonCode, Row, Verdict } from '../types.ts';

/** The structured reading of a claim, as shown to the user and signed in the proof. */
export interface ClaimParse {
  kind: 'value' | 'approx' | 'between' | 'compare' | 'change' | 'extreme' | 'aggregate' | 'unverifiable';
  entities: string[];
  metric: string | null;
  dataset: string | null;
  /**
   * "2005", "2005-02", ["1967", "1985"], "--12" (December of every year covered), "2015-summer" (June–August 2015;
   * "2014-winter" is December 2013–February 2014), "--summer" (summer of every year covered), "snapshot", or null when none was stated.
   */
  time: string | string[] | null;
  op?: string;
  value?: number;
  value2?: number;
  unit?: string;
  hedge?: 'about' | 'nearly';
  tolerance_rel?: number;
  /** A place in a ranking other than the top: "the second highest" → 2. */
  rank?: number;
}

export interface EvidenceRow {
  dataset: string;
  index: number;
  key: Record<string, Cell>;
  values: Record<string, Cell>;
}

/** Aggregates over many rows list the range, the count and a hash of their Merkle leaves instead of every row. */
export interface RowSet {
  dataset: string;
  count: number;
  firstIndex: number;
  lastIndex: number;
  /** SHA-256 (hex) of the concatenated hex leaf hashes of the rows, in index order. */
  leavesSha256: string;
}

export interface Evidence {
  source: string;
  reading: string;
  isDefault: boolean;
  rows: EvidenceRow[];
  rowSets?: RowSet[];
  computation: {
    op: string;
    lhs: { label: string; value: number; unit: string };
    rhs: { label: string; value: number; unit: string };
    result: boolean | 'tied';
    score: number;
    margin: string;
  };
  caveats: string[];
  text: string;
}

export interface Reading {
  id: string;
  label: string;
  isDefault: boolean;
  score: number;
  holds: boolean | 'tied';
}

export interface SourceRef {
  id: string;
  title: string;
  file: string;
  package?: string;
  sha256?: string;
  gitBlobSha1?: string;
  original: { publisher: string; url: string; version?: string };
  licence: { name: string; url: string };
  attribution: string;
}

/** One evidence row with its inclusion path against the dataset's Merkle root in the manifest. */
export interface ProofRow {
  dataset: string;
  rowIndex: number;
  row: Row;
  leaf: string;
  path: MerkleStep[];
  root: string;
}

export interface VerificationResult {
  claim: string;
  /** The claim after NFC and whitespace/quote folding: what the proof signs. */
  claimNFC: string;
  verdict: Verdict;
  /** null when unverifiable: a number would pretend. */
  veracityScore: number | null;
  reason?: { code: ReasonCode; message: string; available: string[] };
  parse: ClaimParse;
  readings: Reading[];
  evidence: Evidence[];
  sources: SourceRef[];
  summary: string;
  proofData: { manifestSha256: string; rows: ProofRow[] };
  engineVersion: string;
  scoringPolicyVersion: string;
}
