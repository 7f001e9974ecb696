import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The document's own scroll position, as every browser and webview keeps it. */
const scrollToTop = () => {
  const page = document.scrollingElement ?? document.documentElement;
  page.scrollTop = 0;
};

/**
 * Opens the page at the top whenever the app navigates to it (a tap on a link, a section of the site):
 * a webview keeps the previous screen's position otherwise. The page the phone loaded is left as it
 * is, since the borrower may already have scrolled it before its scripts ran.
 */
export const useScrollToTop = () => {
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') scrollToTop();
  }, [key]);
};
