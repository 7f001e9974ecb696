import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { GuideBlock } from './instructions-guide.ts';

type Props = { block: GuideBlock; onClose: () => void };

/** One drawing over the page, as large as the phone allows: tap it, ×, or Escape closes it. */
export const ZoomedImage = ({ block, onClose }: Props) => {
  const { t, i18n } = useLingui();
  const imageAlt = i18n._(block.imageAlt);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Focus goes to the overlay and back to the picture that opened it.
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="instructions-zoom" role="dialog" aria-modal="true" aria-label={imageAlt}>
      <button
        type="button"
        className="instructions-zoom-image"
        aria-label={t`Make smaller`}
        onClick={onClose}
      >
        <img src={block.image} alt={imageAlt} width="120" height="180" />
      </button>
      <button
        ref={close}
        type="button"
        className="instructions-zoom-close"
        aria-label={t`Close`}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
};
