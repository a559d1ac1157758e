/**
 * The hypothesis reader (engine.md §3), layered by concern in ./parse/ (ADR 0030); this path is
 * kept for its importers.
 */
export { alternativeReadings, cutSides, parseHypothesis, stem, type Claim, type ClaimKind, type ColumnMatch, type Cut } from './parse/index.ts';
