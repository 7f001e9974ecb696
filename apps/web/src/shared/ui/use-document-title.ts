import { useEffect } from 'react';
import { usePageScope } from '../scope/page-scope.ts';

/** Sets the page title: the native app shows it in its title bar. */
export const useDocumentTitle = (title: string): void => {
  // On the server there is no document: the renderer puts the last title asked for in the page's head.
  usePageScope().head.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
};
