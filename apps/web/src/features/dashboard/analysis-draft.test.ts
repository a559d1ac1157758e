import { beforeEach, describe, expect, it } from 'vitest';
import { type AnalysisDraft, clearAllDrafts, clearDraft, keepTypedDraft, readDraft, saveDraft, setSigningOutHere } from './analysis-draft';

const draft: AnalysisDraft = {
  hypothesis: 'Deliveries average under 30 minutes',
  dataText: 'delivery_minutes\n21\n34',
  format: 'csv',
  analysisType: 'descriptive',
};

describe('analysis draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a submitted analysis per user until it is cleared', () => {
    saveDraft('user-a', draft);
    expect(readDraft('user-a')).toEqual(draft);
    expect(readDraft('user-b')).toBeNull();
    clearDraft('user-a');
    expect(readDraft('user-a')).toBeNull();
  });

  it('drops what it cannot read back as a draft', () => {
    sessionStorage.setItem('verity.analysis-draft:user-a', '{not json');
    expect(readDraft('user-a')).toBeNull();
    sessionStorage.setItem('verity.analysis-draft:user-a', JSON.stringify({ ...draft, analysisType: 'astrology' }));
    expect(readDraft('user-a')).toBeNull();
    expect(sessionStorage.getItem('verity.analysis-draft:user-a')).toBeNull();
  });

  it('never throws when storage refuses a large draft', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => saveDraft('user-a', draft, full)).not.toThrow();
  });

  it('on sign-out, removes every draft in the tab and nothing else', () => {
    saveDraft('user-a', draft);
    saveDraft('user-b', draft);
    sessionStorage.setItem('other', 'kept');
    clearAllDrafts();
    expect(readDraft('user-a')).toBeNull();
    expect(readDraft('user-b')).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });

  it('keeps what was typed when the form goes away, marked as typed, unless this tab is signing out', () => {
    keepTypedDraft('user-a', draft);
    expect(readDraft('user-a')).toEqual({ ...draft, typed: true });

    clearDraft('user-a');
    setSigningOutHere(true);
    keepTypedDraft('user-a', draft);
    expect(readDraft('user-a')).toBeNull();
    setSigningOutHere(false);

    // An empty form keeps nothing; a submitted draft with the same content stays submitted.
    keepTypedDraft('user-a', { ...draft, hypothesis: ' ', dataText: '' });
    expect(readDraft('user-a')).toBeNull();
    saveDraft('user-a', draft);
    keepTypedDraft('user-a', draft);
    expect(readDraft('user-a')).toEqual(draft);
  });
});
