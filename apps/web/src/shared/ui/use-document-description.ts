import { useEffect } from 'react';

// Apart from the title: only the content pages and the official site describe themselves for search
// engines, so the other screens' first load goes without this.

let renderedDescription: string | null = null;

/** Sets the page's description for search engines (the renderer puts it in the head, as the title). */
export const useDocumentDescription = (description: string): void => {
  renderedDescription = description;
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

/** The description the screen just rendered on the server asked for (and forgets it). */
export const takeRenderedDescription = (): string | null => {
  const description = renderedDescription;
  renderedDescription = null;
  return description;
};
