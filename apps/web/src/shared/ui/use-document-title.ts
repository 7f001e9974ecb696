import { useEffect } from 'react';

let renderedTitle: string | null = null;

/** Sets the page title: the native app shows it in its title bar. */
export const useDocumentTitle = (title: string): void => {
  // On the server there is no document: the renderer puts the last title asked for in the page's head.
  renderedTitle = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
};

/** The title the screen just rendered on the server asked for (and forgets it). */
export const takeRenderedTitle = (): string | null => {
  const title = renderedTitle;
  renderedTitle = null;
  return title;
};
