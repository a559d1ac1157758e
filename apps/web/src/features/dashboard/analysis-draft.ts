import type { AnalysisType } from '@verity/contracts/analysis';
import { isAnalysisType } from './dashboard.utils';
import type { DataFormat } from './dashboard.utils';

/**
 * The analysis a user submitted and has not seen stored yet, kept in this tab's sessionStorage
 * per user. If the session ends while it runs (signed out everywhere, a password change), the
 * auth screen replaces the dashboard; after signing in again the form gets it back instead of
 * starting empty. Removed once the analysis is stored, and when the user signs out here.
 */
export interface AnalysisDraft {
  hypothesis: string;
  dataText: string;
  format: DataFormat;
  analysisType: AnalysisType;
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
      return { hypothesis: value.hypothesis, dataText: value.dataText, format: value.format, analysisType: value.analysisType };
    }
  } catch {
    // Unreadable: dropped below.
  }
  clearDraft(userId, storage);
  return null;
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
