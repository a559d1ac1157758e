import { useMutation, useQuery } from '@tanstack/react-query';
import type { BlueprintList, CheckoutUrl } from '@verity/contracts/commerce';
import { apiFetch } from '@/lib/api';

export const blueprintKeys = { list: ['blueprints'] as const };

export function useBlueprints() {
  return useQuery({ queryKey: blueprintKeys.list, queryFn: () => apiFetch<BlueprintList>('/blueprints') });
}

/** A one-time payment through the same checkout as plans; resolves with the checkout URL. */
export function usePurchaseBlueprint() {
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<CheckoutUrl>(`/blueprints/${encodeURIComponent(id)}/purchase`, { method: 'POST' }),
  });
}

/** Fetches the owner's document and saves it as a Markdown file. */
export function useDownloadBlueprint() {
  return useMutation({
    mutationFn: async (id: string) => {
      const doc = await apiFetch<{ fileName: string; markdown: string }>(
        `/blueprints/${encodeURIComponent(id)}/download`,
      );
      const url = URL.createObjectURL(new Blob([doc.markdown], { type: 'text/markdown;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = doc.fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the URL goes away.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return doc.fileName;
    },
  });
}
