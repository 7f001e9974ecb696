import './zoomed-image.css';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

type Props = {
  src: string;
  alt: string;
  /** The picture's own size, so the page does not move while it loads. */
  width: number;
  height: number;
  onClose: () => void;
  /** Sizes the picture (its box keeps the picture's proportions). */
  className?: string;
};

/** One picture over the page, as large as the phone allows: tap it, ×, or Escape closes it. */
export const ZoomedImage = ({ src, alt, width, height, onClose, className }: Props) => {
  const { t } = useLingui();
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
    <div className="zoomed-image" role="dialog" aria-modal="true" aria-label={alt}>
      <button
        type="button"
        className={`zoomed-image-picture ${className ?? ''}`}
        aria-label={t`Make smaller`}
        onClick={onClose}
      >
        <img src={src} alt={alt} width={width} height={height} />
      </button>
      <button
        ref={close}
        type="button"
        className="zoomed-image-close"
        aria-label={t`Close`}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
};
