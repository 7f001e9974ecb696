import { type ReactNode, useEffect } from 'react';
import { CloseIcon } from './icons.tsx';
import { T, useSay } from './texts.ts';

type Props = { title: string; onClose: () => void; children: ReactNode };

/** A native bottom sheet over the phone screen; the mask and Escape close it. */
export const Sheet = ({ title, onClose, children }: Props) => {
  const say = useSay();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="sheet-layer">
      <button
        type="button"
        className="sheet-mask"
        aria-label={say(T.dismiss)}
        tabIndex={-1}
        onClick={onClose}
      />
      <div className="sheet" role="dialog" aria-modal="true" aria-label={title}>
        <header className="sheet__head">
          <h2>{title}</h2>
          <button type="button" className="icon-btn" aria-label={say(T.closeSheet)} onClick={onClose}>
            <CloseIcon size={20} />
          </button>
        </header>
        <div className="sheet__body">{children}</div>
      </div>
    </div>
  );
};
