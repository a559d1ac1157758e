/** Typed engine errors; `status` is the HTTP status the server should answer with. */
export type EngineErrorCode = 'hypothesis_not_testable' | 'invalid_data' | 'too_large';

const STATUS: Record<EngineErrorCode, number> = { hypothesis_not_testable: 422, invalid_data: 400, too_large: 413 };

export class EngineError extends Error {
  override name = 'EngineError';
  readonly code: EngineErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;

  constructor(code: EngineErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.status = STATUS[code];
    if (details) this.details = details;
  }
}

/**
 * Too little data to test the claim (engine.md §5.2: fewer than 4 pairs, a group with fewer
 * than 2 rows, a constant column). Not a request error: the analysis answers truth 0.5,
 * pending, with a "not enough data" step.
 */
export class InsufficientDataError extends Error {
  override name = 'InsufficientDataError';
  constructor(message: string, readonly n: number) {
    super(message);
  }
}

/** Below minRows pairs a claim is not tested (InsufficientDataError); data with no rows at all is refused. */
export const LIMITS = { maxRows: 1_000_000, maxColumns: 50, minRows: 4 } as const;
