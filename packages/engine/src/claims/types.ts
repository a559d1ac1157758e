/** Shared types of the claim verifier. Everything here is plain JSON-able data. */

export type Cell = string | number | null;
export type Row = Record<string, Cell>;

/** How a metric's closeness is judged (claims.md §4): relative fraction or absolute units. */
export interface Sigma {
  kind: 'rel' | 'abs';
  value: number;
}

export interface MetricDef {
  /** Stable id used in parses, e.g. `gapminder.life_expect`. */
  id: string;
  /** Column holding the value; `*` = the entity's own column (wide tables). */
  column: string;
  label: string;
  /** Unit of the value after `scale` (what claims are compared in). */
  unit: string;
  /** Lexicon concepts this metric can answer (see parse/lexicon.ts), or a dataset's own concept id. */
  concepts: string[];
  /** Extra words that name this metric in a claim (a user dataset's "revenue", "sales"). */
  keywords?: string[];
  /** Raw value × scale = value in `unit` (thousands → 1000, fraction → 100 for percent). */
  scale?: number;
  sigma: Sigma;
  /** How one year of sub-annual data is read: annual mean (levels) or sum (flows). */
  yearAgg: 'mean' | 'sum';
  /** Dimension filter that selects this metric's rows (an income bracket); an array means any of them. */
  dims?: Record<string, Cell | Cell[]>;
  /** Sum the rows that share a time (e.g. population over age × sex). */
  sumOverDims?: boolean;
  /** Seasonally adjusted: a modelled value, not an observation, so it proves nothing of a single reading. */
  adjusted?: boolean;
  caveats?: string[];
}

export interface EntitySpec {
  /** Column holding the entity name; absent for single-series or wide tables. */
  column?: string;
  /** Single-series datasets: the one entity (e.g. "Mauna Loa"). */
  fixed?: string;
  /** Wide tables: each of these columns is an entity (us-employment). */
  wideColumns?: string[];
  /** Namespace for cross-dataset identity: country | us_state | city | series. */
  kind: 'country' | 'us_state' | 'city' | 'series' | 'place';
  noun: string;
  /** True when the entities are the whole population (all states), so rankings need no coverage cap. */
  complete: boolean;
  /** Extra aliases: entity name → alias phrases. */
  aliases?: Record<string, string[]>;
  /** Entity keys that name the dataset's scope rather than an entity ("Iowa", "US"). */
  scope?: string[];
  /** A single-entity dataset whose entity must be named (population: "US"), so "Atlantis" is not read as it. */
  requireMention?: boolean;
  /** The entity meant when a claim names none, or only a generic word for it ("payrolls" → nonfarm). */
  default?: string;
  /**
   * Series that are sums of others (nonfarm, private, goods-producing …) beside their parts: each group
   * lists the entities ranked against one another ("manufacturing had the most jobs" ranks the supersectors,
   * not the totals that contain them). An entity in no group is an aggregate with no peers to rank among.
   */
  rankGroups?: ReadonlyArray<{ label: string; members: readonly string[] }>;
  /** Words that look like entities of this dataset but are not broken out ("wind", "coal"). */
  absent?: Record<string, string>;
}

export interface TimeSpec {
  kind: 'year' | 'date' | 'year-month' | 'snapshot' | 'fixed-year';
  column?: string;
  monthColumn?: string;
  grain: 'year' | 'month' | 'day' | 'snapshot';
  fixedYear?: number;
  /** Observation step in years when not every year is present (gapminder: 5). */
  stepYears?: number;
  snapshotLabel?: string;
}

export interface SourceInfo {
  publisher: string;
  url: string;
  version?: string;
}

export interface DatasetDef {
  id: string;
  title: string;
  file: string;
  format: 'csv' | 'json';
  /** Package the file ships in, e.g. vega-datasets@3.2.1; absent for user data. */
  package?: string;
  sha256?: string;
  gitBlobSha1?: string;
  /**
   * Pinned Merkle root of the rows (built-in files). With it the tree is built on first use and
   * checked against it, so start-up only hashes the file; without it the tree is built at once.
   */
  merkleRoot?: string;
  entity: EntitySpec;
  time: TimeSpec;
  dims?: string[];
  metrics: MetricDef[];
  original: SourceInfo;
  licence: { name: string; url: string };
  attribution: string;
  caveats: string[];
  coverageText: string;
}

export type ReasonCode =
  | 'entity_not_in_catalog'
  | 'metric_not_in_catalog'
  | 'time_out_of_range'
  | 'time_not_observed'
  | 'snapshot_has_no_year'
  | 'unparsed'
  | 'ambiguous';

export type Verdict = 'supported' | 'refuted' | 'depends_on_definition' | 'tied' | 'unverifiable';
