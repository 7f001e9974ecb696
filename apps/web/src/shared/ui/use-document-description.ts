import { useEffect } from 'react';
import { usePageScope } from '../scope/page-scope.ts';

// Apart from the title: only the content pages and the official site describe themselves for search
// engines, so the other screens' first load goes without this.

/** Sets the page's description for search engines (the renderer puts it in the head, as the title). */
export const useDocumentDescription = (description: string): void => {
  usePageScope().head.description = description;
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
};
