import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { analysisKeys, refreshOwnAnalyses } from './api';

describe('refreshOwnAnalyses', () => {
  it('a first history read in flight when an analysis is stored is read again, not kept', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const answers = [['before the analysis was stored'], ['after']];
    const waiting: (() => void)[] = [];
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: analysisKeys.list(100),
      queryFn: ({ signal }) => {
        const answer = answers[reads++]!;
        return new Promise<string[]>((resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
          waiting.push(() => resolve(answer));
        });
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await Promise.resolve();
    expect(reads).toBe(1); // the list's first read, started while the analysis was running

    const refreshed = refreshOwnAnalyses(client);
    await new Promise((r) => setTimeout(r, 0));
    for (const answer of waiting.splice(0)) answer();
    await refreshed;
    await new Promise((r) => setTimeout(r, 0));
    for (const answer of waiting.splice(0)) answer();
    await new Promise((r) => setTimeout(r, 0));

    expect(reads).toBe(2);
    expect(client.getQueryData(analysisKeys.list(100))).toEqual(['after']);
    unsubscribe();
  });
});
