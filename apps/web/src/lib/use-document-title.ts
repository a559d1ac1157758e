import { createContext, useContext, useEffect } from 'react';

/** "<page> · Verity", the tab title of every page. */
export const documentTitle = (title: string) => `${title} · Verity`;

/**
 * Where the build-time pre-render collects the page's title (there is no document to set it on,
 * and effects do not run there). Absent in the browser.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the tab title for a page: "<page> · Verity". */
export function useDocumentTitle(title: string): void {
  useContext(DocumentTitleSink)?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
