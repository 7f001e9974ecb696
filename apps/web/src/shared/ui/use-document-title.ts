import { useEffect } from 'react';

/** Sets the page title: the native app shows it in its title bar. */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = title;
  }, [title]);
};
