import { type RefObject, useCallback, useEffect, useState } from 'react';
import { CloseIcon } from './icons.tsx';
import { T, useSay } from './texts.ts';

export type Frame = { url: string; key: number };

type Props = { frame: Frame; frameRef: RefObject<HTMLIFrameElement | null>; onClose: () => void };

/** The native webview: a title bar with close, and the web app in a same-origin frame. */
export const Webview = ({ frame, frameRef, onClose }: Props) => {
  const say = useSay();
  const [title, setTitle] = useState('');
  const [loading, setLoading] = useState(true);

  // The web app sets document.title as it renders: read it like a native title bar would.
  const readTitle = useCallback(() => {
    try {
      const next = frameRef.current?.contentDocument?.title;
      if (next !== undefined) setTitle(next);
    } catch {
      // Another origin: keep the last title.
    }
  }, [frameRef]);

  useEffect(() => {
    const timer = setInterval(readTitle, 300);
    return () => clearInterval(timer);
  }, [readTitle]);

  return (
    <section className="webview" aria-label={say(T.webview)}>
      <header className="webview__bar">
        <button
          type="button"
          className="icon-btn"
          aria-label={say(T.close)}
          title={say(T.closeWebview)}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        <h2 className="webview__title">{title || frame.url.split('?')[0]}</h2>
        <span className="icon-btn" aria-hidden="true" />
      </header>
      {loading && <div className="webview__progress" aria-hidden="true" />}
      <iframe
        key={frame.key}
        ref={frameRef}
        className="webview__frame"
        title="webview"
        src={frame.url}
        onLoad={() => {
          setLoading(false);
          readTitle();
        }}
      />
    </section>
  );
};
