import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { analysisRequestSchema, type Analysis } from '@verity/contracts/analysis';
import { analyze, EngineError } from '@verity/engine/analysis/analyze';
import { analyzeAssessment } from '@verity/engine/analysis/assessment';
import { cpuClock } from '@verity/engine/analysis/cpu-clock';
import { plainColumns, readAnalysisBody } from '@verity/engine/analysis/read-body';
import { RESERVED_COLUMN } from '@verity/engine/own-entry';

/** One analysis request as it travels to a worker: the raw body, parsed off the main thread. */
export interface EngineJob {
  /** The request body: UTF-8 bytes (moved here from the main thread) or text. */
  body: string | Uint8Array;
  insightId: string;
  timestamp: string;
  signingKeyPem: string;
  pricePerCpuSecond: number;
}

export type EngineJobResult =
  | { ok: true; kind: 'analysis'; analysis: Analysis; computeMs: number }
  | { ok: true; kind: 'assessment'; result: unknown; computeMs: number }
  | { ok: false; status: number; code: string; message: string; detail?: string };

/**
 * Engine threads run at a lower CPU priority (nice 10) than the event-loop thread, so that on a
 * busy machine health checks and small requests are scheduled ahead of long analyses. Linux
 * applies setpriority to one thread when given its thread id; elsewhere this is skipped.
 */
export const ENGINE_THREAD_NICE = 10;
export function lowerThreadPriority(): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    os.setPriority(tid, ENGINE_THREAD_NICE);
    return true;
  } catch {
    return false;
  }
}

const keys = new Map<string, KeyObject>();
function signingKey(pem: string): KeyObject {
  let key = keys.get(pem);
  if (!key) {
    key = createPrivateKey(pem);
    keys.set(pem, key);
  }
  return key;
}

/** Bodies from this size on are freed as soon as they are read (see `releaseBytes`). */
export const RELEASE_MIN_BYTES = 1024 * 1024;

/**
 * Frees a large body's memory at the next young-generation collection, which V8 runs before the
 * next large allocation, instead of at a full collection that may come only in the middle of
 * the analysis: while being read, the body survived collections and aged into the old
 * generation, so a 50 MB dataset often ran its whole analysis beside a dead copy of itself.
 * Moving the memory to a new, unreferenced ArrayBuffer (a transfer copies nothing) leaves the
 * body's buffer empty, and the new one is young garbage. A resizable buffer shrunk to nothing
 * would free it at once, but typed arrays over resizable buffers are read ~20 % slower in
 * Node 20, which the parse would pay.
 */
function releaseBytes(bytes: Uint8Array): void {
  const buffer = bytes.buffer;
  if (buffer.byteLength < RELEASE_MIN_BYTES || !(buffer instanceof ArrayBuffer)) return;
  // Only a buffer this body owns whole: a slice of a shared pool is left alone.
  if (bytes.byteOffset !== 0 || bytes.byteLength !== buffer.byteLength) return;
  try {
    structuredClone(buffer, { transfer: [buffer] });
  } catch {
    // an untransferable buffer is left to the garbage collector
  }
}

/**
 * The parsed body, released from the job so the bytes become garbage once read. Bytes are read
 * without decoding them to text first, numeric columns straight into typed arrays (read-body.ts):
 * the parsed columns are then the only large thing left.
 */
function takeParsedBody(job: EngineJob): unknown {
  const body = job.body;
  job.body = '';
  let parsed: unknown;
  try {
    parsed = typeof body === 'string' ? JSON.parse(body) : readAnalysisBody(body);
  } finally {
    if (typeof body !== 'string') releaseBytes(body);
  }
  const context = (parsed as { context?: { kind?: unknown } } | null)?.context;
  // A Truth Assessment's answers are read as plain JSON values, never as typed columns.
  return context && typeof context === 'object' && context.kind === 'truth-assessment' ? plainColumns(parsed) : parsed;
}

/**
 * The body keeps a "__proto__" column as its own key, but validation copies the columns into
 * plain objects, where that key would set the prototype and the column would vanish: it is
 * refused by name instead.
 */
function reservedColumnIn(parsed: unknown): string | null {
  const data = (parsed as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null) return null;
  const rows = Array.isArray(data) ? data : [data];
  const named = rows.some((row) => typeof row === 'object' && row !== null && Object.hasOwn(row, RESERVED_COLUMN));
  return named ? `body.data: a column is named "${RESERVED_COLUMN}", which cannot be a column name here; please rename it` : null;
}

export function runJob(job: EngineJob): EngineJobResult {
  const started = performance.now();
  const cpuStartMs = cpuClock().now();
  let parsed: unknown;
  try {
    parsed = takeParsedBody(job);
  } catch {
    return { ok: false, status: 400, code: 'invalid_request', message: 'The request body is not valid JSON.' };
  }
  const reserved = reservedColumnIn(parsed);
  if (reserved) return { ok: false, status: 400, code: 'invalid_request', message: reserved };
  const request = analysisRequestSchema.safeParse(parsed);
  if (!request.success) {
    const message = request.error.issues
      .map((issue) => `body${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`)
      .join('; ');
    return { ok: false, status: 400, code: 'invalid_request', message };
  }
  const context = request.data.context as { kind?: unknown } | undefined;
  try {
    if (context && typeof context === 'object' && context.kind === 'truth-assessment') {
      const result = analyzeAssessment(request.data.data);
      return { ok: true, kind: 'assessment', result, computeMs: performance.now() - started };
    }
    const result = analyze(request.data, {
      insightId: job.insightId,
      timestamp: job.timestamp,
      signingKey: signingKey(job.signingKeyPem),
      pricePerCpuSecond: job.pricePerCpuSecond,
      cpuStartMs,
    });
    const analysis: Analysis = { ...result, analysisType: request.data.analysisType };
    return { ok: true, kind: 'analysis', analysis, computeMs: performance.now() - started };
  } catch (err) {
    if (err instanceof EngineError) return { ok: false, status: err.status, code: err.code, message: err.message };
    // A defect in the engine, not in the input: reported as such and logged by the caller.
    return {
      ok: false,
      status: 500,
      code: 'internal_error',
      message: 'The engine failed on this input. The failure was logged; please try again later.',
      detail: err instanceof Error ? (err.stack ?? err.message) : String(err),
    };
  }
}
