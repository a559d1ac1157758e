import type { AnalysisType } from '@verity/contracts/analysis';
import { isAnalysisType } from './dashboard.utils';
import type { DataFormat } from './dashboard.utils';

/**
 * The analysis a user submitted and has not seen stored yet, kept in this tab's sessionStorage
 * per user. If the session ends while it runs (signed out everywhere, a password change), the
 * auth screen replaces the dashboard; after signing in again the form gets it back instead of
 * starting empty. What is typed but not submitted is kept the same way when the form goes away
 * (keepTypedDraft). Removed once the analysis is stored, and when the user signs out here.
 */
export interface AnalysisDraft {
  hypothesis: string;
  dataText: string;
  format: DataFormat;
  analysisType: AnalysisType;
  /** Typed and never submitted: kept when the form went away (see keepTypedDraft). */
  typed?: true;
}

const PREFIX = 'verity.analysis-draft:';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draft: AnalysisDraft, storage: Storage | null = sessionStore()): void {
  try {
    storage?.setItem(PREFIX + userId, JSON.stringify(draft));
  } catch {
    // Too large for the tab's storage (data up to 10 MB) or storage refused: the form still holds it.
  }
}

export function readDraft(userId: string, storage: Storage | null = sessionStore()): AnalysisDraft | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(PREFIX + userId) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AnalysisDraft> | null;
    if (
      value &&
      typeof value.hypothesis === 'string' &&
      typeof value.dataText === 'string' &&
      (value.format === 'json' || value.format === 'csv') &&
      typeof value.analysisType === 'string' &&
      isAnalysisType(value.analysisType)
    ) {
      const read: AnalysisDraft = { hypothesis: value.hypothesis, dataText: value.dataText, format: value.format, analysisType: value.analysisType };
      return value.typed === true ? { ...read, typed: true } : read;
    }
  } catch {
    // Unreadable: dropped below.
  }
  clearDraft(userId, storage);
  return null;
}

/** Set while this tab signs out on purpose: the form going away then keeps nothing. */
let signingOutHere = false;

export function setSigningOutHere(value: boolean): void {
  signingOutHere = value;
}

/**
 * What the form holds as it goes away — the auth screen replacing the dashboard when the session
 * ended in another tab or elsewhere, or a move to another page — so it comes back after signing
 * in again or on return. A submitted draft with the same content stays as it is.
 */
export function keepTypedDraft(userId: string, draft: AnalysisDraft, storage: Storage | null = sessionStore()): void {
  if (signingOutHere) return;
  if (draft.hypothesis.trim() === '' && draft.dataText.trim() === '') return;
  const kept = readDraft(userId, storage);
  const same = (a: AnalysisDraft, b: AnalysisDraft) =>
    a.hypothesis === b.hypothesis && a.dataText === b.dataText && a.format === b.format && a.analysisType === b.analysisType;
  if (kept && !kept.typed && same(kept, draft)) return;
  saveDraft(userId, { ...draft, typed: true }, storage);
}

export function clearDraft(userId: string, storage: Storage | null = sessionStore()): void {
  try {
    storage?.removeItem(PREFIX + userId);
  } catch {
    // Nothing to do.
  }
}

/** Every user's draft in this tab: on an explicit sign-out nothing typed here stays behind. */
export function clearAllDrafts(storage: Storage | null = sessionStore()): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
