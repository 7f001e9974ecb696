import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { usePageScope } from '../../shared/scope/page-scope.ts';
import { ZoomedImage } from '../../shared/ui/zoomed-image.tsx';
import { photoSrc } from './photo-src.ts';

/** A complaint's photos (the borrower's or the reply's) as thumbnails; a tap shows one large. */
export const PhotoList = ({ paths, label }: { paths: string[]; label: string }) => {
  const { t } = useLingui();
  const common = usePageScope().query.common();
  const [zoomed, setZoomed] = useState<number | null>(null);
  const close = useCallback(() => setZoomed(null), []);
  if (paths.length === 0) return null;
  const zoomedPath = zoomed === null ? undefined : paths[zoomed];
  return (
    <>
      <ul className="cp-photos" aria-label={label}>
        {paths.map((path, index) => {
          const position = index + 1;
          return (
            <li key={path} className="cp-photo">
              <button
                type="button"
                className="cp-photo-open"
                aria-label={t`Enlarge photo ${position}`}
                onClick={() => setZoomed(index)}
              >
                <img
                  src={photoSrc(path, common)}
                  alt=""
                  width="72"
                  height="72"
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          );
        })}
      </ul>
      {zoomedPath && (
        <ZoomedImage
          src={photoSrc(zoomedPath, common)}
          alt={t`Attachment ${(zoomed ?? 0) + 1}`}
          width={480}
          height={480}
          onClose={close}
        />
      )}
    </>
  );
};
