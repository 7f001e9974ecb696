import { useEffect } from 'react';

let renderedTitle: string | null = null;
let renderedDescription: string | null = null;

/** Sets the page title: the native app shows it in its title bar. */
export const useDocumentTitle = (title: string): void => {
  // On the server there is no document: the renderer puts the last title asked for in the page's head.
  renderedTitle = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
};

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

/** The title and description the screen just rendered on the server asked for (and forgets them). */
export const takeRenderedHead = (): { title: string | null; description: string | null } => {
  const head = { title: renderedTitle, description: renderedDescription };
  renderedTitle = null;
  renderedDescription = null;
  return head;
};
