import { useDocumentDescription } from '../../../shared/ui/use-document-description.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';

/** The page's title and its description for search engines, in the head of the page the server sends. */
export const PageMeta = ({ title, description }: { title: string; description: string }) => {
  useDocumentTitle(title);
  useDocumentDescription(description);
  return null;
};
