import { type ReactNode, useState } from 'react';

type Props = {
  /** Asks the server for the file's signed address; no address when it said no. */
  link: () => Promise<{ data?: { url: string } | undefined }>;
  className: string;
  children: ReactNode;
};

/**
 * A file the phone downloads: the server signs a short-lived address and the page opens it, so the
 * downloader never carries the session (PRODUCT.md §8).
 */
export const SignedDownload = ({ link, className, children }: Props) => {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const answer = await link();
      if (answer.data) window.location.assign(answer.data.url);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={download} disabled={busy}>
      {children}
    </button>
  );
};
