import { useEffect } from 'react';

/** Sets the tab title for a page: "<page> · Verity". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Verity`;
  }, [title]);
}
